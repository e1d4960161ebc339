/**
 * Applying a banks attack card to one target, and undoing it, on the active GM's client
 * (design.md "Trust model"). The handler takes the card as the GM froze it at its payment
 * (accepted-attack.ts), checks its author may act for the attacker, requires the payment's
 * record and the roll (frozen at the first Apply), recomputes the damage with the core against
 * the threshold the target's paid bid recorded, and writes everything the hit changes — the
 * target, a grapple's attacker, what a fallen member costs its team, the card's marks — as one
 * GM step (applyLine). A second Apply is refused; Undo reverses exactly what the step recorded.
 */
import { type BanksAttackCard, appliedBanks, attackPool, banksAttackOutcome, declarationOf, isGrappleAction, undoBanksPatch } from "../../../core/banks";
import { validateDice } from "../../../core/dice";
import { RulesInputError } from "../../../core/errors";
import { applyPatch } from "../../../core/patch";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { actorFromUuid } from "../../gm/actors";
import { actorTheAuthorActsFor, mayUndo } from "../../gm/card-trust";
import { applyLine, undoLine } from "../../gm/records/exactly-once";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { banksStateOf } from "../actor-state";
import { type DamageRecord, damageLine, damageRecordOf, paidBidThreshold, paidRecord, pairOf } from "./banks-records";
import { acceptedAttack, acceptedRoll } from "./accepted-attack";
import { actorWrite, messageWrite, onCombat, teamWrite } from "./banks-step";
import { banksCombatantOf, encounterOf } from "../combat-context";
import { banksAttackOf, paymentOf } from "../chat/messages";
import { targetSnapshotOf } from "../target-snapshot";
import { teamLossFor, teamLossUndone } from "../combat/team-loss";

interface Accepted {
  readonly message: ChatMessage.Implementation;
  /** The frozen declaration, or the message's card while nothing was accepted yet (it is then refused as unpaid). */
  readonly card: BanksAttackCard;
  readonly current: BanksAttackCard;
  readonly attacker: Actor.Implementation | null;
}

/** The attack card as accepted, whose author may act for its attacker. */
async function acceptedCard(messageId: string): Promise<Accepted> {
  const message = game.messages.get(messageId);
  const current = message ? banksAttackOf(message) : null;
  if (!message || !current) throw new RulesInputError("gm.noCard", messageId, "FRAY.Common.Chat.Error.NoCard");
  const card = acceptedAttack(messageId) ?? current;
  // The author must act for the attacker; a forged card naming no actor is refused (a GM's own card may outlive its actor).
  const attacker = await actorTheAuthorActsFor(message, card.attacker.actorUuid);
  return { message, card, current, attacker };
}

async function targetOf(card: BanksAttackCard, targetIndex: number): Promise<Actor.Implementation | null> {
  const ref = card.targets[targetIndex];
  return ref ? actorFromUuid(ref.actorUuid) : null;
}

export function applyBanksTarget(messageId: string, targetIndex: number): Promise<GmActionResult> {
  return exclusively(damageLine(messageId, targetIndex), () => applyNow(messageId, targetIndex));
}

/** `sender`: who asked (sender.ts); only a GM, the card's author or the attacker's owner may undo. */
export function undoBanksTarget(messageId: string, targetIndex: number, sender: User.Implementation | null): Promise<GmActionResult> {
  return exclusively(damageLine(messageId, targetIndex), () => undoNow(messageId, targetIndex, sender));
}

/** The card with its roll, once paid, unchanged since the payment and rolled with the paid pool; else the refusal. */
async function paidAndRolled(messageId: string, accepted: Accepted): Promise<{ card: BanksAttackCard; momentum: number | undefined } | GmActionResult> {
  if (paymentOf(accepted.message)?.state === "refused") return refuse("FRAY.Banks.Gm.Refused.unpaid");
  // Only the GM's record of the payment counts (the message's mark is its author's to edit).
  const paid = paidRecord(messageId);
  if (paid === null || paid.pool === null) return refuse("FRAY.Banks.Gm.Refused.unpaid");
  const declared = attackPool(declarationOf(accepted.card));
  if (declared.size !== paid.pool.size || declared.gr !== paid.pool.gr) return refuse("FRAY.Banks.Gm.Refused.stale");
  const roll = await acceptedRoll(messageId, accepted.current);
  if (roll === null) return refuse("FRAY.Banks.Gm.Refused.unrolled");
  try {
    // Dice for another pool than the paid one (a pool edited on the message, then rolled) do not count.
    validateDice(roll.dice, "roll.dice", declared.size);
  } catch {
    return refuse("FRAY.Banks.Gm.Refused.stale");
  }
  return { card: { ...accepted.card, dice: roll.dice, choice: roll.choice }, momentum: paid.pool.momentum };
}

async function applyNow(messageId: string, targetIndex: number): Promise<GmActionResult> {
  const accepted = await acceptedCard(messageId);
  const { message, attacker } = accepted;
  const ready = await paidAndRolled(messageId, accepted);
  if ("ok" in ready) return ready;
  const { card, momentum } = ready;
  const target = await targetOf(card, targetIndex);
  if (!target) return refuse("FRAY.Common.Chat.Error.NoTarget");
  const state = banksStateOf(target);
  const targetCtx = banksCombatantOf(target);
  const medTL = targetCtx?.encounter.medTL ?? (attacker ? banksCombatantOf(attacker) : null)?.encounter.medTL ?? 0;
  const grappling = isGrappleAction(card.action);
  // A grapple changes the attacker as well, so it needs the attacker as it is now.
  if (grappling && !attacker) return refuse("FRAY.Common.Chat.Error.NoCard");
  const attackerState = grappling && attacker ? banksStateOf(attacker) : undefined;
  const outcome = banksAttackOutcome(card, targetSnapshotOf(target, state), {
    recordedThreshold: paidBidThreshold(messageId, targetIndex),
    medTL,
    ...(targetIndex === 0 && momentum !== undefined ? { momentum } : {}),
    ...(attackerState === undefined ? {} : { attacker: attackerState, ids: { attacker: card.attacker.actorUuid, target: target.uuid } }),
  });
  if (outcome.stage === "awaitingRoll") return refuse("FRAY.Banks.Gm.Refused.unrolled");
  const after = applyPatch(state, outcome.patch);
  const teamLoss = teamLossFor(targetCtx, state, after);
  const grappler = outcome.stage === "grappled" && attacker && attackerState ? { actor: attacker, patch: outcome.attackerPatch, applied: appliedBanks(attackerState, applyPatch(attackerState, outcome.attackerPatch), outcome.attackerPatch) } : null;
  const record: DamageRecord = { target: appliedBanks(state, after, outcome.patch), attacker: grappler?.applied ?? null, teamLoss };
  const writes = (): RecordedWrite[] => [
    ...(grappler ? actorWrite(grappler.actor, grappler.patch) : []),
    ...actorWrite(target, outcome.patch),
    ...(targetCtx && teamLoss ? teamWrite(targetCtx.combat, teamLoss.teamId, teamLoss.after) : []),
    // The card shows what the hit changed (players cannot read the record): arrays, so a new Apply replaces them whole.
    messageWrite(message, { applied: { [String(targetIndex)]: { undone: false, target: pairOf(record.target), attacker: pairOf(record.attacker) } } }),
  ];
  // Refused here (ledger.applied) before anything is written, attacker included.
  await onCombat(
    teamLoss ? (targetCtx?.combat ?? null) : null,
    () => applyLine(damageLine(messageId, targetIndex), [messageId], () => Promise.resolve({ writes: writes(), data: record })),
    () => true,
  );
  return { ok: true, message: "FRAY.Common.Chat.Applied" };
}

async function undoNow(messageId: string, targetIndex: number, sender: User.Implementation | null): Promise<GmActionResult> {
  const { message, card } = await acceptedCard(messageId);
  if (!(await mayUndo(sender, message, card.attacker.actorUuid))) return refuse("FRAY.Common.Chat.Error.NotYourUndo");
  const target = await targetOf(card, targetIndex);
  if (!target) return refuse("FRAY.Common.Chat.Error.NoTarget");
  const attacker = await actorFromUuid(card.attacker.actorUuid);
  const targetCtx = banksCombatantOf(target);
  const inverse = (data: unknown): RecordedWrite[] => {
    const record = damageRecordOf(data);
    if (!record) throw new RulesInputError("ledger.notApplied", damageLine(messageId, targetIndex), "FRAY.Common.Chat.Error.NothingToUndo");
    const loss = targetCtx && record.teamLoss ? teamLossUndone(encounterOf(targetCtx.combat), record.teamLoss) : null;
    return [
      // A grapple's change to the attacker is undone with the target's.
      ...(attacker && record.attacker ? actorWrite(attacker, undoBanksPatch(banksStateOf(attacker), record.attacker)) : []),
      ...actorWrite(target, undoBanksPatch(banksStateOf(target), record.target)),
      ...(targetCtx && record.teamLoss && loss ? teamWrite(targetCtx.combat, record.teamLoss.teamId, loss) : []),
      messageWrite(message, { applied: { [String(targetIndex)]: { undone: true } } }),
    ];
  };
  await onCombat(
    targetCtx?.combat ?? null,
    () => undoLine(damageLine(messageId, targetIndex), [messageId], (applied) => Promise.resolve(inverse(applied.data))),
    () => true,
  );
  return { ok: true, message: "FRAY.Common.Chat.Undone" };
}
