/**
 * From documents to slots state, without Foundry (docs/rules/slots.md §3): an actor's
 * `system.slots` over the defaults of its kind, an item's over a fist's. Nested records merge
 * key by key, so a compendium source may state only what differs from the defaults.
 */
import { RulesInputError } from "../errors";
import type { ActorLike, ItemLike } from "../document-source";
import { type SlotsItem, defaultSlotsItem, validateSlotsItem } from "./item";
import { field, requireRecord } from "./shape";
import { type SlotsActor, defaultSlotsActor, maxHpOf } from "./state";
import { validateSlotsActor } from "./state-validation";

type Source = Record<string, unknown>;
const isRecord = (value: unknown): value is Source => typeof value === "object" && value !== null && !Array.isArray(value);

function slice(system: Readonly<Source>, path: string, code: string): Source {
  const value = field(system, "slots") ?? {};
  if (!isRecord(value)) throw new RulesInputError(code, `${path}.system.slots`, `${path}.system.slots must be an object`);
  return value;
}

/** Merges a nested record over its default when both are records; otherwise the source value stands (and is validated). */
function over(base: Source, source: Source, key: string): unknown {
  const value = field(source, key);
  const fallback = base[key];
  return isRecord(value) && isRecord(fallback) ? { ...fallback, ...value } : (value ?? fallback);
}

/** The document frame, checked: hostile callers hand anything. */
function systemOf(doc: unknown, path: string, code: string): { type: unknown; system: Source } {
  const d = requireRecord(doc, path, code);
  return { type: field(d, "type"), system: requireRecord(field(d, "system") ?? {}, `${path}.system`, code) as Source };
}

export function slotsActorFromSource(doc: ActorLike, path = "actor"): SlotsActor {
  const { type, system } = systemOf(doc, path, "actor.invalid");
  if (type !== "character" && type !== "npc") throw new RulesInputError("actor.invalid", `${path}.type`, `${path}.type must be "character" or "npc"`);
  const source = slice(system, path, "actor.invalid");
  const base = defaultSlotsActor({ isPlayer: type === "character" }) as unknown as Source;
  const merged: Source = {};
  for (const key of Object.keys(base)) merged[key] = key === "stress" || key === "burnout" ? over(base, source, key) : (field(source, key) ?? base[key]);
  // A source that gives attributes but no HP starts at full HP.
  if (field(source, "hp") === undefined) {
    const sized = merged as unknown as Pick<SlotsActor, "strength" | "vitality" | "hpBonus">;
    if ([sized.strength, sized.vitality, sized.hpBonus].every((n) => typeof n === "number" && Number.isInteger(n))) merged["hp"] = maxHpOf(sized);
  }
  return validateSlotsActor(merged, `${path}.system.slots`);
}

export function slotsItemFromSource(item: ItemLike, path = "item"): SlotsItem {
  const source = slice(systemOf(item, path, "item.invalid").system, path, "item.invalid");
  const base = defaultSlotsItem() as unknown as Source;
  const merged: Source = {};
  for (const key of Object.keys(base)) merged[key] = key === "damage" || key === "onHit" ? over(base, source, key) : (field(source, key) ?? base[key]);
  return validateSlotsItem(merged, `${path}.system.slots`);
}
