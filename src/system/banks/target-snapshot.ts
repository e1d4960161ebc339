/**
 * A target as an attack's threshold sees it (docs/rules/banks.md §6.7): its banks state and the
 * longest Reach among its weapons (a weapon item the core rejects counts as no reach).
 */
import type { BanksActor, TargetSnapshot } from "../../core/banks";
import { banksStateOf, banksWeaponOf } from "./actor-state";

export function longestReach(actor: Actor.Implementation): number {
  let reach = 0;
  for (const item of actor.items) {
    if (item.type !== "weapon") continue;
    try {
      reach = Math.max(reach, banksWeaponOf(item).reach);
    } catch {
      // A malformed weapon is reported where it is used; here it simply adds no reach.
    }
  }
  return reach;
}

export function targetSnapshotOf(actor: Actor.Implementation, state: BanksActor = banksStateOf(actor)): TargetSnapshot {
  return { state, reach: longestReach(actor) };
}
