/**
 * Track's combat policy (rules/track.md §7). Initiative is an Intuition + Agility pool, rolled
 * anew at the start of every round; the turn order is the round's rows (round-order.ts): one turn
 * per pass a combatant has, tie groups together, holds replayed. Time is counted once, by world time:
 * a round is 12 seconds, and `timeStep` ticks Dying and damage over time for every combatant
 * when the world clock moves (the adapter's hook, and the CLI's endRound), so the round
 * boundaries themselves change nothing here and nothing is ticked twice.
 */
import { type CombatEvent, type CombatPolicy, type CombatPrompt, type CombatStep, type CombatView, type CombatantView, noChange } from "../ruleset";
import type { Rng } from "../random";
import { rollDice } from "../dice";
import { RulesInputError } from "../errors";
import { own, requireObject } from "./checks";
import { computePassTime } from "./dot";
import { MAX_TICK_SECONDS } from "./dying";
import { validateTrackActor } from "./state-validation";
import { initiativePool, initiativeScore } from "./initiative";
import { type TrackEncounter, emptyTrackEncounter, roundRows, validateTrackEncounter } from "./round-order";
import { type TrackActor, type TrackActorPatch, isIncapacitated } from "./state";
import { requireWhole } from "./whole";

export type { TrackEncounter } from "./round-order";

/** §5.6, §7: the Incapacitated cannot act and the dead are defeated; both stay in the tracker. */
export function canActOnTrack(state: TrackActor): boolean {
  return !isIncapacitated(state) && state.dead === false;
}

/**
 * `seconds` of world time for every combatant (§5.7, §5.9, §7): patches, a prompt for each
 * final Healing Test now owed, deaths marked defeated. Callers pass checked states.
 */
export function timeStep(view: CombatView<TrackActor, unknown>, seconds: number): CombatStep<TrackActor, TrackEncounter> {
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

function checkedCombatants(view: unknown): CombatantView<TrackActor>[] {
  const combatants = own(requireObject(view, "view", "input.invalid"), "combatants");
  if (!Array.isArray(combatants)) throw new RulesInputError("input.invalid", "view.combatants", "view.combatants must be a list");
  return combatants.map((c: unknown, i) => {
    const v = requireObject(c, `view.combatants[${i}]`, "input.invalid");
    if (typeof v["id"] !== "string") throw new RulesInputError("input.invalid", `view.combatants[${i}].id`, "a combatant needs an id");
    const initiative = v["initiative"];
    if (initiative !== null && (typeof initiative !== "number" || !Number.isFinite(initiative))) throw new RulesInputError("input.invalid", `view.combatants[${i}].initiative`, "initiative is a number or null");
    validateTrackActor(v["state"], `view.combatants[${i}].state`);
    return c as CombatantView<TrackActor>;
  });
}

/** A Foundry initiative as a score: whole, 0–1000 (a GM may type any number in the tracker). */
export function scoreOf(initiative: number | null): number | null {
  if (initiative !== null && (typeof initiative !== "number" || !Number.isFinite(initiative))) throw new RulesInputError("input.invalid", "initiative", "initiative is a number or null");
  return initiative === null ? null : Math.max(0, Math.min(1000, Math.trunc(initiative)));
}

/** §7: the round's turns, one id per turn (an id appears once per pass it acts in). */
export function trackTurnOrder(view: CombatView<TrackActor, TrackEncounter>): string[] {
  const combatants = checkedCombatants(view);
  const encounter = validateTrackEncounter(own(requireObject(view, "view", "input.invalid"), "encounter"), "view.encounter");
  const entries = combatants.map((c) => ({ id: c.id, score: scoreOf(c.initiative), extraPasses: c.state.extraPasses, canAct: canActOnTrack(c.state) }));
  const rows = roundRows(entries, encounter.holds, view.round);
  const unrolled = combatants.filter((c) => c.initiative === null).map((c) => c.id);
  return [...rows.map((r) => r.id), ...unrolled];
}

/**
 * §7: every round starts with a fresh Intuition + Agility roll for everyone still in the fight
 * (`all` false: only those who have not rolled yet, at the start of the combat). The
 * Incapacitated and the dead roll nothing (§7 Decision). The dice go to the log, so the table sees them.
 */
export function rollTrackInitiative(view: CombatView<TrackActor, TrackEncounter>, rng: Rng, all: boolean): CombatStep<TrackActor, TrackEncounter> {
  const initiative: Record<string, number> = {};
  const events: CombatEvent[] = [];
  for (const c of checkedCombatants(view)) {
    if (!canActOnTrack(c.state) || (!all && c.initiative !== null)) continue;
    const dice = rollDice(rng, initiativePool(c.state));
    const score = initiativeScore(c.state, dice);
    initiative[c.id] = score;
    events.push({ type: "track.initiative", combatantId: c.id, detail: { name: c.name, dice: dice.join(" "), score } });
  }
  return { actorPatches: {}, initiative, events, prompts: [], encounterPatch: { holds: [] } };
}

export const trackCombat: CombatPolicy<TrackActor, TrackEncounter> = {
  initialEncounter: () => emptyTrackEncounter(),
  initiative: { mode: "dynamic" },
  turnOrder: (view) => trackTurnOrder(view),
  canAct: (c) => canActOnTrack(own(requireObject(c, "combatant", "input.invalid"), "state") as TrackActor),
  startCombat: (view, rng) => rollTrackInitiative(view, rng, false),
  startRound: (view, rng) => rollTrackInitiative(view, rng, requireWhole(own(requireObject(view, "view", "input.invalid"), "round"), "view.round", "input.invalid", { min: 0 }) > 1),
  startTurn: () => noChange(),
  endTurn: () => noChange(),
  endRound: () => noChange(),
  upkeep: () => noChange(),
};
