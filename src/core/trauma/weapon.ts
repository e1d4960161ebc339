import { RulesInputError, requireInt } from "../errors";
import { DEFAULT_TRAUMA_REGISTRY, type TraumaRegistry, familyOf } from "./registry";
import { validateSpread } from "./spread";
import { type AbilityKey, type LobeKey, ABILITY_KEYS, LOBE_KEYS, isAbilityKey, isLobeKey } from "./traits";

/** A weapon or attack method's `system.trauma` (docs/rules/trauma.md §3.2). */
export type TraumaWeapon = {
  difficulty: number;
  ability: AbilityKey;
  lobe: LobeKey | null;
  traumaType: string;
  /** Percent of the target's Max Vim by margin: [complete success, missed by 1, …]. */
  spread: number[];
  /** Narrative condition a complete success inflicts (§5.8 step 5). */
  condition: string | null;
};

/** A new weapon item: a plain Physical strike, Labor(Correl), full trauma on success only. */
export function defaultTraumaWeapon(): TraumaWeapon {
  return { difficulty: 7, ability: "labor", lobe: "correl", traumaType: "Blunt", spread: [100], condition: null };
}

export function validateTraumaWeapon(
  value: unknown,
  path = "weapon",
  registry: TraumaRegistry = DEFAULT_TRAUMA_REGISTRY,
): TraumaWeapon {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RulesInputError("weapon.invalid", path, `${path} must be an object`);
  }
  const v = value as Record<string, unknown>;
  requireInt(v["difficulty"], `${path}.difficulty`, "weapon.invalid", { min: 0 });
  if (!isAbilityKey(v["ability"])) {
    throw new RulesInputError(
      "weapon.invalid",
      `${path}.ability`,
      `${path}.ability must be one of ${ABILITY_KEYS.join(", ")}, got ${JSON.stringify(v["ability"])}`,
    );
  }
  if (v["lobe"] !== null && !isLobeKey(v["lobe"])) {
    throw new RulesInputError(
      "weapon.invalid",
      `${path}.lobe`,
      `${path}.lobe must be null or one of ${LOBE_KEYS.join(", ")}, got ${JSON.stringify(v["lobe"])}`,
    );
  }
  familyOf(registry, v["traumaType"], `${path}.traumaType`);
  validateSpread(v["spread"], `${path}.spread`);
  if (v["condition"] !== null && (typeof v["condition"] !== "string" || v["condition"] === "")) {
    throw new RulesInputError("weapon.invalid", `${path}.condition`, `${path}.condition must be null or a condition name`);
  }
  return value as TraumaWeapon;
}
