/**
 * The record book would only grow: the active GM prunes it when it starts and after messages or
 * combats are deleted (a cleared chat log deletes hundreds at once: one batch a moment later).
 * Only settled (done) records go; a pending one is kept for recovery. One delete call per run.
 */
import { perClient } from "../client-state";
import type { GmRecord } from "./gm-record";
import { recordIdFor } from "./record-id";
import { type StoredRecord, claimRecord, deletePages, ownPageId, storedRecords, tabId } from "./record-book";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Done records tied to no document (a world-time tick's claim) are kept a day: long enough for any tab that saw the same event. */
const UNTIED_KEPT_MS = DAY_MS;
/** A later copy of a key (a losing tab's, withdrawn at once) is left a minute, so its own tab's withdrawal never meets ours. */
const SHADOW_KEPT_MS = 60 * 1000;

export interface PruneRules {
  readonly now: number;
  /** Settled records older than this many days go whatever they belong to; 0 keeps them. */
  readonly keepDays: number;
  /** Whether a message or combat with this id still exists. */
  readonly exists: (id: string) => boolean;
}

/** Why a settled record goes: a document it belongs to is gone, it is tied to none and a day old, or it is older than the GM keeps records. */
function settledAndMoot(record: GmRecord, rules: PruneRules): boolean {
  if (record.status !== "done") return false;
  const age = rules.now - record.at;
  if (record.refs.some((ref) => ref !== "" && !rules.exists(ref))) return true;
  if (record.refs.every((ref) => ref === "") && age > UNTIED_KEPT_MS) return true;
  return rules.keepDays > 0 && age > rules.keepDays * DAY_MS;
}

/** The pages to delete. Pure. */
export function pagesToPrune(stored: readonly StoredRecord[], rules: PruneRules): string[] {
  return stored.filter(({ record, shadowed }) => (shadowed ? rules.now - record.at > SHADOW_KEPT_MS : settledAndMoot(record, rules))).map((s) => s.pageId);
}

/** The GM's setting: how long settled records are kept (those of deleted messages and combats go sooner). */
export function registerRecordsSetting(): void {
  game.settings.register("fray", "recordsKeepDays", {
    name: "FRAY.Common.Records.Settings.KeepDays.Name",
    hint: "FRAY.Common.Records.Settings.KeepDays.Hint",
    scope: "world",
    config: true,
    type: Number,
    range: { min: 0, max: 365, step: 1 },
    default: 30,
  });
}

declare global {
  interface SettingConfig {
    /** Days settled GM records are kept; 0 keeps them. */
    "fray.recordsKeepDays": number;
  }
}

function keepDays(): number {
  const value = Number(game.settings.get("fray", "recordsKeepDays"));
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

const existsNow = (id: string): boolean => game.messages.has(id) || game.combats.has(id);

/**
 * Prunes the book in one delete call; returns how many pages went. Two tabs of the active GM
 * pruning together claim the run first (first-claim.ts): deleting a page twice is refused.
 */
export async function pruneRecords(now = Date.now()): Promise<number> {
  return deleteClaimed(pagesToPrune(storedRecords(), { now, keepDays: keepDays(), exists: existsNow }), now);
}

/** Prunes the settled records of these (deleted) documents at once. */
export async function pruneRecordsOf(ids: ReadonlySet<string>): Promise<number> {
  const pages = storedRecords().filter(({ record }) => record.status === "done" && record.refs.some((ref) => ids.has(ref)));
  return deleteClaimed(
    pages.map((s) => s.pageId),
    Date.now(),
  );
}

async function deleteClaimed(ids: readonly string[], now: number): Promise<number> {
  if (!ids.length) return 0;
  const lease = `fray.prune:${recordIdFor([...ids].sort().join("|"))}`;
  if (!(await claimRecord({ key: lease, status: "done", writes: [], data: null, refs: [], at: now, tab: tabId() }))) return 0;
  await deletePages([...ids, ownPageId(lease)]);
  return ids.length;
}

interface Pending {
  timer: ReturnType<typeof setTimeout> | null;
}
const pending = perClient<Pending>(() => ({ timer: null }));

function deleted(): void {
  if (!game.user.isActiveGM) return;
  const state = pending();
  state.timer ??= setTimeout(() => {
    state.timer = null;
    pruneRecords().catch((error: unknown) => console.error("Fray | pruning GM records failed", error));
  }, 250);
}

export function registerRecordPruning(): void {
  Hooks.on("deleteChatMessage", deleted);
  Hooks.on("deleteCombat", deleted);
}
