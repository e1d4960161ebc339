import { requireRecord } from "../errors";
import type { Ruleset } from "../ruleset";
import { type WoundsEncounter } from "./action-cards";
import { WOUNDS_BARS, woundsStatuses } from "./bars";
import { woundsCombat } from "./combat";
import { woundsActorFromDocument, woundsDefaultsFor } from "./document";
import { type WoundsItem, defaultWoundsArmor, defaultWoundsWeapon, validateWoundsArmor, validateWoundsWeapon } from "./items";
import { woundsScenarioRules, woundsStepOdds } from "./scenario";
import type { WoundsActor } from "./state";
import { validateWoundsActor } from "./state-validation";

/** Savage Worlds-style damage (docs/rules/wounds.md): Toughness, Shaken, Wounds, Soak, Incapacitation. */
export const woundsRuleset: Ruleset<WoundsActor, WoundsItem, WoundsEncounter> = {
  id: "wounds",
  label: "FRAY.Wounds.Name",
  actor: {
    defaults: (options) => woundsDefaultsFor(requireRecord(options, "options", "actor.invalid")["kind"] === "character" ? "character" : "npc"),
    validate: (value, path) => validateWoundsActor(value, path),
  },
  fromSource: (doc, path) => woundsActorFromDocument(doc, path),
  bars: WOUNDS_BARS,
  statuses: woundsStatuses,
  items: {
    weapon: { defaults: () => defaultWoundsWeapon(), validate: (value, path) => validateWoundsWeapon(value, path) },
    armor: { defaults: () => defaultWoundsArmor(), validate: (value, path) => validateWoundsArmor(value, path) },
  },
  combat: woundsCombat,
  scenario: woundsScenarioRules,
  odds: (scenario, stepIndex) => woundsStepOdds(scenario, stepIndex),
};
