/**
 * Trauma's combat policy (docs/rules/trauma.md §7). StoryHammer's own turn order lives in an
 * unpublished chapter, so the tracker keeps Foundry's order set by the Narrator (DECISION);
 * the policy only does the round boundaries: Will-to-Live and waking at the start, Overkill
 * deaths at the end, after everyone had the round to move relic Vim.
 */
import { type CombatEvent, type CombatPolicy, type CombatPrompt, type CombatStep, noChange } from "../ruleset";
import { isEmptyPatch } from "../patch";
import { endOfRound, startOfRound } from "./rounds";
import type { TraumaActor, TraumaActorPatch } from "./state";

/** Trauma keeps no combat-level state. */
export type TraumaEncounter = Record<string, never>;

/** DECISION: a d10 the Narrator may override by hand; the rules publish no initiative. */
export const TRAUMA_INITIATIVE_FORMULA = "1d10";

export const traumaCombat: CombatPolicy<TraumaActor, TraumaEncounter> = {
  initialEncounter: () => ({}),
  initiative: { mode: "standard", formula: TRAUMA_INITIATIVE_FORMULA },
  turnOrder: (view) => view.combatants.map((c) => c.id),
  // docs/rules/trauma.md §7: unconscious combatants are skipped when their turn comes.
  canAct: (c) => !c.state.status.unconscious && !c.state.status.dead,
  startCombat: () => noChange(),

  startRound(view): CombatStep<TraumaActor, TraumaEncounter> {
    const actorPatches: Record<string, TraumaActorPatch> = {};
    const events: CombatEvent[] = [];
    const prompts: CombatPrompt[] = [];
    const defeated: Record<string, boolean> = {};
    for (const c of view.combatants) {
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
    for (const c of view.combatants) {
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
