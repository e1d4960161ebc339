/**
 * Numbers and dice from hostile input (rules/track.md §6): shapes are refused here first, so the
 * shared checks' messages never have to print an object without a usable `toString`.
 */
import { validateDice } from "../dice";
import { RulesInputError, requireInt } from "../errors";

/**
 * `requireInt` with its message made safe first: a value that is not a number is refused here,
 * so the shared message never has to print an object without a usable `toString`.
 */
export function requireWhole(value: unknown, path: string, code: string, range: { min?: number; max?: number } = {}): number {
  if (typeof value !== "number") throw new RulesInputError(code, path, `${path} must be a whole number`);
  return requireInt(value, path, code, range);
}

/** d6 faces (§6 `dice.badFace`), shape first for the same reason, then the shared check. */
export function requireFaces(value: unknown, path: string, count?: number): number[] {
  if (!Array.isArray(value)) throw new RulesInputError("dice.badFace", path, `${path} must be a list of d6 faces`);
  const at = value.findIndex((d: unknown) => typeof d !== "number");
  if (at >= 0) throw new RulesInputError("dice.badFace", `${path}[${at}]`, `${path}[${at}] must be a d6 face (1–6)`);
  return validateDice(value, path, count);
}
