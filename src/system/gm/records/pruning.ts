/**
 * Records die with what they are about (issue: "ledgers are pruned when their message or
 * combat is deleted"): the active GM collects deleted message and combat ids for a moment (a
 * cleared chat log deletes hundreds at once) and deletes their records in one call. Records tied
 * to no document are dropped a day after they were done, when an active GM starts.
 */
import { allRecords, deleteRecords } from "./record-book";

const gone = new Set<string>();
let timer: ReturnType<typeof setTimeout> | null = null;

export async function pruneRecordsOf(ids: ReadonlySet<string>): Promise<void> {
  const keys = allRecords()
    .filter((record) => record.refs.some((ref) => ids.has(ref)))
    .map((record) => record.key);
  await deleteRecords(keys);
}

/** Done records tied to no document (a world-time tick's claim) are kept a day: long enough for any tab that saw the same event. */
const UNTIED_KEPT_MS = 24 * 60 * 60 * 1000;

export async function pruneUntiedRecords(now: number): Promise<void> {
  const keys = allRecords()
    .filter((record) => record.status === "done" && record.refs.length === 0 && now - record.at > UNTIED_KEPT_MS)
    .map((record) => record.key);
  await deleteRecords(keys);
}

function deleted(document: { id: string | null }): void {
  if (!game.user.isActiveGM || !document.id) return;
  gone.add(document.id);
  timer ??= setTimeout(() => {
    const ids = new Set(gone);
    gone.clear();
    timer = null;
    pruneRecordsOf(ids).catch((error: unknown) => console.error("Fray | pruning GM records failed", error));
  }, 250);
}

export function registerRecordPruning(): void {
  Hooks.on("deleteChatMessage", deleted);
  Hooks.on("deleteCombat", deleted);
}
