/**
 * The track tracker inside Foundry's v13 CombatTracker, added by the renderCombatTracker hook (the
 * core rows, controls and context menus stay Foundry's): badges in each `[data-combatant-id]` row
 * under the name (`.token-name`), and the Initiative Passes above the list (`.combat-tracker`).
 * ⚠ Both selectors are v13's tracker markup as the banks tracker uses them; if missing, the
 * badges go at the end of the row and the passes at the end of the tracker.
 */
import { wordView } from "../../i18n";
import { trackStateOf } from "../actor-state";
import { type TrackerCombatant, trackTrackerView } from "./tracker-view";

const ADDED = ".fray-track-badges, .fray-track-passes";

interface TrackerApp {
  readonly viewed: Combat.Implementation | null;
}

function stateOf(actor: Actor.Implementation | null): TrackerCombatant["state"] {
  if (!actor) return null;
  try {
    return trackStateOf(actor);
  } catch {
    return null;
  }
}

function element(tag: string, className: string, children: readonly HTMLElement[]): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  el.append(...children);
  return el;
}

function span(className: string, label: string): HTMLElement {
  const el = document.createElement("span");
  el.className = className;
  // textContent: a combatant's name is user data, never markup.
  el.textContent = label;
  return el;
}

export function onRenderTrackTracker(app: TrackerApp, html: HTMLElement): void {
  html.querySelectorAll(ADDED).forEach((e) => e.remove());
  const combat = app.viewed;
  if (!combat) return;
  const combatants = [...combat.combatants]
    .filter((c) => c.visible)
    .map((c): TrackerCombatant => ({ id: c.id ?? "", name: c.name ?? "", initiative: c.initiative ?? null, state: stateOf(c.actor) }));
  const view = wordView(trackTrackerView(combatants));
  if (view.passes.length > 0) {
    const panel = element("section", "fray-track-passes", view.passes.map((line) => span("fray-track-pass", line)));
    panel.setAttribute("aria-label", game.i18n.localize("FRAY.Track.Tracker.Passes"));
    const list = html.querySelector(".combat-tracker");
    if (list) list.before(panel);
    else html.append(panel);
  }
  for (const row of view.rows) {
    if (row.badges.length === 0) continue;
    const li = html.querySelector<HTMLElement>(`[data-combatant-id="${CSS.escape(row.id)}"]`);
    if (!li) continue;
    (li.querySelector(".token-name") ?? li).append(element("div", "fray-track-badges", row.badges.map((b) => span(`fray-track-badge ${b.kind}`, b.label))));
  }
}

export function registerTrackTracker(): void {
  Hooks.on("renderCombatTracker", (app, html) => onRenderTrackTracker(app as unknown as TrackerApp, html));
  // A Dying timer ticks with world time: redraw the badges.
  Hooks.on("updateActor", () => void ui.combat?.render());
}
