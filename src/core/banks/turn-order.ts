/**
 * Turn order (docs/rules/banks.md §6.3): highest effective IP first; ties by CRIT — players over
 * NPCs, then Chutzpah, then REA, then INT, then a coin toss (SEED "Resolving Initiative Ties").
 * The coin is an injected `Rng`, drawn once per candidate in id order so a tie falls the same
 * way every time the order is recomputed from the same generator.
 */
import type { Rng } from "../random";
import { RulesInputError, requireInt, requireRecord } from "../errors";

export type TurnCandidate = {
  id: string;
  isPlayer: boolean;
  effectiveIp: number;
  chutzpah: number;
  REA: number;
  INT: number;
};

/** Candidates from a caller: the fields the order compares, each a whole number (a missing one would sort by NaN). */
function checkCandidate(value: unknown, path: string): void {
  const v = requireRecord(value, path);
  if (typeof v["id"] !== "string") throw new RulesInputError("input.invalid", `${path}.id`, `${path}.id must be a combatant id`);
  if (typeof v["isPlayer"] !== "boolean") throw new RulesInputError("input.invalid", `${path}.isPlayer`, `${path}.isPlayer must be true or false`);
  for (const key of ["effectiveIp", "chutzpah", "REA", "INT"]) requireInt(v[key], `${path}.${key}`, "input.invalid");
}

function checkRng(rng: Rng): void {
  if (typeof rng !== "object" || rng === null || typeof rng.next !== "function") throw new RulesInputError("rng.invalid", "rng", "rng must be a generator with next()");
}

/** One coin value per candidate, drawn in id order (independent of the list's order). */
export function coinToss(ids: readonly string[], rng: Rng): Map<string, number> {
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== "string")) throw new RulesInputError("input.invalid", "ids", "ids must be a list of combatant ids");
  checkRng(rng);
  const coin = new Map<string, number>();
  for (const id of [...new Set(ids)].sort()) coin.set(id, rng.next());
  return coin;
}

/** Negative when `a` acts before `b`; the coin decides only a full CRIT tie. */
export function compareCandidates(a: TurnCandidate, b: TurnCandidate, coin: ReadonlyMap<string, number>): number {
  checkCandidate(a, "a");
  checkCandidate(b, "b");
  if (!(coin instanceof Map)) throw new RulesInputError("input.invalid", "coin", "coin must be the coinToss map");
  return (
    b.effectiveIp - a.effectiveIp ||
    Number(b.isPlayer) - Number(a.isPlayer) ||
    b.chutzpah - a.chutzpah ||
    b.REA - a.REA ||
    b.INT - a.INT ||
    (coin.get(b.id) ?? 0) - (coin.get(a.id) ?? 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Candidate ids, first to act first. */
export function orderByInitiative(candidates: readonly TurnCandidate[], rng: Rng): string[] {
  if (!Array.isArray(candidates)) throw new RulesInputError("input.invalid", "candidates", "candidates must be a list");
  candidates.forEach((c, i) => checkCandidate(c, `candidates[${i}]`));
  const coin = coinToss(
    candidates.map((c) => c.id),
    rng,
  );
  return [...candidates].sort((a, b) => compareCandidates(a, b, coin)).map((c) => c.id);
}
