/**
 * The damage of an attack as a log or a chat card reports it (docs/rules/banks.md §6.9–§6.12): each
 * component through armor into its bank, Piercing marked where it opened armor, the overflow,
 * and the damage banks with their caps. `fray run` and the attack card word the same record.
 */
import type { ApplyDamageResult, ComponentOutcome } from "../damage";
import type { AttackResult } from "../attack";
import type { DamageBanks } from "../damage-banks";
import { type BanksActor, armorAgainst } from "../state";

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

/** Components as dealt, marking armor that Piercing opened earlier in the same code (§6.11 step 2). */
export function componentRecords(result: AttackResult, target: BanksActor): ComponentRecord[] {
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
  if (before.kind !== "life") return { toPhysical: 0, toBleedingOut: 0 };
  let stunIn = 0;
  for (const c of components) {
    if (c.remaining <= 0) continue;
    if (c.bank === "stun") stunIn += c.critical === "double" ? 2 * c.remaining : c.remaining;
    if (c.critical === "+stun") stunIn += c.remaining;
  }
  return { toPhysical: Math.max(0, stunIn - (after.stun - before.stun)), toBleedingOut: after.bleedingOut - before.bleedingOut };
}
