/**
 * Track's combat policy (rules/track.md §7). Initiative is Foundry's rolled Intuition + Agility
 * pool; the passes and tie groups are `initiativePasses`. Time is counted once, by world time:
 * a round is 12 seconds, and `timeStep` ticks Dying and damage over time for every combatant
 * when the world clock moves (the adapter's hook, and the CLI's endRound), so the round
 * boundaries themselves change nothing here and nothing is ticked twice.
 */
import { type CombatEvent, type CombatPolicy, type CombatPrompt, type CombatStep, type CombatView, noChange } from "../ruleset";
import { RulesInputError } from "../errors";
import { own, requireObject } from "./checks";
import { computePassTime } from "./dot";
import { MAX_TICK_SECONDS } from "./dying";
import { validateTrackActor } from "./state-validation";
import { TRACK_INITIATIVE_FORMULA } from "./initiative";
import { type TrackActor, type TrackActorPatch, isIncapacitated } from "./state";
import { requireWhole } from "./whole";

/** Track keeps no combat-level state. */
export type TrackEncounter = Record<string, never>;

/** §5.6, §7: the Incapacitated cannot act and the dead are defeated; both stay in the tracker. */
export function canActOnTrack(state: TrackActor): boolean {
  return !isIncapacitated(state) && state.dead === false;
}

/**
 * `seconds` of world time for every combatant (§5.7, §5.9, §7): patches, a prompt for each
 * final Healing Test now owed, deaths marked defeated. Callers pass checked states.
 */
export function timeStep(view: CombatView<TrackActor, TrackEncounter>, seconds: number): CombatStep<TrackActor, TrackEncounter> {
  const combatants = own(requireObject(view, "view", "input.invalid"), "combatants");
  if (!Array.isArray(combatants)) throw new RulesInputError("input.invalid", "view.combatants", "view.combatants must be a list");
  requireWhole(seconds, "seconds", "input.invalid", { min: 0, max: MAX_TICK_SECONDS });
  combatants.forEach((c: unknown, i) => {
    const v = requireObject(c, `view.combatants[${i}]`, "input.invalid");
    if (typeof v["id"] !== "string" || typeof v["name"] !== "string") throw new RulesInputError("input.invalid", `view.combatants[${i}]`, "a combatant needs an id and a name");
    validateTrackActor(v["state"], `view.combatants[${i}].state`);
  });
  const actorPatches: Record<string, TrackActorPatch> = {};
  const events: CombatEvent[] = [];
  const prompts: CombatPrompt[] = [];
  const defeated: Record<string, boolean> = {};
  for (const c of view.combatants) {
    if (c.state.dead || (c.state.dying === null && c.state.dots.length === 0)) continue;
    const { result, patch } = computePassTime(c.state, seconds);
    actorPatches[c.id] = patch;
    for (const box of result.dotBoxes) events.push({ type: "track.dotBox", combatantId: c.id, detail: { name: c.name, damageType: box.damageType } });
    if (result.dead) {
      defeated[c.id] = true;
      events.push({ type: "track.died", combatantId: c.id, detail: { name: c.name } });
    } else if (result.needsFinalHealingTest) {
      prompts.push({ type: "track.finalHealingTest", combatantId: c.id });
      events.push({ type: "track.needsFinalHealingTest", combatantId: c.id, detail: { name: c.name } });
    }
  }
  return { actorPatches, defeated, events, prompts };
}

export const trackCombat: CombatPolicy<TrackActor, TrackEncounter> = {
  initialEncounter: () => ({}),
  initiative: { mode: "standard", formula: TRACK_INITIATIVE_FORMULA },
  turnOrder: (view) => {
    const combatants = own(requireObject(view, "view", "input.invalid"), "combatants");
    if (!Array.isArray(combatants)) throw new RulesInputError("input.invalid", "view.combatants", "view.combatants must be a list");
    return combatants.map((c: unknown, i) => {
      const id = own(requireObject(c, `view.combatants[${i}]`, "input.invalid"), "id");
      if (typeof id !== "string") throw new RulesInputError("input.invalid", `view.combatants[${i}].id`, "a combatant needs an id");
      return id;
    });
  },
  canAct: (c) => canActOnTrack(own(requireObject(c, "combatant", "input.invalid"), "state") as TrackActor),
  startCombat: () => noChange(),
  startRound: () => noChange(),
  startTurn: () => noChange(),
  endTurn: () => noChange(),
  endRound: () => noChange(),
  upkeep: () => noChange(),
};
