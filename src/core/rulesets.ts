/**
 * The registry of implemented rulesets. A world may pick any of the five ids; one not yet
 * implemented here reports itself as unavailable rather than pretending.
 */
import { RulesInputError } from "./errors";
import type { AnyRuleset } from "./ruleset";
import type { RulesetId } from "./ruleset-id";
import { banksRuleset } from "./banks";
import { trackRuleset } from "./track";
import { slotsRuleset } from "./slots";
import { traumaRuleset } from "./trauma";

const RULESETS: Partial<Record<RulesetId, AnyRuleset>> = {
  trauma: traumaRuleset,
  banks: banksRuleset,
  track: trackRuleset,
  slots: slotsRuleset,
};

export function rulesetFor(id: RulesetId): AnyRuleset | null {
  return RULESETS[id] ?? null;
}

export function implementedRulesets(): RulesetId[] {
  return Object.keys(RULESETS) as RulesetId[];
}

/** A ruleset the caller needs, or a `RulesInputError` at `path` naming one not implemented yet. */
export function requireRuleset(id: RulesetId, path: string): AnyRuleset {
  const ruleset = rulesetFor(id);
  if (ruleset === null) throw new RulesInputError("scenario.unsupported", path, `the ${id} ruleset cannot play scenarios yet`);
  return ruleset;
}
