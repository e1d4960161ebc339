/**
 * What only the active GM does for trauma cards, asked through CONFIG.queries with nothing but
 * message references (design.md "Trust model"): apply and undo a card against one target, deal
 * a Perk Card for a failed draw, and move played Perk Cards to the discard pile. Each handler
 * re-reads the message, checks its author may act for the drawing actor, recomputes with the
 * core, and records what it did where the card's author cannot erase it.
 */
import { type AppliedTrauma, type AttackCardState, type DrawPlay, appliedTrauma, attackCardOutcome, undoTraumaPatch, validateAttackCard, validateDrawPlay } from "../../../core/trauma";
import { RulesInputError } from "../../../core/errors";
import { attackCardOf, resistanceFor, resistanceOf } from "../attack-messages";
import { actorFromUuid, mayActFor } from "../../gm/actors";
import { traumaStateOf } from "../actor-state";
import { statusForCondition } from "../conditions";
import { dealPerkTo, discardPerksOf } from "../cards/perk-cards";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { traumaMessageFlags } from "../flags";
import { mayUndo } from "../../gm/card-trust";
import { type CardKind, acceptedCard, validOrNull } from "../../gm/accepted-card";
import { applyLine, frozen, undoLine } from "../../gm/records/exactly-once";
import type { RecordedWrite } from "../../gm/records/gm-record";

export type { GmActionResult };

/** What an Apply remembers in its GM record, for its Undo. */
export interface LedgerRecord {
  readonly applied: AppliedTrauma;
  readonly statuses: string[];
  readonly finalTrauma: number;
}

const lineOf = (messageId: string, targetIndex: number): string => `trauma.apply:${messageId}:${targetIndex}`;

/** Trauma's attack card, as the GM pipeline accepts it (gm/accepted-card.ts). */
const TRAUMA_CARD: CardKind<AttackCardState> = {
  key: (messageId) => `trauma.card:${messageId}`,
  of: attackCardOf,
  validate: (data) => validateAttackCard(data, "record"),
  attackerUuid: (card) => card.attacker.actorUuid,
};

const acceptedAttack = (messageId: string) => acceptedCard(messageId, TRAUMA_CARD);

/** The target's resistance draw, frozen at the first Apply like the card. */
async function acceptedResistance(messageId: string, targetIndex: number, target: Actor.Implementation): Promise<DrawPlay | null> {
  const found = await resistanceFor(messageId, targetIndex, target);
  if (!found) return null;
  return frozen(`trauma.resistance:${messageId}:${targetIndex}`, [messageId, found.message.id ?? ""], found.draw, (data) => validOrNull(() => validateDrawPlay(data, "record")));
}

export function applyAttackTarget(messageId: string, targetIndex: number): Promise<GmActionResult> {
  return exclusively(lineOf(messageId, targetIndex), () => applyNow(messageId, targetIndex));
}

/** `sender`: who asked (sender.ts); only a GM, the card's author or the attacker's owner may undo. */
export function undoAttackTarget(messageId: string, targetIndex: number, sender: User.Implementation | null): Promise<GmActionResult> {
  return exclusively(lineOf(messageId, targetIndex), () => undoNow(messageId, targetIndex, sender));
}

const appliedFlag = (targetIndex: number, finalTrauma: number, undone: boolean) => ({ flags: traumaMessageFlags({ applied: { [String(targetIndex)]: { finalTrauma, undone } } }) });

async function applyNow(messageId: string, targetIndex: number): Promise<GmActionResult> {
  const { message, card } = await acceptedAttack(messageId);
  const ref = card.targets[targetIndex];
  const target = ref ? await actorFromUuid(ref.actorUuid) : null;
  if (!ref || !target) return refuse("FRAY.Common.Chat.Error.NoTarget");
  const draw = await acceptedResistance(messageId, targetIndex, target);
  const { result, patches } = attackCardOutcome(card, traumaStateOf(target), draw);
  if (result.stage === "needsResistance") return refuse("FRAY.Trauma.Chat.Error.AwaitingResistance");
  const conditionAdded = patches.target.conditionsInflicted ? result.condition : null;
  const status = result.condition ? statusForCondition(result.condition) : null;
  const newStatus = status !== null && !target.statuses.has(status) ? [status] : [];
  const finalTrauma = result.finalTrauma ?? 0;
  const record: LedgerRecord = { applied: appliedTrauma(result.applied, conditionAdded), statuses: newStatus, finalTrauma };
  const writes: RecordedWrite[] = [
    { type: "update", uuid: target.uuid, data: { system: { trauma: patches.target } } },
    ...(newStatus.length ? [{ type: "statuses" as const, uuid: target.uuid, on: newStatus, off: [] }] : []),
    { type: "update", uuid: message.uuid, data: appliedFlag(targetIndex, finalTrauma, false) },
  ];
  await applyLine(lineOf(messageId, targetIndex), [messageId], () => Promise.resolve({ writes, data: record }));
  return { ok: true, message: "FRAY.Common.Chat.Applied" };
}

function ledgerRecordOf(data: unknown): LedgerRecord {
  const record = data as Partial<LedgerRecord> | null;
  if (!record || typeof record.applied !== "object" || !Array.isArray(record.statuses) || typeof record.finalTrauma !== "number") {
    throw new RulesInputError("ledger.notApplied", "record", "FRAY.Common.Chat.Error.NothingToUndo");
  }
  return record as LedgerRecord;
}

async function undoNow(messageId: string, targetIndex: number, sender: User.Implementation | null): Promise<GmActionResult> {
  const { message, card } = await acceptedAttack(messageId);
  if (!(await mayUndo(sender, message, card.attacker.actorUuid))) return refuse("FRAY.Common.Chat.Error.NotYourUndo");
  const ref = card.targets[targetIndex];
  const target = ref ? await actorFromUuid(ref.actorUuid) : null;
  if (!ref || !target) return refuse("FRAY.Common.Chat.Error.NoTarget");
  await undoLine(lineOf(messageId, targetIndex), [messageId], (applied) => {
    const record = ledgerRecordOf(applied.data);
    const patch = undoTraumaPatch(traumaStateOf(target), record.applied);
    return Promise.resolve([
      { type: "update", uuid: target.uuid, data: { system: { trauma: patch } } },
      ...(record.statuses.length ? [{ type: "statuses" as const, uuid: target.uuid, on: [], off: record.statuses }] : []),
      { type: "update", uuid: message.uuid, data: appliedFlag(targetIndex, record.finalTrauma, true) },
    ]);
  });
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
    const { card } = await acceptedAttack(messageId);
    const attacker = await actorFromUuid(card.attacker.actorUuid);
    if (!attacker || !mayActFor(message.author, attacker)) return refuse("FRAY.Common.Chat.Error.NotOwner");
    const earns = attackCardOutcome(card, card.attacker.state, null).result.perks.attacker.earns;
    return earns ? dealPerkTo(attacker, messageId) : refuse("FRAY.Trauma.Chat.Error.NoPerkEarned");
  }
  if (resistance) {
    const { card } = await acceptedAttack(resistance.attackMessageId);
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
