/**
 * The in-memory table for banks scenarios (docs/scenarios.md "Banks"): actors as core state
 * with their weapons, the encounter's Team Banks, and where the round stands — whose turn is
 * under way and who acts next. The next actor is fixed once after every step, so a full CRIT
 * tie (a coin toss) is not tossed again when the following step checks the order.
 */
import type { TableActorOf } from "./table-actor";
import { RulesInputError } from "../errors";
import { applyPatch } from "../patch";
import type { CombatView } from "../ruleset";
import {
  type ArmorRatings,
  type BanksActor,
  type BanksActorPatch,
  type BanksEncounter,
  type BanksEncounterPatch,
  type BanksWeapon,
  DAMAGE_LETTERS,
  type TeamRef,
  armorAgainst,
  defaultBanksActor,
  defaultBanksArmor,
  defaultBanksEncounter,
  defaultBanksWeapon,
  teamOf,
  validateBanksActor,
  validateBanksArmor,
  validateBanksWeapon,
} from "../banks";
import type { Scenario } from "./scenario";
import type { SourceDocument } from "./source-document";

export interface BanksTableWeapon {
  readonly id: string;
  readonly name: string;
  readonly weapon: BanksWeapon;
}

export type BanksTableActor = TableActorOf<BanksActor, BanksTableWeapon>;

export interface BanksTable {
  readonly actors: readonly BanksTableActor[];
  /** World weapons anyone may use (a scenario's `items`). */
  readonly items: readonly BanksTableWeapon[];
  readonly encounter: BanksEncounter;
  readonly started: boolean;
  /** 0 before the first startRound. */
  readonly round: number;
  readonly inRound: boolean;
  /** The actor whose turn is under way (Blitz actions continue it), or null. */
  readonly current: string | null;
  /** Still to act this round, first to act first, as fixed after the last step. */
  readonly order: readonly string[];
  /** Ran this round: attacks on them face +1 threshold (rules/banks.md §6.7 step 4). */
  readonly ran: readonly string[];
  /** Fired a recoil weapon this round: Clear Recoil does nothing (§6.15). */
  readonly firedRecoil: readonly string[];
}

function slice(system: Readonly<Record<string, unknown>>, path: string): Record<string, unknown> {
  const value = system["banks"] ?? {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RulesInputError("actor.invalid", `${path}.system.banks`, `${path}.system.banks must be an object`);
  }
  return value as Record<string, unknown>;
}

/**
 * Armor items do not stack: against each letter the best of the actor's own ratings and its
 * armor items counts (DECISION, rules/banks.md §3.3 gives no stacking rule).
 */
function wornArmor(own: ArmorRatings, items: readonly SourceDocument[], path: string): ArmorRatings {
  const sources = [own];
  items.forEach((item, i) => {
    if (item.type === "armor") sources.push(validateBanksArmor({ ...defaultBanksArmor(), ...slice(item.system, `${path}[${i}]`) }, `${path}[${i}].system.banks`).ratings);
  });
  if (sources.length === 1) return own;
  const best = (letter: (typeof DAMAGE_LETTERS)[number]): number => Math.max(...sources.map((s) => armorAgainst(s, letter)));
  const all = Math.max(...sources.map((s) => s.all ?? 0));
  const ratings: ArmorRatings = all > 0 ? { all } : {};
  for (const letter of DAMAGE_LETTERS) if (best(letter) !== all) ratings[letter] = best(letter);
  return ratings;
}

/**
 * The core state of an actor document: its `system.banks` over the defaults of its kind, so a
 * scenario may write only what differs (attributes merge one by one).
 */
export function banksActorFromDocument(doc: SourceDocument, path: string): BanksActor {
  if (doc.type !== "character" && doc.type !== "npc") {
    throw new RulesInputError("actor.invalid", `${path}.type`, `${path}.type must be "character" or "npc", got "${doc.type}"`);
  }
  const source = slice(doc.system, path);
  const base = defaultBanksActor({ isPlayer: doc.type === "character" });
  const attributes = source["attributes"];
  const merged = {
    ...base,
    ...source,
    attributes: typeof attributes === "object" && attributes !== null && !Array.isArray(attributes) ? { ...base.attributes, ...attributes } : (attributes ?? base.attributes),
    turn: source["turn"] ?? base.turn,
  };
  const state = validateBanksActor(merged, `${path}.system.banks`);
  return { ...state, armor: wornArmor(state.armor, doc.items, `${path}.items`) };
}

/** A weapon's `system.banks` over the defaults (a fist's 3I), so `{ "code": "6P" }` is enough. */
export function banksWeaponFromItem(item: SourceDocument, path: string): BanksWeapon {
  return validateBanksWeapon({ ...defaultBanksWeapon(), ...slice(item.system, path) }, `${path}.system.banks`);
}

function weaponsOf(items: readonly SourceDocument[], path: string): BanksTableWeapon[] {
  return items.flatMap((item, i) => (item.type === "weapon" ? [{ id: item._id, name: item.name, weapon: banksWeaponFromItem(item, `${path}[${i}]`) }] : []));
}

export function createBanksTable(scenario: Scenario): BanksTable {
  const actors = scenario.actors.map((doc, i): BanksTableActor => {
    const path = `$.actors[${i}]`;
    return { id: doc._id, name: doc.name, type: doc.type, state: banksActorFromDocument(doc, path), weapons: weaponsOf(doc.items, `${path}.items`) };
  });
  return {
    actors,
    items: weaponsOf(scenario.items, "$.items"),
    encounter: defaultBanksEncounter(),
    started: false,
    round: 0,
    inRound: false,
    current: null,
    order: [],
    ran: [],
    firedRecoil: [],
  };
}

export function actorById(table: BanksTable, id: string): BanksTableActor {
  const actor = table.actors.find((a) => a.id === id);
  if (!actor) throw new RulesInputError("scenario.unknownRef", "actor", `no actor ${id}`);
  return actor;
}

export function nameOf(table: BanksTable, id: string | null): string | null {
  return id === null ? null : actorById(table, id).name;
}

export function weaponById(table: BanksTable, actor: BanksTableActor, id: string): BanksTableWeapon {
  const found = [...actor.weapons, ...table.items].find((w) => w.id === id);
  if (!found) throw new RulesInputError("scenario.unknownRef", "weapon", `no weapon ${id}`);
  return found;
}

export function patchActor(table: BanksTable, id: string, patch: BanksActorPatch): BanksTable {
  const actor = actorById(table, id);
  const state = applyPatch(actor.state, patch);
  return { ...table, actors: table.actors.map((a) => (a.id === id ? { ...a, state } : a)) };
}

export function patchEncounter(table: BanksTable, patch: BanksEncounterPatch): BanksTable {
  return { ...table, encounter: applyPatch(table.encounter, patch) };
}

/** The team an actor is coordinated with (§6.19), or null. */
export function teamRefOf(table: BanksTable, id: string): TeamRef | null {
  return teamOf(table.encounter, id, actorById(table, id).state);
}

/** The table as the combat policy sees it: combatant id = actor id. */
export function combatView(table: BanksTable): CombatView<BanksActor, BanksEncounter> {
  return {
    round: table.round,
    turn: null,
    encounter: table.encounter,
    combatants: table.actors.map((a) => ({
      id: a.id,
      actorId: a.id,
      name: a.name,
      isPlayer: a.state.isPlayer,
      defeated: a.state.dead || a.state.destroyed,
      initiative: null,
      state: a.state,
    })),
  };
}
