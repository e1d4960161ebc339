/**
 * The GM record book's part of `npm run bench`: its size after a 500-card fight and after pruning,
 * measured on the Foundry simulation by test/system/gm/record-book-size.ts. Loaded by a computed
 * path, so the CLI's type check (no Foundry types) does not follow it; the main one checks it.
 */
const MEASURE = new URL("../test/system/gm/record-book-size.ts", import.meta.url).href;

interface RecordBookSize {
  recordBenchRows(): Promise<[string, string][]>;
}

export async function recordBenchRows(): Promise<[string, string][]> {
  const measure = (await import(MEASURE)) as RecordBookSize;
  return measure.recordBenchRows();
}
