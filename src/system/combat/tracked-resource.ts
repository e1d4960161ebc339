/**
 * The combat tracker's tracked resource follows Fray's derived bars. Foundry refreshes a
 * combatant's resource only when an update names `system.<resource>` (foundry-v13.md §9), and a
 * derived bar (`health`, `bars.stun`) is never named: its ruleset's slice changes instead.
 */
export function refreshTrackedResource(actor: Actor.Implementation): void {
  let touched = false;
  for (const combat of game.combats) {
    for (const combatant of combat.combatants) {
      // A linked token's combatant holds the world actor; an unlinked one its token's synthetic actor.
      if (combatant.actor !== actor) continue;
      combatant.updateResource();
      touched = true;
    }
  }
  if (touched) ui.combat?.render();
}
