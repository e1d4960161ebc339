/**
 * Active Dodge/Parry (docs/rules/banks.md §6.7 step 7, §6.18; SEED "Active Dodge/Parry"): a Simple
 * action whose roll — REA + a Melee specialization — banks its hits; the bank pays dodge bids
 * before IP while the specialization fits the attack, and vanishes when the character next acts.
 * DECISION: Dodge fits every attack; Unarmed Parry fits melee attacks and grapples, Weapon Parry
 * melee attacks; Ranged Deflect fits ranged and thrown attacks (see activeDodgeFits).
 */
import { RulesInputError } from "../../errors";
import { requireObject } from "../checks";
import { countPool, validateDice } from "../../dice";
import type { BanksActor, BanksActorPatch } from "../state";
import { type AttackAction, MELEE_ACTIONS, type PoolChoice, validatePoolChoice } from "./attack-card";
import { attackMode } from "./attack-plan";
import { ownValue } from "../../own";
import { validateBanksActor } from "../state-validation";

export const DODGE_SPECS = ["dodge", "unarmedParry", "weaponParry", "rangedDeflect"] as const;
export type DodgeSpec = (typeof DODGE_SPECS)[number];

export interface ActiveDodgeRoll {
  readonly spec: DodgeSpec;
  readonly pool: PoolChoice;
  readonly dice: readonly number[];
}

export function isDodgeSpec(value: unknown): value is DodgeSpec {
  return (DODGE_SPECS as readonly unknown[]).includes(value);
}

export function validateActiveDodgeRoll(value: unknown, path = "activeDodge"): ActiveDodgeRoll {
  const v = requireObject(value, path, "card.state");
  const spec = v["spec"];
  if (!isDodgeSpec(spec)) throw new RulesInputError("card.state", `${path}.spec`, `${path}.spec must be one of ${DODGE_SPECS.join(", ")}`);
  return { spec, pool: validatePoolChoice(v["pool"], `${path}.pool`), dice: validateDice(v["dice"], `${path}.dice`) };
}

export function activeDodgePoolSize(actor: BanksActor, pool: PoolChoice): number {
  validateBanksActor(actor, "actor");
  // Read the checked choice: a missing bonus defaults to 0 there, but would be NaN here.
  const p = validatePoolChoice(pool, "pool");
  return Math.max(0, actor.attributes[p.attribute] + (p.skill === null ? 0 : (ownValue(actor.skills, p.skill) ?? 0)) + p.bonus);
}

/** The bank the roll leaves (none on no hits); throws `dice.count` when the dice are not the actor's pool. */
export function activeDodgeOutcome(roll: ActiveDodgeRoll, actor: BanksActor, path = "activeDodge"): { result: { hits: number; poolSize: number }; patch: BanksActorPatch } {
  validateActiveDodgeRoll(roll, path);
  const poolSize = activeDodgePoolSize(actor, roll.pool);
  const { hits } = countPool(validateDice(roll.dice, `${path}.dice`, poolSize));
  return { result: { hits, poolSize }, patch: { activeDodgeBank: hits > 0 ? { spec: roll.spec, hits } : null } };
}

/**
 * Whether an Active Dodge/Parry bank of `spec` may pay a bid against `action`. Bids against an
 * escape or a throw from a grapple add BOD, not AGI: they are strength, not dodging, so no bank
 * pays them; a weapon cannot parry hands reaching to grapple.
 */
export function activeDodgeFits(spec: string, action: AttackAction): boolean {
  if (action === "escapeGrapple" || action === "throwGrappledTarget") return false;
  const mode = attackMode(action);
  switch (spec) {
    case "dodge":
      return true;
    case "unarmedParry":
      return mode === "melee";
    case "weaponParry":
      return MELEE_ACTIONS.includes(action);
    case "rangedDeflect":
      return mode !== "melee";
    default:
      return false;
  }
}
