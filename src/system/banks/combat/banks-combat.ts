/**
 * A Foundry Combat as the banks tracker reads it: its combatants with their banks state, in the
 * tracker's order, and the encounter (Team Banks, time class, MED TL, ambushers) from the
 * combat's ledger (automation-ledger.ts). Null in any other ruleset, so nothing banks-specific
 * ever shows in a trauma world.
 */
import { type BanksActor, type BanksEncounter, banksRuleset, defaultBanksEncounter, validateBanksEncounter } from "../../../core/banks";
import type { CombatView } from "../../../core/ruleset";
import { readLedger } from "../../combat/automation-ledger";
import { buildCombatView } from "../../combat/combat-view";
import { activeCombatRuleset } from "../../combat/ruleset-context";

export interface BanksCombat {
  readonly view: CombatView<BanksActor, BanksEncounter>;
  readonly actors: ReadonlyMap<string, Actor.Implementation>;
}

/** The encounter in the combat's flags, or a new one until the first phase writes it; throws when malformed. */
export function banksEncounterOf(combat: Combat.Implementation): BanksEncounter {
  const stored = readLedger(combat.flags).encounter;
  return stored === undefined ? defaultBanksEncounter() : validateBanksEncounter(stored, "flags.fray.automation.encounter");
}

export function isBanksWorld(): boolean {
  return activeCombatRuleset()?.policy === banksRuleset.combat;
}

/** The combat's banks view, or null outside a banks world. */
export function banksCombatOf(combat: Combat.Implementation): BanksCombat | null {
  const ruleset = activeCombatRuleset();
  if (!ruleset || ruleset.policy !== banksRuleset.combat) return null;
  const encounter = banksEncounterOf(combat);
  const { view, actors } = buildCombatView(combat, { round: combat.round, turn: combat.turn }, encounter, ruleset);
  // The banks ruleset's readState is banksStateOf, which returns validated BanksActor states.
  return { view: view as CombatView<BanksActor, BanksEncounter>, actors };
}
