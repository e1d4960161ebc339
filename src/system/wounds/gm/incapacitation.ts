/**
 * A Wild Card taken out by a hit rolls Vigor at once, with the Injury Table (docs/rules/wounds.md
 * §5.6–§5.7): the roll is posted by the person asked (the target's owning player if active, else
 * the GM) on its own message; only the active GM applies it, once, with the core's
 * incapacitationRoll — death on a critical failure, a permanent injury and Bleeding Out on a
 * failure, an injury until healed (or 24 hours on a raise) otherwise. Its Undo puts back every
 * field it changed; the hit's Undo undoes it first.
 */
import { RulesInputError } from "../../../core/errors";
import { type IncapacitationOutcome, type Injury, incapacitationRoll } from "../../../core/wounds";
import { actorFromUuid, mayActFor } from "../../gm/actors";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { applyLine, frozen, undoLine } from "../../gm/records/exactly-once";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { actorSystem } from "../../data/actor/actor-system";
import { woundsStateOf } from "../actor-state";
import { attackCardOf } from "../attack/attack-card";
import { type WoundsIncapacitationCard, incapacitationCardOf, validateIncapacitationCard } from "../attack/incapacitation-card";

export const incapacitationLineOf = (messageId: string, targetIndex: number): string => `wounds.incapacitation:${messageId}:${targetIndex}`;

/** The roll that counts for a target: the first valid one whose author may act for it. */
export function incapacitationMessageFor(attackMessageId: string, targetIndex: number, target: Actor.Implementation): { message: ChatMessage.Implementation; card: WoundsIncapacitationCard } | null {
  for (const message of game.messages) {
    const card = incapacitationCardOf(message);
    if (card && card.attackMessageId === attackMessageId && card.targetIndex === targetIndex && mayActFor(message.author, target)) return { message, card };
  }
  return null;
}

/** The outcome and the injury as applied, for the attack card to say (null for both once undone). */
const flagOf = (targetIndex: number, outcome: IncapacitationOutcome | null, injury: Injury | null = null) => ({
  flags: { fray: { wounds: { incapacitation: { [String(targetIndex)]: outcome }, injury: { [String(targetIndex)]: injury } } } },
});

export function applyIncapacitation(messageId: string, targetIndex: number): Promise<GmActionResult> {
  return exclusively(incapacitationLineOf(messageId, targetIndex), () => applyNow(messageId, targetIndex));
}

async function applyNow(messageId: string, targetIndex: number): Promise<GmActionResult> {
  const message = game.messages.get(messageId);
  const ref = message ? attackCardOf(message)?.targets[targetIndex] : undefined;
  const target = ref ? await actorFromUuid(ref.actorUuid) : null;
  if (!message || !ref || !target) return refuse("FRAY.Common.Chat.Error.NoTarget");
  const found = incapacitationMessageFor(messageId, targetIndex, target);
  if (!found) return refuse("FRAY.Wounds.Chat.Error.NoIncapacitationRoll");
  const card = await frozen(`wounds.incapacitationRoll:${messageId}:${targetIndex}`, [messageId, found.message.id ?? ""], found.card, (data) => {
    try {
      return validateIncapacitationCard(data, "record");
    } catch {
      return null;
    }
  });
  const { result, patch } = incapacitationRoll(woundsStateOf(target), card.rolls, card.injury);
  const stored = actorSystem(target).toObject().wounds as Record<string, unknown>;
  const before = Object.fromEntries(Object.keys(patch).map((key) => [key, stored[key]]));
  const writes: RecordedWrite[] = [
    { type: "update", uuid: target.uuid, data: { system: { wounds: patch } } },
    { type: "update", uuid: message.uuid, data: flagOf(targetIndex, result.outcome, result.injury) },
  ];
  await applyLine(incapacitationLineOf(messageId, targetIndex), [messageId], () => Promise.resolve({ writes, data: { before } }));
  return { ok: true, message: `FRAY.Wounds.Chat.Incapacitation.${result.outcome}` };
}

/** Undoes a standing Incapacitation roll of this target, if there is one (the hit's Undo calls it first). */
export async function undoIncapacitationIfApplied(messageId: string, targetIndex: number, target: Actor.Implementation, attackMessage: ChatMessage.Implementation): Promise<void> {
  try {
    await undoLine(incapacitationLineOf(messageId, targetIndex), [messageId], (applied) => {
      const before = (applied.data as { before?: unknown } | null)?.before;
      if (typeof before !== "object" || before === null) throw new RulesInputError("ledger.notApplied", "record", "FRAY.Common.Chat.Error.NothingToUndo");
      return Promise.resolve([
        { type: "update" as const, uuid: target.uuid, data: { system: { wounds: before as Record<string, unknown> } } },
        { type: "update" as const, uuid: attackMessage.uuid, data: flagOf(targetIndex, null) },
      ]);
    });
  } catch (error) {
    if (!(error instanceof RulesInputError) || error.code !== "ledger.notApplied") throw error;
  }
}
