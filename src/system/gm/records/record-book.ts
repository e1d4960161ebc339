/**
 * Where the GM's records live (design.md "Trust model"): the pages of one JournalEntry the
 * active GM creates with no player access, so no player can read, forge or erase them. Each
 * record is a page whose id is derived from its key (record-id.ts): creating it is the claim,
 * and the server keeps only the first page with an id, so of two GM tabs (a query reaches
 * both, foundry-v13.md §9) only one claims a step. ⚠ That the server refuses a second create
 * of an existing id is what Foundry's own issue #13098 describes (a create with an existing
 * `_id` "fails"); if it did not, the second tab would overwrite the first's pending record with
 * the same absolute values, so the step would still be written once in effect.
 */
import { type GmRecord, readRecord } from "./gm-record";
import { recordIdFor } from "./record-id";

const BOOK_KEY = "fray.gm-records";
export const RECORD_BOOK_ID = recordIdFor(BOOK_KEY);

/** This tab, for the record's diagnostics. */
export const THIS_TAB = Math.random().toString(36).slice(2, 10);

interface RecordFlags {
  fray?: { record?: unknown; recordBook?: boolean };
}

/** A book no player can see or change (a player who made a page with this id first would own it). */
function trusted(book: JournalEntry.Implementation): boolean {
  return !game.users.some((user) => !user.isGM && book.testUserPermission(user, "LIMITED"));
}

/** The record book, if it exists and can be trusted. */
export function recordBook(): JournalEntry.Implementation | null {
  const book = game.journal.get(RECORD_BOOK_ID);
  return book && trusted(book) ? book : null;
}

/** The book, created by the active GM the first time (an untrusted one with its id is replaced). */
export async function openRecordBook(): Promise<JournalEntry.Implementation> {
  const existing = game.journal.get(RECORD_BOOK_ID);
  if (existing && trusted(existing)) return existing;
  if (existing) await existing.delete();
  const data = {
    _id: RECORD_BOOK_ID,
    name: game.i18n.localize("FRAY.Common.Records.Book"),
    ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE },
    flags: { fray: { recordBook: true } },
  };
  try {
    await JournalEntry.implementation.create(data as JournalEntry.CreateData, { keepId: true });
  } catch (error) {
    // Another GM tab made it first; the one that exists is the book.
    console.debug("Fray | the record book exists already", error);
  }
  const book = recordBook();
  if (!book) throw new Error("Fray | the GM record book could not be opened");
  return book;
}

function recordOfPage(page: JournalEntryPage.Implementation | undefined): GmRecord | null {
  return page ? readRecord((page.flags as RecordFlags).fray?.record) : null;
}

/** The record stored under a key, or null. */
export function findRecord(key: string): GmRecord | null {
  const record = recordOfPage(recordBook()?.pages.get(recordIdFor(key)));
  return record && record.key === key ? record : null;
}

/** Every record in the book. */
export function allRecords(): GmRecord[] {
  const book = recordBook();
  if (!book) return [];
  return book.pages.contents.flatMap((page) => {
    const record = recordOfPage(page);
    return record ? [record] : [];
  });
}

/**
 * Claims a key by creating its record: true when this tab created it, false when it existed
 * (another tab or an earlier request claimed it first).
 */
export async function claimRecord(record: GmRecord): Promise<boolean> {
  const book = await openRecordBook();
  const id = recordIdFor(record.key);
  if (book.pages.has(id)) return false;
  const page = { _id: id, name: record.key.slice(0, 240), type: "text", flags: { fray: { record } } };
  try {
    const created = await book.createEmbeddedDocuments("JournalEntryPage", [page as JournalEntryPage.CreateData], { keepId: true });
    return (created ?? []).some((doc) => doc.id === id);
  } catch (error) {
    console.debug(`Fray | ${record.key} was claimed elsewhere`, error);
    return false;
  }
}

/** Replaces records (by key) in one call. */
export async function saveRecords(records: readonly GmRecord[]): Promise<void> {
  if (!records.length) return;
  const book = await openRecordBook();
  const updates = records.map((record) => ({ _id: recordIdFor(record.key), flags: { fray: { record } } }));
  await book.updateEmbeddedDocuments("JournalEntryPage", updates as JournalEntryPage.UpdateData[]);
}

/** Deletes records (by key) in one call. */
export async function deleteRecords(keys: readonly string[]): Promise<void> {
  const book = recordBook();
  if (!book || !keys.length) return;
  const ids = keys.map(recordIdFor).filter((id) => book.pages.has(id));
  if (ids.length) await book.deleteEmbeddedDocuments("JournalEntryPage", ids);
}

/** Creates many records at once (a migration), skipping keys already recorded; returns how many it made. */
export async function importRecords(records: readonly GmRecord[]): Promise<number> {
  if (!records.length) return 0;
  const book = await openRecordBook();
  const seen = new Set<string>();
  const pages = records.flatMap((record) => {
    const id = recordIdFor(record.key);
    if (book.pages.has(id) || seen.has(id)) return [];
    seen.add(id);
    return [{ _id: id, name: record.key.slice(0, 240), type: "text", flags: { fray: { record } } } as JournalEntryPage.CreateData];
  });
  if (pages.length) await book.createEmbeddedDocuments("JournalEntryPage", pages, { keepId: true });
  return pages.length;
}
