/**
 * The slots ruleset's preview module: its views and the state each opens on. The sheets, the
 * attack, Execution and outro cards (views.ts), then the tracker (GM and player) and the Upkeep
 * card.
 */
import { emptyState, type AppState } from "../page/state";
import type { PreviewRuleset, StartOptions, ViewSpec } from "../ruleset";
import { slotsTrackerSidebar } from "./tracker";
import { slotsUpkeepMessage } from "./upkeep";
import { SLOTS_VIEWS, slotsStart } from "./views";

const SLOTS_COMBAT_VIEWS: readonly ViewSpec[] = [
  { id: "slots-tracker", label: "Slots combat tracker (GM): the Active Phase Cycle in its Final Phase, a tie group, NPC pools", screenshot: true },
  { id: "slots-tracker-player", label: "Slots combat tracker (player): the same round without the hidden NPC", screenshot: false },
  { id: "slots-upkeep", label: "Slots Upkeep card: bleeding, hemorrhage, a Vocal burnout, a death, Hesitation, with the GM's Undo", screenshot: true },
  { id: "slots-upkeep-undone", label: "Slots Upkeep card after the GM's Undo", screenshot: false },
];

const RULES = { act: () => null };

function slotsCombatStart(view: string): AppState {
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

export const slotsPreview: PreviewRuleset = {
  id: "slots",
  views: [...SLOTS_VIEWS, ...SLOTS_COMBAT_VIEWS],
  start: (view: string, options: StartOptions) => (SLOTS_COMBAT_VIEWS.some((v) => v.id === view) ? slotsCombatStart(view) : slotsStart(view, options)),
};
