/**
 * The damage of an attack as a log or a chat card reports it (docs/rules/banks.md §6.9–§6.12): each
 * component through armor into its bank, Piercing marked where it opened armor, the overflow,
 * and the damage banks with their caps. `fray run` and the attack card word the same record.
 */
import type { ApplyDamageResult, ComponentOutcome } from "../damage";
import type { AttackResult } from "../attack";
import { type DamageBanks, checkBanks } from "../damage-banks";
import { RulesInputError, requireInt, requireRecord } from "../../errors";
import { validateBanksActor } from "../state-validation";
import { type BanksActor, armorAgainst } from "../state";
import { isDamageLetter } from "../damage-code";

export interface BanksState {
  readonly stun: number;
  readonly stunCap: number;
  readonly physical: number;
  readonly physicalCap: number;
  readonly bleedingOut: number;
  readonly sensory: number;
  readonly unconscious: boolean;
  readonly dead: boolean;
  readonly destroyed: boolean;
}

export interface ComponentRecord extends ComponentOutcome {
  /** Armor counted 0 because Piercing got through earlier in the code (§6.11). */
  readonly pierced: boolean;
  /** Which application of a multi-hit this belongs to (0 for a single application). */
  readonly hit: number;
}

export function damageStateOf(b: DamageBanks, caps: { stunCap: number; physicalCap: number }): BanksState {
  checkBanks(b);
  const c = requireRecord(caps, "caps");
  requireInt(c["stunCap"], "caps.stunCap", "input.invalid", { min: 0 });
  requireInt(c["physicalCap"], "caps.physicalCap", "input.invalid", { min: 0 });
  return {
    stun: b.stun,
    stunCap: caps.stunCap,
    physical: b.physical,
    physicalCap: caps.physicalCap,
    bleedingOut: b.bleedingOut,
    sensory: b.sensory,
    unconscious: b.unconscious,
    dead: b.dead,
    destroyed: b.destroyed,
  };
}

function applications(result: AttackResult): ApplyDamageResult[] {
  if (result.applied === "standard" && result.standard) return [result.standard];
  if (result.applied === "multiHit" && result.multiHit) return result.multiHit;
  if (result.applied === "splash" && result.splash) return [result.splash];
  return [];
}

/** An application's components as componentRecords reads them. */
function checkApplication(value: unknown, path: string): void {
  const components = requireRecord(value, path)["components"];
  if (!Array.isArray(components)) throw new RulesInputError("input.invalid", `${path}.components`, `${path}.components must be a list`);
  components.forEach((c: unknown, i: number) => {
    const v = requireRecord(c, `${path}.components[${i}]`);
    if (!isDamageLetter(v["letter"])) throw new RulesInputError("code.invalid", `${path}.components[${i}].letter`, "not a damage letter");
    for (const key of ["armor", "remaining"]) requireInt(v[key], `${path}.components[${i}].${key}`, "input.invalid");
  });
}

/** Components as dealt, marking armor that Piercing opened earlier in the same code (§6.11 step 2). */
export function componentRecords(result: AttackResult, target: BanksActor): ComponentRecord[] {
  validateBanksActor(target, "target");
  const r = requireRecord(result, "result");
  for (const key of ["standard", "splash"]) if (r[key] !== null && r[key] !== undefined) checkApplication(r[key], `result.${key}`);
  if (Array.isArray(r["multiHit"])) r["multiHit"].forEach((a: unknown, i: number) => checkApplication(a, `result.multiHit[${i}]`));
  else if (r["multiHit"] !== null && r["multiHit"] !== undefined) throw new RulesInputError("input.invalid", "result.multiHit", "result.multiHit must be a list");
  return applications(result).flatMap((application, hit) => {
    let pierced = false;
    return application.components.map((c) => {
      const record = { ...c, pierced: pierced && c.armor === 0 && armorAgainst(target.armor, c.letter) > 0, hit };
      if (c.letter === "P" && c.remaining > 0) pierced = true;
      return record;
    });
  });
}

/** Stun that did not fit under WIL × 2 went on to Physical (Life only); Physical past BOD × 2 into Bleeding Out. */
export function attackOverflow(components: readonly ComponentRecord[], before: BanksActor, after: BanksActor): { toPhysical: number; toBleedingOut: number } {
  validateBanksActor(before, "before");
  validateBanksActor(after, "after");
  if (!Array.isArray(components)) throw new RulesInputError("input.invalid", "components", "components must be a list");
  components.forEach((c, i) => requireInt(requireRecord(c, `components[${i}]`)["remaining"], `components[${i}].remaining`, "input.invalid", { min: 0 }));
  if (before.kind !== "life") return { toPhysical: 0, toBleedingOut: 0 };
  let stunIn = 0;
  for (const c of components) {
    if (c.remaining <= 0) continue;
    if (c.bank === "stun") stunIn += c.critical === "double" ? 2 * c.remaining : c.remaining;
    if (c.critical === "+stun") stunIn += c.remaining;
  }
  return { toPhysical: Math.max(0, stunIn - (after.stun - before.stun)), toBleedingOut: after.bleedingOut - before.bleedingOut };
}
