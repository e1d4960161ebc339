/**
 * The active ruleset as the combat tracker needs it: its combat policy (core) and how to read
 * its slice of an actor (the adapter), both from the adapter registry.
 */
import type { CombatPolicy } from "../../core/ruleset";
import type { RulesetId } from "../../core/ruleset-id";
import { activeAdapter } from "../active-ruleset";
import type { RulesetAdapter } from "../ruleset-adapter";
import { adapterFor } from "../rulesets";

export interface CombatRuleset {
  readonly id: RulesetId;
  readonly policy: CombatPolicy<unknown, unknown>;
  /** The ruleset's slice of the actor, as its policy reads it; throws for a non-Fray actor. */
  readState(actor: Actor.Implementation): unknown;
}

function combatRulesetOf(adapter: RulesetAdapter): CombatRuleset {
  return { id: adapter.id, policy: adapter.core.combat, readState: adapter.combat.readState };
}

export function combatRulesetFor(id: RulesetId): CombatRuleset | null {
  const adapter = adapterFor(id);
  return adapter ? combatRulesetOf(adapter) : null;
}

export function activeCombatRuleset(): CombatRuleset | null {
  return combatRulesetOf(activeAdapter());
}
