import { RulesInputError, requireRecord, shown } from "../errors";
import { type AbilityKey, type LobeKey, ABILITY_KEYS, LOBE_KEYS, isAbilityKey, isLobeKey } from "./traits";

/** What resists a family of trauma: the Ability drawn and the Lobe-of-Ease (docs/rules/trauma.md §4). */
export type FamilyResistance = { ability: AbilityKey; lobe: LobeKey };

/** Families (with their resistance) and trauma types (→ family), held as data so a world can add types. */
export type TraumaRegistry = {
  families: Readonly<Record<string, FamilyResistance>>;
  types: Readonly<Record<string, string>>;
};

// docs/rules/trauma.md §4: chart from the Resistance page; Molecular → Will confirmed by the seed.
export const DEFAULT_TRAUMA_REGISTRY: TraumaRegistry = Object.freeze({
  families: Object.freeze({
    Chemical: Object.freeze({ ability: "move", lobe: "marvel" }),
    Mental: Object.freeze({ ability: "think", lobe: "natural" }),
    Molecular: Object.freeze({ ability: "will", lobe: "focal" }),
    Physical: Object.freeze({ ability: "labor", lobe: "correl" }),
  }),
  // Blunt, Biotic, Emotion, Sanity from the seed and its pages; the rest are §8 DECISION 12.
  types: Object.freeze({
    Blunt: "Physical",
    Pierce: "Physical",
    Slash: "Physical",
    Biotic: "Molecular",
    Toxic: "Molecular",
    Emotion: "Mental",
    Sanity: "Mental",
    Slumber: "Mental",
    Acid: "Chemical",
    Burn: "Chemical",
  }),
}) as TraumaRegistry;

/** A registry handed in from outside (a world's settings): two records, checked before a name is looked up. */
export function checkRegistry(registry: TraumaRegistry, path = "registry"): void {
  const v = requireRecord(registry, path, "registry.invalid");
  requireRecord(v["families"], `${path}.families`, "registry.invalid");
  requireRecord(v["types"], `${path}.types`, "registry.invalid");
}

export function isTraumaFamily(registry: TraumaRegistry, family: string): boolean {
  checkRegistry(registry);
  return Object.hasOwn(registry.families, family);
}

export function isTraumaType(registry: TraumaRegistry, type: string): boolean {
  checkRegistry(registry);
  return Object.hasOwn(registry.types, type);
}

/** The family of a trauma type; an unlisted type is bad input (§4). */
export function familyOf(registry: TraumaRegistry, type: unknown, path = "traumaType"): string {
  checkRegistry(registry);
  if (typeof type !== "string" || !isTraumaType(registry, type)) {
    throw new RulesInputError(
      "trauma.unknownType",
      path,
      `Unknown trauma type ${JSON.stringify(type)}; known types are ${Object.keys(registry.types).join(", ")}`,
    );
  }
  return registry.types[type] as string;
}

/** The resisting Ability and Lobe of a family (§4 chart). */
export function familyResistance(registry: TraumaRegistry, family: unknown, path = "family"): FamilyResistance {
  checkRegistry(registry);
  if (typeof family !== "string" || !isTraumaFamily(registry, family)) {
    throw new RulesInputError(
      "trauma.unknownType",
      path,
      `Unknown trauma family ${JSON.stringify(family)}; known families are ${Object.keys(registry.families).join(", ")}`,
    );
  }
  // A registry from outside may hold anything under a family: its ability and lobe index an actor.
  const res = requireRecord(registry.families[family], `registry.families.${family}`, "registry.invalid");
  if (!isAbilityKey(res["ability"]) || !isLobeKey(res["lobe"])) throw new RulesInputError("registry.invalid", `registry.families.${family}`, `Family ${family} must name an ability and a lobe`);
  return res as FamilyResistance;
}

/**
 * A new registry with more families and types (a world's additions). A type may only name
 * a family that exists after the extension; names must be non-empty.
 */
export function extendTraumaRegistry(
  base: TraumaRegistry,
  additions: { families?: Readonly<Record<string, FamilyResistance>>; types?: Readonly<Record<string, string>> },
): TraumaRegistry {
  checkRegistry(base, "base");
  const more = requireRecord(additions, "additions", "registry.invalid");
  if (more["families"] !== undefined) requireRecord(more["families"], "families", "registry.invalid");
  if (more["types"] !== undefined) requireRecord(more["types"], "types", "registry.invalid");
  const families: Record<string, FamilyResistance> = { ...base.families };
  for (const [name, res] of Object.entries(additions.families ?? {})) {
    const path = `families.${name}`;
    if (name.trim() === "") throw new RulesInputError("registry.invalid", path, "A trauma family needs a name");
    requireRecord(res, path, "registry.invalid");
    if (!isAbilityKey(res.ability)) {
      throw new RulesInputError("registry.invalid", `${path}.ability`, `${path}.ability must be one of ${ABILITY_KEYS.join(", ")}`);
    }
    if (!isLobeKey(res.lobe)) {
      throw new RulesInputError("registry.invalid", `${path}.lobe`, `${path}.lobe must be one of ${LOBE_KEYS.join(", ")}`);
    }
    Object.defineProperty(families, name, { value: { ability: res.ability, lobe: res.lobe }, enumerable: true, writable: true, configurable: true });
  }
  const types: Record<string, string> = { ...base.types };
  for (const [name, family] of Object.entries(additions.types ?? {})) {
    const path = `types.${name}`;
    if (name.trim() === "") throw new RulesInputError("registry.invalid", path, "A trauma type needs a name");
    if (typeof family !== "string" || !Object.hasOwn(families, family)) {
      throw new RulesInputError("registry.invalid", path, `Type ${name} names unknown family ${shown(family)}`);
    }
    Object.defineProperty(types, name, { value: family, enumerable: true, writable: true, configurable: true });
  }
  return { families, types };
}
