/** The wounds combat views: the tracker with Action Cards (GM and player) and the start-of-turn prompts. */
import { emptyState, type AppState } from "../page/state";
import type { ViewSpec } from "../ruleset";
import { woundsTrackerSidebar, woundsTurnPromptMessages } from "./tracker";

export const WOUNDS_TRACKER_VIEWS: readonly ViewSpec[] = [
  { id: "wounds-tracker", label: "Wounds combat tracker: Action Cards, a Joker, a Hold (GM)", screenshot: true },
  { id: "wounds-tracker-player", label: "Wounds combat tracker: Action Cards as Red's player sees them", screenshot: false },
  { id: "wounds-turn-prompt", label: "Wounds start-of-turn prompts: Bleeding Out and Shaken recovery with their odds", screenshot: true },
];

const RULES = { act: () => null };

export function woundsTrackerStart(view: string): AppState<null> {
  const base = emptyState(null, RULES);
  switch (view) {
    case "wounds-tracker-player":
      return { ...base, sidebar: woundsTrackerSidebar("player") };
    case "wounds-turn-prompt":
      return { ...base, chat: woundsTurnPromptMessages<null>() };
    default:
      return { ...base, sidebar: woundsTrackerSidebar("gm") };
  }
}
