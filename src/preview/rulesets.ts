/**
 * The preview's registry: one module per ruleset (the only list of rulesets in the preview).
 * The UI tests and the screenshot script walk VIEWS, so a view added to a ruleset's module is
 * tested in both themes.
 */
import { banksPreview } from "./banks";
import type { AppState } from "./page/state";
import type { PreviewRuleset, StartOptions, ViewSpec } from "./ruleset";
import { slotsPreview } from "./slots";
import { trackPreview } from "./track";
import { traumaPreview } from "./trauma";
import { woundsPreview } from "./wounds";

export type { ViewSpec } from "./ruleset";

const REGISTRY = {
  trauma: traumaPreview,
  banks: banksPreview,
  track: trackPreview,
  slots: slotsPreview,
  wounds: woundsPreview,
} as const satisfies Record<string, PreviewRuleset>;

/** In registry order: the first (the default ruleset's) opens when no view is asked for. */
const PREVIEW_RULESETS: readonly PreviewRuleset[] = Object.values(REGISTRY);

export const VIEWS: readonly ViewSpec[] = PREVIEW_RULESETS.flatMap((r) => r.views);

/** The state the page opens on; an unknown view opens the first ruleset's first view. */
export function initialState(view: string, options: StartOptions): AppState {
  const owner = PREVIEW_RULESETS.find((r) => r.views.some((v) => v.id === view));
  if (owner !== undefined) return owner.start(view, options);
  const first = PREVIEW_RULESETS[0];
  if (first === undefined) throw new Error("the preview has no ruleset registered");
  return first.start(first.views[0]?.id ?? view, options);
}
