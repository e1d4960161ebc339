/**
 * What each ruleset's preview module gives the page (src/preview/<ruleset>/index.ts): its views
 * and the state each opens on. Its samples, contexts and windows stay in its folder.
 */
import type { AppState } from "./page/state";

export interface ViewSpec {
  readonly id: string;
  readonly label: string;
  /** Shown in the README and written by `npm run screenshots`. */
  readonly screenshot: boolean;
}

export interface StartOptions {
  /** Draw the seed's cards instead of random ones (URL cards=seed). */
  readonly scripted: boolean;
  /** The URL's itemName: the ruleset's sample weapon is renamed to it first, for the escaping tests. */
  readonly itemName: string | null;
}

export interface PreviewRuleset {
  readonly id: string;
  /** In the order the toolbar lists them; ids are unique across rulesets. */
  readonly views: readonly ViewSpec[];
  /** The page's state when it opens on one of `views`. */
  start(view: string, options: StartOptions): AppState;
}
