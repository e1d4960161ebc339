import type { Ruleset } from "../ruleset";
import { requireRecord } from "../errors";
import { BANKS_BARS } from "./bars";
import { banksActorFromSource } from "./document";
import { banksStatuses } from "./statuses";
import { type BanksArmor, defaultBanksArmor, validateBanksArmor } from "./armor";
import { banksCombat } from "./combat";
import { banksScenarioRules } from "./scenario/rules";
import { banksOddsRecord, banksStepOdds } from "./scenario/odds";
import type { BanksEncounter } from "./encounter";
import { type BanksActor, defaultBanksActor } from "./state";
import { validateBanksActor } from "./state-validation";
import { type BanksWeapon, defaultBanksWeapon, validateBanksWeapon } from "./weapon";

/** What an item carries under `system.banks`, by item kind. */
export type BanksItem = BanksWeapon | BanksArmor;

/** Afterverse (docs/rules/banks.md): d6 pools, Initiative and Team Banks, Blitz, damage codes and banks. */
export const banksRuleset: Ruleset<BanksActor, BanksItem, BanksEncounter> = {
  id: "banks",
  label: "FRAY.Banks.Name",
  actor: {
    // §3.1: `isPlayer` is true for player-owned actors, i.e. characters.
    defaults: (options) => defaultBanksActor({ isPlayer: requireRecord(options, "options", "actor.invalid")["kind"] === "character" }),
    validate: (value, path) => validateBanksActor(value, path),
  },
  fromSource: (doc, path) => banksActorFromSource(doc, path),
  bars: BANKS_BARS,
  statuses: (state) => banksStatuses(state),
  items: {
    weapon: { defaults: () => defaultBanksWeapon(), validate: (value, path) => validateBanksWeapon(value, path) },
    armor: { defaults: () => defaultBanksArmor(), validate: (value, path) => validateBanksArmor(value, path) },
  },
  combat: banksCombat,
  scenario: banksScenarioRules,
  odds: (scenario, stepIndex) => banksOddsRecord(banksStepOdds(scenario, stepIndex)),
};
