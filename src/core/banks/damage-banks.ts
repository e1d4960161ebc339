/**
 * Damage banks and overflow (docs/rules/banks.md §6.12, SEED): Stun reaching WIL × 2 knocks out and
 * the rest overflows into Physical; Physical above BOD × 2 overflows into Bleeding Out (Life)
 * or destroys (machines, vehicles); Bleeding Out above BOD + 2 × MED TL kills.
 */
import { type DamageBank, TARGET_KINDS, type TargetKind } from "./damage-chart";
import type { BanksActor, BanksActorPatch } from "./state";
import { validateBanksActor } from "./state-validation";
import { requireInt, RulesInputError, requireRecord } from "../errors";

export type DamageBanks = Pick<
  BanksActor,
  "stun" | "physical" | "bleedingOut" | "maxBleedingOut" | "sensory" | "unconscious" | "dead" | "destroyed"
>;
export type BankContext = { kind: TargetKind; WIL: number; BOD: number; medTL: number };

const BANK_KEYS = ["stun", "physical", "bleedingOut", "maxBleedingOut", "sensory", "unconscious", "dead", "destroyed"] as const;

export function damageBanksOf(actor: BanksActor): DamageBanks {
  validateBanksActor(actor, "actor");
  return banksOf(actor);
}

export function bankContext(actor: BanksActor, medTL: number): BankContext {
  validateBanksActor(actor, "actor");
  requireInt(medTL, "medTL", "input.invalid", { min: 0 });
  return contextOf(actor, medTL);
}

/*
 * The exported procedures check what they are handed; the core's own damage loop validated its
 * actor once at the top and calls the unchecked twins below (npm run bench: attack cards/s).
 */

/** `damageBanksOf` of a validated actor. */
export function banksOf(actor: BanksActor): DamageBanks {
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

/** `bankContext` of a validated actor and a checked MED TL. */
export function contextOf(actor: BanksActor, medTL: number): BankContext {
  return { kind: actor.kind, WIL: actor.attributes.WIL, BOD: actor.attributes.BOD, medTL };
}

/** Banks and context handed in from outside: every counter a whole number ≥ 0, every flag a boolean (a missing one would make NaN). */
export function checkBanks(b: DamageBanks, path = "banks"): void {
  const v = requireRecord(b, path, "bank.outOfRange");
  for (const key of ["stun", "physical", "bleedingOut", "maxBleedingOut", "sensory"]) requireInt(v[key], `${path}.${key}`, "bank.outOfRange", { min: 0 });
  for (const key of ["unconscious", "dead", "destroyed"]) {
    if (typeof v[key] !== "boolean") throw new RulesInputError("bank.outOfRange", `${path}.${key}`, `${path}.${key} must be true or false`);
  }
}

function checkContext(ctx: BankContext): void {
  const v = requireRecord(ctx, "ctx");
  if (!(TARGET_KINDS as readonly unknown[]).includes(v["kind"])) throw new RulesInputError("input.invalid", "ctx.kind", "ctx.kind must be life, machine or vehicle");
  for (const key of ["WIL", "BOD", "medTL"]) requireInt(v[key], `ctx.${key}`, "input.invalid", { min: 0 });
}

function checkAddition(b: DamageBanks, n: number, ctx: BankContext): void {
  checkBanks(b);
  requireInt(n, "n", "input.invalid", { min: 0 });
  checkContext(ctx);
}

/** The fields that changed, as an actor patch. */
export function bankPatch(before: DamageBanks, after: DamageBanks): BanksActorPatch {
  checkBanks(before, "before");
  checkBanks(after, "after");
  return patchBetween(before, after);
}

/** `bankPatch` of banks the core computed itself. */
export function patchBetween(before: DamageBanks, after: DamageBanks): BanksActorPatch {
  const patch: Record<string, number | boolean> = {};
  for (const key of BANK_KEYS) if (before[key] !== after[key]) patch[key] = after[key];
  return patch as BanksActorPatch;
}

/** SEED: "dies … when this bank exceeds BOD + (MED TL × 2)". */
export function bleedsToDeath(bleedingOut: number, BOD: number, medTL: number): boolean {
  requireInt(bleedingOut, "bleedingOut", "input.invalid", { min: 0 });
  requireInt(BOD, "BOD", "input.invalid", { min: 0 });
  requireInt(medTL, "medTL", "input.invalid", { min: 0 });
  return bleedingOut > BOD + 2 * medTL;
}

/** Bleeding Out grows by `n`, with the highest value and the death check (§6.12). */
export function addBleeding(b: DamageBanks, n: number, ctx: BankContext): DamageBanks {
  checkAddition(b, n, ctx);
  return bleed(b, n, ctx);
}

export function addPhysical(b: DamageBanks, n: number, ctx: BankContext): DamageBanks {
  checkAddition(b, n, ctx);
  return intoPhysical(b, n, ctx);
}

export function addStun(b: DamageBanks, n: number, ctx: BankContext): DamageBanks {
  checkAddition(b, n, ctx);
  return intoStun(b, n, ctx);
}

export function addSensory(b: DamageBanks, n: number): DamageBanks {
  checkBanks(b);
  requireInt(n, "n", "input.invalid", { min: 0 });
  return { ...b, sensory: b.sensory + n };
}

export function addToBank(b: DamageBanks, bank: DamageBank, n: number, ctx: BankContext): DamageBanks {
  checkBanks(b);
  if (bank !== "stun" && bank !== "physical" && bank !== "sensory") throw new RulesInputError("input.invalid", "bank", "bank must be stun, physical or sensory");
  requireInt(n, "n", "input.invalid");
  checkContext(ctx);
  return intoBank(b, bank, n, ctx);
}

/** `addBleeding` of checked banks, amount and context. */
export function bleed(b: DamageBanks, n: number, ctx: BankContext): DamageBanks {
  const bleedingOut = b.bleedingOut + n;
  return {
    ...b,
    bleedingOut,
    maxBleedingOut: Math.max(b.maxBleedingOut, bleedingOut),
    dead: b.dead || bleedingOut > ctx.BOD + 2 * ctx.medTL,
  };
}

function intoPhysical(b: DamageBanks, n: number, ctx: BankContext): DamageBanks {
  const cap = 2 * ctx.BOD;
  const physical = b.physical + n;
  if (physical <= cap) return { ...b, physical };
  const overflow = physical - cap;
  if (ctx.kind !== "life") return { ...b, physical: cap, destroyed: true };
  return bleed({ ...b, physical: cap, unconscious: true }, overflow, ctx);
}

function intoStun(b: DamageBanks, n: number, ctx: BankContext): DamageBanks {
  // Machines and vehicles have no Stun bank (§4).
  if (ctx.kind !== "life") return intoPhysical(b, n, ctx);
  const cap = 2 * ctx.WIL;
  const stun = b.stun + n;
  // SEED: the bank "reaches" WIL × 2 → unconscious; the remainder overflows to Physical.
  if (stun < cap) return { ...b, stun };
  return intoPhysical({ ...b, stun: cap, unconscious: true }, stun - cap, ctx);
}

/** `addToBank` of checked banks, bank, amount and context. */
export function intoBank(b: DamageBanks, bank: DamageBank, n: number, ctx: BankContext): DamageBanks {
  if (n <= 0) return b;
  if (bank === "stun") return intoStun(b, n, ctx);
  if (bank === "physical") return intoPhysical(b, n, ctx);
  return { ...b, sensory: b.sensory + n };
}
