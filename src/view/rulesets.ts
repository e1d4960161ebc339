/**
 * The view registry: ruleset id → its scenario view (the only list of rulesets in the view
 * layer). A ruleset without one plays no scenarios in the CLI or the preview yet.
 */
import { RulesInputError } from "../core/errors";
import type { RulesetId } from "../core/ruleset-id";
import type { RulesetView } from "./ruleset-view";
import { banksView } from "./banks/ruleset-view";
import { trackView } from "./track/ruleset-view";
import { slotsView } from "./slots/ruleset-view";
import { traumaView } from "./trauma/ruleset-view";
import { woundsView } from "./wounds/ruleset-view";

const VIEWS: Partial<Record<RulesetId, RulesetView>> = {
  trauma: traumaView,
  banks: banksView,
  track: trackView,
  slots: slotsView,
  wounds: woundsView,
};

function rulesetViewFor(id: RulesetId): RulesetView | null {
  return VIEWS[id] ?? null;
}

/** The view a scenario needs, or a `RulesInputError` at `path` for a ruleset without one. */
export function requireRulesetView(id: RulesetId, path: string): RulesetView {
  const view = rulesetViewFor(id);
  if (view === null) throw new RulesInputError("scenario.unsupported", path, `the ${id} ruleset cannot show scenarios yet`);
  return view;
}
