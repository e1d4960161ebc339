/**
 * The track tracker inside Foundry's v13 CombatTracker, added by the renderCombatTracker hook (the
 * core rows, controls and context menus stay Foundry's): badges in each `[data-combatant-id]` row
 * under the name (`.token-name`), and the Initiative Passes above the list (`.combat-tracker`).
 * ⚠ Both selectors are v13's tracker markup as the banks tracker uses them; if missing, the
 * badges go at the end of the row and the passes at the end of the tracker. Rendering is async;
 * a render that finishes after a newer one started is dropped.
 */
import { wordView } from "../../i18n";
import { trackStateOf } from "../actor-state";
import { type TrackerCombatant, trackTrackerView } from "../../../view/track/tracker-view";

export const TRACK_TRACKER_TEMPLATES = {
  passes: "systems/fray/templates/track/combat/passes.hbs",
  badges: "systems/fray/templates/track/combat/badges.hbs",
} as const;

const ADDED = ".fray-track-badges, .fray-track-passes";

interface TrackerApp {
  readonly viewed: Combat.Implementation | null;
}

const generations = new WeakMap<TrackerApp, number>();

function stateOf(actor: Actor.Implementation | null): TrackerCombatant["state"] {
  if (!actor) return null;
  try {
    return trackStateOf(actor);
  } catch {
    return null;
  }
}

function element(html: string): HTMLElement | null {
  const template = document.createElement("template");
  // Template output: every value in it was escaped by Handlebars.
  template.innerHTML = html.trim();
  const first = template.content.firstElementChild;
  return first instanceof HTMLElement ? first : null;
}

async function renderInto(app: TrackerApp, generation: number, html: HTMLElement, combat: Combat.Implementation): Promise<void> {
  const combatants = [...combat.combatants]
    .filter((c) => c.visible)
    .map((c): TrackerCombatant => ({ id: c.id ?? "", name: c.name ?? "", initiative: c.initiative ?? null, state: stateOf(c.actor) }));
  const view = wordView(trackTrackerView(combatants));
  const render = foundry.applications.handlebars.renderTemplate;
  const rows = view.rows.filter((row) => row.badges.length > 0);
  const [passes, ...badges] = await Promise.all([render(TRACK_TRACKER_TEMPLATES.passes, { passes: view.passes }), ...rows.map((row) => render(TRACK_TRACKER_TEMPLATES.badges, { row }))]);
  if (generations.get(app) !== generation) return;
  html.querySelectorAll(ADDED).forEach((e) => e.remove());
  const panel = view.passes.length > 0 && passes !== undefined ? element(passes) : null;
  if (panel) {
    const list = html.querySelector(".combat-tracker");
    if (list) list.before(panel);
    else html.append(panel);
  }
  rows.forEach((row, i) => {
    const li = html.querySelector<HTMLElement>(`[data-combatant-id="${CSS.escape(row.id)}"]`);
    const block = element(badges[i] ?? "");
    if (li && block) (li.querySelector(".token-name") ?? li).append(block);
  });
}

export function onRenderTrackTracker(app: TrackerApp, html: HTMLElement): void {
  const generation = (generations.get(app) ?? 0) + 1;
  generations.set(app, generation);
  const combat = app.viewed;
  if (!combat) {
    html.querySelectorAll(ADDED).forEach((e) => e.remove());
    return;
  }
  renderInto(app, generation, html, combat).catch((error: unknown) => console.error("fray | the track tracker could not render", error));
}

export function registerTrackTracker(): void {
  Hooks.on("renderCombatTracker", (app, html) => onRenderTrackTracker(app as unknown as TrackerApp, html));
  // A Dying timer ticks with world time: redraw the badges.
  Hooks.on("updateActor", () => void ui.combat?.render());
}
