/**
 * The active ruleset as the combat tracker needs it: its combat policy (core) and how to read
 * its slice of an actor (the adapter), both from the adapter registry.
 */
import type { CombatPolicy } from "../../core/ruleset";
import type { RulesetId } from "../../core/ruleset-id";
import { activeAdapter } from "../active-ruleset";
import type { OwnPhases, RulesetAdapter } from "../ruleset-adapter";
import { adapterFor } from "../rulesets";

export interface CombatRuleset {
  readonly id: RulesetId;
  readonly policy: CombatPolicy<unknown, unknown>;
  /** The ruleset's slice of the actor, as its policy reads it; throws for a non-Fray actor. */
  readState(actor: Actor.Implementation): unknown;
  /** Phases the ruleset runs itself instead of applying its policy's step (adapter combat.ownPhases). */
  readonly ownPhases?: OwnPhases;
}

function combatRulesetOf(adapter: RulesetAdapter): CombatRuleset {
  const own = adapter.combat.ownPhases;
  return { id: adapter.id, policy: adapter.core.combat, readState: adapter.combat.readState, ...(own ? { ownPhases: own } : {}) };
}

export function combatRulesetFor(id: RulesetId): CombatRuleset | null {
  const adapter = adapterFor(id);
  return adapter ? combatRulesetOf(adapter) : null;
}

export function activeCombatRuleset(): CombatRuleset | null {
  return combatRulesetOf(activeAdapter());
}
