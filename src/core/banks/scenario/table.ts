/**
 * The in-memory table for banks scenarios (docs/scenarios.md "Banks"): actors as core state
 * with their weapons, the encounter's Team Banks, and where the round stands — whose turn is
 * under way and who acts next. The next actor is fixed once after every step, so a full CRIT
 * tie (a coin toss) is not tossed again when the following step checks the order.
 */
import { RulesInputError } from "../../errors";
import { type EncounterTable, type Scenario, type SourceDocument, type TableActor, type TableWeapon, table as generic } from "../../encounter";
import type { CombatView } from "../../ruleset";
import { defaultBanksArmor, validateBanksArmor } from "../armor";
import { DAMAGE_LETTERS } from "../damage-code";
import { type BanksEncounter, type BanksEncounterPatch, type TeamRef, defaultBanksEncounter, teamOf } from "../encounter";
import { type ArmorRatings, type BanksActor, type BanksActorPatch, armorAgainst, defaultBanksActor } from "../state";
import { validateBanksActor } from "../state-validation";
import { type BanksWeapon, defaultBanksWeapon, validateBanksWeapon } from "../weapon";

export type BanksTableWeapon = TableWeapon<BanksWeapon>;
export type BanksTableActor = TableActor<BanksActor, BanksWeapon>;

/** Where the scripted round stands, beside the generic table. */
interface BanksRound {
  readonly started: boolean;
  /** 0 before the first startRound. */
  readonly round: number;
  readonly inRound: boolean;
  /** The actor whose turn is under way (Blitz actions continue it), or null. */
  readonly current: string | null;
  /** Still to act this round, first to act first, as fixed after the last step. */
  readonly order: readonly string[];
  /** Fired a recoil weapon this round: Clear Recoil does nothing (§6.15). */
  readonly firedRecoil: readonly string[];
}

export type BanksTable = EncounterTable<BanksActor, BanksWeapon, BanksEncounter> & BanksRound;

function slice(system: Readonly<Record<string, unknown>>, path: string): Record<string, unknown> {
  const value = system["banks"] ?? {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RulesInputError("actor.invalid", `${path}.system.banks`, `${path}.system.banks must be an object`);
  }
  return value as Record<string, unknown>;
}

/**
 * Armor items do not stack: against each letter the best of the actor's own ratings and its
 * armor items counts (DECISION, docs/rules/banks.md §3.3 gives no stacking rule).
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

export function createBanksTable(scenario: Scenario): BanksTable {
  const table = generic.createEncounterTable(scenario, { actor: banksActorFromDocument, weapon: banksWeaponFromItem }, defaultBanksEncounter());
  return { ...table, started: false, round: 0, inRound: false, current: null, order: [], firedRecoil: [] };
}

export function actorById(table: BanksTable, id: string): BanksTableActor {
  return generic.actorById(table, id);
}

export const nameOf = generic.nameOf;

export function weaponById(table: BanksTable, actor: BanksTableActor, id: string): BanksTableWeapon {
  return generic.weaponById(table, actor, id);
}

export function patchActor(table: BanksTable, id: string, patch: BanksActorPatch): BanksTable {
  return generic.patchActor<BanksActor, BanksWeapon, BanksTable>(table, id, patch);
}

export function patchEncounter(table: BanksTable, patch: BanksEncounterPatch): BanksTable {
  return generic.patchEncounter<BanksEncounter, BanksTable>(table, patch);
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
