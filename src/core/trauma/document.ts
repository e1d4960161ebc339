/**
 * From documents to rules state. An actor's `system.trauma` holds its own numbers; its
 * behaviors and armor are embedded Items (so they drag from compendiums), and Foundry stores a
 * missing ability or lobe as null. Both the Foundry adapter and the CLI's encounter build the
 * core state here, so they cannot disagree.
 */
import type { Card } from "../cards";
import { RulesInputError, requireRecord, shown } from "../errors";
import type { ActorKind } from "../ruleset";
import { type TraumaArmor, validateTraumaArmor } from "./armor";
import { type Behavior, validateBehavior } from "./behaviors";
import { DEFAULT_TRAUMA_REGISTRY, type TraumaRegistry } from "./registry";
import { type TraumaActor, defaultTraumaActor } from "./state";
import { validateTraumaActor } from "./state-validation";
import { type TraumaWeapon, validateTraumaWeapon } from "./weapon";
import type { ActorLike, ItemLike } from "../document-source";

export type { ActorLike, ItemLike } from "../document-source";

/** What the mapping reads of an item: its type, name and `system`. */
/** Foundry's nulls mean "lacks it" (docs/rules/trauma.md §3.1: a missing key). */
function withoutNulls(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));
}

export function actorKindOf(type: string, path: string): ActorKind {
  if (type === "character" || type === "npc") return type;
  throw new RulesInputError("actor.invalid", path, `${path} must be "character" or "npc", got "${shown(type)}"`);
}

/** Items as a document source lists them: objects with a type and a system record. */
function checkItems(items: readonly ItemLike[], path: string): void {
  if (!Array.isArray(items)) throw new RulesInputError("actor.invalid", path, `${path} must be a list of items`);
  items.forEach((item: unknown, i: number) => {
    const v = requireRecord(item, `${path}[${i}]`, "actor.invalid");
    requireRecord(v["system"], `${path}[${i}].system`, "actor.invalid");
  });
}

/** The worn armor's spread: the first equipped armor item counts; none → the default (null). */
export function wornArmor(items: readonly ItemLike[], path: string): { item: ItemLike; armor: TraumaArmor } | null {
  checkItems(items, path);
  for (const [i, item] of items.entries()) {
    if (item.type !== "armor") continue;
    const armor = validateTraumaArmor(item.system["trauma"], `${path}[${i}].system.trauma`);
    if (armor.equipped) return { item, armor };
  }
  return null;
}

export function behaviorsOf(items: readonly ItemLike[], path: string): Behavior[] {
  checkItems(items, path);
  const out: Behavior[] = [];
  for (const [i, item] of items.entries()) {
    if (item.type !== "behavior") continue;
    const behavior = validateBehavior(item.system["trauma"], `${path}[${i}].system.trauma`);
    out.push({ scope: behavior.scope, key: behavior.key, percent: behavior.percent, label: item.name });
  }
  return out;
}

/**
 * The core state of an actor document. A document without a `system.trauma` slice gets the
 * defaults of its kind; `perkHand` is supplied by whoever holds the cards (Foundry's hand, the
 * encounter's piles).
 */
export function traumaActorFromDocument(doc: ActorLike, path = "actor", perkHand: readonly Card[] = []): TraumaActor {
  requireRecord(requireRecord(doc, path, "actor.invalid")["system"], `${path}.system`, "actor.invalid");
  const kind = actorKindOf(doc.type, `${path}.type`);
  const slice = doc.system["trauma"];
  const base = defaultTraumaActor({ isLead: kind === "character" });
  if (slice !== undefined && (typeof slice !== "object" || slice === null || Array.isArray(slice))) {
    throw new RulesInputError("actor.invalid", `${path}.system.trauma`, `${path}.system.trauma must be an object`);
  }
  const source = (slice ?? {}) as Record<string, unknown>;
  const state = {
    ...base,
    ...source,
    abilities: source["abilities"] === undefined ? base.abilities : withoutNulls(source["abilities"]),
    lobes: source["lobes"] === undefined ? base.lobes : withoutNulls(source["lobes"]),
    behaviors: behaviorsOf(doc.items, `${path}.items`),
    armorSpread: wornArmor(doc.items, `${path}.items`)?.armor.spread ?? null,
    perkHand: [...perkHand],
  };
  return validateTraumaActor(state, `${path}.system.trauma`);
}

export function traumaWeaponFromItem(item: ItemLike, path = "item", registry: TraumaRegistry = DEFAULT_TRAUMA_REGISTRY): TraumaWeapon {
  requireRecord(requireRecord(item, path, "weapon.invalid")["system"], `${path}.system`, "weapon.invalid");
  if (item.type !== "weapon") {
    throw new RulesInputError("weapon.invalid", `${path}.type`, `${path} is a ${item.type}, not a weapon`);
  }
  return validateTraumaWeapon(item.system["trauma"], `${path}.system.trauma`, registry);
}
