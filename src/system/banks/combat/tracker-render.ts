/**
 * The banks tracker inside Foundry's v13 CombatTracker (docs/rules/banks.md §8). It is added by the
 * renderCombatTracker hook rather than by a CombatTracker subclass with its own templates: the
 * core rows, controls, context menus and drag handling stay Foundry's, and Fray only adds a
 * block to each `[data-combatant-id]` row (under the name, in `.token-name`) and a Team Bank
 * panel above the list (`.combat-tracker`). ⚠ Both selectors are v13's tracker markup as seen
 * in public v13 systems; if they are missing, the row goes at the end of the row and the panel
 * at the end of the tracker. The hook fires for the sidebar and its pop-out alike.
 *
 * Rendering is async; a render that finishes after a newer one started is dropped, so a row
 * never shows an older state than the tracker around it. Clicks on Fray's controls stop there:
 * Foundry's own row action (activateCombatant) never sees them; a click on the chips still
 * selects the combatant's token, as a click anywhere on the row does.
 */
import { banksTrackerView } from "../../../view/banks/tracker";
import { isElement } from "../../compat";
import { wordView } from "../../i18n";
import { type BanksCombat, banksCombatOf } from "./banks-combat";
import { promptNewTeam } from "./new-team-dialog";
import { passCurrentTurn } from "./pass-turn";
import { applyRosterEdit } from "./team-controls";
import { editFor } from "./team-roster";

export const TRACKER_TEMPLATES = {
  row: "systems/fray/templates/banks/combat/row.hbs",
  teams: "systems/fray/templates/banks/combat/teams.hbs",
} as const;

const ADDED = ".fray-banks-row, .fray-banks-teams";

interface TrackerApp {
  readonly viewed: Combat.Implementation | null;
}

const generations = new WeakMap<TrackerApp, number>();

function element(html: string): HTMLElement | null {
  const template = document.createElement("template");
  template.innerHTML = html.trim();
  const first = template.content.firstElementChild;
  return isElement(first) ? first : null;
}

/** The view-model of a combat for this user, worded. */
export function trackerViewFor(banks: BanksCombat, combat: Combat.Implementation) {
  const current = combat.started ? (combat.combatant?.id ?? null) : null;
  return wordView(
    banksTrackerView({
      view: banks.view,
      currentId: current,
      owns: (id) => game.user.isGM || (combat.combatants.get(id)?.isOwner ?? false),
      isGM: game.user.isGM,
      // Foundry's own rule: a hidden combatant shows to its owners and the GMs only.
      hiddenIds: new Set(banks.view.combatants.filter((c) => !(combat.combatants.get(c.id)?.visible ?? true)).map((c) => c.id)),
    }),
  );
}

/** renderCombatTracker: adds (or, outside a banks combat, removes) Fray's blocks. */
export function onRenderCombatTracker(app: TrackerApp, html: HTMLElement): void {
  const generation = (generations.get(app) ?? 0) + 1;
  generations.set(app, generation);
  const combat = app.viewed;
  let banks: BanksCombat | null = null;
  try {
    banks = combat ? banksCombatOf(combat) : null;
  } catch (error) {
    console.warn("fray | the banks tracker cannot read this combat's encounter", error);
  }
  if (!combat || !banks) {
    html.querySelectorAll(ADDED).forEach((e) => e.remove());
    return;
  }
  renderInto(app, generation, html, combat, banks).catch((error: unknown) => console.error("fray | the banks tracker could not render", error));
}

async function renderInto(app: TrackerApp, generation: number, html: HTMLElement, combat: Combat.Implementation, banks: BanksCombat): Promise<void> {
  const view = trackerViewFor(banks, combat);
  const render = foundry.applications.handlebars.renderTemplate;
  const [panel, ...rows] = await Promise.all([render(TRACKER_TEMPLATES.teams, { panel: view.panel }), ...view.rows.map((row) => render(TRACKER_TEMPLATES.row, { row }))]);
  if (generations.get(app) !== generation) return;
  html.querySelectorAll(ADDED).forEach((e) => e.remove());
  const panelElement = panel === undefined ? null : element(panel);
  if (panelElement) {
    const list = html.querySelector(".combat-tracker");
    if (list) list.before(panelElement);
    else html.append(panelElement);
    wirePanel(panelElement, combat, Object.keys(banks.view.encounter.teams));
  }
  view.rows.forEach((row, i) => {
    const li = html.querySelector<HTMLElement>(`[data-combatant-id="${CSS.escape(row.id)}"]`);
    const block = element(rows[i] ?? "");
    if (!li || !block) return;
    (li.querySelector(".token-name") ?? li).append(block);
    wireRow(block, combat);
  });
}

function run(button: HTMLButtonElement | HTMLSelectElement, task: () => Promise<unknown>): void {
  button.disabled = true;
  task()
    .catch((error: unknown) => console.error("fray | banks tracker control failed", error))
    .finally(() => {
      button.disabled = false;
    });
}

function wireRow(block: HTMLElement, combat: Combat.Implementation): void {
  const pass = block.querySelector<HTMLButtonElement>("[data-fray-banks-pass]");
  const id = pass?.dataset["frayBanksPass"];
  if (!pass || !id) return;
  pass.addEventListener("click", (event) => {
    // The row's own action (activateCombatant: select and pan to the token) is not a pass.
    event.stopPropagation();
    run(pass, () => passCurrentTurn(combat, id));
  });
}

function wirePanel(panel: HTMLElement, combat: Combat.Implementation, teams: readonly string[]): void {
  const onControl = (event: Event): void => {
    const control = (event.target as HTMLElement | null)?.closest<HTMLButtonElement | HTMLSelectElement>("[data-fray-team-action]");
    if (!control) return;
    // Foundry's tracker listens for clicks and changes too (its actions, the initiative input).
    event.stopPropagation();
    if (isElement(control, "select") !== (event.type === "change")) return;
    const action = control.dataset["frayTeamAction"] ?? "";
    if (action === "create") return run(control, () => promptNewTeam(combat, teams));
    const team = control.closest<HTMLElement>("[data-fray-team]")?.dataset["frayTeam"];
    const member = control.closest<HTMLElement>("[data-fray-member]")?.dataset["frayMember"] ?? null;
    const edit = team === undefined ? null : editFor(action, team, { value: control.value, member });
    if (edit) run(control, () => applyRosterEdit(combat, edit));
  };
  panel.addEventListener("click", onControl);
  panel.addEventListener("change", onControl);
}
