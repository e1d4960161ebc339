/**
 * The GM's pool of Bennies (docs/rules/wounds.md §7): a world value only the GMs may change, so it
 * lives on the GM record book (gm/records/record-book.ts: a journal no player can see or write),
 * not in a world setting (docs/trust.md: a player can rewrite those). Writes to it are recorded
 * steps like any other, so a spend from the pool happens once and its Undo gives it back.
 */
import { openRecordBook, recordBook } from "../../gm/records/record-book";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { poolValue } from "./payer";

interface PoolFlags {
  fray?: { wounds?: { gmPool?: unknown } };
}

/** The pool as the GM's client sees it (0 before the book exists, and on any client that cannot read it). */
export function gmPoolOf(): number {
  const book = recordBook();
  return book ? poolValue((book.flags as PoolFlags).fray?.wounds?.gmPool) : 0;
}

/** The write that sets the pool to `value` (an absolute value: writing it twice changes nothing). */
export async function gmPoolWrite(value: number): Promise<RecordedWrite> {
  const book = await openRecordBook();
  return { type: "update", uuid: book.uuid, data: { flags: { fray: { wounds: { gmPool: poolValue(value) } } } } };
}

/** Whether a journal update is the pool's (the players list shows it). */
export function isPoolBook(entry: { id: string | null }): boolean {
  return entry.id !== null && recordBook()?.id === entry.id;
}

/** Some non-GM user owns the actor: a player character, whose Bennies are its own. */
export function playerOwned(actor: Actor.Implementation): boolean {
  return game.users.some((user) => !user.isGM && actor.testUserPermission(user, "OWNER"));
}
