/**
 * The track tracker inside Foundry's v13 CombatTracker, added by the renderCombatTracker hook (the
 * core rows, controls and context menus stay Foundry's). Foundry draws one row per entry of
 * `combat.turns`, so a combatant with extra passes has a row in each pass; this adds the pass
 * being played above the list (`.combat-tracker`), and to each row (`li.combatant`, in turn
 * order) its pass, its tie group drawn as one bracketed turn, the group acting now, badges
 * (Dying with the time left, skipped, holding, turns left) and the Hold / Act now buttons.
 * ⚠ The selectors are v13's tracker markup (foundry-v13.md §9); if the list is missing, the
 * heading goes at the end of the tracker. Rendering is async; a render that finishes after a
 * newer one started is dropped.
 */
import { isElement } from "../../compat";
import { wordView } from "../../i18n";
import { askGm, report } from "../../gm/gm-request";
import { trackStateOf } from "../actor-state";
import { type TrackerCombatant, trackTrackerView } from "../../../view/track/tracker-view";
import { trackRowsOf } from "./round-rows";
import { type HoldAction, controls, decideHold } from "./hold";
import { offerGroupEndTurn } from "../../combat/group-end-turn";
import { trackActingMembers } from "./group-members";

export const TRACK_TRACKER_TEMPLATES = {
  passes: "systems/fray/templates/track/combat/passes.hbs",
  badges: "systems/fray/templates/track/combat/badges.hbs",
} as const;

const ADDED = ".fray-track-badges, .fray-track-passes";
const ROW_CLASSES = ["fray-track-group-first", "fray-track-group-middle", "fray-track-group-last", "fray-track-acting", "fray-track-pass-start"];

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
  return isElement(first) ? first : null;
}

/** Whether a row carries anything to draw. */
const worthDrawing = (row: { readonly badges: readonly unknown[]; readonly passLabel: unknown; readonly groupLabel: unknown; readonly canHold: boolean; readonly canActNow: boolean }): boolean => row.badges.length > 0 || row.passLabel !== null || row.groupLabel !== null || row.canHold || row.canActNow;

/** The combat as the view-model reads it: every turn row, and who this user controls. */
export function trackerInput(combat: Combat.Implementation): Parameters<typeof trackTrackerView>[0] {
  return {
    turns: combat.turns.map((c): TrackerCombatant => ({ id: c.id ?? "", name: c.name ?? "", initiative: c.initiative ?? null, state: stateOf(c.actor) })),
    rows: trackRowsOf(combat),
    round: combat.round,
    turn: combat.started ? combat.turn : null,
    controls: (id) => {
      const combatant = combat.combatants.get(id);
      return combatant !== undefined && controls(game.user, combatant);
    },
  };
}

async function renderInto(app: TrackerApp, generation: number, html: HTMLElement, combat: Combat.Implementation): Promise<void> {
  const view = wordView(trackTrackerView(trackerInput(combat)));
  // Foundry draws only the turns this user may see, in turn order.
  const visible = view.rows.filter((_row, i) => combat.turns[i]?.visible === true);
  const render = foundry.applications.handlebars.renderTemplate;
  const [passes, ...blocks] = await Promise.all([
    view.heading === null ? Promise.resolve("") : render(TRACK_TRACKER_TEMPLATES.passes, { heading: view.heading }),
    ...visible.map((row) => (worthDrawing(row) ? render(TRACK_TRACKER_TEMPLATES.badges, { row }) : Promise.resolve(""))),
  ]);
  if (generations.get(app) !== generation) return;
  html.querySelectorAll(ADDED).forEach((e) => e.remove());
  const panel = passes ? element(passes) : null;
  if (panel) {
    const list = html.querySelector(".combat-tracker");
    if (list) list.before(panel);
    else html.append(panel);
  }
  const items = [...html.querySelectorAll<HTMLElement>("li.combatant")];
  visible.forEach((row, i) => {
    const li = items[i];
    if (!li || li.dataset["combatantId"] !== row.id) return;
    li.classList.remove(...ROW_CLASSES);
    if (row.place !== "solo") li.classList.add(`fray-track-group-${row.place}`);
    if (row.acting) li.classList.add("fray-track-acting");
    if (row.passLabel !== null) li.classList.add("fray-track-pass-start");
    const block = element(blocks[i] ?? "");
    if (block) (li.querySelector(".token-name") ?? li).append(block);
  });
}

/** A Hold / Act now click: the GM decides (hold.ts); the asker's own GM client decides at once. */
async function onTurnButton(combat: Combat.Implementation, action: HoldAction, rowIndex: number): Promise<void> {
  const query = action === "hold" ? "fray.trackHold" : "fray.trackActNow";
  report(await askGm(query, { messageId: combat.id ?? "", targetIndex: rowIndex }, () => decideHold(action, combat.id ?? "", rowIndex, game.user), { withSender: true }));
}

function listen(app: TrackerApp, html: HTMLElement): void {
  if (html.dataset["frayTrackListening"] === "1") return;
  html.dataset["frayTrackListening"] = "1";
  html.addEventListener("click", (event) => {
    const button = isElement(event.target) ? event.target.closest<HTMLButtonElement>("button[data-fray-track]") : null;
    const combat = app.viewed;
    if (!button || !combat) return;
    event.preventDefault();
    event.stopPropagation();
    const action = button.dataset["frayTrack"];
    const index = Number(button.dataset["turnIndex"]);
    if ((action !== "hold" && action !== "actNow") || !Number.isInteger(index)) return;
    button.disabled = true;
    onTurnButton(combat, action, index)
      .catch((error: unknown) => console.error("fray | the hold could not be sent", error))
      .finally(() => (button.disabled = false));
  });
}

export function onRenderTrackTracker(app: TrackerApp, html: HTMLElement): void {
  const generation = (generations.get(app) ?? 0) + 1;
  generations.set(app, generation);
  const combat = app.viewed;
  offerGroupEndTurn(combat, html, combat ? trackActingMembers(combat) : []);
  if (!combat) {
    html.querySelectorAll(ADDED).forEach((e) => e.remove());
    return;
  }
  listen(app, html);
  renderInto(app, generation, html, combat).catch((error: unknown) => console.error("fray | the track tracker could not render", error));
}
