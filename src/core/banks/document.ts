/**
 * From documents to banks state, without Foundry: an actor's `system.banks` slice over the
 * defaults of its kind, with the armor it wears. Pure, so the compendium tests, the sheets'
 * view-models and the preview read every actor through exactly the mapping the tracker uses
 * (src/system/banks/actor-state.ts feeds it Foundry's source).
 *
 * Armor follows the CLI's encounter table (core/encounter/banks-table.ts): armor does not stack;
 * against each letter the best of the actor's own rating and its worn armor items counts.
 * "Worn" is the item's `system.banks.equipped` flag (each ruleset keeps its own, as it keeps all
 * its state); an armor item without that flag counts as worn, as it does in the CLI.
 */
import { RulesInputError } from "../errors";
import type { ActorLike, ItemLike } from "../document-source";
import { type BanksArmor, defaultBanksArmor, validateArmorRatings, validateBanksArmor } from "./armor";
import { DAMAGE_LETTERS } from "./damage-code";
import { type ArmorRatings, type BanksActor, armorAgainst, defaultBanksActor } from "./state";
import { validateBanksActor } from "./state-validation";
import { type BanksWeapon, defaultBanksWeapon, validateBanksWeapon } from "./weapon";

type Source = Record<string, unknown>;

const isRecord = (value: unknown): value is Source => typeof value === "object" && value !== null && !Array.isArray(value);

/** A document's `system.banks`, or {} when it has none (then the defaults apply, as in Foundry). */
function banksSlice(system: Readonly<Source>, path: string, code: string): Source {
  const value = system["banks"] ?? {};
  if (!isRecord(value)) throw new RulesInputError(code, `${path}.system.banks`, `${path}.system.banks must be an object`);
  return value;
}

/** Whether an armor item counts: its `system.banks.equipped` flag, worn unless it says false. */
export function isWornArmor(item: ItemLike): boolean {
  if (!isRecord(item) || !isRecord(item.system)) throw new RulesInputError("armor.invalid", "item", "item must be an item document with a system");
  const banks = item.system["banks"];
  return !(isRecord(banks) && banks["equipped"] === false);
}

/** An armor item's `system.banks` over the defaults (all 1), validated. */
export function banksArmorFromSource(item: ItemLike, path = "item"): BanksArmor {
  if (!isRecord(item) || !isRecord(item.system)) throw new RulesInputError("armor.invalid", path, `${path} must be an item document with a system`);
  return validateBanksArmor({ ...defaultBanksArmor(), ...banksSlice(item.system, path, "armor.invalid") }, `${path}.system.banks`);
}

/** The ratings of every worn armor item, each validated (defaults where a slice is missing). */
export function wornArmorRatings(items: readonly ItemLike[], path: string): ArmorRatings[] {
  if (!Array.isArray(items)) throw new RulesInputError("armor.invalid", path, `${path} must be a list of items`);
  items.forEach((item: unknown, i) => {
    if (!isRecord(item)) throw new RulesInputError("armor.invalid", `${path}[${i}]`, `${path}[${i}] must be an item document`);
  });
  return items.flatMap((item, i) => (item.type === "armor" && isWornArmor(item) ? [banksArmorFromSource(item, `${path}[${i}]`).ratings] : []));
}

/** Best of each source per letter, written compactly: `all` = the best fallback, letters only where they differ. */
export function bestArmor(sources: readonly ArmorRatings[]): ArmorRatings {
  if (!Array.isArray(sources)) throw new RulesInputError("armor.invalid", "sources", "sources must be a list of armor ratings");
  sources.forEach((s, i) => validateArmorRatings(s, `sources[${i}]`));
  if (sources.length === 0) return {};
  if (sources.length === 1) return { ...sources[0] };
  const all = Math.max(...sources.map((s) => s.all ?? 0));
  const ratings: ArmorRatings = all > 0 ? { all } : {};
  for (const letter of DAMAGE_LETTERS) {
    const best = Math.max(...sources.map((s) => armorAgainst(s, letter)));
    if (best !== all) ratings[letter] = best;
  }
  return ratings;
}

/**
 * The core state of an actor document. Attributes merge key by key, so a source may state only
 * what differs from the defaults (compendium sources do; Foundry's own source is complete).
 */
export function banksActorFromSource(doc: ActorLike, path = "actor"): BanksActor {
  if (!isRecord(doc) || !isRecord(doc.system)) throw new RulesInputError("actor.invalid", path, `${path} must be an actor document with a system`);
  if (doc.type !== "character" && doc.type !== "npc") {
    throw new RulesInputError("actor.invalid", `${path}.type`, `${path}.type must be "character" or "npc", got "${doc.type}"`);
  }
  const source = banksSlice(doc.system, path, "actor.invalid");
  const base = defaultBanksActor({ isPlayer: doc.type === "character" });
  const attributes = source["attributes"];
  const turn = source["turn"];
  const merged = {
    ...base,
    ...source,
    attributes: isRecord(attributes) ? { ...base.attributes, ...attributes } : (attributes ?? base.attributes),
    // Turn flags added since a document was stored read as their fresh values.
    turn: isRecord(turn) ? { ...base.turn, ...turn } : (turn ?? base.turn),
  };
  const state = validateBanksActor(merged, `${path}.system.banks`);
  return { ...state, armor: bestArmor([state.armor, ...wornArmorRatings(doc.items, `${path}.items`)]) };
}

/** A weapon item's `system.banks` over the defaults (a fist's 3I). */
export function banksWeaponFromSource(item: ItemLike, path = "item"): BanksWeapon {
  if (!isRecord(item) || !isRecord(item.system)) throw new RulesInputError("weapon.invalid", path, `${path} must be an item document with a system`);
  if (item.type !== "weapon") throw new RulesInputError("weapon.invalid", `${path}.type`, `${path} is a ${item.type}, not a weapon`);
  return validateBanksWeapon({ ...defaultBanksWeapon(), ...banksSlice(item.system, path, "weapon.invalid") }, `${path}.system.banks`);
}
