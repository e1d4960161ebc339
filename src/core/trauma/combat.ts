/**
 * Trauma's combat policy (docs/rules/trauma.md §7). StoryHammer's own turn order lives in an
 * unpublished chapter, so the tracker keeps Foundry's order set by the Narrator (DECISION);
 * the policy only does the round boundaries: Will-to-Live and waking at the start, Overkill
 * deaths at the end, after everyone had the round to move relic Vim.
 */
import { type CombatEvent, type CombatPolicy, type CombatPrompt, type CombatStep, type CombatView, type CombatantView, noChange } from "../ruleset";
import { RulesInputError, requireRecord } from "../errors";
import { validateTraumaActor } from "./state-validation";
import { isEmptyPatch } from "../patch";
import { endOfRound, startOfRound } from "./rounds";
import type { TraumaActor, TraumaActorPatch } from "./state";

/** Trauma keeps no combat-level state. */
export type TraumaEncounter = Record<string, never>;

/** DECISION: a d10 the Narrator may override by hand; the rules publish no initiative. */
export const TRAUMA_INITIATIVE_FORMULA = "1d10";

/** A combatant the tracker hands in: a record with an id (its state is validated by the step that reads it). */
function checkCombatant<C>(value: C, path: string): C {
  const v = requireRecord(value, path);
  if (typeof v["id"] !== "string") throw new RulesInputError("input.invalid", `${path}.id`, `${path}.id must be a combatant id`);
  return value;
}

/** The view's combatants, checked before any is read. */
function combatantsOf(view: CombatView<TraumaActor, TraumaEncounter>): readonly CombatantView<TraumaActor>[] {
  const combatants = requireRecord(view, "view")["combatants"];
  if (!Array.isArray(combatants)) throw new RulesInputError("input.invalid", "view.combatants", "view.combatants must be a list");
  combatants.forEach((c: unknown, i: number) => checkCombatant(c, `view.combatants[${i}]`));
  return view.combatants;
}

export const traumaCombat: CombatPolicy<TraumaActor, TraumaEncounter> = {
  initialEncounter: () => ({}),
  initiative: { mode: "standard", formula: TRAUMA_INITIATIVE_FORMULA },
  turnOrder: (view) => combatantsOf(view).map((c) => c.id),
  // docs/rules/trauma.md §7: unconscious combatants are skipped when their turn comes.
  canAct: (c) => {
    const { status } = validateTraumaActor(checkCombatant(c, "combatant").state, "combatant.state");
    return !status.unconscious && !status.dead;
  },
  startCombat: () => noChange(),

  startRound(view): CombatStep<TraumaActor, TraumaEncounter> {
    const actorPatches: Record<string, TraumaActorPatch> = {};
    const events: CombatEvent[] = [];
    const prompts: CombatPrompt[] = [];
    const defeated: Record<string, boolean> = {};
    for (const c of combatantsOf(view)) {
      const { result, patch } = startOfRound(c.state);
      if (result.needsWillToLive) {
        prompts.push({ type: "trauma.willToLive", combatantId: c.id });
        events.push({ type: "trauma.needsWillToLive", combatantId: c.id, detail: { name: c.name } });
        continue;
      }
      if (isEmptyPatch(patch)) continue;
      actorPatches[c.id] = patch;
      if (patch.status?.unconscious === true) events.push({ type: "trauma.unconscious", combatantId: c.id, detail: { name: c.name } });
      if (patch.status?.unconscious === false) events.push({ type: "trauma.wakes", combatantId: c.id, detail: { name: c.name } });
      if (patch.status?.dead === true) defeated[c.id] = true;
    }
    return { actorPatches, defeated, events, prompts };
  },

  startTurn: () => noChange(),
  endTurn: () => noChange(),

  endRound(view): CombatStep<TraumaActor, TraumaEncounter> {
    const actorPatches: Record<string, TraumaActorPatch> = {};
    const events: CombatEvent[] = [];
    const defeated: Record<string, boolean> = {};
    for (const c of combatantsOf(view)) {
      const { result, patch } = endOfRound(c.state);
      if (!result.died) continue;
      actorPatches[c.id] = patch;
      defeated[c.id] = true;
      events.push({ type: "trauma.overkillDeath", combatantId: c.id, detail: { name: c.name, deficit: c.state.clotDeficit } });
    }
    return { actorPatches, defeated, events, prompts: [] };
  },

  upkeep: () => noChange(),
};
