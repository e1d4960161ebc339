import type { Ruleset } from "../ruleset";
import { requireRecord } from "../errors";
import { TRAUMA_BARS, traumaStatuses } from "./bars";
import { traumaActorFromDocument } from "./document";
import { type TraumaArmor, defaultTraumaArmor, validateTraumaArmor } from "./armor";
import { type Behavior, validateBehavior } from "./behaviors";
import { type TraumaEncounter, traumaCombat } from "./combat";
import { traumaScenarioRules } from "./scenario/rules";
import { traumaOddsRecord, traumaStepOdds } from "./scenario/odds";
import { type TraumaActor, defaultTraumaActor } from "./state";
import { validateTraumaActor } from "./state-validation";
import { type TraumaWeapon, defaultTraumaWeapon, validateTraumaWeapon } from "./weapon";

/** What an item carries under `system.trauma`, by item kind. */
export type TraumaItem = TraumaWeapon | TraumaArmor | Behavior;

/** The default ruleset (docs/rules/trauma.md): StoryHammer's card-draw trauma. */
export const traumaRuleset: Ruleset<TraumaActor, TraumaItem, TraumaEncounter> = {
  id: "trauma",
  label: "FRAY.Trauma.Name",
  actor: {
    defaults: (options) => defaultTraumaActor({ isLead: requireRecord(options, "options", "actor.invalid")["kind"] === "character" }),
    validate: (value, path) => validateTraumaActor(value, path),
  },
  // The Perk Card hand is a Foundry Cards document, not part of the source: read separately.
  fromSource: (doc, path) => traumaActorFromDocument(doc, path),
  bars: TRAUMA_BARS,
  statuses: traumaStatuses,
  items: {
    weapon: { defaults: () => defaultTraumaWeapon(), validate: (value, path) => validateTraumaWeapon(value, path) },
    armor: { defaults: () => defaultTraumaArmor(), validate: (value, path) => validateTraumaArmor(value, path) },
    behavior: {
      defaults: () => ({ scope: "type", key: "Blunt", percent: 150 }),
      validate: (value, path) => validateBehavior(value, path),
    },
  },
  combat: traumaCombat,
  scenario: traumaScenarioRules,
  odds: (scenario, stepIndex) => traumaOddsRecord(traumaStepOdds(scenario, stepIndex)),
};
