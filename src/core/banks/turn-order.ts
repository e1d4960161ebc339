/**
 * Turn order (docs/rules/banks.md §6.3): highest effective IP first; ties by CRIT — players over
 * NPCs, then Chutzpah, then REA, then INT, then a coin toss (SEED "Resolving Initiative Ties").
 * The coin is an injected `Rng`, drawn once per candidate in id order so a tie falls the same
 * way every time the order is recomputed from the same generator.
 */
import type { Rng } from "../random";

export type TurnCandidate = {
  id: string;
  isPlayer: boolean;
  effectiveIp: number;
  chutzpah: number;
  REA: number;
  INT: number;
};

/** One coin value per candidate, drawn in id order (independent of the list's order). */
export function coinToss(ids: readonly string[], rng: Rng): Map<string, number> {
  const coin = new Map<string, number>();
  for (const id of [...new Set(ids)].sort()) coin.set(id, rng.next());
  return coin;
}

/** Negative when `a` acts before `b`; the coin decides only a full CRIT tie. */
export function compareCandidates(a: TurnCandidate, b: TurnCandidate, coin: ReadonlyMap<string, number>): number {
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
  const coin = coinToss(
    candidates.map((c) => c.id),
    rng,
  );
  return [...candidates].sort((a, b) => compareCandidates(a, b, coin)).map((c) => c.id);
}
