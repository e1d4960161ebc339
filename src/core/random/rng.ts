/**
 * Injected randomness. Every procedure that needs chance takes an `Rng` (or explicit
 * draws), so any example replays exactly from its seed.
 */
import { RulesInputError, shown } from "../errors";
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
}

/** A seedable generator (sfc32); the same seed always gives the same sequence. */
export function createRng(seed: number | string): Rng {
  if (!(typeof seed === "string" || (typeof seed === "number" && Number.isFinite(seed)))) {
    throw new RulesInputError("rng.invalid", "seed", `A seed must be a number or text, got ${shown(seed)}`);
  }
  let [a, b, c, d] = seedWords(seed);
  const next = (): number => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next(); // let the state mix before the first value
  return {
    next,
    int(min, max) {
      if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
        throw new RulesInputError("rng.invalid", "int", `rng.int needs integers min ≤ max, got ${shown(min)}, ${shown(max)}`);
      }
      return min + Math.floor(next() * (max - min + 1));
    },
  };
}

/** Fisher–Yates with the injected generator; returns a new array. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  if (typeof rng !== "object" || rng === null || typeof rng.int !== "function") throw new RulesInputError("rng.invalid", "rng", "rng must be a generator with int(min, max)");
  if (!Array.isArray(items)) throw new RulesInputError("rng.invalid", "items", "Only a list can be shuffled");
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    // An injected generator that answers outside [0, i] would lose or duplicate items.
    if (!Number.isInteger(j) || j < 0 || j > i) throw new RulesInputError("rng.invalid", "rng", `rng.int(0, ${i}) returned ${shown(j)}`);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function seedWords(seed: number | string): [number, number, number, number] {
  // xmur3-style string hash, so "qulia" and 42 are both fine seeds
  const text = typeof seed === "number" ? `n:${seed}` : `s:${seed}`;
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const word = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
  return [word(), word(), word(), word()];
}
