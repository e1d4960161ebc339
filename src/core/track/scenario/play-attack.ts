/**
 * Playing an attack or a hazard's damage in a scenario (rules/track.md §5.2–§5.5, §7 "Each
 * attack"): the attack roll with the attacker's wound penalty, the soak with the armor for the
 * weapon's category and any bought hits, Net Damage, the wound.
 */
import { rollDice } from "../../dice";
import { RulesInputError } from "../../errors";
import { table as generic } from "../../encounter";
import type { Rng } from "../../random";
import type { ArmorCategory, DamageType, TrackActor } from "../state";
import { isIncapacitated, woundPenalty } from "../state";
import { requireAlive } from "../state-validation";
import { computeAttack, resolveSoak } from "../soak";
import { WOUND_BOXES, computeWound, woundFor } from "../wound";
import { type AttackRecord, type SoakRecord, monitorOf } from "./records";
import type { SoakChoice, TrackStep } from "./step-read";
import type { TrackTable } from "./table";

/** §7 objects soak with their armor only; everyone else with Strength + Edge + armor. */
export function soakPoolOf(target: TrackActor, category: ArmorCategory, extraDice: number): { strength: number; edge: number; armorRating: number; extraDice: number } {
  return { strength: target.object ? 0 : target.strength, edge: target.object ? 0 : target.edge, armorRating: target.armor[category], extraDice };
}

function soakAndWound(
  table: TrackTable,
  targetId: string,
  damage: number,
  damageType: DamageType,
  category: ArmorCategory,
  choice: SoakChoice,
  rng: Rng,
  path: string,
): { table: TrackTable; targetId: string; soak: SoakRecord | null; net: number; wound: ReturnType<typeof computeWound>["result"] } {
  const target = generic.actorById(table, targetId);
  let soak: SoakRecord | null = null;
  let net = damage;
  if (damage > 0 && !target.state.dead) {
    const pool = soakPoolOf(target.state, category, choice.extraSoakDice);
    const size = pool.strength + pool.edge + pool.armorRating + pool.extraDice;
    const dice = choice.soakDice ?? rollDice(rng, Math.max(0, size - 3 * choice.boughtHits));
    try {
      const result = resolveSoak({ ...pool, boughtHits: choice.boughtHits, dice });
      soak = { poolSize: result.poolSize, boughtHits: result.boughtHits, dice, soakHits: result.soakHits };
      net = Math.max(0, damage - result.soakHits);
    } catch (error) {
      if (error instanceof RulesInputError) throw new RulesInputError(error.code, `${path}.${error.code === "soak.badPurchase" ? "boughtHits" : "soakDice"}`, error.message);
      throw error;
    }
  }
  const { result, patch } = computeWound(target.state, woundFor(net), damageType);
  return { table: generic.patchActor(table, targetId, patch), targetId, soak, net, wound: result };
}

/** The soak and the wound it left, as both an attack and a bare damage step record them. */
function woundOutcome(after: ReturnType<typeof soakAndWound>): Pick<AttackRecord, "soak" | "netDamage" | "wound" | "boxes" | "converted" | "countedTowardDeath" | "target"> {
  const target = generic.actorById(after.table, after.targetId);
  return {
    soak: after.soak,
    netDamage: after.net,
    wound: after.wound.wound,
    boxes: WOUND_BOXES[after.wound.wound],
    converted: after.wound.converted,
    countedTowardDeath: after.wound.countedTowardDeath,
    target: monitorOf(target.name, target.state),
  };
}

export function playAttack(table: TrackTable, step: Extract<TrackStep, { type: "attack" }>, rng: Rng): { table: TrackTable; outcome: AttackRecord } {
  const attacker = generic.actorById(table, step.actor);
  requireAlive(attacker.state, step.path, "attack");
  // §5.6 (SEED): the Incapacitated cannot attempt an action that needs a roll.
  if (isIncapacitated(attacker.state)) throw new RulesInputError("actor.incapacitated", `${step.path}.actor`, `${attacker.name} is Incapacitated and cannot attack`);
  const weapon = generic.weaponById(table, attacker, step.item);
  // §5.6: the wound penalty comes off the attack pool (an action); autofire adds three dice (§3.3).
  const penalty = woundPenalty(attacker.state);
  const pool = Math.max(0, step.pool + (weapon.weapon.autofire ? 3 : 0) - penalty);
  if (step.attackDice !== undefined && step.attackDice.length !== pool) {
    throw new RulesInputError("dice.count", `${step.path}.attackDice`, `the attack rolls ${pool} dice (pool ${step.pool}, penalty −${penalty}), got ${step.attackDice.length}`);
  }
  const dice = step.attackDice ?? rollDice(rng, pool);
  const hits = dice.filter((d) => d >= 5).length;
  const attack = computeAttack(hits, step.threshold, weapon.weapon.damage);
  const { damageType, category } = weapon.weapon;
  const after = soakAndWound(table, step.target, attack.damage, damageType, category, step, rng, step.path);
  return {
    table: after.table,
    outcome: {
      kind: "attack",
      attacker: attacker.name,
      weapon: weapon.name,
      roll: { pool, penalty, dice, hits, threshold: step.threshold, success: attack.success, netHits: attack.netHits },
      damage: attack.damage,
      damageType,
      ...woundOutcome(after),
    },
  };
}

export function playDamage(table: TrackTable, step: Extract<TrackStep, { type: "damage" }>, rng: Rng): { table: TrackTable; outcome: AttackRecord } {
  const after = soakAndWound(table, step.target, step.damage, step.damageType, step.category, step, rng, step.path);
  return {
    table: after.table,
    outcome: {
      kind: "attack",
      attacker: "",
      weapon: null,
      roll: null,
      damage: step.damage,
      damageType: step.damageType,
      ...woundOutcome(after),
    },
  };
}
