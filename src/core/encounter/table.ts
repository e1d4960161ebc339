/**
 * The in-memory table every ruleset plays scenarios on: actors by id with their ruleset state
 * and the weapons they carry, the world items anyone may use, and the ruleset's encounter
 * state. A ruleset may keep more beside it (decks, whose turn it is); these functions keep
 * whatever else the table holds and never mutate it.
 */
import { RulesInputError, requireRecord, shown } from "../errors";
import { type Patch, applyPatch } from "../patch";
import { type Scenario, checkScenario } from "./scenario";
import { type SourceDocument, findDocument } from "./source-document";

export interface TableWeapon<W> {
  readonly id: string;
  readonly name: string;
  readonly weapon: W;
}

/** An actor on the table: its document identity, its ruleset state, and the weapons it carries. */
export interface TableActor<S, W> {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly state: S;
  readonly weapons: readonly TableWeapon<W>[];
}

export interface EncounterTable<S, W, E> {
  readonly actors: readonly TableActor<S, W>[];
  /** World weapons anyone may use (a scenario's `items`). */
  readonly items: readonly TableWeapon<W>[];
  readonly encounter: E;
}

/** How a ruleset reads its slice of the scenario's documents. */
export interface TableReader<S, W> {
  actor(doc: SourceDocument, path: string): S;
  weapon(item: SourceDocument, path: string): W;
}

function weaponsOf<W>(items: readonly SourceDocument[], path: string, read: (item: SourceDocument, path: string) => W): TableWeapon<W>[] {
  return items.flatMap((item, i) => (item.type === "weapon" ? [{ id: item._id, name: item.name, weapon: read(item, `${path}[${i}]`) }] : []));
}

/** The table of a scenario's actors and items, each document read at its JSON path. */
export function createEncounterTable<S, W, E>(scenario: Scenario, reader: TableReader<S, W>, encounter: E): EncounterTable<S, W, E> {
  const checked = checkScenario(scenario, "$");
  const r = requireRecord(reader, "reader", "scenario.invalid");
  if (typeof r["actor"] !== "function" || typeof r["weapon"] !== "function") throw new RulesInputError("scenario.invalid", "reader", "reader must read actors and weapons");
  const actors = checked.actors.map((doc, i): TableActor<S, W> => {
    const path = `$.actors[${i}]`;
    return { id: doc._id, name: doc.name, type: doc.type, state: reader.actor(doc, path), weapons: weaponsOf(doc.items, `${path}.items`, reader.weapon) };
  });
  return { actors, items: weaponsOf(checked.items, "$.items", reader.weapon), encounter };
}

type AnyTable<S, W> = EncounterTable<S, W, unknown>;

/** A table handed back in by a caller: its actor and item lists, checked before an id is looked up. */
function requireTable(table: unknown): void {
  const v = requireRecord(table, "table", "scenario.invalid");
  for (const key of ["actors", "items"]) {
    const list = v[key];
    if (!Array.isArray(list)) throw new RulesInputError("scenario.invalid", `table.${key}`, `table.${key} must be a list`);
    list.forEach((entry: unknown, i) => {
      const e = requireRecord(entry, `table.${key}[${i}]`, "scenario.invalid");
      if (typeof e["id"] !== "string" || typeof e["name"] !== "string") throw new RulesInputError("scenario.invalid", `table.${key}[${i}]`, `table.${key}[${i}] needs an id and a name`);
      if (key === "actors" && !Array.isArray(e["weapons"])) throw new RulesInputError("scenario.invalid", `table.actors[${i}].weapons`, "an actor's weapons must be a list");
    });
  }
}

function requireTableActor(actor: unknown): void {
  const a = requireRecord(actor, "actor", "scenario.invalid");
  if (!Array.isArray(a["weapons"]) || typeof a["name"] !== "string") throw new RulesInputError("scenario.invalid", "actor", "actor must be an actor of the table");
}

export function actorById<S, W>(table: AnyTable<S, W>, id: string): TableActor<S, W> {
  requireTable(table);
  const actor = table.actors.find((a) => a.id === id);
  if (!actor) throw new RulesInputError("scenario.unknownRef", "actor", `no actor ${shown(id)}`);
  return actor;
}

export function nameOf(table: AnyTable<unknown, unknown>, id: string | null): string | null {
  requireTable(table);
  return id === null ? null : actorById(table, id).name;
}

/** A weapon the actor carries or a world item, by id. */
export function weaponById<S, W>(table: AnyTable<S, W>, actor: TableActor<S, W>, id: string): TableWeapon<W> {
  requireTable(table);
  requireTableActor(actor);
  const found = [...actor.weapons, ...table.items].find((w) => w.id === id);
  if (!found) throw new RulesInputError("scenario.unknownRef", "weapon", `no weapon ${shown(id)}`);
  return found;
}

/** An actor named in a step, by `_id` or name. */
export function actorRef<S, W>(table: AnyTable<S, W>, ref: unknown, path: string): TableActor<S, W> {
  requireTable(table);
  return findDocument(table.actors.map((a) => ({ ...a, _id: a.id })), ref, path, "actor");
}

/** A weapon named in a step: one the actor carries, or a world item. */
export function weaponRef<S, W>(table: AnyTable<S, W>, actor: TableActor<S, W>, ref: unknown, path: string): TableWeapon<W> {
  requireTable(table);
  requireTableActor(actor);
  return findDocument([...actor.weapons, ...table.items].map((w) => ({ ...w, _id: w.id })), ref, path, `weapon of ${actor.name}`);
}

export function withState<S, W, T extends AnyTable<S, W>>(table: T, id: string, state: S): T {
  requireTable(table);
  actorById(table, id);
  return { ...table, actors: table.actors.map((a) => (a.id === id ? { ...a, state } : a)) };
}

export function patchActor<S, W, T extends AnyTable<S, W>>(table: T, id: string, patch: Patch<S>): T {
  requireTable(table);
  return withState<S, W, T>(table, id, applyPatch(actorById(table, id).state, patch));
}

export function patchEncounter<E, T extends EncounterTable<unknown, unknown, E>>(table: T, patch: Patch<E>): T {
  requireTable(table);
  requireRecord(patch, "patch", "scenario.invalid");
  return { ...table, encounter: applyPatch(table.encounter, patch) };
}
