/**
 * The turns of one combat round as the tracker plays them (rules/track.md §7): one row per turn a
 * combatant takes, pass by pass. Pass 1 holds everyone with a score, highest first; passes 2–4
 * those with that many extra passes. Equal scores in a pass form one group, which acts as one
 * turn. A hold takes a combatant's row out of its group to the end of its pass; acting after a
 * hold puts that row right after the group acting now. Holds are kept as the history of those
 * decisions and replayed in order, so every client derives the same rows from the same records.
 */
import { RulesInputError } from "../errors";
import { MAX_TURNS } from "./initiative";
import { MAX_EXTRA_PASSES } from "./state";
import { requireWhole } from "./whole";

/** One hold decision: `at` null = wait at the end of the pass; a number = act at that row. */
export interface TrackHold {
  readonly round: number;
  readonly pass: number;
  readonly id: string;
  readonly at: number | null;
}

/** The track combat's own state: this round's holds. */
export interface TrackEncounter {
  readonly holds: readonly TrackHold[];
}

export interface OrderEntry {
  readonly id: string;
  /** The Initiative Score this round; null before it is rolled (no turn yet). */
  readonly score: number | null;
  readonly extraPasses: number;
  readonly canAct: boolean;
}

export interface RoundRow {
  readonly id: string;
  readonly pass: number;
  readonly score: number;
  /** Rows sharing a group act together, as one turn. */
  readonly group: number;
  readonly held: boolean;
}

export const MAX_HOLDS = 200;

export function emptyTrackEncounter(): TrackEncounter {
  return { holds: [] };
}

export function validateTrackEncounter(value: unknown, path: string): TrackEncounter {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new RulesInputError("encounter.invalid", path, "the track encounter must be an object");
  const holds = (value as Record<string, unknown>)["holds"];
  if (holds === undefined) return emptyTrackEncounter();
  if (!Array.isArray(holds) || holds.length > MAX_HOLDS) throw new RulesInputError("encounter.invalid", `${path}.holds`, `holds must be a list of at most ${MAX_HOLDS}`);
  return {
    holds: holds.map((h: unknown, i): TrackHold => {
      const at = `${path}.holds[${i}]`;
      if (typeof h !== "object" || h === null) throw new RulesInputError("encounter.invalid", at, "a hold must be { round, pass, id, at }");
      const v = h as Record<string, unknown>;
      if (typeof v["id"] !== "string") throw new RulesInputError("encounter.invalid", `${at}.id`, "a hold names a combatant");
      const row = v["at"] === null ? null : requireWhole(v["at"], `${at}.at`, "encounter.invalid", { min: 0, max: 10_000 });
      return { round: requireWhole(v["round"], `${at}.round`, "encounter.invalid", { min: 0 }), pass: requireWhole(v["pass"], `${at}.pass`, "encounter.invalid", { min: 1, max: MAX_TURNS }), id: v["id"], at: row };
    }),
  };
}

type Draft = { id: string; pass: number; score: number; key: string; held: boolean };

function basePasses(entries: readonly OrderEntry[]): Draft[] {
  const rolled = entries.filter((e): e is OrderEntry & { score: number } => e.score !== null);
  const rows: Draft[] = [];
  for (let pass = 1; pass <= MAX_TURNS; pass++) {
    const acting = rolled.filter((e) => pass === 1 || e.extraPasses >= pass - 1);
    // Within a group, those who cannot act come first, so the group's last row (its turn) is someone who can.
    acting.sort((a, b) => b.score - a.score || Number(a.canAct) - Number(b.canAct) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    for (const e of acting) rows.push({ id: e.id, pass, score: e.score, key: `${pass}:${e.score}`, held: false });
  }
  return rows;
}

function checkEntries(entries: readonly OrderEntry[]): void {
  if (!Array.isArray(entries)) throw new RulesInputError("input.invalid", "entries", "entries must be a list");
  if (entries.length > 500) throw new RulesInputError("input.invalid", "entries", "at most 500 combatants");
  entries.forEach((e, i) => {
    if (typeof e !== "object" || e === null || typeof e.id !== "string" || typeof e.canAct !== "boolean") throw new RulesInputError("input.invalid", `entries[${i}]`, `entries[${i}] must be { id, score, extraPasses, canAct }`);
    if (e.score !== null) requireWhole(e.score, `entries[${i}].score`, "input.invalid", { min: 0, max: 1000 });
    requireWhole(e.extraPasses, `entries[${i}].extraPasses`, "input.invalid", { min: 0, max: MAX_EXTRA_PASSES });
  });
}

/** Rows from hostile input: a list of { id, pass, score, group, held }. */
function checkRows(rows: unknown): readonly RoundRow[] {
  if (!Array.isArray(rows) || rows.length > 5000) throw new RulesInputError("input.invalid", "rows", "rows must be a list of turn rows");
  rows.forEach((r: unknown, i) => {
    const v = typeof r === "object" && r !== null ? (r as Record<string, unknown>) : null;
    if (!v || typeof v["id"] !== "string" || typeof v["held"] !== "boolean") throw new RulesInputError("input.invalid", `rows[${i}]`, "a row is { id, pass, score, group, held }");
    requireWhole(v["pass"], `rows[${i}].pass`, "input.invalid", { min: 1, max: MAX_TURNS });
    requireWhole(v["score"], `rows[${i}].score`, "input.invalid", { min: 0, max: 1000 });
    requireWhole(v["group"], `rows[${i}].group`, "input.invalid", { min: 0 });
  });
  return rows as readonly RoundRow[];
}

const index = (value: unknown, path: string): number => requireWhole(value, path, "input.invalid", { min: 0, max: 10_000 });

/** The round's rows, first to act first, with the round's holds replayed in the order they were made. */
export function roundRows(entries: readonly OrderEntry[], holds: readonly TrackHold[], round: number): RoundRow[] {
  checkEntries(entries);
  validateTrackEncounter({ holds }, "encounter");
  requireWhole(round, "round", "input.invalid", { min: 0 });
  const rows = basePasses(entries);
  for (const hold of holds) {
    if (hold.round !== round) continue;
    const from = rows.findIndex((r) => r.id === hold.id && r.pass === hold.pass);
    if (from < 0) continue; // the combatant left, or no longer has that pass
    const [row] = rows.splice(from, 1);
    if (!row) continue;
    const moved = { ...row, held: true, key: `held:${hold.pass}:${hold.id}` };
    if (hold.at === null) {
      const lastOfPass = rows.reduce((last, r, i) => (r.pass <= hold.pass ? i : last), -1);
      rows.splice(lastOfPass + 1, 0, { ...moved, held: true });
    } else rows.splice(Math.min(hold.at, rows.length), 0, { ...moved, held: false, key: `acts:${hold.pass}:${hold.id}` });
  }
  let group = -1;
  return rows.map((r, i) => {
    if (i === 0 || rows[i - 1]?.key !== r.key) group++;
    return { id: r.id, pass: r.pass, score: r.score, group, held: r.held };
  });
}

/** The first and last row of the group `index` belongs to. */
export function groupSpan(rows: readonly RoundRow[], at: number): { first: number; last: number } {
  checkRows(rows);
  index(at, "index");
  const group = rows[at]?.group;
  if (group === undefined) return { first: at, last: at };
  let first = at;
  let last = at;
  while (first > 0 && rows[first - 1]?.group === group) first--;
  while (last < rows.length - 1 && rows[last + 1]?.group === group) last++;
  return { first, last };
}

/** Where a forward step to `target` lands: a group's turn is its last row. */
export function forwardLanding(rows: readonly RoundRow[], target: number): number {
  return groupSpan(rows, target).last;
}

/** Where Previous turn from `current` lands: the previous group's turn, or null for the previous round. */
export function backwardLanding(rows: readonly RoundRow[], current: number): number | null {
  if (checkRows(rows).length === 0 || index(current, "current") < 0) return null;
  const { first } = groupSpan(rows, current);
  return first <= 0 ? null : groupSpan(rows, first - 1).last;
}

/** The turns `id` still has this round after the group acting at `turn` (null: the round has not started). */
export function turnsLeft(rows: readonly RoundRow[], turn: number | null, id: string): number {
  checkRows(rows);
  if (typeof id !== "string") throw new RulesInputError("input.invalid", "id", "id names a combatant");
  const after = turn === null ? -1 : groupSpan(rows, turn).last;
  return rows.filter((r, i) => i > after && r.id === id).length;
}

/** The hold decision of `id`, acting in the group at `turn`: it waits until the end of its pass. */
export function holdDecision(rows: readonly RoundRow[], turn: number, id: string, round: number): TrackHold {
  requireWhole(round, "round", "input.invalid", { min: 0 });
  const { first, last } = groupSpan(rows, turn);
  const at = rows.findIndex((r, i) => i >= first && i <= last && r.id === id);
  const row = rows[at];
  if (!row) throw new RulesInputError("initiative.notActing", "id", "only a combatant whose turn it is may hold");
  const lastOfPass = rows.reduce((found, r, i) => (r.pass === row.pass ? i : found), at);
  if (lastOfPass === at) throw new RulesInputError("initiative.nothingAfter", "id", "nobody acts after this turn in this pass");
  return { round, pass: row.pass, id, at: null };
}

/** The decision of a holding `id` to act now: right after the group acting at `turn`. */
export function actNowDecision(rows: readonly RoundRow[], turn: number, id: string, round: number): TrackHold {
  requireWhole(round, "round", "input.invalid", { min: 0 });
  const { last } = groupSpan(rows, turn);
  const held = rows.find((r, i) => i > last && r.id === id && r.held);
  if (!held) throw new RulesInputError("initiative.notHolding", "id", "only a combatant holding a turn still to come may act now");
  return { round, pass: held.pass, id, at: last + 1 };
}
