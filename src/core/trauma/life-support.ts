/**
 * Setting Life Support directly (the token's Vim bar, a GM's correction): the difference moves
 * to or from Clot, so the Vim invariant holds (docs/rules/trauma.md §3.1). Life Support can rise
 * only as far as Clot can give back, and fall no lower than 0.
 */
import { requireInt, requireRecord } from "../errors";
import type { TraumaActor, TraumaActorPatch } from "./state";

export function setLifeSupport(state: TraumaActor, wanted: number): { lifeSupport: number; patch: TraumaActorPatch } {
  // Only the two counters it moves: the token bar edits an actor that may be mid-update.
  const vim = requireRecord(requireRecord(state, "actor", "actor.invalid")["vim"], "actor.vim", "vim.negative");
  requireInt(vim["lifeSupport"], "actor.vim.lifeSupport", "vim.negative", { min: 0 });
  requireInt(vim["clot"], "actor.vim.clot", "vim.negative", { min: 0 });
  requireInt(wanted, "lifeSupport", "vim.negative", { min: Number.MIN_SAFE_INTEGER });
  const { lifeSupport, clot } = state.vim;
  const next = Math.max(0, Math.min(wanted, lifeSupport + clot));
  if (next === lifeSupport) return { lifeSupport, patch: {} };
  return { lifeSupport: next, patch: { vim: { lifeSupport: next, clot: clot - (next - lifeSupport) } } };
}
