/**
 * What the active GM records before it writes (design.md "Exactly once, recoverable"): the key
 * of one step, the absolute values it will write, what it must remember (a frozen card, what an
 * Undo reverses), the documents it belongs to (pruned with them), and whether it is done. Pure:
 * reading a stored record checks its shape, so a malformed one is ignored, never trusted.
 */

/** A document update with absolute values (writing it twice leaves the same document). */
export interface UpdateWrite {
  readonly type: "update";
  readonly uuid: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** Token statuses to be on and off afterwards (setting them twice changes nothing). */
export interface StatusWrite {
  readonly type: "statuses";
  readonly uuid: string;
  readonly on: readonly string[];
  readonly off: readonly string[];
}

/** One card moved from a stack to another, face up (done when it is in `to`: moving it again changes nothing). */
export interface CardWrite {
  readonly type: "card";
  readonly from: string;
  readonly to: string;
  readonly cardId: string;
}

/**
 * A deck (`uuid`) and one pile of its cards set to a layout (a round dealt, a reshuffle): `available` are
 * the deck's undrawn cards, top first; `inPile` the cards in the pile, in order; every other card
 * of the deck is drawn and in no pile (discarded). Absolute: writing it twice changes nothing.
 */
export interface StackLayoutWrite {
  readonly type: "stackLayout";
  readonly uuid: string;
  readonly pile: string;
  readonly available: readonly string[];
  readonly inPile: readonly string[];
}

export type RecordedWrite = UpdateWrite | StatusWrite | CardWrite | StackLayoutWrite;

export type RecordStatus = "pending" | "done";

export interface GmRecord {
  readonly key: string;
  readonly status: RecordStatus;
  readonly writes: readonly RecordedWrite[];
  /** The step's own memory (the ruleset's ledger record, a frozen card). */
  readonly data: unknown;
  /** Ids of the documents (messages, combats) whose deletion makes this record moot. */
  readonly refs: readonly string[];
  readonly at: number;
  /** The GM tab that claimed it (diagnostics only: the server decides who claims). */
  readonly tab: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] | null => (Array.isArray(value) && value.every((v) => typeof v === "string") ? (value as string[]) : null);

function writeOf(value: unknown): RecordedWrite | null {
  if (isRecord(value) && value["type"] === "card") return cardWriteOf(value);
  if (isRecord(value) && value["type"] === "stackLayout") return stackLayoutOf(value);
  if (!isRecord(value) || typeof value["uuid"] !== "string") return null;
  if (value["type"] === "update" && isRecord(value["data"])) return { type: "update", uuid: value["uuid"], data: value["data"] };
  const on = strings(value["on"]);
  const off = strings(value["off"]);
  if (value["type"] === "statuses" && on && off) return { type: "statuses", uuid: value["uuid"], on, off };
  return null;
}

function cardWriteOf(value: Record<string, unknown>): CardWrite | null {
  const { from, to, cardId } = value;
  return typeof from === "string" && typeof to === "string" && typeof cardId === "string" ? { type: "card", from, to, cardId } : null;
}

function stackLayoutOf(value: Record<string, unknown>): StackLayoutWrite | null {
  const { uuid, pile } = value;
  const available = strings(value["available"]);
  const inPile = strings(value["inPile"]);
  return typeof uuid === "string" && typeof pile === "string" && available && inPile ? { type: "stackLayout", uuid, pile, available, inPile } : null;
}

/** A stored record, or null for anything that is not one. */
export function readRecord(value: unknown): GmRecord | null {
  if (!isRecord(value)) return null;
  const { key, status, writes, refs, at, tab } = value;
  if (typeof key !== "string" || (status !== "pending" && status !== "done") || !Array.isArray(writes)) return null;
  const parsed = writes.map(writeOf);
  const refIds = strings(refs);
  if (parsed.some((w) => w === null) || !refIds || typeof at !== "number" || typeof tab !== "string") return null;
  return { key, status, writes: parsed as RecordedWrite[], data: value["data"] ?? null, refs: refIds, at, tab };
}

/** Generations of one ledger line: `<base>#<gen>:apply`, then `<base>#<gen>:undo`, then gen + 1. */
export type LineOp = "apply" | "undo";
export const lineKey = (base: string, generation: number, op: LineOp): string => `${base}#${generation}:${op}`;

export type LineState =
  | { readonly state: "fresh"; readonly generation: number }
  | { readonly state: "applied"; readonly generation: number; readonly record: GmRecord }
  | { readonly state: "undone"; readonly generation: number; readonly record: GmRecord; readonly undo: GmRecord };

/** Where a line stands, from a lookup of records by key; the next Apply uses `generation`. */
export function lineState(base: string, find: (key: string) => GmRecord | null): LineState {
  for (let generation = 0; ; generation++) {
    const apply = find(lineKey(base, generation, "apply"));
    if (!apply) return { state: "fresh", generation };
    const undo = find(lineKey(base, generation, "undo"));
    if (!undo) return { state: "applied", generation, record: apply };
    const next = find(lineKey(base, generation + 1, "apply"));
    if (!next) return { state: "undone", generation: generation + 1, record: apply, undo };
  }
}
