/**
 * What a banks attack's threshold needs to know of a target (core `TargetSnapshot`): its banks
 * state, and the longest Reach among its weapons, which adds to its dodge against a melee
 * attack (rules/banks.md §6.7 step 2).
 */
import type { TargetSnapshot } from "../../core/banks";
import { banksStateOf, banksWeaponOf } from "./actor-state";

/** The longest banks Reach among the actor's weapon items; a weapon the core rejects counts 0. */
export function longestReach(actor: Actor.Implementation): number {
  let reach = 0;
  for (const item of actor.items) {
    if (item.type !== "weapon") continue;
    try {
      reach = Math.max(reach, banksWeaponOf(item).reach);
    } catch {
      // A broken weapon item is reported on its own sheet; here it just adds no Reach.
    }
  }
  return reach;
}

/** Throws the core's RulesInputError when the actor's banks data is invalid. */
export function targetSnapshotOf(actor: Actor.Implementation): TargetSnapshot {
  return { state: banksStateOf(actor), reach: longestReach(actor) };
}
