/**
 * A group that acts as one turn (track's tie group, slots' Awareness group) is ended by the owner
 * of any of its members. Foundry's tracker shows End turn to a player only when they own
 * `combat.combatant` (client combat-tracker.mjs _prepareCombatContext), so the tracker gets the
 * same control for the owners of the other members. Ending is what Foundry's own button does,
 * `combat.nextTurn()`: the server lets any player change round and turn (common combat.mjs
 * #canUpdate), and the ruleset's turn hooks land the turn as for any Next turn.
 */
const MARK = "fray-group-end-turn";

interface GroupMember {
  readonly id: string | null;
  testUserPermission(user: User.Implementation, level: "OWNER"): boolean;
}

/** Whether `user` ends the acting group's turn with Fray's control (Foundry shows its own to the current combatant's owners and to GMs). */
export function mayEndGroupTurn(user: User.Implementation, combat: Combat.Implementation, members: readonly GroupMember[]): boolean {
  const current = combat.combatant;
  if (user.isGM || !combat.started || combat.turn === null || !current) return false;
  if (current.players.includes(user)) return false;
  return members.some((m) => m.id !== current.id && m.testUserPermission(user, "OWNER"));
}

/** The click: the turn moves on as with Foundry's End turn, if this user may still end it. */
export async function endGroupTurn(combat: Combat.Implementation, members: readonly GroupMember[]): Promise<boolean> {
  if (!mayEndGroupTurn(game.user, combat, members)) return false;
  await combat.nextTurn();
  return true;
}

/** renderCombatTracker: adds (or removes) the control in the tracker's footer controls. */
export function offerGroupEndTurn(combat: Combat.Implementation | null, html: HTMLElement, members: readonly GroupMember[]): void {
  html.querySelectorAll(`.${MARK}`).forEach((e) => e.remove());
  if (!combat || !mayEndGroupTurn(game.user, combat, members)) return;
  let nav = html.querySelector<HTMLElement>("nav.combat-controls");
  if (!nav) {
    nav = document.createElement("nav");
    nav.className = `combat-controls ${MARK}`;
    html.append(nav);
  }
  const button = document.createElement("button");
  button.type = "button";
  button.className = `combat-control combat-control-lg ${MARK}`;
  button.textContent = game.i18n.localize("FRAY.Common.Combat.EndGroupTurn.Label");
  button.dataset["tooltip"] = game.i18n.localize("FRAY.Common.Combat.EndGroupTurn.Hint");
  button.addEventListener("click", (event) => {
    event.preventDefault();
    button.disabled = true;
    endGroupTurn(combat, members)
      .catch((error: unknown) => console.error("fray | the group's turn could not be ended", error))
      .finally(() => (button.disabled = false));
  });
  nav.append(button);
}
