/**
 * What only the active GM does for slots attack cards (design.md "Trust model"), asked through
 * CONFIG.queries with nothing but message references: apply a card to one target and undo it.
 * Each handler re-reads the message, checks its author may act for the attacker, freezes the
 * card at its first acceptance, recomputes the hit with the core against the target as it is
 * now, and records what it did (gm/records) so a step happens once and its Undo is exact.
 */
import { RulesInputError } from "../../../core/errors";
import type { SlotsActor } from "../../../core/slots";
import { actorFromUuid } from "../../gm/actors";
import { mayUndo } from "../../gm/card-trust";
import { type CardKind, acceptedCard, validOrNull } from "../../gm/accepted-card";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { applyLine, undoLine } from "../../gm/records/exactly-once";
import { slotsStateOf } from "../actor-state";
import { type SlotsAttackCard, attackAgainst, validateSlotsAttackCard } from "../../../view/slots/attack-card";
import type { ImpactMaimApplied } from "../../../view/slots/attack-card-view";
import { slotsMessageFlag, slotsMessageFlags } from "../flags";

/** What an Apply remembers for its Undo: the target's fields as they were before it. */
export interface SlotsApplyRecord {
  readonly before: Partial<SlotsActor>;
  readonly dealt: number;
  /** An Impact's maim chance and whether it maimed, as applied (older records have none). */
  readonly maim?: ImpactMaimApplied | null;
}

const lineOf = (messageId: string, targetIndex: number): string => `slots.apply:${messageId}:${targetIndex}`;

/** Slots' attack card, as the GM pipeline accepts it (gm/accepted-card.ts). */
const SLOTS_CARD: CardKind<SlotsAttackCard> = {
  key: (messageId) => `slots.card:${messageId}`,
  of: (message) => validOrNull(() => validateSlotsAttackCard(slotsMessageFlag(message, "attack"))),
  validate: (data) => validateSlotsAttackCard(data, "record"),
  attackerUuid: (card) => card.attackerUuid,
};

const appliedFlag = (targetIndex: number, dealt: number, undone: boolean, maim: ImpactMaimApplied | null) => ({ flags: slotsMessageFlags({ applied: { [String(targetIndex)]: { dealt, undone, maim } } }) });

export function applySlotsTarget(messageId: string, targetIndex: number): Promise<GmActionResult> {
  return exclusively(lineOf(messageId, targetIndex), () => applyNow(messageId, targetIndex));
}

/** `sender`: who asked (sender.ts); only a GM, the card's author or the attacker's owner may undo. */
export function undoSlotsTarget(messageId: string, targetIndex: number, sender: User.Implementation | null): Promise<GmActionResult> {
  return exclusively(lineOf(messageId, targetIndex), () => undoNow(messageId, targetIndex, sender));
}

async function targetOf(card: SlotsAttackCard, targetIndex: number): Promise<Actor.Implementation | null> {
  const ref = card.targets[targetIndex];
  return ref ? actorFromUuid(ref.actorUuid) : null;
}

async function applyNow(messageId: string, targetIndex: number): Promise<GmActionResult> {
  const { message, card } = await acceptedCard(messageId, SLOTS_CARD);
  const target = await targetOf(card, targetIndex);
  if (!target) return refuse("FRAY.Common.Chat.Error.NoTarget");
  const state = slotsStateOf(target);
  const { result, patch } = attackAgainst(card, state, targetIndex);
  const keys = Object.keys(patch) as (keyof SlotsActor)[];
  const before = Object.fromEntries(keys.map((k) => [k, state[k]])) as Partial<SlotsActor>;
  const dealt = (result.damage?.dealt ?? 0) + (result.effects?.exsanguination ?? 0);
  const chance = result.damage?.maimChance ?? null;
  const maim = chance === null ? null : { chance, maimed: result.maimed !== null };
  await applyLine(lineOf(messageId, targetIndex), [messageId], () =>
    Promise.resolve({
      writes: [
        ...(keys.length ? [{ type: "update" as const, uuid: target.uuid, data: { system: { slots: patch } } }] : []),
        { type: "update" as const, uuid: message.uuid, data: appliedFlag(targetIndex, dealt, false, maim) },
      ],
      data: { before, dealt, maim } satisfies SlotsApplyRecord,
    }),
  );
  return { ok: true, message: "FRAY.Common.Chat.Applied" };
}

function applyRecordOf(data: unknown): SlotsApplyRecord {
  const record = data as Partial<SlotsApplyRecord> | null;
  if (!record || typeof record.before !== "object" || record.before === null || typeof record.dealt !== "number") {
    throw new RulesInputError("ledger.notApplied", "record", "FRAY.Common.Chat.Error.NothingToUndo");
  }
  return record as SlotsApplyRecord;
}

async function undoNow(messageId: string, targetIndex: number, sender: User.Implementation | null): Promise<GmActionResult> {
  const { message, card } = await acceptedCard(messageId, SLOTS_CARD);
  if (!(await mayUndo(sender, message, card.attackerUuid))) return refuse("FRAY.Common.Chat.Error.NotYourUndo");
  const target = await targetOf(card, targetIndex);
  if (!target) return refuse("FRAY.Common.Chat.Error.NoTarget");
  await undoLine(lineOf(messageId, targetIndex), [messageId], (applied) => {
    const record = applyRecordOf(applied.data);
    return Promise.resolve([
      ...(Object.keys(record.before).length ? [{ type: "update" as const, uuid: target.uuid, data: { system: { slots: record.before } } }] : []),
      { type: "update" as const, uuid: message.uuid, data: appliedFlag(targetIndex, record.dealt, true, record.maim ?? null) },
    ]);
  });
  return { ok: true, message: "FRAY.Common.Chat.Undone" };
}
