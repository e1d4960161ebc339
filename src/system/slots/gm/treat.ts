/**
 * What only the active GM does with a treatment card (docs/rules/slots.md §5.12): stop every
 * bleed-out of the maimed actor once, and undo it exactly. Asked through CONFIG.queries with the
 * message id alone; the handler reads the card back, checks its author acts for the maimed actor
 * (its owner or a GM: another player's request is refused), freezes it at its first Apply, and
 * records the maims as they were so the Undo puts the bleed-outs back with their rounds.
 * DECISION: treating needs no roll and no slots (the seed prices neither); a GM or the patient's
 * owner says it was done, as the table decides.
 */
import { RulesInputError } from "../../../core/errors";
import type { Maim } from "../../../core/slots";
import { treatBleedOut } from "../../../core/slots/maim";
import { actorFromUuid } from "../../gm/actors";
import { mayUndo } from "../../gm/card-trust";
import { type CardKind, acceptedCard, validOrNull } from "../../gm/accepted-card";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { applyLine, undoLine } from "../../gm/records/exactly-once";
import { type SlotsTreatCard, bleedingLimbs, validateTreatCard } from "../../../view/slots/treat-card";
import { slotsStateOf } from "../actor-state";
import { slotsMessageFlag, slotsMessageFlags } from "../flags";

/** What an Apply remembers for its Undo: the maims before the treatment. */
interface TreatRecord {
  readonly maims: readonly Maim[];
}

const lineOf = (messageId: string): string => `slots.treat:${messageId}`;

export const TREAT_CARD: CardKind<SlotsTreatCard> = {
  key: (messageId) => `slots.treatCard:${messageId}`,
  of: (message) => validOrNull(() => validateTreatCard(slotsMessageFlag(message, "treat"))),
  validate: (data) => validateTreatCard(data, "record"),
  attackerUuid: (card) => card.actorUuid,
};

const treatedFlag = (maims: readonly Maim[], undone: boolean) => ({ flags: slotsMessageFlags({ treated: { limbs: bleedingLimbs(maims), undone } }) });

export function applyTreat(messageId: string): Promise<GmActionResult> {
  return exclusively(lineOf(messageId), () => applyNow(messageId));
}

export function undoTreat(messageId: string, sender: User.Implementation | null): Promise<GmActionResult> {
  return exclusively(lineOf(messageId), () => undoNow(messageId, sender));
}

async function applyNow(messageId: string): Promise<GmActionResult> {
  const { message, card } = await acceptedCard(messageId, TREAT_CARD);
  const actor = await actorFromUuid(card.actorUuid);
  if (!actor) return refuse("FRAY.Common.Chat.Error.NoTarget");
  // Read inside the step, after the line is known to be free: a second Apply says "already applied".
  await applyLine(lineOf(messageId), [messageId], () => {
    const state = slotsStateOf(actor);
    if (state.dead || !state.maims.some((m) => m.bleedOut !== null)) throw new RulesInputError("slots.nothingToTreat", "actor.maims", "FRAY.Slots.Treat.Nothing");
    return Promise.resolve({
      writes: [
        { type: "update" as const, uuid: actor.uuid, data: { system: { slots: treatBleedOut(state) } } },
        { type: "update" as const, uuid: message.uuid, data: treatedFlag(state.maims, false) },
      ],
      data: { maims: state.maims } satisfies TreatRecord,
    });
  });
  return { ok: true, message: "FRAY.Common.Chat.Applied" };
}

function recordOf(data: unknown): TreatRecord {
  const record = data as Partial<TreatRecord> | null;
  if (!record || !Array.isArray(record.maims)) throw new RulesInputError("ledger.notApplied", "record", "FRAY.Common.Chat.Error.NothingToUndo");
  return record as TreatRecord;
}

async function undoNow(messageId: string, sender: User.Implementation | null): Promise<GmActionResult> {
  const { message, card } = await acceptedCard(messageId, TREAT_CARD);
  if (!(await mayUndo(sender, message, card.actorUuid))) return refuse("FRAY.Common.Chat.Error.NotYourUndo");
  const actor = await actorFromUuid(card.actorUuid);
  if (!actor) return refuse("FRAY.Common.Chat.Error.NoTarget");
  await undoLine(lineOf(messageId), [messageId], (applied) => {
    const record = recordOf(applied.data);
    return Promise.resolve([
      { type: "update" as const, uuid: actor.uuid, data: { system: { slots: { maims: record.maims } } } },
      { type: "update" as const, uuid: message.uuid, data: treatedFlag(record.maims, true) },
    ]);
  });
  return { ok: true, message: "FRAY.Common.Chat.Undone" };
}
