/**
 * Reading the banks dialogs' forms: numbers as typed (NaN for an empty or broken field, so the
 * view-model reports it instead of a silent 0), keys of selects, and ticked boxes.
 */
import { isElement } from "../../compat";

export function numberOf(value: unknown): number {
  return typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
}

export function keyOf(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

export function flagOf(value: unknown): boolean {
  return value === true || value === "on" || value === "true";
}

/** The `name` of the field an input or change event came from, or null. */
export function fieldOf(event: Event): string | null {
  const target = event.target;
  return isElement(target, "input") || isElement(target, "select") ? target.name : null;
}
