/**
 * Undoing the end of a Full Round (docs/rules/slots.md §7, rules/README.md "Undo reverses
 * everything the step did"): the active GM writes back every value Hesitation and Upkeep wrote
 * (actors, defeated marks, the encounter), marks the card undone, and takes the round's end and
 * every later phase out of the combat's ledger, so moving forward again runs them afresh; the
 * later phases' records are forgotten first so the phase runner may claim them again. The Undo
 * is itself a recorded step (gm/records undoLine): once, and completed after a GM reload.
 * Durations are start round + length, so a round undone and run again ends them as before.
 */
import { RulesInputError } from "../../../core/errors";
import { type AutomationLedger, readLedger } from "../../combat/automation-ledger";
import { withCombatLock } from "../../combat/combat-lock";
import { ledgerUpdate, phaseRecordKey } from "../../combat/ledger-write";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { ledgerLine, undoLine } from "../../gm/records/exactly-once";
import { deleteRecords } from "../../gm/records/record-book";
import { findUpkeepCard, upkeepCardFlags, upkeepCardOf } from "./card";
import { roundEndKeys } from "./round-end";
import { readUpkeepRecord, roundOfKey, upkeepLine } from "./upkeep-record";

/** Ledger keys the Undo takes out: the round's end and Upkeep, and everything of later rounds. */
export function keysToForget(done: readonly string[], round: number): { removed: string[]; later: string[] } {
  const own = roundEndKeys(round);
  const later = done.filter((k) => (roundOfKey(k) ?? 0) > round);
  return { removed: [...done.filter((k) => own.includes(k)), ...later], later };
}

/** Whether the end of a later round stands: it must be undone first (its inverse is of a later state). */
function laterRoundEnded(done: readonly string[], round: number): boolean {
  return done.some((k) => /^r\d+:endRound$/.test(k) && (roundOfKey(k) ?? 0) > round);
}

export function undoSlotsUpkeep(combat: Combat.Implementation, round: number): Promise<GmActionResult> {
  const combatId = combat.id ?? "";
  return exclusively(upkeepLine(combatId, round), () => withCombatLock(combatId, () => undoNow(combat, round)));
}

async function undoNow(combat: Combat.Implementation, round: number): Promise<GmActionResult> {
  const combatId = combat.id ?? "";
  const base = upkeepLine(combatId, round);
  const line = ledgerLine(base);
  if (line.state !== "applied") return refuse("FRAY.Common.Chat.Error.NothingToUndo");
  const ledger = readLedger(combat.flags);
  if (laterRoundEnded(ledger.done, round)) return refuse("FRAY.Slots.Upkeep.LaterFirst");
  const { removed, later } = keysToForget(ledger.done, round);
  // Forgotten before the Undo: if the GM stops between the two, the ledger still lists them done.
  await deleteRecords(later.map((k) => phaseRecordKey(combatId, k)));
  await undoLine(base, [combatId], (applied) => {
    const record = readUpkeepRecord(applied.data);
    if (record.combatId !== combatId || record.round !== round) throw new RulesInputError("ledger.notApplied", base, "FRAY.Common.Chat.Error.NothingToUndo");
    const next: AutomationLedger = { ...ledger, done: ledger.done.filter((k) => !removed.includes(k)), encounter: record.encounterBefore };
    const card = findUpkeepCard(combatId, round, line.generation);
    const flag = card ? upkeepCardOf(card) : null;
    const writes: RecordedWrite[] = [
      { type: "update", uuid: combat.uuid, data: ledgerUpdate(next) },
      ...record.inverse.map((i) => ({ type: "update" as const, uuid: i.uuid, data: { system: { slots: i.patch } } })),
      ...record.defeatedBefore.map((d) => ({ type: "update" as const, uuid: `${combat.uuid}.Combatant.${d.id}`, data: { defeated: d.defeated } })),
      ...(card && flag ? [{ type: "update" as const, uuid: card.uuid, data: { flags: upkeepCardFlags({ ...flag, undone: true }) } }] : []),
    ];
    return Promise.resolve(writes);
  });
  return { ok: true, message: "FRAY.Slots.Upkeep.Undone" };
}
