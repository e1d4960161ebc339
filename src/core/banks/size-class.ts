/**
 * Size classes (docs/rules/banks.md §6.22): A < B (human) < C < D < E. The encounter's time class
 * is the smallest directly controlled entity's class; costs, capacities, thresholds and damage
 * scale by powers of two (or steps of 2) per class between two entities.
 */
import { RulesInputError } from "../errors";

export const SIZE_CLASSES = ["A", "B", "C", "D", "E"] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

export function isSizeClass(value: unknown): value is SizeClass {
  return typeof value === "string" && (SIZE_CLASSES as readonly string[]).includes(value);
}

/** Throws `size.invalid` unless `value` is one of A–E. */
export function requireSizeClass(value: unknown, path: string): SizeClass {
  if (!isSizeClass(value)) {
    throw new RulesInputError("size.invalid", path, `${path} must be a size class A–E, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** A 0, B 1, C 2, D 3, E 4 (§6.22). */
export function classIndex(sizeClass: SizeClass): number {
  return SIZE_CLASSES.indexOf(sizeClass);
}

/** Classes an entity stands above the time class; its IP costs double per step (§6.4 step 5). */
export function sizeSteps(entity: SizeClass, timeClass: SizeClass): number {
  return Math.max(0, classIndex(entity) - classIndex(timeClass));
}

/** Classes an entity stands below the time class; its IP gains double per step (§6.22). */
export function stepsBelow(entity: SizeClass, timeClass: SizeClass): number {
  return Math.max(0, classIndex(timeClass) - classIndex(entity));
}

/** 2^n for the small exponents size classes produce (at most 4). */
export function pow2(n: number): number {
  return 2 ** n;
}
