/**
 * The active ruleset as the combat tracker needs it: its combat policy, and how to read its
 * slice of an actor. A ruleset gets automation by adding its reader here; one without a
 * reader (not yet implemented) leaves the tracker plain Foundry.
 */
import type { CombatPolicy } from "../../core/ruleset";
import type { RulesetId } from "../../core/ruleset-id";
import { rulesetFor } from "../../core/rulesets";
import { banksStateOf } from "../banks/actor-state";
import { activeRulesetId } from "../settings";
import { traumaStateOf } from "../trauma/actor-state";

export interface CombatRuleset {
  readonly id: RulesetId;
  readonly policy: CombatPolicy<unknown, unknown>;
  /** The ruleset's slice of the actor, as its policy reads it; throws for a non-Fray actor. */
  readState(actor: Actor.Implementation): unknown;
}

const STATE_READERS: Partial<Record<RulesetId, (actor: Actor.Implementation) => unknown>> = {
  trauma: traumaStateOf,
  banks: banksStateOf,
};

export function combatRulesetFor(id: RulesetId): CombatRuleset | null {
  const ruleset = rulesetFor(id);
  const readState = STATE_READERS[id];
  return ruleset && readState ? { id, policy: ruleset.combat, readState } : null;
}

export function activeCombatRuleset(): CombatRuleset | null {
  return combatRulesetFor(activeRulesetId());
}
