/**
 * The slots combat tracker (docs/rules/slots.md §7): above Foundry's list, the Active Phase
 * Cycle as groups of equal Awareness (the acting group marked, the last marked Final Phase),
 * each row with its Action and Reserved Slots as pips and the price an out-of-phase action
 * costs right now, and the NPCs in a block of their own with their slot pools. The cycle
 * itself is run by the shared phase runner with the slots policy; this only draws it, from the
 * pure view-model src/view/slots/tracker.ts.
 */
import type { CombatView } from "../../../core/ruleset";
import { type SlotsActor, type SlotsEncounter, slotsRuleset, validateSlotsEncounter } from "../../../core/slots";
import { slotsTrackerView } from "../../../view/slots/tracker";
import { readLedger } from "../../combat/automation-ledger";
import { buildCombatView } from "../../combat/combat-view";
import { activeCombatRuleset } from "../../combat/ruleset-context";
import { wordView } from "../../i18n";
import { bindStayButtons } from "./stay";

const TEMPLATE = "systems/fray/templates/slots/combat/cycle.hbs";
const ADDED = ".fray-slots-cycle";

/** The encounter in the combat's flags, or a new one until the first phase writes it; throws when malformed. */
export function slotsEncounterOf(combat: Combat.Implementation): SlotsEncounter {
  const stored = readLedger(combat.flags).encounter;
  return stored === undefined ? slotsRuleset.combat.initialEncounter() : validateSlotsEncounter(stored);
}

export function slotsCombatViewOf(combat: Combat.Implementation): CombatView<SlotsActor, SlotsEncounter> | null {
  const ruleset = activeCombatRuleset();
  if (!ruleset || ruleset.policy !== slotsRuleset.combat) return null;
  const { view } = buildCombatView(combat, { round: combat.round, turn: combat.turn }, slotsEncounterOf(combat), ruleset);
  // The slots ruleset's readState is slotsStateOf, which returns validated states.
  return view as CombatView<SlotsActor, SlotsEncounter>;
}

async function decorate(combat: Combat.Implementation | null, html: HTMLElement): Promise<void> {
  html.querySelectorAll(ADDED).forEach((e) => e.remove());
  if (!combat) return;
  let view: CombatView<SlotsActor, SlotsEncounter> | null;
  try {
    view = slotsCombatViewOf(combat);
  } catch (error) {
    console.warn("Fray | the slots encounter could not be read", error);
    return;
  }
  if (view === null) return;
  const hiddenIds = new Set(game.user.isGM ? [] : combat.combatants.filter((c) => c.hidden).flatMap((c) => (c.id ? [c.id] : [])));
  const owns = (id: string): boolean => combat.combatants.get(id)?.isOwner ?? false;
  const tracker = slotsTrackerView({ view, owns, hiddenIds });
  const template = document.createElement("template");
  template.innerHTML = (await foundry.applications.handlebars.renderTemplate(TEMPLATE, { view: wordView(tracker) })).trim();
  const block = template.content.firstElementChild;
  const list = html.querySelector(".combat-tracker");
  if (block && list) list.before(block);
  if (block) bindStayButtons(combat, view, block);
}

export function registerSlotsTracker(): void {
  Hooks.on("renderCombatTracker", (app, html) => {
    void decorate((app as { viewed?: Combat.Implementation | null }).viewed ?? null, html);
  });
}
