import type { Rng } from "../../core/random";

/** Foundry's uniform source (the dice use it), as the core's Rng: for phases the active GM runs once. */
export function foundryRng(): Rng {
  const next = (): number => CONFIG.Dice.randomUniform();
  return { next, int: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}
