/**
 * Bennies (rules/wounds.md §5.10): spending one below zero is `benny.none`. A Wild Card NPC
 * spends from the GM's pool, a world value the caller keeps.
 */
import { RulesInputError } from "../errors";
import type { WoundsActor, WoundsActorPatch } from "./state";
import { MAX_BENNIES, validateWoundsActor } from "./state-validation";
import { requireWhole } from "./checks";

/** The patch that takes `count` Bennies from the actor. */
export function spendBennies(value: WoundsActor, count = 1): WoundsActorPatch {
  const state = validateWoundsActor(value, "state");
  requireWhole(count, "count", "input.invalid", { min: 1, max: MAX_BENNIES });
  if (state.bennies < count) throw new RulesInputError("benny.none", "state.bennies", `${count} Benny(ies) asked for, ${state.bennies} left`);
  return { bennies: state.bennies - count };
}

/** The GM's pool after spending `count` (rules/wounds.md §7). */
export function spendFromPool(pool: number, count = 1): number {
  requireWhole(pool, "pool", "input.invalid", { min: 0, max: MAX_BENNIES });
  requireWhole(count, "count", "input.invalid", { min: 1, max: MAX_BENNIES });
  if (pool < count) throw new RulesInputError("benny.none", "pool", `The GM's pool holds ${pool} Bennies; ${count} asked for`);
  return pool - count;
}
