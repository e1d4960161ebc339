/**
 * From documents to rules state: an actor's `system.wounds` over the defaults of its kind, with
 * the worn armor items counted (the best rating worn; armor does not stack). Foundry, the CLI
 * and the preview all read actors here.
 */
import type { ActorLike, ItemLike } from "../document-source";
import { RulesInputError } from "../errors";
import type { ActorKind } from "../ruleset";
import { requireArray, requireObject, pathOf } from "./checks";
import { type WoundsWeapon, validateWoundsArmor, validateWoundsWeapon } from "./items";
import { NPC_WILD_CARD_BENNIES, WILD_CARD_CAPACITY, type WoundsActor, defaultWoundsActor } from "./state";
import { validateWoundsActor } from "./state-validation";

export function actorKindOf(type: unknown, path: string): ActorKind {
  path = pathOf(path, "value");
  if (type === "character" || type === "npc") return type;
  throw new RulesInputError("actor.invalid", path, `${path} must be "character" or "npc"`);
}

/** The defaults of a kind: characters are Wild Cards, NPCs Extras (rules/wounds.md §3.1). */
export function woundsDefaultsFor(kind: ActorKind): WoundsActor {
  return defaultWoundsActor({ isWildCard: kind === "character", isPlayerCharacter: kind === "character" });
}

function wornArmor(items: readonly ItemLike[], path: string): number {
  let best = 0;
  items.forEach((item, i) => {
    if (item.type !== "armor" || item.system["wounds"] === undefined) return;
    const armor = validateWoundsArmor(item.system["wounds"], `${path}[${i}].system.wounds`);
    if (armor.equipped) best = Math.max(best, armor.armor);
  });
  return best;
}

export function woundsActorFromDocument(doc: ActorLike, path = "actor"): WoundsActor {
  path = pathOf(path, "actor");
  const d = requireObject(doc, path, "actor.invalid");
  const kind = actorKindOf(d["type"], `${path}.type`);
  const system = requireObject(d["system"], `${path}.system`, "actor.invalid");
  const items = requireArray(d["items"] ?? [], `${path}.items`, "actor.invalid", 1000) as ItemLike[];
  items.forEach((item, i) => {
    const it = requireObject(item, `${path}.items[${i}]`, "actor.invalid");
    requireObject(it["system"], `${path}.items[${i}].system`, "actor.invalid");
  });
  const raw = system["wounds"];
  const slice = raw === undefined ? {} : requireObject(raw, `${path}.system.wounds`, "actor.invalid");
  const has = (key: string): boolean => Object.hasOwn(slice, key);
  const base = woundsDefaultsFor(kind);
  // A Wild Card NPC written without its capacity or Bennies gets a Wild Card's (rules/wounds.md §3.1).
  const isWildCard = has("isWildCard") ? slice["isWildCard"] : base.isWildCard;
  const wildNpc = isWildCard === true && kind === "npc";
  const merged: Record<string, unknown> = {
    ...base,
    ...(wildNpc ? { woundCapacity: WILD_CARD_CAPACITY, bennies: NPC_WILD_CARD_BENNIES } : {}),
    ...slice,
    traits: has("traits") ? { ...base.traits, ...requireObject(slice["traits"], `${path}.system.wounds.traits`, "state.invalid") } : base.traits,
    hindrances: has("hindrances") ? { ...base.hindrances, ...requireObject(slice["hindrances"], `${path}.system.wounds.hindrances`, "state.invalid") } : base.hindrances,
  };
  const state = validateWoundsActor(merged, `${path}.system.wounds`);
  return { ...state, armor: Math.max(state.armor, wornArmor(items, `${path}.items`)) };
}

export function woundsWeaponFromItem(item: ItemLike, path = "item"): WoundsWeapon {
  path = pathOf(path, "item");
  const it = requireObject(item, path, "weapon.invalid");
  if (it["type"] !== "weapon") throw new RulesInputError("weapon.invalid", `${path}.type`, `${path} is not a weapon`);
  const system = requireObject(it["system"], `${path}.system`, "weapon.invalid");
  return validateWoundsWeapon(system["wounds"], `${path}.system.wounds`);
}
