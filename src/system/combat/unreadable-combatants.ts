/**
 * Combatants whose actors the rules cannot read are left out of the automation (combat-view.ts);
 * this makes that visible (design.md: "never a silent skip"): a warning on the combatant's
 * tracker row saying what is wrong (the GM's notice is skipped-report.ts).
 */
import { activeAdapter } from "../active-ruleset";
import { problemOf } from "./skipped-report";

/** renderCombatTracker: a warning icon, with the problem as its label, on each unreadable combatant's row. */
export function markUnreadableCombatants(app: { viewed?: Combat.Implementation | null }, html: HTMLElement): void {
  const combat = app.viewed;
  if (!combat) return;
  const adapter = activeAdapter();
  for (const combatant of combat.combatants) {
    const actor = combatant.actor;
    if (!actor || !combatant.id) continue;
    let problem: string | null = null;
    try {
      adapter.combat.readState(actor);
    } catch (error) {
      problem = problemOf(combatant.name ?? actor.name, error);
    }
    const row = html.querySelector(`li.combatant[data-combatant-id="${combatant.id}"]`);
    if (problem === null || !row) continue;
    const badge = document.createElement("i");
    badge.className = "fa-solid fa-triangle-exclamation fray-unreadable-badge";
    badge.setAttribute("role", "img");
    badge.setAttribute("aria-label", problem);
    badge.title = problem;
    row.querySelector(".token-name")?.append(badge);
  }
}
