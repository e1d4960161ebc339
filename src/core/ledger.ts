/**
 * The at-most-once ledger of applied chat cards (design.md "Trust model"). One entry per
 * (message, target): Apply is refused while an entry stands, Undo is refused unless one stands,
 * and Undo reverses exactly what the entry records. Kept by the active GM in a place the card's
 * author cannot edit.
 */
import { RulesInputError, requireInt, requireRecord } from "./errors";
import { ownValue } from "./own";

export interface LedgerEntry<R> {
  readonly record: R;
  readonly appliedAt: number;
  readonly undone: boolean;
}

export type Ledger<R> = Readonly<Record<string, LedgerEntry<R>>>;

/** Flag keys may not contain dots (they are paths in Foundry), so ids are joined with "_". */
export function ledgerKey(messageId: string, targetIndex: number): string {
  if (typeof messageId !== "string" || messageId === "") throw new RulesInputError("ledger.invalid", "messageId", "a message id must be non-empty text");
  requireInt(targetIndex, "targetIndex", "ledger.invalid", { min: 0 });
  return `${messageId}_${targetIndex}`;
}

export function isApplied<R>(ledger: Ledger<R>, key: string): boolean {
  const entry = entryAt(ledger, key);
  return entry !== undefined && !entry.undone;
}

/** The entry under `key`, read as an own property (a key is a message id; "constructor" is just a name). */
function entryAt<R>(ledger: Ledger<R>, key: string): LedgerEntry<R> | undefined {
  requireRecord(ledger, "ledger", "ledger.invalid");
  if (typeof key !== "string" || key === "") throw new RulesInputError("ledger.invalid", "key", "a ledger key must be non-empty text (ledgerKey)");
  const entry = ownValue(ledger, key);
  if (entry === undefined) return undefined;
  if (typeof requireRecord(entry, `ledger.${key}`, "ledger.invalid")["undone"] !== "boolean") throw new RulesInputError("ledger.invalid", `ledger.${key}.undone`, "a ledger entry's undone must be true or false");
  return entry;
}

/** The entry to write for an Apply; throws if this card already applied to this target. */
export function recordApply<R>(ledger: Ledger<R>, key: string, record: R, now: number): LedgerEntry<R> {
  requireInt(now, "now", "ledger.invalid", { min: 0 });
  if (isApplied(ledger, key)) {
    throw new RulesInputError("ledger.applied", key, "This card has already been applied to this target");
  }
  return { record, appliedAt: now, undone: false };
}

/** The entry being undone; throws unless an Apply stands. */
export function recordUndo<R>(ledger: Ledger<R>, key: string): { entry: LedgerEntry<R>; next: LedgerEntry<R> } {
  const entry = entryAt(ledger, key);
  if (entry === undefined || entry.undone) {
    throw new RulesInputError("ledger.notApplied", key, "There is nothing applied from this card to undo");
  }
  return { entry, next: { ...entry, undone: true } };
}
