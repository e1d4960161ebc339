/**
 * The tracker shows each combatant's effective IP as its initiative (docs/rules/banks.md §8). After
 * IP or a Team Bank is spent the active GM writes the new values: one Combatant update for the
 * whole combat, only for combatants whose number changed.
 */
import { effectiveIp, teamOf } from "../../../core/banks";
import { banksStateOf } from "../actor-state";
import { encounterOf } from "../combat-context";

export function initiativeChanges(combat: Combat.Implementation, only?: readonly string[]): { _id: string; initiative: number }[] {
  const encounter = encounterOf(combat);
  const changes: { _id: string; initiative: number }[] = [];
  for (const combatant of combat.combatants) {
    const actor = combatant.actor;
    if (!actor || !combatant.id || (only !== undefined && !only.includes(combatant.id))) continue;
    let value: number;
    try {
      const state = banksStateOf(actor);
      value = effectiveIp(state, teamOf(encounter, combatant.id, state));
    } catch {
      continue;
    }
    if (combatant.initiative !== value) changes.push({ _id: combatant.id, initiative: value });
  }
  return changes;
}

export async function refreshInitiative(combat: Combat.Implementation): Promise<void> {
  const changes = initiativeChanges(combat);
  if (changes.length) await combat.updateEmbeddedDocuments("Combatant", changes, { turnEvents: false });
}

/**
 * The tracker's roll buttons in a banks world (docs/rules/banks.md §6.1): nothing is rolled there —
 * the Initiative Bank is rolled at each round's start — so a button shows the combatants' current
 * effective IP as their initiative, which orders the tracker until the round begins.
 */
export async function showInitiative(combat: Combat.Implementation, ids: readonly string[]): Promise<void> {
  const changes = initiativeChanges(combat, ids);
  if (changes.length) await combat.updateEmbeddedDocuments("Combatant", changes, { turnEvents: false });
}
