/**
 * The in-memory table for wounds scenarios: actors as core state with their weapons, the
 * Action Deck as the encounter state, the round, and the GM's pool of Bennies (one per player
 * character, rules/wounds.md §7).
 */
import { type EncounterTable, type Scenario, type TableActor, type TableWeapon, readScenario, table as generic } from "../../encounter";
import { type WoundsEncounter, defaultWoundsEncounter } from "../action-cards";
import { woundsActorFromDocument, woundsWeaponFromItem } from "../document";
import type { WoundsWeapon } from "../items";
import type { WoundsActor } from "../state";

export type WoundsTableActor = TableActor<WoundsActor, WoundsWeapon>;
export type WoundsTableWeapon = TableWeapon<WoundsWeapon>;

export interface WoundsTable extends EncounterTable<WoundsActor, WoundsWeapon, WoundsEncounter> {
  readonly round: number;
  readonly gmBennies: number;
}

export function createWoundsTable(value: Scenario): WoundsTable {
  // The same checks `fray run` made when it read the file; a hand-built scenario gets them here.
  const scenario = readScenario(value);
  const table = generic.createEncounterTable<WoundsActor, WoundsWeapon, WoundsEncounter>(
    scenario,
    { actor: (doc, path) => woundsActorFromDocument(doc, path), weapon: (item, path) => woundsWeaponFromItem(item, path) },
    defaultWoundsEncounter(),
  );
  return { ...table, round: 0, gmBennies: scenario.actors.filter((a) => a.type === "character").length };
}

export function actorById(table: WoundsTable, id: string): WoundsTableActor {
  return generic.actorById(table, id);
}

export function withActorState(table: WoundsTable, id: string, state: WoundsActor): WoundsTable {
  return generic.withState<WoundsActor, WoundsWeapon, WoundsTable>(table, id, state);
}
