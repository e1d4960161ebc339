/**
 * The in-memory table for wounds scenarios: actors as core state with their weapons, the
 * Action Deck as the encounter state, the round, and the GM's pool of Bennies (one per player
 * character, rules/wounds.md §7).
 */
import { type EncounterTable, type Scenario, type TableActor, type TableWeapon, readScenario, table as generic } from "../../encounter";
import { RulesInputError } from "../../errors";
import { type WoundsEncounter, defaultWoundsEncounter, validateWoundsEncounter } from "../action-cards";
import { requireArray, requireObject, requireWhole } from "../checks";
import { validateWoundsWeapon } from "../items";
import { validateWoundsActor } from "../state-validation";
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

function checkWeapons(value: unknown, path: string): WoundsTableWeapon[] {
  return requireArray(value, path, "scenario.invalid", 1000).map((w, i) => {
    const o = requireObject(w, `${path}[${i}]`, "scenario.invalid");
    if (typeof o["id"] !== "string" || typeof o["name"] !== "string") throw new RulesInputError("scenario.invalid", `${path}[${i}]`, "a weapon has an id and a name");
    return { id: o["id"], name: o["name"], weapon: validateWoundsWeapon(o["weapon"], `${path}[${i}].weapon`) };
  });
}

/** Checks a table handed in from outside (the steps only ever make valid ones). */
export function checkTable(value: unknown): WoundsTable {
  const t = requireObject(value, "table", "scenario.invalid");
  const actors = requireArray(t["actors"], "table.actors", "scenario.invalid", 1000).map((a, i): WoundsTableActor => {
    const o = requireObject(a, `table.actors[${i}]`, "scenario.invalid");
    if (typeof o["id"] !== "string" || typeof o["name"] !== "string" || typeof o["type"] !== "string") throw new RulesInputError("scenario.invalid", `table.actors[${i}]`, "an actor has an id, a name and a type");
    return { id: o["id"], name: o["name"], type: o["type"], state: validateWoundsActor(o["state"], `table.actors[${i}].state`), weapons: checkWeapons(o["weapons"], `table.actors[${i}].weapons`) };
  });
  return {
    actors,
    items: checkWeapons(t["items"], "table.items"),
    encounter: validateWoundsEncounter(t["encounter"], "table.encounter"),
    round: requireWhole(t["round"], "table.round", "scenario.invalid", { min: 0 }),
    gmBennies: requireWhole(t["gmBennies"], "table.gmBennies", "scenario.invalid", { min: 0, max: 99 }),
  };
}

export function actorById(table: WoundsTable, id: string): WoundsTableActor {
  if (typeof id !== "string") throw new RulesInputError("scenario.unknownRef", "actor", "an actor is named by its id");
  return generic.actorById(checkTable(table), id);
}

export function withActorState(table: WoundsTable, id: string, state: WoundsActor): WoundsTable {
  actorById(table, id);
  return generic.withState<WoundsActor, WoundsWeapon, WoundsTable>(table, id, validateWoundsActor(state, "state"));
}
