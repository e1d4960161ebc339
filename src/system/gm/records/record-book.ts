/**
 * Where the GM's records live (design.md "Trust model"): the pages of one JournalEntry a GM
 * creates with no player access, so no player can forge or erase them. Each record is a page
 * named by its key. Creating the book and creating a record's page are claims (first-claim.ts):
 * each GM tab creates its own candidate, the first in the server's order wins and the others
 * withdraw theirs, so two GM tabs answering the same query (a query reaches every tab of a
 * user) neither see an error nor both act, and a second book never replaces the first.
 */
import { perClient } from "../client-state";
import { claimFirst } from "./first-claim";
import { type GmRecord, readRecord } from "./gm-record";
import { recordIdFor } from "./record-id";

const BOOK_KEY = "fray.gm-records";
/** The id of a book made before books were claimed (worlds keep theirs: the book is found by its flag). */
export const RECORD_BOOK_ID = recordIdFor(BOOK_KEY);

/** A tab's mark on the records it claims (diagnostics; the server decides who claims). */
export const THIS_TAB = Math.random().toString(36).slice(2, 10);

type Book = JournalEntry.Implementation;
type Page = JournalEntryPage.Implementation;

interface ClientRecords {
  /** This client's own id, in the ids of its candidates. */
  readonly tab: string;
  opening: Promise<Book> | null;
  /** Keys this client is claiming now: a second claim of one waits for the first and loses. */
  readonly claiming: Map<string, Promise<boolean>>;
  /** Keys of the steps this client is running now (exactly-once.ts): recovery leaves them alone. */
  readonly writing: Set<string>;
}

const client = perClient<ClientRecords>(() => ({ tab: Math.random().toString(36).slice(2, 10), opening: null, claiming: new Map(), writing: new Set() }));

/** This client's id (the records it claims carry it). */
export const tabId = (): string => client().tab;

/** The id of this tab's page for a key (its candidate when it claims the key). */
export const ownPageId = (key: string): string => recordIdFor(`${key}@${tabId()}`);

/** The keys of the steps this client is running now (exactly-once.ts marks them). */
export const writingHere = (): Set<string> => client().writing;

interface RecordFlags {
  fray?: { record?: unknown; recordBook?: boolean };
}

/**
 * A book no player can see or change, and no player made: the server lists a document's creator
 * in its ownership unless the creator listed itself (server-document.mjs `_preCreate`), so a
 * player's book names that player even at "None", and a GM's book names no player.
 */
function trusted(book: Book): boolean {
  const ownership = (book.ownership ?? {}) as Record<string, unknown>;
  return !game.users.some((user) => !user.isGM && (book.testUserPermission(user, "LIMITED") || Object.hasOwn(ownership, user.id ?? "")));
}

const isBook = (entry: Book): boolean => (entry.flags as RecordFlags).fray?.recordBook === true && trusted(entry);

/**
 * The record book, or null before a GM made it: the first trusted one, unless a later one holds
 * more pages (a losing tab that stopped before withdrawing its empty book, whose place in the
 * order after a reload is the database's).
 */
export function recordBook(): Book | null {
  let best: Book | null = null;
  for (const entry of game.journal) if (isBook(entry) && (!best || entry.pages.size > best.pages.size)) best = entry;
  return best;
}

/** The book, claimed by this tab the first time it is needed. */
export async function openRecordBook(): Promise<Book> {
  const existing = recordBook();
  if (existing) return existing;
  const state = client();
  state.opening ??= createBook().finally(() => (state.opening = null));
  return state.opening;
}

async function createBook(): Promise<Book> {
  const mine = recordIdFor(`${BOOK_KEY}@${tabId()}`);
  const data = {
    _id: mine,
    name: game.i18n.localize("FRAY.Common.Records.Book"),
    ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE },
    flags: { fray: { recordBook: true } },
  };
  const { winner } = await claimFirst({
    mine,
    create: () => JournalEntry.implementation.create(data as JournalEntry.CreateData, { keepId: true }),
    first: recordBook,
    withdraw: async () => game.journal.get(mine)?.delete(),
  });
  if (!winner) throw new Error("Fray | the GM record book could not be opened");
  return winner;
}

function rawKey(page: Page): unknown {
  const record = (page.flags as RecordFlags).fray?.record;
  return typeof record === "object" && record !== null ? (record as { key?: unknown }).key : undefined;
}

function recordOfPage(page: Page | undefined): GmRecord | null {
  return page ? readRecord((page.flags as RecordFlags).fray?.record) : null;
}

/** The page holding a key: the first one (a withdrawing loser's copy comes after it); a malformed record holds its key but is never read. */
function pageOf(book: Book, key: string): Page | undefined {
  return book.pages.find((page) => rawKey(page) === key);
}

/** The record stored under a key, or null. */
export function findRecord(key: string): GmRecord | null {
  const book = recordBook();
  return book ? recordOfPage(pageOf(book, key)) : null;
}

/** A record with the page it is on; `shadowed` when an earlier page holds the same key. */
export interface StoredRecord {
  readonly pageId: string;
  readonly record: GmRecord;
  readonly shadowed: boolean;
}

/** Every page that holds a record, in the book's order. */
export function storedRecords(): StoredRecord[] {
  const book = recordBook();
  if (!book) return [];
  const seen = new Set<string>();
  return book.pages.contents.flatMap((page) => {
    const record = recordOfPage(page);
    if (!record || !page.id) return [];
    const shadowed = seen.has(record.key);
    seen.add(record.key);
    return [{ pageId: page.id, record, shadowed }];
  });
}

/** Every record in the book (one per key). */
export function allRecords(): GmRecord[] {
  return storedRecords().flatMap((stored) => (stored.shadowed ? [] : [stored.record]));
}

const pageData = (id: string, record: GmRecord): JournalEntryPage.CreateData =>
  ({ _id: id, name: record.key.slice(0, 240), type: "text", flags: { fray: { record } } }) as JournalEntryPage.CreateData;

/**
 * Claims a key by creating its record: true when this tab's page is the key's first, false when
 * the key was recorded already or another tab's page came first.
 */
export async function claimRecord(record: GmRecord): Promise<boolean> {
  const book = await openRecordBook();
  if (pageOf(book, record.key)) return false;
  const state = client();
  const running = state.claiming.get(record.key);
  if (running) return running.then(() => false, () => false);
  const claim = claimPage(book, record);
  state.claiming.set(record.key, claim);
  try {
    return await claim;
  } catch (error) {
    console.debug(`Fray | ${record.key} could not be claimed`, error);
    return false;
  } finally {
    state.claiming.delete(record.key);
  }
}

async function claimPage(book: Book, record: GmRecord): Promise<boolean> {
  const mine = ownPageId(record.key);
  const { won } = await claimFirst({
    mine,
    create: () => book.createEmbeddedDocuments("JournalEntryPage", [pageData(mine, record)], { keepId: true }),
    first: () => pageOf(book, record.key) ?? null,
    withdraw: async () => (book.pages.has(mine) ? book.deleteEmbeddedDocuments("JournalEntryPage", [mine]) : undefined),
  });
  return won;
}

/** Replaces records (by key) in one call. */
export async function saveRecords(records: readonly GmRecord[]): Promise<void> {
  if (!records.length) return;
  const book = await openRecordBook();
  const updates = records.flatMap((record) => {
    const page = pageOf(book, record.key);
    return page?.id ? [{ _id: page.id, flags: { fray: { record } } }] : [];
  });
  if (updates.length) await book.updateEmbeddedDocuments("JournalEntryPage", updates as JournalEntryPage.UpdateData[]);
}

/** Deletes records (by key, every page holding one) in one call. */
export async function deleteRecords(keys: readonly string[]): Promise<void> {
  const wanted = new Set(keys);
  await deletePages(storedRecords().flatMap((stored) => (wanted.has(stored.record.key) ? [stored.pageId] : [])));
}

/** Deletes pages of the book (by id) in one call. */
export async function deletePages(ids: readonly string[]): Promise<void> {
  const book = recordBook();
  const present = ids.filter((id) => book?.pages.has(id));
  if (book && present.length) await book.deleteEmbeddedDocuments("JournalEntryPage", present);
}

/** Creates many records at once (a migration), skipping keys already recorded; returns how many it made. */
export async function importRecords(records: readonly GmRecord[]): Promise<number> {
  if (!records.length) return 0;
  const book = await openRecordBook();
  const seen = new Set<string>();
  const pages = records.flatMap((record) => {
    if (pageOf(book, record.key) || seen.has(record.key)) return [];
    seen.add(record.key);
    return [pageData(ownPageId(record.key), record)];
  });
  if (pages.length) await book.createEmbeddedDocuments("JournalEntryPage", pages, { keepId: true });
  return pages.length;
}
