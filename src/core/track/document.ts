/**
 * From documents to track state, without Foundry (rules/track.md §3.2, §3.3): an actor's
 * `system.track` slice over the defaults, with the best worn armor per category, and a weapon's
 * profile over the defaults. The CLI, the sheets' views and the adapter all read actors here.
 */
import { RulesInputError } from "../errors";
import type { ActorLike, ItemLike } from "../document-source";
import { own } from "./checks";
import { type TrackWeapon, defaultTrackArmor, defaultTrackWeapon, validateTrackArmor, validateTrackWeapon } from "./items";
import { ARMOR_CATEGORIES, type ArmorRatings, type TrackActor, defaultTrackActor } from "./state";
import { validateTrackActor } from "./state-validation";

type Source = Record<string, unknown>;
const isRecord = (value: unknown): value is Source => typeof value === "object" && value !== null && !Array.isArray(value);

function trackSlice(system: Readonly<Source>, path: string, code: string): Source {
  const value = own(system, "track") ?? {};
  if (!isRecord(value)) throw new RulesInputError(code, `${path}.system.track`, `${path}.system.track must be an object`);
  return value;
}

/** An armor item's ratings over the defaults; worn unless its `equipped` flag says false. */
export function trackArmorFromSource(item: ItemLike, path = "item"): ArmorRatings | null {
  if (!isRecord(item) || !isRecord(item.system)) throw new RulesInputError("armor.invalid", path, `${path} must be an item with a system`);
  const slice = trackSlice(item.system, path, "armor.invalid");
  const { equipped, ...ratings } = slice;
  if (equipped === false) return null;
  return validateTrackArmor({ ...defaultTrackArmor(), ...ratings }, `${path}.system.track`);
}

/** DECISION: armor does not stack; against each category the best of the actor's own rating and its worn armor counts. */
function bestArmor(own: ArmorRatings, items: readonly ItemLike[], path: string): ArmorRatings {
  const worn = items.flatMap((item, i) => (isRecord(item) && item.type === "armor" ? [trackArmorFromSource(item, `${path}[${i}]`)] : [])).filter((a): a is ArmorRatings => a !== null);
  const best = { ...own };
  for (const key of ARMOR_CATEGORIES) best[key] = Math.max(own[key], ...worn.map((a) => a[key]));
  return best;
}

/** The core state of an actor document; `armor` merges key by key so a source may name one category. */
export function trackActorFromSource(doc: ActorLike, path = "actor"): TrackActor {
  if (!isRecord(doc) || (doc.type !== "character" && doc.type !== "npc")) {
    throw new RulesInputError("actor.invalid", `${path}.type`, `${path}.type must be "character" or "npc"`);
  }
  if (!isRecord(doc.system) || !Array.isArray(doc.items)) throw new RulesInputError("actor.invalid", path, `${path} needs system and items`);
  const source = trackSlice(doc.system, path, "actor.invalid");
  const base = defaultTrackActor();
  const armor = own(source, "armor");
  const merged: Source = { ...base };
  for (const key of Object.keys(base)) if (Object.hasOwn(source, key)) merged[key] = source[key];
  for (const key of Object.keys(source)) {
    if (!Object.hasOwn(base, key)) throw new RulesInputError("actor.invalid", `${path}.system.track.${key}`, `a track actor has no field ${key}`);
  }
  merged["armor"] = isRecord(armor) ? { ...base.armor, ...armor } : (armor ?? base.armor);
  const state = validateTrackActor(merged, `${path}.system.track`);
  return { ...state, armor: bestArmor(state.armor, doc.items, `${path}.items`) };
}

/** A weapon item's `system.track` over the defaults. */
export function trackWeaponFromSource(item: ItemLike, path = "item"): TrackWeapon {
  if (!isRecord(item) || !isRecord(item.system)) throw new RulesInputError("weapon.invalid", path, `${path} must be an item with a system`);
  if (item.type !== "weapon") throw new RulesInputError("weapon.invalid", `${path}.type`, `${path} is a ${item.type}, not a weapon`);
  return validateTrackWeapon({ ...defaultTrackWeapon(), ...trackSlice(item.system, path, "weapon.invalid") }, `${path}.system.track`);
}
