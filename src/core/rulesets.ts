/**
 * The registry of implemented rulesets. A world may pick any of the five ids; one not yet
 * implemented here reports itself as unavailable rather than pretending.
 */
import { RulesInputError, shown } from "./errors";
import { ownValue } from "./own";
import type { AnyRuleset } from "./ruleset";
import { type RulesetId, isRulesetId } from "./ruleset-id";
import { banksRuleset } from "./banks";
import { trackRuleset } from "./track";
import { slotsRuleset } from "./slots";
import { traumaRuleset } from "./trauma";
import { woundsRuleset } from "./wounds";

const RULESETS: Partial<Record<RulesetId, AnyRuleset>> = {
  trauma: traumaRuleset,
  banks: banksRuleset,
  track: trackRuleset,
  slots: slotsRuleset,
  wounds: woundsRuleset,
};

export function rulesetFor(id: RulesetId): AnyRuleset | null {
  // An id read from a world setting may be anything: only a real id indexes the registry.
  return isRulesetId(id) ? (ownValue(RULESETS, id) ?? null) : null;
}

export function implementedRulesets(): RulesetId[] {
  return Object.keys(RULESETS) as RulesetId[];
}

/** A ruleset the caller needs, or a `RulesInputError` at `path` naming one not implemented yet. */
export function requireRuleset(id: RulesetId, path: string): AnyRuleset {
  const ruleset = rulesetFor(id);
  if (ruleset === null) throw new RulesInputError("scenario.unsupported", path, `the ${shown(id)} ruleset cannot play scenarios yet`);
  return ruleset;
}
