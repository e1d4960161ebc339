/**
 * Calling for surrender (docs/rules/banks.md §6.20, SEED "Calling for Surrender"): the threshold the
 * leader's MAN + Influence(Leadership) must meet; a negative threshold means the enemy offers
 * to surrender unasked.
 */
import { requireInt, requireRecord, RulesInputError } from "../errors";

export type SurrenderInput = {
  enemyBank: number;
  enemyActive: number;
  friendlyBank: number;
  friendlyActive: number;
  /** WIL of each active enemy. */
  enemyWil: readonly number[];
  enemiesKilled: number;
  /** Normally −3…+3 (SEED). */
  gmAdjustment?: number;
};

/** `ceil(ΣWIL / n)` in integers; DECISION: 0 when no enemy is active. */
export function averageWilRoundedUp(wil: readonly number[]): number {
  if (!Array.isArray(wil)) throw new RulesInputError("input.invalid", "wil", "wil must be a list of WIL ratings");
  wil.forEach((w, i) => requireInt(w, `wil[${i}]`, "input.invalid", { min: 0 }));
  if (wil.length === 0) return 0;
  const sum = wil.reduce((a, b) => a + b, 0);
  return Math.floor((sum + wil.length - 1) / wil.length);
}

export function surrenderThreshold(input: SurrenderInput, path = "surrender"): { threshold: number; offersSurrender: boolean } {
  requireRecord(input, path);
  const enemyBank = requireInt(input.enemyBank, `${path}.enemyBank`, "input.invalid");
  const friendlyBank = requireInt(input.friendlyBank, `${path}.friendlyBank`, "input.invalid");
  const enemyActive = requireInt(input.enemyActive, `${path}.enemyActive`, "input.invalid", { min: 0 });
  const friendlyActive = requireInt(input.friendlyActive, `${path}.friendlyActive`, "input.invalid", { min: 0 });
  input.enemyWil.forEach((w, i) => requireInt(w, `${path}.enemyWil[${i}]`, "input.invalid", { min: 0 }));
  const killed = requireInt(input.enemiesKilled, `${path}.enemiesKilled`, "input.invalid", { min: 0 });
  const gm = requireInt(input.gmAdjustment ?? 0, `${path}.gmAdjustment`, "input.invalid");
  const threshold = enemyBank + enemyActive - (friendlyBank + friendlyActive) + 2 * averageWilRoundedUp(input.enemyWil) - 2 * killed + gm;
  return { threshold, offersSurrender: threshold < 0 };
}
