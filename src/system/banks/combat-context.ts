/**
 * Where a banks actor stands in the combat being run: its combatant, the encounter state the
 * tracker keeps in the combat's flags (Team Banks, time class, MED TL), its team, and whose
 * turn it is. IP only moves inside a combat; outside one, actions and attacks cost nothing.
 */
import { type BanksActor, type BanksEncounter, type TeamRef, defaultBanksEncounter, teamOf } from "../../core/banks";
import { banksEncounterOf } from "./combat/banks-combat";
import { banksStateOf } from "./actor-state";

export interface BanksCombatant {
  readonly combat: Combat.Implementation;
  readonly combatant: Combatant.Implementation;
  readonly actor: Actor.Implementation;
  readonly state: BanksActor;
  readonly encounter: BanksEncounter;
  readonly team: TeamRef | null;
}

/** The encounter state of a combat: the tracker's, or a fresh one when it is missing or malformed (the tracker reports that). */
export function encounterOf(combat: Combat.Implementation): BanksEncounter {
  try {
    return banksEncounterOf(combat);
  } catch (error) {
    console.warn("Fray | the combat's banks state is malformed; using a fresh one", error);
    return defaultBanksEncounter();
  }
}

function contextOf(combat: Combat.Implementation, combatant: Combatant.Implementation, actor: Actor.Implementation): BanksCombatant {
  const state = banksStateOf(actor);
  const encounter = encounterOf(combat);
  return { combat, combatant, actor, state, encounter, team: teamOf(encounter, combatant.id ?? "", state) };
}

function inCombat(actor: Actor.Implementation, combat: Combat.Implementation | null | undefined): BanksCombatant | null {
  if (!combat?.started) return null;
  for (const combatant of combat.combatants) {
    // Matched by UUID, so an unlinked token's synthetic actor counts.
    if (combatant.actor?.uuid === actor.uuid) return contextOf(combat, combatant, actor);
  }
  return null;
}

/**
 * The actor's combatant in a running combat, or null: the one this client views first, else
 * any started combat it fights in (the GM may be viewing another scene's combat).
 */
export function banksCombatantOf(actor: Actor.Implementation): BanksCombatant | null {
  const viewed = inCombat(actor, game.combat);
  if (viewed) return viewed;
  for (const combat of game.combats) {
    const found = combat === game.combat ? null : inCombat(actor, combat);
    if (found) return found;
  }
  return null;
}

/** The combatant whose turn it is, with its state, or null between turns. */
export function actingCombatant(combat: Combat.Implementation): BanksCombatant | null {
  const combatant = combat.combatant;
  const actor = combatant?.actor;
  return combatant && actor ? contextOf(combat, combatant, actor) : null;
}
