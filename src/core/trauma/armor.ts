import { RulesInputError } from "../errors";
import { validateSpread } from "./spread";

/** An armor, clothing or relic item's `system.trauma`: its resistance spread (docs/rules/trauma.md §3.1). */
export type TraumaArmor = {
  spread: number[];
  /** Only worn armor counts. */
  equipped: boolean;
};

export function defaultTraumaArmor(): TraumaArmor {
  return { spread: [10, 75, 90], equipped: true };
}

export function validateTraumaArmor(value: unknown, path = "armor"): TraumaArmor {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RulesInputError("armor.invalid", path, `${path} must be { spread, equipped }`);
  }
  const v = value as Record<string, unknown>;
  validateSpread(v["spread"], `${path}.spread`);
  if (typeof v["equipped"] !== "boolean") {
    throw new RulesInputError("armor.invalid", `${path}.equipped`, `${path}.equipped must be true or false`);
  }
  return value as TraumaArmor;
}
