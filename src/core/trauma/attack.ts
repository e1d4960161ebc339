import type { Card } from "../cards";
import { type BaseTraumaResult, baseTrauma } from "./base-trauma";
import { type DrawPlay, type DrawResult, checkDraw, computeDraw, drawInputOf, spendPerksPatch } from "./draw";
import { type ModifiedTraumaResult, modifyTrauma } from "./modified-trauma";
import { DEFAULT_TRAUMA_REGISTRY, type TraumaRegistry, familyOf } from "./registry";
import {
  type ResistanceCall,
  type ResistanceResult,
  RESISTANCE_DIFFICULTY,
  checkResistance,
  computeResistance,
  resistanceCallOf,
} from "./resistance";
import type { TraumaActor, TraumaActorPatch } from "./state";
import { requireAlive, validateTraumaActor } from "./state-validation";
import { type ApplyTraumaResult, traumaApplication } from "./vim";
import { type TraumaWeapon, validateTraumaWeapon } from "./weapon";
import { requireRecord } from "../errors";

export type AttackInput = {
  attacker: TraumaActor;
  target: TraumaActor;
  weapon: TraumaWeapon;
  /** The attacker's drawn cards and perk plays. */
  draw: DrawPlay;
  /** The target's; needed only when Modified Trauma > 0 (see `stage: "needsResistance"`). */
  resistance?: DrawPlay;
  registry?: TraumaRegistry;
};

/**
 * How far the attack went: `miss` (margin off the spread), `nullified` (Modified Trauma 0,
 * resistance moot), `needsResistance` (call again with `resistance` cards; nothing changes
 * yet), `resolved` (final trauma applied in the target patch).
 */
export type AttackStage = "miss" | "nullified" | "needsResistance" | "resolved";

export type PerkEarnings = { earns: boolean; spent: Card[] };

export type AttackResult = {
  stage: AttackStage;
  attack: DrawResult;
  hit: boolean;
  /** The attack spread entry used (null on a miss). */
  spreadPercent: number | null;
  baseTrauma: number;
  traumaType: string;
  family: string;
  modifier: Pick<ModifiedTraumaResult, "scope" | "percents">;
  modifiedTrauma: number;
  /** The resistance draw asked for (when Modified Trauma > 0). */
  resistanceCall: ResistanceCall | null;
  resistance: ResistanceResult | null;
  /** null only while the resistance draw is pending. */
  finalTrauma: number | null;
  /** The weapon's condition when this attack inflicts it (§5.8 step 5). */
  condition: string | null;
  applied: ApplyTraumaResult | null;
  perks: { attacker: PerkEarnings; target: PerkEarnings };
};

export type AttackOutcome = {
  result: AttackResult;
  patches: { attacker: TraumaActorPatch; target: TraumaActorPatch };
};

/** docs/rules/trauma.md §5.8: attack draw → base → modified → resistance → condition → apply. */
export function resolveAttack(input: AttackInput): AttackOutcome {
  requireRecord(input, "input");
  const registry = input.registry ?? DEFAULT_TRAUMA_REGISTRY;
  const { attacker, target } = input;
  // Validate everything first (docs/rules/README.md convention 4): nothing is half-applied.
  validateTraumaActor(attacker, "attacker");
  validateTraumaActor(target, "target");
  const weapon = validateTraumaWeapon(input.weapon, "weapon", registry);
  return resolveValidatedAttack({ ...input, weapon }, registry);
}

/**
 * `resolveAttack` of actors and a weapon already validated (sampleFinalTrauma validates them once
 * for both of its calls): the draws are still checked, the actors and weapon are not (npm run bench).
 */
export function resolveValidatedAttack(input: AttackInput, registry: TraumaRegistry): AttackOutcome {
  const { attacker, target, weapon } = input;
  requireAlive(attacker, "attacker", "attack");
  // DECISION (not in the spec): a dead target cannot make the resistance draw, so it cannot be attacked.
  requireAlive(target, "target", "be attacked");
  requireRecord(input.draw, "draw");
  if (input.resistance !== undefined) requireRecord(input.resistance, "resistance");
  const attackInput = drawInputOf(attacker, weapon.ability, weapon.lobe, weapon.difficulty, input.draw);
  checkDraw(attackInput, "draw");
  const family = familyOf(registry, weapon.traumaType, "weapon.traumaType");
  const paths = { target: "target", family: "weapon.traumaType", draw: "resistance" };
  if (input.resistance !== undefined) checkResistance(target, family, input.resistance, registry, RESISTANCE_DIFFICULTY, paths);

  const attack = computeDraw(attackInput);
  const base: BaseTraumaResult = baseTrauma(target.maxVim, weapon.spread, attack.margin);
  const modified = base.hit ? modifyTrauma(base.base, weapon.traumaType, target.behaviors, registry) : null;
  const modifiedTrauma = modified?.modified ?? 0;
  const attackerPatch = spendPerksPatch(attacker.perkHand, attack.perksSpent);
  const result: AttackResult = {
    stage: !base.hit ? "miss" : modifiedTrauma === 0 ? "nullified" : "needsResistance",
    attack,
    hit: base.hit,
    spreadPercent: base.percent,
    baseTrauma: base.base,
    traumaType: weapon.traumaType,
    family,
    modifier: { scope: modified?.scope ?? null, percents: modified?.percents ?? [] },
    modifiedTrauma,
    resistanceCall: modifiedTrauma > 0 ? resistanceCallOf(target, family, registry, RESISTANCE_DIFFICULTY) : null,
    resistance: null,
    finalTrauma: 0,
    // DECISION §8.9: only a complete success against a target the trauma affects.
    condition: attack.margin === 0 && modifiedTrauma > 0 ? weapon.condition : null,
    applied: null,
    perks: { attacker: { earns: attack.earnsPerk, spent: attack.perksSpent }, target: { earns: false, spent: [] } },
  };
  if (result.stage !== "needsResistance") return { result, patches: { attacker: attackerPatch, target: {} } };
  if (input.resistance === undefined) {
    // Nothing is spent until the whole attack resolves, so a second call cannot double-spend.
    return { result: { ...result, finalTrauma: null }, patches: { attacker: {}, target: {} } };
  }

  const resisted = computeResistance(target, family, modifiedTrauma, input.resistance, registry, RESISTANCE_DIFFICULTY);
  const applied = traumaApplication(target, resisted.result.final);
  const targetPatch: TraumaActorPatch = { ...resisted.patch, ...applied.patch };
  if (result.condition !== null && !target.conditionsInflicted.includes(result.condition)) {
    targetPatch.conditionsInflicted = [...target.conditionsInflicted, result.condition];
  }
  return {
    result: {
      ...result,
      stage: "resolved",
      resistance: resisted.result,
      finalTrauma: resisted.result.final,
      applied: applied.result,
      perks: {
        attacker: result.perks.attacker,
        target: { earns: resisted.result.draw.earnsPerk, spent: resisted.result.draw.perksSpent },
      },
    },
    patches: { attacker: attackerPatch, target: targetPatch },
  };
}
