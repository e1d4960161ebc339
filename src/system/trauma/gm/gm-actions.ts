/**
 * What only the active GM does for trauma cards, asked through CONFIG.queries with nothing but
 * message references (design.md "Trust model"): apply and undo a card against one target, deal
 * a Perk Card for a failed draw, and move played Perk Cards to the discard pile. Each handler
 * re-reads the message, checks its author may act for the drawing actor, recomputes with the
 * core, and records what it did where the card's author cannot erase it.
 */
import { type AppliedTrauma, type AttackCardState, appliedTrauma, attackCardOutcome, undoTraumaPatch } from "../../../core/trauma";
import { type Ledger, ledgerKey, recordApply, recordUndo } from "../../../core/ledger";
import { RulesInputError } from "../../../core/errors";
import { attackCardOf, resistanceFor, resistanceOf } from "../attack-messages";
import { actorFromUuid, mayActFor } from "../../gm/actors";
import { traumaStateOf } from "../actor-state";
import { addStatuses, removeStatuses, statusForCondition } from "../conditions";
import { dealPerkTo, discardPerksOf } from "../cards/perk-cards";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { traumaActorFlag, traumaActorFlags, traumaMessageFlags } from "../flags";
import { actorTheAuthorActsFor, mayUndo } from "../../gm/card-trust";

export type { GmActionResult };

export interface LedgerRecord {
  readonly applied: AppliedTrauma;
  readonly statuses: string[];
  readonly finalTrauma: number;
}

/** The attack card of a message whose author may act for its attacker. */
async function trustedCard(messageId: string): Promise<{ message: ChatMessage.Implementation; card: AttackCardState }> {
  const message = game.messages.get(messageId);
  const card = message ? attackCardOf(message) : null;
  if (!message || !card) throw new RulesInputError("gm.noCard", messageId, "FRAY.Common.Chat.Error.NoCard");
  // The author must act for the attacker; a forged card naming no actor is refused.
  await actorTheAuthorActsFor(message, card.attacker.actorUuid);
  return { message, card };
}

function ledgerOf(actor: Actor.Implementation): Ledger<LedgerRecord> {
  return traumaActorFlag(actor, "ledger") ?? {};
}

export function applyAttackTarget(messageId: string, targetIndex: number): Promise<GmActionResult> {
  return exclusively(ledgerKey(messageId, targetIndex), () => applyNow(messageId, targetIndex));
}

/** `sender`: who asked (sender.ts); only a GM, the card's author or the attacker's owner may undo. */
export function undoAttackTarget(messageId: string, targetIndex: number, sender: User.Implementation | null): Promise<GmActionResult> {
  return exclusively(ledgerKey(messageId, targetIndex), () => undoNow(messageId, targetIndex, sender));
}

async function applyNow(messageId: string, targetIndex: number): Promise<GmActionResult> {
  const { message, card } = await trustedCard(messageId);
  const ref = card.targets[targetIndex];
  const target = ref ? await actorFromUuid(ref.actorUuid) : null;
  if (!ref || !target) return refuse("FRAY.Common.Chat.Error.NoTarget");
  const resistance = await resistanceFor(messageId, targetIndex, target);
  const state = traumaStateOf(target);
  const { result, patches } = attackCardOutcome(card, state, resistance?.draw ?? null);
  if (result.stage === "needsResistance") return refuse("FRAY.Trauma.Chat.Error.AwaitingResistance");
  const key = ledgerKey(messageId, targetIndex);
  const conditionAdded = patches.target.conditionsInflicted ? result.condition : null;
  const condition = result.condition ? statusForCondition(result.condition) : null;
  const entry = recordApply(ledgerOf(target), key, { applied: appliedTrauma(result.applied, conditionAdded), statuses: [], finalTrauma: result.finalTrauma ?? 0 }, Date.now());
  // One update carries the trauma and the ledger entry, so neither can happen without the other.
  await target.update({ system: { trauma: patches.target }, flags: traumaActorFlags({ ledger: { [key]: entry } }) });
  const statuses = await addStatuses(target, condition ? [condition] : []);
  if (statuses.length) await target.update({ flags: traumaActorFlags({ ledger: { [key]: { ...entry, record: { ...entry.record, statuses } } } }) });
  await message.update({ flags: traumaMessageFlags({ applied: { [String(targetIndex)]: { finalTrauma: entry.record.finalTrauma, undone: false } } }) });
  return { ok: true, message: "FRAY.Common.Chat.Applied" };
}

async function undoNow(messageId: string, targetIndex: number, sender: User.Implementation | null): Promise<GmActionResult> {
  const { message, card } = await trustedCard(messageId);
  if (!(await mayUndo(sender, message, card.attacker.actorUuid))) return refuse("FRAY.Common.Chat.Error.NotYourUndo");
  const ref = card.targets[targetIndex];
  const target = ref ? await actorFromUuid(ref.actorUuid) : null;
  if (!ref || !target) return refuse("FRAY.Common.Chat.Error.NoTarget");
  const key = ledgerKey(messageId, targetIndex);
  const { entry, next } = recordUndo(ledgerOf(target), key);
  const patch = undoTraumaPatch(traumaStateOf(target), entry.record.applied);
  await target.update({ system: { trauma: patch }, flags: traumaActorFlags({ ledger: { [key]: next } }) });
  await removeStatuses(target, entry.record.statuses);
  await message.update({ flags: traumaMessageFlags({ applied: { [String(targetIndex)]: { finalTrauma: entry.record.finalTrauma, undone: true } } }) });
  return { ok: true, message: "FRAY.Common.Chat.Undone" };
}

/** Deals a Perk Card to whoever drew in this message, if the draw failed and none was dealt for it yet. */
export function dealPerkFor(messageId: string): Promise<GmActionResult> {
  return exclusively(`perk_${messageId}`, () => dealNow(messageId));
}

async function dealNow(messageId: string): Promise<GmActionResult> {
  const message = game.messages.get(messageId);
  if (!message) return refuse("FRAY.Common.Chat.Error.NoCard");
  const attack = attackCardOf(message);
  const resistance = resistanceOf(message);
  if (attack) {
    const attacker = await actorFromUuid(attack.attacker.actorUuid);
    if (!attacker || !mayActFor(message.author, attacker)) return refuse("FRAY.Common.Chat.Error.NotOwner");
    const earns = attackCardOutcome(attack, attack.attacker.state, null).result.perks.attacker.earns;
    return earns ? dealPerkTo(attacker, messageId) : refuse("FRAY.Trauma.Chat.Error.NoPerkEarned");
  }
  if (resistance) {
    const { card } = await trustedCard(resistance.attackMessageId);
    const ref = card.targets[resistance.targetIndex];
    const target = ref ? await actorFromUuid(ref.actorUuid) : null;
    if (!target || !mayActFor(message.author, target)) return refuse("FRAY.Common.Chat.Error.NotOwner");
    const outcome = attackCardOutcome(card, traumaStateOf(target), resistance.draw);
    return outcome.result.perks.target.earns ? dealPerkTo(target, messageId) : refuse("FRAY.Trauma.Chat.Error.NoPerkEarned");
  }
  return refuse("FRAY.Common.Chat.Error.NoCard");
}

/** Moves the Perk Cards a message played from the drawer's hand to the discard pile. */
export async function discardPerksFor(messageId: string): Promise<GmActionResult> {
  const message = game.messages.get(messageId);
  if (!message) return refuse("FRAY.Common.Chat.Error.NoCard");
  const attack = attackCardOf(message);
  const resistance = resistanceOf(message);
  const actorUuid = attack?.attacker.actorUuid ?? (resistance ? attackCardOf(game.messages.get(resistance.attackMessageId) ?? message)?.targets[resistance.targetIndex]?.actorUuid : undefined);
  const actor = actorUuid ? await actorFromUuid(actorUuid) : null;
  if (!actor || !mayActFor(message.author, actor)) return refuse("FRAY.Common.Chat.Error.NotOwner");
  const played = (attack?.draw ?? resistance?.draw)?.perks ?? [];
  await discardPerksOf(actor, played.map((p) => p.card.id));
  return { ok: true, message: "FRAY.Trauma.Chat.PerksDiscarded" };
}
