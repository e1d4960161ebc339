/**
 * Damage banks and overflow (docs/rules/banks.md §6.12, SEED): Stun reaching WIL × 2 knocks out and
 * the rest overflows into Physical; Physical above BOD × 2 overflows into Bleeding Out (Life)
 * or destroys (machines, vehicles); Bleeding Out above BOD + 2 × MED TL kills.
 */
import type { DamageBank, TargetKind } from "./damage-chart";
import type { BanksActor, BanksActorPatch } from "./state";

export type DamageBanks = Pick<
  BanksActor,
  "stun" | "physical" | "bleedingOut" | "maxBleedingOut" | "sensory" | "unconscious" | "dead" | "destroyed"
>;
export type BankContext = { kind: TargetKind; WIL: number; BOD: number; medTL: number };

const BANK_KEYS = ["stun", "physical", "bleedingOut", "maxBleedingOut", "sensory", "unconscious", "dead", "destroyed"] as const;

export function damageBanksOf(actor: BanksActor): DamageBanks {
  return {
    stun: actor.stun,
    physical: actor.physical,
    bleedingOut: actor.bleedingOut,
    maxBleedingOut: actor.maxBleedingOut,
    sensory: actor.sensory,
    unconscious: actor.unconscious,
    dead: actor.dead,
    destroyed: actor.destroyed,
  };
}

export function bankContext(actor: BanksActor, medTL: number): BankContext {
  return { kind: actor.kind, WIL: actor.attributes.WIL, BOD: actor.attributes.BOD, medTL };
}

/** The fields that changed, as an actor patch. */
export function bankPatch(before: DamageBanks, after: DamageBanks): BanksActorPatch {
  const patch: Record<string, number | boolean> = {};
  for (const key of BANK_KEYS) if (before[key] !== after[key]) patch[key] = after[key];
  return patch as BanksActorPatch;
}

/** SEED: "dies … when this bank exceeds BOD + (MED TL × 2)". */
export function bleedsToDeath(bleedingOut: number, BOD: number, medTL: number): boolean {
  return bleedingOut > BOD + 2 * medTL;
}

/** Bleeding Out grows by `n`, with the highest value and the death check (§6.12). */
export function addBleeding(b: DamageBanks, n: number, ctx: BankContext): DamageBanks {
  const bleedingOut = b.bleedingOut + n;
  return {
    ...b,
    bleedingOut,
    maxBleedingOut: Math.max(b.maxBleedingOut, bleedingOut),
    dead: b.dead || bleedsToDeath(bleedingOut, ctx.BOD, ctx.medTL),
  };
}

export function addPhysical(b: DamageBanks, n: number, ctx: BankContext): DamageBanks {
  const cap = 2 * ctx.BOD;
  const physical = b.physical + n;
  if (physical <= cap) return { ...b, physical };
  const overflow = physical - cap;
  if (ctx.kind !== "life") return { ...b, physical: cap, destroyed: true };
  return addBleeding({ ...b, physical: cap, unconscious: true }, overflow, ctx);
}

export function addStun(b: DamageBanks, n: number, ctx: BankContext): DamageBanks {
  // Machines and vehicles have no Stun bank (§4).
  if (ctx.kind !== "life") return addPhysical(b, n, ctx);
  const cap = 2 * ctx.WIL;
  const stun = b.stun + n;
  // SEED: the bank "reaches" WIL × 2 → unconscious; the remainder overflows to Physical.
  if (stun < cap) return { ...b, stun };
  return addPhysical({ ...b, stun: cap, unconscious: true }, stun - cap, ctx);
}

export function addSensory(b: DamageBanks, n: number): DamageBanks {
  return { ...b, sensory: b.sensory + n };
}

export function addToBank(b: DamageBanks, bank: DamageBank, n: number, ctx: BankContext): DamageBanks {
  if (n <= 0) return b;
  if (bank === "stun") return addStun(b, n, ctx);
  if (bank === "physical") return addPhysical(b, n, ctx);
  return addSensory(b, n);
}
