/**
 * The Stay action in a running combat (docs/rules/slots.md §5.3 step 3, §7): before the cycle is
 * fixed a character may be placed later — alone right after a later group, or joining a later
 * group — and once placed it cannot move. In Foundry the cycle is fixed as the first Full Round
 * plays: a character may Stay during round 1 while its group has not begun (it is still
 * waiting), to a group after the one acting now; each character Stays once (the adapter keys it).
 */
import type { CombatView } from "../ruleset";
import type { SlotsEncounter } from "./encounter";
import { groupOf } from "./encounter";
import type { SlotsActor } from "./state";

export type StayPlace = "after" | "with";

export interface StayTarget {
  /** Index of the later group in the cycle. */
  readonly group: number;
  readonly place: StayPlace;
}

/** Where `id` may Stay now: every later group, alone after it or with it; none once the cycle is fixed. */
export function stayTargets(view: CombatView<SlotsActor, SlotsEncounter>, id: string): StayTarget[] {
  const { cycle, groupIndex } = view.encounter;
  const own = groupOf(view.encounter, id);
  const state = view.combatants.find((c) => c.id === id)?.state;
  if (view.round !== 1 || own < 0 || own <= groupIndex || state === undefined || state.phase !== "waiting" || state.dead) return [];
  const targets: StayTarget[] = [];
  for (let g = own + 1; g < cycle.length; g++) targets.push({ group: g, place: "with" }, { group: g, place: "after" });
  // Alone in its group, "after" the group just before it would not move it: only a later group counts.
  return targets;
}
