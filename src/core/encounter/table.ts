/**
 * The in-memory table every ruleset plays scenarios on: actors by id with their ruleset state
 * and the weapons they carry, the world items anyone may use, and the ruleset's encounter
 * state. A ruleset may keep more beside it (decks, whose turn it is); these functions keep
 * whatever else the table holds and never mutate it.
 */
import { RulesInputError } from "../errors";
import { type Patch, applyPatch } from "../patch";
import type { Scenario } from "./scenario";
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
  const actors = scenario.actors.map((doc, i): TableActor<S, W> => {
    const path = `$.actors[${i}]`;
    return { id: doc._id, name: doc.name, type: doc.type, state: reader.actor(doc, path), weapons: weaponsOf(doc.items, `${path}.items`, reader.weapon) };
  });
  return { actors, items: weaponsOf(scenario.items, "$.items", reader.weapon), encounter };
}

type AnyTable<S, W> = EncounterTable<S, W, unknown>;

export function actorById<S, W>(table: AnyTable<S, W>, id: string): TableActor<S, W> {
  const actor = table.actors.find((a) => a.id === id);
  if (!actor) throw new RulesInputError("scenario.unknownRef", "actor", `no actor ${id}`);
  return actor;
}

export function nameOf(table: AnyTable<unknown, unknown>, id: string | null): string | null {
  return id === null ? null : actorById(table, id).name;
}

/** A weapon the actor carries or a world item, by id. */
export function weaponById<S, W>(table: AnyTable<S, W>, actor: TableActor<S, W>, id: string): TableWeapon<W> {
  const found = [...actor.weapons, ...table.items].find((w) => w.id === id);
  if (!found) throw new RulesInputError("scenario.unknownRef", "weapon", `no weapon ${id}`);
  return found;
}

/** An actor named in a step, by `_id` or name. */
export function actorRef<S, W>(table: AnyTable<S, W>, ref: unknown, path: string): TableActor<S, W> {
  return findDocument(table.actors.map((a) => ({ ...a, _id: a.id })), ref, path, "actor");
}

/** A weapon named in a step: one the actor carries, or a world item. */
export function weaponRef<S, W>(table: AnyTable<S, W>, actor: TableActor<S, W>, ref: unknown, path: string): TableWeapon<W> {
  return findDocument([...actor.weapons, ...table.items].map((w) => ({ ...w, _id: w.id })), ref, path, `weapon of ${actor.name}`);
}

export function withState<S, W, T extends AnyTable<S, W>>(table: T, id: string, state: S): T {
  actorById(table, id);
  return { ...table, actors: table.actors.map((a) => (a.id === id ? { ...a, state } : a)) };
}

export function patchActor<S, W, T extends AnyTable<S, W>>(table: T, id: string, patch: Patch<S>): T {
  return withState<S, W, T>(table, id, applyPatch(actorById(table, id).state, patch));
}

export function patchEncounter<E, T extends EncounterTable<unknown, unknown, E>>(table: T, patch: Patch<E>): T {
  return { ...table, encounter: applyPatch(table.encounter, patch) };
}
