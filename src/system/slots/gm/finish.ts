/**
 * What only the active GM does with the card of a Vulnerable target (docs/rules/slots.md §5.12):
 * apply its Execution or Maim once, and undo it exactly. Asked through CONFIG.queries with the
 * message id alone; the handler reads the card back, checks its author acts for the executioner,
 * freezes it at its first Apply, recomputes the outcome against the target as it stands (it
 * must still be Vulnerable and alive), and records the fields it overwrote for the Undo. A lethal
 * Execution also marks the target's combatants defeated, and its Undo stands them up again.
 */
import { RulesInputError } from "../../../core/errors";
import type { SlotsActor } from "../../../core/slots";
import { actorFromUuid } from "../../gm/actors";
import { mayUndo } from "../../gm/card-trust";
import { type CardKind, acceptedCard, validOrNull } from "../../gm/accepted-card";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { applyLine, undoLine } from "../../gm/records/exactly-once";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { type SlotsFinisherCard, finisherAgainst, validateFinisherCard } from "../../../view/slots/finisher-card";
import { slotsStateOf } from "../actor-state";
import { slotsMessageFlag, slotsMessageFlags } from "../flags";

/** What an Apply remembers for its Undo. */
export interface FinisherRecord {
  readonly before: Partial<SlotsActor>;
  readonly price: number;
  /** Combatants this Apply marked defeated (uuids). */
  readonly defeated: readonly string[];
}

const lineOf = (messageId: string): string => `slots.finisher:${messageId}`;

export const FINISHER_CARD: CardKind<SlotsFinisherCard> = {
  key: (messageId) => `slots.finisherCard:${messageId}`,
  of: (message) => validOrNull(() => validateFinisherCard(slotsMessageFlag(message, "finisher"))),
  validate: (data) => validateFinisherCard(data, "record"),
  attackerUuid: (card) => card.actorUuid,
};

const finishedFlag = (undone: boolean, price: number) => ({ flags: slotsMessageFlags({ finished: { undone, price } }) });

/** The combatants of `actorUuid` not yet defeated, in every combat. */
function standingCombatants(actorUuid: string): string[] {
  return [...game.combats].flatMap((combat) => [...combat.combatants].filter((c) => c.actor?.uuid === actorUuid && !c.defeated).map((c) => c.uuid));
}

export function applyFinisher(messageId: string): Promise<GmActionResult> {
  return exclusively(lineOf(messageId), () => applyNow(messageId));
}

export function undoFinisher(messageId: string, sender: User.Implementation | null): Promise<GmActionResult> {
  return exclusively(lineOf(messageId), () => undoNow(messageId, sender));
}

async function applyNow(messageId: string): Promise<GmActionResult> {
  const { message, card } = await acceptedCard(messageId, FINISHER_CARD);
  const target = await actorFromUuid(card.targetUuid);
  if (!target) return refuse("FRAY.Common.Chat.Error.NoTarget");
  // Computed inside the step, after the line is known to be free: a second Apply says "already applied".
  await applyLine(lineOf(messageId), [messageId], () => {
    const state = slotsStateOf(target);
    const outcome = finisherAgainst(card, state);
    const keys = Object.keys(outcome.target) as (keyof SlotsActor)[];
    const before = Object.fromEntries(keys.map((k) => [k, state[k]])) as Partial<SlotsActor>;
    const defeated = outcome.target.dead === true ? standingCombatants(target.uuid) : [];
    return Promise.resolve({
      writes: [
        { type: "update" as const, uuid: target.uuid, data: { system: { slots: outcome.target } } },
        ...defeated.map((uuid) => ({ type: "update" as const, uuid, data: { defeated: true } })),
        { type: "update" as const, uuid: message.uuid, data: finishedFlag(false, outcome.price) },
      ],
      data: { before, price: outcome.price, defeated } satisfies FinisherRecord,
    });
  });
  return { ok: true, message: "FRAY.Common.Chat.Applied" };
}

function recordOf(data: unknown): FinisherRecord {
  const record = data as Partial<FinisherRecord> | null;
  if (!record || typeof record.before !== "object" || record.before === null || typeof record.price !== "number" || !Array.isArray(record.defeated)) {
    throw new RulesInputError("ledger.notApplied", "record", "FRAY.Common.Chat.Error.NothingToUndo");
  }
  return record as FinisherRecord;
}

async function undoNow(messageId: string, sender: User.Implementation | null): Promise<GmActionResult> {
  const { message, card } = await acceptedCard(messageId, FINISHER_CARD);
  if (!(await mayUndo(sender, message, card.actorUuid))) return refuse("FRAY.Common.Chat.Error.NotYourUndo");
  const target = await actorFromUuid(card.targetUuid);
  if (!target) return refuse("FRAY.Common.Chat.Error.NoTarget");
  await undoLine(lineOf(messageId), [messageId], (applied) => {
    const record = recordOf(applied.data);
    const writes: RecordedWrite[] = [
      { type: "update", uuid: target.uuid, data: { system: { slots: record.before } } },
      ...record.defeated.map((uuid): RecordedWrite => ({ type: "update", uuid, data: { defeated: false } })),
      { type: "update", uuid: message.uuid, data: finishedFlag(true, record.price) },
    ];
    return Promise.resolve(writes);
  });
  return { ok: true, message: "FRAY.Common.Chat.Undone" };
}
