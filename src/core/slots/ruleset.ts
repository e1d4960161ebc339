import type { Ruleset } from "../ruleset";
import { SLOTS_BARS } from "./bars";
import { slotsCombat } from "./combat";
import { slotsActorFromSource } from "./document";
import type { SlotsEncounter } from "./encounter";
import { type SlotsItem, defaultSlotsItem, validateSlotsItem } from "./item";
import { slotsScenarioRules } from "./scenario/rules";
import { slotsStepOdds } from "./scenario/odds";
import { type SlotsActor, defaultSlotsActor } from "./state";
import { validateSlotsActor } from "./state-validation";
import { checkStatusSource, slotsStatuses } from "./statuses";
import { checkScenario } from "./policy-input";
import { field, requireRecord, requireWhole } from "./shape";

/** Midnight in Vaia (docs/rules/slots.md): Action Slots, Reserved and Final Phase, Upkeep, Stress. */
export const slotsRuleset: Ruleset<SlotsActor, SlotsItem, SlotsEncounter> = {
  id: "slots",
  label: "FRAY.Slots.Name",
  actor: {
    // §3.1: `isPlayer` is true for player-owned actors, i.e. characters; NPCs stay outside the cycle.
    defaults: (context) => defaultSlotsActor({ isPlayer: field(requireRecord(context, "context", "actor.invalid"), "kind") === "character" }),
    validate: (value, path) => validateSlotsActor(value, path),
  },
  fromSource: (doc, path) => slotsActorFromSource(doc, path),
  bars: SLOTS_BARS,
  statuses: (state) => slotsStatuses(checkStatusSource(state)),
  items: {
    weapon: { defaults: () => defaultSlotsItem(), validate: (value, path) => validateSlotsItem(value, path) },
  },
  combat: slotsCombat,
  scenario: slotsScenarioRules,
  odds: (scenario, stepIndex) => slotsStepOdds(checkScenario(scenario), requireWhole(stepIndex, "stepIndex", "scenario.invalid", { min: 0, max: 100_000 })),
};
