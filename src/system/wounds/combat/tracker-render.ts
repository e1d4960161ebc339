/**
 * The wounds tracker inside Foundry's v13 CombatTracker (docs/rules/wounds.md §7), added by the
 * renderCombatTracker hook so Foundry's rows, menus and drag handling stay its own: each row gets
 * its Action Card, its Hold badge and the controls this user may use (view/wounds/tracker.ts),
 * under the name as banks' rows do; the card stands in for the initiative number (styles/wounds/
 * tracker.css hides it), which only orders the rows. A render that ends
 * after a newer one began is dropped. A click on a control asks the active GM (tracker-actions.ts).
 */
import { isElement } from "../../compat";
import { readLedger } from "../../combat/automation-ledger";
import { askGm, report } from "../../gm/gm-request";
import { wordView } from "../../i18n";
import { type TrackerCombatantInput, trackerRows } from "../../../view/wounds/tracker";
import { woundsStateOf } from "../actor-state";
import { encounterOf } from "./encounter-step";
import { type TrackerAction, combatantRef, runTrackerAction } from "./tracker-actions";

export const TRACKER_ROW_TEMPLATE = "systems/fray/templates/wounds/combat/row.hbs";
const ADDED = ".fray-wounds-row";
const QUERIES = { hold: "fray.woundsHold", actNow: "fray.woundsActNow", redraw: "fray.woundsRedraw", deal: "fray.woundsDeal" } as const;

interface TrackerApp {
  readonly viewed: Combat.Implementation | null;
}

const generations = new WeakMap<TrackerApp, number>();

function benniesOf(actor: Actor.Implementation | null): number {
  try {
    return actor ? woundsStateOf(actor).bennies : 0;
  } catch {
    return 0;
  }
}

/** What the view-model needs of each combatant, for this user. */
export function trackerInputs(combat: Combat.Implementation): TrackerCombatantInput[] {
  const current = combat.started ? (combat.combatant?.id ?? null) : null;
  const turns = combat.turns;
  return turns.flatMap((c, index) => {
    if (!c.id) return [];
    const actor = c.actor;
    return [
      {
        id: c.id,
        name: c.name ?? actor?.name ?? "",
        controls: game.user.isGM || (actor?.isOwner ?? false),
        visible: c.visible,
        turnCame: combat.started && combat.turn !== null && index <= combat.turn,
        isCurrent: c.id === current,
        bennies: benniesOf(actor),
      },
    ];
  });
}

/** renderCombatTracker: adds Fray's blocks to a wounds combat's rows. */
export function onRenderWoundsTracker(app: TrackerApp, html: HTMLElement): void {
  const generation = (generations.get(app) ?? 0) + 1;
  generations.set(app, generation);
  const combat = app.viewed;
  html.querySelectorAll(ADDED).forEach((e) => e.remove());
  if (!combat || readLedger(combat.flags).encounter === undefined) return;
  renderInto(app, generation, html, combat).catch((error: unknown) => console.error("Fray | the wounds tracker could not render", error));
}

async function renderInto(app: TrackerApp, generation: number, html: HTMLElement, combat: Combat.Implementation): Promise<void> {
  const rows = wordView(trackerRows(encounterOf(combat), trackerInputs(combat)));
  const render = foundry.applications.handlebars.renderTemplate;
  const blocks = await Promise.all(rows.map((row) => render(TRACKER_ROW_TEMPLATE, { row })));
  if (generations.get(app) !== generation) return;
  html.querySelectorAll(ADDED).forEach((e) => e.remove());
  rows.forEach((row, i) => {
    const li = html.querySelector<HTMLElement>(`li.combatant[data-combatant-id="${CSS.escape(row.id)}"]`);
    const template = document.createElement("template");
    template.innerHTML = (blocks[i] ?? "").trim();
    const block = template.content.firstElementChild;
    if (!li || !isElement(block)) return;
    li.classList.toggle("fray-wounds-has-card", row.card !== null);
    (li.querySelector(".token-name") ?? li).append(block);
    block.addEventListener("click", (event) => onControl(event, combat));
  });
}

/** The client's side of a control: the GM's own click runs here, a player's goes with its sender. */
export function askTracker(action: TrackerAction, combatId: string, combatantId: string) {
  const messageId = combatantRef(combatId, combatantId);
  return askGm(QUERIES[action], { messageId }, () => runTrackerAction(action, messageId, game.user), { withSender: true });
}

/**
 * The tracker's initiative buttons (adapter combat.rollInitiative): a combatant who joined after
 * the round was dealt gets a card now; before the combat starts, the first round deals them all.
 */
export async function dealLate(combat: Combat.Implementation, combatantIds: readonly string[]): Promise<void> {
  if (!combat.id || combat.round < 1) {
    ui.notifications?.info("FRAY.Wounds.Combat.DealtAtStart", { localize: true });
    return;
  }
  for (const id of combatantIds) report(await askTracker("deal", combat.id, id));
}

function onControl(event: Event, combat: Combat.Implementation): void {
  const button = (event.target as HTMLElement | null)?.closest<HTMLButtonElement>("[data-fray-wounds-action]");
  if (!button) return;
  // Foundry's row action (select and pan to the token) is not a Hold.
  event.stopPropagation();
  const action = button.dataset["frayWoundsAction"];
  const id = button.dataset["combatant"];
  if ((action !== "hold" && action !== "actNow" && action !== "redraw") || !id || !combat.id) return;
  button.disabled = true;
  askTracker(action, combat.id, id)
    .then(report)
    .catch((error: unknown) => console.error("Fray | a wounds tracker control failed", error))
    .finally(() => {
      button.disabled = false;
    });
}
