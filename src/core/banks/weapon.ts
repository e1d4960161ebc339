/**
 * A weapon's `system.banks` (docs/rules/banks.md §3.3). DECISION: `splashCode` is `string | null`
 * rather than optional, so a stored item always carries every field.
 */
import { RulesInputError, requireInt } from "../errors";
import { requireObject, requireString } from "./checks";
import { parseDamageCode } from "./damage-code";
import { requireSizeClass, type SizeClass } from "./size-class";

export type BanksWeapon = {
  code: string;
  splashCode: string | null;
  sizeClass: SizeClass;
  /** Recoil per bullet (§6.15). */
  recoil: number;
  /** Dice when braced and recoil removed per firing action (§6.15). */
  bracing: number;
  /** Most bullets per action; 1 = semi-automatic (§6.7 step 5). */
  auto: number;
  reach: number;
  design: number;
  designMax: number;
  gr: number;
  qualities: string[];
};

/** A new weapon: the human fist's Strike as a placeholder code. */
export function defaultBanksWeapon(): BanksWeapon {
  return { code: "3I", splashCode: null, sizeClass: "B", recoil: 0, bracing: 0, auto: 1, reach: 0, design: 0, designMax: 0, gr: 0, qualities: [] };
}

export function validateBanksWeapon(value: unknown, path = "weapon"): BanksWeapon {
  const v = requireObject(value, path, "weapon.invalid");
  parseDamageCode(v["code"], `${path}.code`);
  if (v["splashCode"] !== null) parseDamageCode(v["splashCode"], `${path}.splashCode`);
  requireSizeClass(v["sizeClass"], `${path}.sizeClass`);
  for (const key of ["recoil", "bracing", "reach", "designMax", "gr"]) requireInt(v[key], `${path}.${key}`, "weapon.invalid", { min: 0 });
  requireInt(v["auto"], `${path}.auto`, "weapon.invalid", { min: 1 });
  // A negative Design is an unwieldy weapon (SEED "Design Attribute"), so any whole number.
  requireInt(v["design"], `${path}.design`, "weapon.invalid");
  if (!Array.isArray(v["qualities"])) throw new RulesInputError("weapon.invalid", `${path}.qualities`, `${path}.qualities must be a list`);
  v["qualities"].forEach((q, i) => requireString(q, `${path}.qualities[${i}]`, "weapon.invalid"));
  return value as BanksWeapon;
}
