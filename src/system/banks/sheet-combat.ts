/**
 * What a banks actor sheet needs from the combat being viewed, as plain data for the pure
 * view-model (src/view/banks/sheet/input.ts): the encounter's time class and Team Banks from
 * the combat's automation ledger, this actor's team, and who is taking the current turn with
 * their banks state. Unreadable data (a combatant the core rejects) reads as "no such context"
 * rather than breaking the sheet.
 */
import { type BanksEncounter, type TeamRef, teamOf } from "../../core/banks";
import type { BanksSheetCombat } from "../../view/banks/sheet/input";
import { banksStateOf } from "./actor-state";
import { encounterOf } from "./combat-context";

/** A token's synthetic actor is not the world actor: compare by UUID. */
const sameActor = (a: Actor.Implementation | null, b: Actor.Implementation): boolean => a !== null && (a === b || a.uuid === b.uuid);

function teamFor(encounter: BanksEncounter, combatant: Combatant.Implementation, actor: Actor.Implementation): TeamRef | null {
  if (combatant.id === null) return null;
  try {
    return teamOf(encounter, combatant.id, banksStateOf(actor));
  } catch {
    return null;
  }
}

/** The viewed combat as this actor's sheet sees it; null when there is none or the actor is not in it. */
export function banksSheetCombat(actor: Actor.Implementation): BanksSheetCombat | null {
  const combat = game.combat;
  if (!combat) return null;
  const mine = combat.combatants.find((c) => sameActor(c.actor, actor));
  if (mine === undefined) return null;
  const encounter = encounterOf(combat);
  const currentCombatant = combat.started ? combat.combatant : null;
  const currentActor = currentCombatant?.actor ?? null;
  let current: BanksSheetCombat["current"] = null;
  if (currentCombatant && currentActor && !sameActor(currentActor, actor)) {
    try {
      current = { name: currentCombatant.name ?? currentActor.name, state: banksStateOf(currentActor), team: teamFor(encounter, currentCombatant, currentActor) };
    } catch {
      current = null;
    }
  }
  return {
    timeClass: encounter.timeClass,
    team: teamFor(encounter, mine, actor),
    current,
    ownTurn: currentCombatant !== null && currentCombatant !== undefined && currentCombatant.id === mine.id,
  };
}
