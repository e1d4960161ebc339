/**
 * Applying a banks attack card to one target, and undoing it, on the active GM's client
 * (design.md "Trust model"). The handler re-reads the card, checks its author may act for the
 * attacker, requires the roll and a settled payment, recomputes the damage with the core from
 * the card's dice and the threshold the target's paid bid recorded, and writes the damage and
 * its ledger entry in one update, with what a fallen member costs its team. A second Apply is
 * refused; Undo reverses exactly the entry.
 */
import { type BanksActor, type BanksActorPatch, type BanksAttackCard, appliedBanks, attackPool, banksAttackOutcome, declarationOf, isGrappleAction, undoBanksPatch } from "../../../core/banks";
import { RulesInputError } from "../../../core/errors";
import { recordApply, recordUndo } from "../../../core/ledger";
import { applyPatch } from "../../../core/patch";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { actorFromUuid } from "../../gm/actors";
import { banksStateOf } from "../actor-state";
import { banksLedgerOf, damageKey, paidBidThreshold, paidPool, writeWithEntry } from "./banks-ledger";
import { banksCombatantOf } from "../combat-context";
import { banksAttackOf, paymentOf } from "../chat/messages";
import { targetSnapshotOf } from "../target-snapshot";
import { applyTeamLoss, teamLossFor, undoTeamLoss } from "../combat/team-loss";
import { banksMessageFlags } from "../flags";
import { actorTheAuthorActsFor, mayUndo } from "../../gm/card-trust";

/** The attack card of a message whose author may act for its attacker. */
async function trustedAttack(messageId: string): Promise<{ message: ChatMessage.Implementation; card: BanksAttackCard; attacker: Actor.Implementation | null }> {
  const message = game.messages.get(messageId);
  const card = message ? banksAttackOf(message) : null;
  if (!message || !card) throw new RulesInputError("gm.noCard", messageId, "FRAY.Common.Chat.Error.NoCard");
  // The author must act for the attacker; a forged card naming no actor is refused (a GM's own card may outlive its actor).
  const attacker = await actorTheAuthorActsFor(message, card.attacker.actorUuid);
  return { message, card, attacker };
}

async function targetOf(card: BanksAttackCard, targetIndex: number): Promise<Actor.Implementation | null> {
  const ref = card.targets[targetIndex];
  return ref ? actorFromUuid(ref.actorUuid) : null;
}

export function applyBanksTarget(messageId: string, targetIndex: number): Promise<GmActionResult> {
  return exclusively(damageKey(messageId, targetIndex), () => applyNow(messageId, targetIndex));
}

/** `sender`: who asked (sender.ts); only a GM, the card's author or the attacker's owner may undo. */
export function undoBanksTarget(messageId: string, targetIndex: number, sender: User.Implementation | null): Promise<GmActionResult> {
  return exclusively(damageKey(messageId, targetIndex), () => undoNow(messageId, targetIndex, sender));
}

async function applyNow(messageId: string, targetIndex: number): Promise<GmActionResult> {
  const { message, card, attacker } = await trustedAttack(messageId);
  const payment = paymentOf(message);
  if (payment?.state === "refused") return refuse("FRAY.Banks.Gm.Refused.unpaid");
  // The payment counts as the GM recorded it on the attacker (the message's copy is the author's to edit);
  // an attacker deleted since is judged by the card alone.
  const pool = attacker ? paidPool(attacker, messageId) : { size: attackPool(declarationOf(card)).size, gr: attackPool(declarationOf(card)).gr };
  if (pool === null) return refuse("FRAY.Banks.Gm.Refused.unpaid");
  const declared = attackPool(declarationOf(card));
  if (declared.size !== pool.size || declared.gr !== pool.gr) return refuse("FRAY.Banks.Gm.Refused.stale");
  if (card.dice === null) return refuse("FRAY.Banks.Gm.Refused.unrolled");
  const target = await targetOf(card, targetIndex);
  if (!target) return refuse("FRAY.Common.Chat.Error.NoTarget");
  const key = damageKey(messageId, targetIndex);
  const ledger = banksLedgerOf(target);
  const state = banksStateOf(target);
  const targetCtx = banksCombatantOf(target);
  const medTL = targetCtx?.encounter.medTL ?? (attacker ? banksCombatantOf(attacker) : null)?.encounter.medTL ?? 0;
  const grappling = isGrappleAction(card.action);
  // A grapple changes the attacker as well, so it needs the attacker as it is now.
  if (grappling && !attacker) return refuse("FRAY.Common.Chat.Error.NoCard");
  const attackerState = grappling && attacker ? banksStateOf(attacker) : undefined;
  const outcome = banksAttackOutcome(card, targetSnapshotOf(target, state), {
    recordedThreshold: paidBidThreshold(target, messageId, targetIndex),
    medTL,
    ...(targetIndex === 0 && pool.momentum !== undefined ? { momentum: pool.momentum } : {}),
    ...(attackerState === undefined ? {} : { attacker: attackerState, ids: { attacker: card.attacker.actorUuid, target: target.uuid } }),
  });
  if (outcome.stage === "awaitingRoll") return refuse("FRAY.Banks.Gm.Refused.unrolled");
  const after = applyPatch(state, outcome.patch);
  const teamLoss = teamLossFor(targetCtx, state, after);
  // Refused here (ledger.applied) before anything is written, attacker included.
  const entry = recordApply(ledger, key, { kind: "damage", applied: appliedBanks(state, after, outcome.patch), team: null, threshold: null, teamLoss }, Date.now());
  if (outcome.stage === "grappled" && attacker && attackerState) await applyToAttacker(attacker, attackerState, outcome.attackerPatch, key);
  await writeWithEntry(target, outcome.patch, key, entry);
  if (targetCtx && teamLoss) await applyTeamLoss(targetCtx, teamLoss);
  await message.update({ flags: banksMessageFlags({ applied: { [String(targetIndex)]: { undone: false } } }) });
  return { ok: true, message: "FRAY.Common.Chat.Applied" };
}

/** A grapple's change to the attacker, with its own ledger entry under the same key. */
async function applyToAttacker(attacker: Actor.Implementation, state: BanksActor, patch: BanksActorPatch, key: string): Promise<void> {
  const entry = recordApply(banksLedgerOf(attacker), key, { kind: "damage", applied: appliedBanks(state, applyPatch(state, patch), patch), team: null, threshold: null }, Date.now());
  await writeWithEntry(attacker, patch, key, entry);
}

async function undoNow(messageId: string, targetIndex: number, sender: User.Implementation | null): Promise<GmActionResult> {
  const { message, card } = await trustedAttack(messageId);
  if (!(await mayUndo(sender, message, card.attacker.actorUuid))) return refuse("FRAY.Common.Chat.Error.NotYourUndo");
  const target = await targetOf(card, targetIndex);
  if (!target) return refuse("FRAY.Common.Chat.Error.NoTarget");
  const key = damageKey(messageId, targetIndex);
  const { entry, next } = recordUndo(banksLedgerOf(target), key);
  await writeWithEntry(target, undoBanksPatch(banksStateOf(target), entry.record.applied), key, next);
  const attacker = await actorFromUuid(card.attacker.actorUuid);
  const held = attacker ? banksLedgerOf(attacker)[key] : undefined;
  // A grapple's change to the attacker is undone with the target's.
  if (attacker && held && !held.undone) await writeWithEntry(attacker, undoBanksPatch(banksStateOf(attacker), held.record.applied), key, { ...held, undone: true });
  const targetCtx = banksCombatantOf(target);
  if (targetCtx && entry.record.teamLoss) await undoTeamLoss(targetCtx, entry.record.teamLoss);
  await message.update({ flags: banksMessageFlags({ applied: { [String(targetIndex)]: { undone: true } } }) });
  return { ok: true, message: "FRAY.Common.Chat.Undone" };
}
