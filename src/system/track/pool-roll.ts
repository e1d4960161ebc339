/**
 * An After Sundown d6 pool as a Foundry Roll (docs/rules/track.md §5.1–§5.2): `${n}d6`, evaluated
 * by Foundry (so Dice So Nice and roll modes work as for any roll), read back as natural faces and
 * handed to the shared core (core/dice), which counts hits and net hits against the threshold.
 */
import { type PoolTestResult, computePoolTest, validateDice } from "../../core/dice";

export interface TrackPoolRollOptions extends Roll.Options {
  /** Hits needed (§5.2); 1 when absent. */
  threshold?: number;
}

function wholeOr(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

// Keep this class's name: Roll.fromData finds a stored roll's class by `constructor.name`.
export class TrackPoolRoll extends Roll {
  constructor(formula: string, data?: Roll["data"], options: TrackPoolRollOptions = {}) {
    super(formula, data, options);
  }

  /** `n` d6, none for n ≤ 0 (a penalty can empty a pool, §5.6). */
  static forPool(pool: number, threshold: number): TrackPoolRoll {
    return new TrackPoolRoll(`${Math.max(0, Math.trunc(pool))}d6`, {}, { threshold });
  }

  get threshold(): number {
    return wholeOr((this.options as Record<string, unknown>)["threshold"], 1);
  }

  /** The natural faces rolled, a die a module set aside excluded. Throws before evaluation. */
  get faces(): number[] {
    if (!this._evaluated) throw new Error("TrackPoolRoll: read the dice after evaluate()");
    const results = this.dice[0]?.results ?? [];
    return validateDice(results.filter((r) => r.active !== false && r.discarded !== true).map((r) => r.result));
  }

  /** Hits, success and net hits as the core counts them. */
  get test(): PoolTestResult {
    return computePoolTest({ dice: this.faces, threshold: this.threshold });
  }
}

/** Rolls `pool` dice through Foundry and returns the faces (an empty pool rolls nothing). */
export async function rollFaces(pool: number, threshold: number): Promise<{ roll: TrackPoolRoll | null; faces: number[] }> {
  if (pool <= 0) return { roll: null, faces: [] };
  const roll = TrackPoolRoll.forPool(pool, threshold);
  await roll.evaluate({ allowInteractive: true });
  return { roll, faces: roll.faces };
}

/** Lets Foundry rebuild stored pool rolls (chat log, Dice So Nice); call once at init. */
export function registerTrackPoolRoll(): void {
  if (!CONFIG.Dice.rolls.includes(TrackPoolRoll)) CONFIG.Dice.rolls.push(TrackPoolRoll);
}
