/**
 * The slots ruleset's preview module: its views and the state each opens on. Minimal for now —
 * the tracker (GM and player) and the Upkeep card; the sheets and the attack card come with the
 * other half of the slots work, whose module this merges with.
 */
import { emptyState, type AppState } from "../page/state";
import type { PreviewRuleset, ViewSpec } from "../ruleset";
import { slotsTrackerSidebar } from "./tracker";
import { slotsUpkeepMessage } from "./upkeep";

const SLOTS_COMBAT_VIEWS: readonly ViewSpec[] = [
  { id: "slots-tracker", label: "Slots combat tracker (GM): the Active Phase Cycle in its Final Phase, a tie group, NPC pools", screenshot: true },
  { id: "slots-tracker-player", label: "Slots combat tracker (player): the same round without the hidden NPC", screenshot: false },
  { id: "slots-upkeep", label: "Slots Upkeep card: bleeding, hemorrhage, a Vocal burnout, a death, Hesitation, with the GM's Undo", screenshot: true },
  { id: "slots-upkeep-undone", label: "Slots Upkeep card after the GM's Undo", screenshot: false },
];

const RULES = { act: () => null };

function slotsStart(view: string): AppState {
  const base = emptyState<unknown>({}, RULES);
  switch (view) {
    case "slots-tracker-player":
      return { ...base, sidebar: slotsTrackerSidebar("player") };
    case "slots-upkeep":
      return { ...base, chat: [slotsUpkeepMessage({ undone: false, isGm: true })] };
    case "slots-upkeep-undone":
      return { ...base, chat: [slotsUpkeepMessage({ undone: true, isGm: true })] };
    default:
      return { ...base, sidebar: slotsTrackerSidebar("gm") };
  }
}

export const slotsPreview: PreviewRuleset = { id: "slots", views: SLOTS_COMBAT_VIEWS, start: slotsStart };
