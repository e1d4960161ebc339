/**
 * Exactly once, recoverable (design.md "Trust model"): a step first records its intent — its
 * key and the absolute values it will write — in the GM's record book, then writes, then marks
 * the record done. Only the tab whose record came first in the server's order writes
 * (record-book.ts); a client that becomes the active GM and finds a record still pending (a
 * reload, a crash, a handover: recovery.ts) writes it again, which is safe because the values
 * are absolute.
 */
import { RulesInputError } from "../../../core/errors";
import { applyWrites } from "./apply-writes";
import { type GmRecord, type LineState, type RecordedWrite, lineKey, lineState } from "./gm-record";
import { recordIdFor } from "./record-id";
import { allRecords, claimRecord, deleteRecords, findRecord, saveRecords, tabId, writingHere } from "./record-book";

export interface StepPlan {
  readonly key: string;
  readonly writes: readonly RecordedWrite[];
  readonly data: unknown;
  readonly refs: readonly string[];
}

async function finish(record: GmRecord): Promise<void> {
  await applyWrites(record.writes);
  await saveRecords([{ ...record, status: "done" }]);
}

/** Claims, writes and closes one step; false when another tab or request claimed its key first. */
export async function runStep(plan: StepPlan): Promise<boolean> {
  const record: GmRecord = { ...plan, status: "pending", at: Date.now(), tab: tabId() };
  // Marked while this tab runs it (a second run of the key in this tab leaves the first's mark).
  const writing = writingHere();
  const mine = !writing.has(plan.key);
  writing.add(plan.key);
  try {
    if (!(await claimRecord(record))) return false;
    await finish(record);
    return true;
  } finally {
    if (mine) writing.delete(plan.key);
  }
}

/**
 * Completes every pending record, oldest first, except those this tab is still writing; returns
 * how many it completed. Two tabs of the new active GM resuming together claim the recovery
 * first (first-claim.ts), so only one of them writes.
 */
export async function completeUnfinished(): Promise<number> {
  const pending = allRecords()
    .filter((record) => record.status === "pending" && !writingHere().has(record.key))
    .sort((a, b) => a.at - b.at);
  if (!pending.length) return 0;
  // The lease is withdrawn when done; one left by a GM that stopped mid-recovery blocks only that GM (its key names them) until pruned.
  const lease = `fray.recovery:${game.user.id ?? ""}:${recordIdFor(pending.map((record) => record.key).join("|"))}`;
  if (!(await claimRecord({ key: lease, status: "done", writes: [], data: null, refs: [], at: Date.now(), tab: tabId() }))) return 0;
  for (const record of pending) await applyWrites(record.writes);
  await saveRecords(pending.map((record) => ({ ...record, status: "done" as const })));
  await deleteRecords([lease]);
  return pending.length;
}

/** Where a ledger line (one card against one target, one payment) stands now. */
export function ledgerLine(base: string): LineState {
  return lineState(base, findRecord);
}

const already = (base: string): RulesInputError => new RulesInputError("ledger.applied", base, "FRAY.Common.Chat.Error.AlreadyApplied");

/** Applies a ledger line once: refused while an Apply stands (or another tab claims it first). */
export async function applyLine(base: string, refs: readonly string[], plan: () => Promise<{ writes: RecordedWrite[]; data: unknown }>): Promise<void> {
  const line = ledgerLine(base);
  if (line.state === "applied") throw already(base);
  const { writes, data } = await plan();
  if (!(await runStep({ key: lineKey(base, line.generation, "apply"), writes, data, refs }))) throw already(base);
}

/** Undoes a standing Apply once; `inverse` gets the Apply's record and returns what to write. */
export async function undoLine(base: string, refs: readonly string[], inverse: (applied: GmRecord) => Promise<RecordedWrite[]>): Promise<void> {
  const line = ledgerLine(base);
  if (line.state !== "applied") throw new RulesInputError("ledger.notApplied", base, "FRAY.Common.Chat.Error.NothingToUndo");
  // An Apply interrupted before it was marked done is finished first, so the inverse is of what it wrote.
  if (line.record.status === "pending") await finish(line.record);
  const writes = await inverse(line.record);
  if (!(await runStep({ key: lineKey(base, line.generation, "undo"), writes, data: null, refs }))) {
    throw new RulesInputError("ledger.notApplied", base, "FRAY.Common.Chat.Error.NothingToUndo");
  }
}

/**
 * A card's inputs as the GM first accepted them (design.md "The GM freezes a card's inputs"):
 * the first call records `current`; every later call returns that copy, whatever the message
 * says now.
 */
export async function frozen<T>(key: string, refs: readonly string[], current: T, read: (data: unknown) => T | null): Promise<T> {
  const stored = findRecord(key);
  if (stored) return read(stored.data) ?? current;
  if (await runStep({ key, writes: [], data: current, refs })) return current;
  const other = findRecord(key);
  return (other && read(other.data)) ?? current;
}
