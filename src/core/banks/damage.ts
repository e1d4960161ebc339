/**
 * Applying a damage code (docs/rules/banks.md §6.11): scale by size, look up the chart, subtract
 * armor, fill the effect's bank, then the critical effect; components in order, so overflow
 * happens in order. Piercing that got through zeroes armor for the rest of the code (SEED;
 * DECISION §9.9: only a P component with damage remaining).
 */
import { RulesInputError, requireInt, requireRecord } from "../errors";
import { validateArmorRatings } from "./armor";
import { optionalFlag } from "./checks";
import { type DamageBank, type CriticalEffect, type DamageChart, DEFAULT_DAMAGE_CHART, validateDamageChart } from "./damage-chart";
import { type DamageComponent, parseDamageCode, validateComponents } from "./damage-code";
import { type BankContext, type DamageBanks, banksOf, checkBanks, contextOf, intoBank, patchBetween } from "./damage-banks";
import { type SizeClass, classIndex, pow2, requireSizeClass } from "./size-class";
import { type ArmorRatings, type BanksActor, type BanksActorPatch, ratingAgainst } from "./state";
import { validateBanksActor } from "./state-validation";

export type ApplyDamageInput = {
  target: BanksActor;
  /** A code such as "6P 3I", or components with net hits already added to the first (§6.8). */
  components: string | readonly DamageComponent[];
  critical?: boolean;
  /** Default: the target's own class (no scaling). */
  weaponSizeClass?: SizeClass;
  /** Default: the target's `armor`. */
  armor?: ArmorRatings;
  medTL?: number;
  chart?: DamageChart;
};

export type ComponentOutcome = {
  letter: DamageComponent["letter"];
  amount: number;
  /** After size scaling (§6.11 step 1). */
  scaled: number;
  armor: number;
  remaining: number;
  bank: DamageBank;
  /** The critical effect applied, if any. */
  critical: CriticalEffect | null;
  dismemberment: "limb" | "digit" | null;
};

export type ApplyDamageResult = {
  components: ComponentOutcome[];
  before: DamageBanks;
  after: DamageBanks;
  knockedOut: boolean;
  died: boolean;
  destroyed: boolean;
};

export type CheckedDamage = { components: DamageComponent[]; critical: boolean; factor: { up: number; down: number }; armor: ArmorRatings; ctx: BankContext; chart: DamageChart };

/** Validates the whole input (§7) and resolves the defaults. */
export function checkDamage(input: ApplyDamageInput, path = "damage"): CheckedDamage {
  requireRecord(input, path);
  return checkDamageOn(validateBanksActor(input.target, `${path}.target`), input, path);
}

/** `checkDamage` of a target already validated (an attack checks up to three codes against one target). */
export function checkDamageOn(target: BanksActor, input: ApplyDamageInput, path = "damage"): CheckedDamage {
  const components = typeof input.components === "string" ? parseDamageCode(input.components, `${path}.components`) : validateComponents(input.components, `${path}.components`);
  const critical = optionalFlag(input.critical, `${path}.critical`);
  const weapon = requireSizeClass(input.weaponSizeClass ?? target.sizeClass, `${path}.weaponSizeClass`);
  const armor = input.armor === undefined ? target.armor : validateArmorRatings(input.armor, `${path}.armor`);
  const medTL = requireInt(input.medTL ?? 0, `${path}.medTL`, "input.invalid", { min: 0 });
  const chart = input.chart === undefined ? DEFAULT_DAMAGE_CHART : validateDamageChart(input.chart, `${path}.chart`);
  const d = classIndex(weapon) - classIndex(target.sizeClass);
  return { components, critical, factor: { up: pow2(Math.max(0, d)), down: pow2(Math.max(0, -d)) }, armor, ctx: contextOf(target, medTL), chart };
}

/** §6.11 on checked input, starting from `banks`. */
export function computeDamage(banks: DamageBanks, c: CheckedDamage): { components: ComponentOutcome[]; after: DamageBanks } {
  // Exported on its own: the checked damage is checked again (cheap next to the rule).
  checkBanks(banks);
  const v = requireRecord(c, "damage");
  validateComponents(v["components"], "damage.components");
  if (typeof v["critical"] !== "boolean") throw new RulesInputError("input.invalid", "damage.critical", "damage.critical must be true or false");
  const factor = requireRecord(v["factor"], "damage.factor");
  requireInt(factor["up"], "damage.factor.up", "input.invalid", { min: 1, max: 1024 });
  requireInt(factor["down"], "damage.factor.down", "input.invalid", { min: 1, max: 1024 });
  validateArmorRatings(v["armor"], "damage.armor");
  validateDamageChart(v["chart"], "damage.chart");
  requireRecord(v["ctx"], "damage.ctx");
  return damageInto(banks, c);
}

/** `computeDamage` of banks and damage the core checked itself (checkDamage's result). */
export function damageInto(banks: DamageBanks, c: CheckedDamage): { components: ComponentOutcome[]; after: DamageBanks } {
  let b = banks;
  let pierced = false;
  const outcomes: ComponentOutcome[] = [];
  for (const { amount, letter } of c.components) {
    // Step 1: larger weapons double per class, smaller ones halve (round down) per class.
    const scaled = Math.floor((amount * c.factor.up) / c.factor.down);
    const entry = c.chart[c.ctx.kind][letter];
    const armor = entry.resist === "armor" && !pierced ? ratingAgainst(c.armor, letter) : 0;
    const remaining = Math.max(0, scaled - armor);
    let critical: CriticalEffect | null = null;
    let dismemberment: ComponentOutcome["dismemberment"] = null;
    if (remaining > 0) {
      b = intoBank(b, entry.effect, remaining, c.ctx);
      if (letter === "P") pierced = true;
      if (c.critical && entry.critical !== "none") {
        critical = entry.critical;
        if (entry.critical === "double") b = intoBank(b, entry.effect, remaining, c.ctx);
        else if (entry.critical === "dismemberment") dismemberment = remaining >= 4 ? "limb" : "digit";
        else b = intoBank(b, entry.critical.slice(1) as DamageBank, remaining, c.ctx);
      }
    }
    outcomes.push({ letter, amount, scaled, armor, remaining, bank: entry.effect, critical, dismemberment });
  }
  return { components: outcomes, after: b };
}

export function summarize(before: DamageBanks, after: DamageBanks, components: ComponentOutcome[]): ApplyDamageResult {
  return {
    components,
    before,
    after,
    knockedOut: after.unconscious && !before.unconscious,
    died: after.dead && !before.dead,
    destroyed: after.destroyed && !before.destroyed,
  };
}

export function applyDamage(input: ApplyDamageInput, path = "damage"): { result: ApplyDamageResult; patch: BanksActorPatch } {
  requireRecord(input, path);
  const checked = checkDamage(input, path);
  const before = banksOf(input.target);
  const { components, after } = damageInto(before, checked);
  return { result: summarize(before, after, components), patch: patchBetween(before, after) };
}
