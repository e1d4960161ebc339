/**
 * Resolving an attack (docs/rules/banks.md §6.8): the test against the bid threshold; on a hit the
 * weapon's code with net hits and Martial Momentum added to the first component; on a miss the
 * splash, if any. A critical automatic attack may instead deal the base code once per net hit,
 * each resisted separately and without the critical effect (SEED): both options are returned.
 */
import { RulesInputError, requireInt, requireRecord } from "../errors";
import { optionalCount } from "./checks";
import type { DamageChart } from "./damage-chart";
import { type DamageComponent, addToFirst, parseDamageCode } from "./damage-code";
import { banksOf, patchBetween } from "./damage-banks";
import { type ApplyDamageInput, type ApplyDamageResult, type CheckedDamage, checkDamage, checkDamageOn, damageInto, summarize } from "./damage";
import { type TestInput, type TestResult, checkTest, computeTestOf } from "./pool-test";
import { missedSplash } from "./splash";
import type { BanksActor, BanksActorPatch } from "./state";
import { type BanksWeapon, validateBanksWeapon } from "./weapon";

export type AttackInput = {
  test: TestInput;
  weapon: BanksWeapon;
  target: BanksActor;
  /** Bullets fired this action (default 1); 2+ makes it automatic fire. */
  bullets?: number;
  /** Martial Momentum added to the first value (§6.14). */
  momentum?: number;
  /** Which option of a critical automatic attack to apply (default "standard"). */
  choice?: "standard" | "multiHit";
  medTL?: number;
  chart?: DamageChart;
};

export type AttackResult = {
  test: TestResult;
  hit: boolean;
  /** The code dealt on a hit (bonus added) or the splash components on a miss. */
  components: DamageComponent[];
  standard: ApplyDamageResult | null;
  /** One application of the base code per net hit, when the critical-autofire option exists. */
  multiHit: ApplyDamageResult[] | null;
  splash: ApplyDamageResult | null;
  applied: "standard" | "multiHit" | "splash" | "none";
};

export function resolveAttack(input: AttackInput, path = "attack"): { result: AttackResult; patch: BanksActorPatch } {
  requireRecord(input, path);
  return resolveAttackWith(validateBanksWeapon(input.weapon, `${path}.weapon`), input, path);
}

/** `resolveAttack` with a weapon already validated (an attack card's, checked with the card); the rest is checked here. */
export function resolveAttackWith(weapon: BanksWeapon, input: AttackInput, path = "attack"): { result: AttackResult; patch: BanksActorPatch } {
  checkTest(input.test, `${path}.test`);
  const bullets = requireInt(input.bullets ?? 1, `${path}.bullets`, "input.invalid", { min: 1, max: weapon.auto });
  const momentum = optionalCount(input.momentum, `${path}.momentum`);
  const choice = input.choice ?? "standard";
  if (choice !== "standard" && choice !== "multiHit") throw new RulesInputError("input.invalid", `${path}.choice`, `${path}.choice must be standard or multiHit`);
  const common = { target: input.target, weaponSizeClass: weapon.sizeClass, ...(input.medTL === undefined ? {} : { medTL: input.medTL }), ...(input.chart === undefined ? {} : { chart: input.chart }) };
  const base = parseDamageCode(weapon.code, `${path}.weapon.code`);
  // Validate the target and options once, before anything is computed; later codes reuse the checked target.
  checkDamage({ ...common, components: base }, path);
  const target = input.target;
  const checkCode = (more: Pick<ApplyDamageInput, "components" | "critical">): CheckedDamage => checkDamageOn(target, { ...common, ...more }, path);

  const test = computeTestOf(input.test);
  const before = banksOf(target);
  const none: AttackResult = { test, hit: test.success, components: [], standard: null, multiHit: null, splash: null, applied: "none" };
  if (!test.success) {
    if (weapon.splashCode === null) return { result: none, patch: {} };
    const components = missedSplash(weapon.splashCode, test.threshold, test.hits, `${path}.splash`);
    const done = damageInto(before, checkCode({ components }));
    const splash = summarize(before, done.after, done.components);
    return { result: { ...none, components, splash, applied: "splash" }, patch: patchBetween(before, done.after) };
  }

  const components = addToFirst(base, test.net + momentum);
  const standardDone = damageInto(before, checkCode({ components, critical: test.critical }));
  const standard = summarize(before, standardDone.after, standardDone.components);
  let multiHit: ApplyDamageResult[] | null = null;
  let multiAfter = before;
  if (test.critical && bullets >= 2 && test.net >= 1) {
    multiHit = [];
    const once = checkCode({ components: base });
    for (let i = 0; i < test.net; i++) {
      const done = damageInto(multiAfter, once);
      multiHit.push(summarize(multiAfter, done.after, done.components));
      multiAfter = done.after;
    }
  }
  if (choice === "multiHit" && multiHit === null) {
    throw new RulesInputError("input.invalid", `${path}.choice`, "Only a critical automatic attack with net hits may deal the code once per net hit");
  }
  const result: AttackResult = { ...none, components, standard, multiHit, applied: choice };
  return { result, patch: patchBetween(before, choice === "multiHit" ? multiAfter : standardDone.after) };
}
