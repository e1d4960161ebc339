/**
 * The in-memory table for slots scenarios (docs/rules/slots.md §7): actors as core state with the
 * abilities and weapons they carry, the Active Phase Cycle, and the Full Round being played.
 */
import { type EncounterTable, type Scenario, type TableActor as GenericActor, table as generic } from "../../encounter";
import type { CombatView } from "../../ruleset";
import { slotsActorFromSource, slotsItemFromSource } from "../document";
import { type SlotsEncounter, defaultSlotsEncounter } from "../encounter";
import type { SlotsItem } from "../item";
import type { SlotsActor } from "../state";

export type SlotsTableActor = GenericActor<SlotsActor, SlotsItem>;
export type SlotsTable = EncounterTable<SlotsActor, SlotsItem, SlotsEncounter> & { readonly round: number };

export function createSlotsTable(scenario: Scenario): SlotsTable {
  const table = generic.createEncounterTable<SlotsActor, SlotsItem, SlotsEncounter>(
    scenario,
    { actor: (doc, path) => slotsActorFromSource(doc, path), weapon: (item, path) => slotsItemFromSource(item, path) },
    defaultSlotsEncounter(),
  );
  return { ...table, round: 0 };
}

export function withState(table: SlotsTable, id: string, state: SlotsActor): SlotsTable {
  return generic.withState<SlotsActor, SlotsItem, SlotsTable>(table, id, state);
}

export function actorById(table: SlotsTable, id: string): SlotsTableActor {
  return generic.actorById(table, id);
}

export function nameOf(table: SlotsTable, id: string): string {
  return actorById(table, id).name;
}

export function combatView(table: SlotsTable): CombatView<SlotsActor, SlotsEncounter> {
  return {
    round: table.round,
    turn: null,
    encounter: table.encounter,
    combatants: table.actors.map((a) => ({ id: a.id, actorId: a.id, name: a.name, isPlayer: a.state.isPlayer, defeated: a.state.dead, initiative: null, state: a.state })),
  };
}
