/**
 * The numbers of a declared banks attack that do not depend on the dice: the pool (attribute +
 * skill + the combat modifiers of §5.3 + the roller's bonus), its Glitch Risk (§5.4), and each
 * target's threshold from its dodge bid (§6.7). The attack dialog shows them before the roll;
 * the GM recomputes them from the card when applying.
 */
import { RulesInputError, requireInt, requireRecord } from "../../errors";
import { ACTIONS } from "../actions";
import { classIndex } from "../size-class";
import { type DodgeThreshold, dodgeThreshold, reachBonus } from "../dodge";
import { glitchRisk } from "../glitch";
import { type AttackMode, type PoolModifier, modifiersFor } from "../pool-modifiers";
import { type BanksActor, isIncapable } from "../state";
import { type BanksWeapon, validateBanksWeapon } from "../weapon";
import { validateBanksActor } from "../state-validation";
import { type AttackAction, MELEE_ACTIONS, type PoolChoice, isAttackAction, isGrappleAction, validatePoolChoice } from "./attack-card";
import { ownValue } from "../../own";

export interface AttackPool {
  readonly base: number;
  readonly modifiers: readonly PoolModifier[];
  readonly bonus: number;
  /** Dice rolled: never below 0. */
  readonly size: number;
  readonly gr: number;
}

export interface AttackDeclaration {
  readonly attacker: BanksActor;
  readonly weapon: BanksWeapon;
  readonly action: AttackAction;
  readonly pool: PoolChoice;
  /**
   * The Team Bank of the attacker's team when it declared, if it is a coordinated member acting
   * toward the team's goal: a negative bank is a dice-pool penalty (SEED "Spending the Team Bank").
   */
  readonly teamBank?: number;
  /**
   * The attack interrupts its target's own action as the target pops out of full cover to act:
   * that target counts as behind partial cover (SEED "Cover").
   */
  readonly interruptsTarget?: boolean;
  /** The target is behind full cover (and not popping out): only a thrown or indirect attack reaches it, at −6 dice. */
  readonly targetBehindFullCover?: boolean;
}

/** The parts of a declaration a step reads, checked before any is read (docs/rules/README.md convention 4). */
function checkDeclaration(input: unknown, path: string, parts: { attacker?: boolean } = {}): void {
  const v = requireRecord(input, path);
  if (!isAttackAction(v["action"])) throw new RulesInputError("action.invalid", `${path}.action`, `${path}.action is not an attack action`);
  validateBanksWeapon(v["weapon"], `${path}.weapon`);
  if (parts.attacker === true) validateBanksActor(v["attacker"], `${path}.attacker`);
}

/** Weapon qualities that reach a target behind full cover (DECISION: the seed's "indirect weapons (or weapons that can penetrate his cover)"). */
export const OVER_COVER_QUALITIES: readonly string[] = ["indirect", "penetrating"];

/** A thrown object, or a weapon with an indirect or penetrating quality, may target someone behind full cover (SEED "Cover"). */
export function reachesBehindFullCover(action: AttackAction, weapon: BanksWeapon): boolean {
  if (!isAttackAction(action)) throw new RulesInputError("action.invalid", "action", "action is not an attack action");
  validateBanksWeapon(weapon, "weapon");
  return reachesOverCover(action, weapon);
}

const reachesOverCover = (action: AttackAction, weapon: BanksWeapon): boolean =>
  attackMode(action) === "thrown" || weapon.qualities.some((q) => OVER_COVER_QUALITIES.includes(q.trim().toLowerCase()));

/**
 * Refuses an attack on a target behind full cover (SEED "Cover": "impossible to hit during those
 * times"), unless it interrupts the target as it pops out, or is thrown or indirect.
 */
export function requireTargetable(input: Pick<AttackDeclaration, "action" | "weapon" | "interruptsTarget">, target: Pick<BanksActor, "cover">, path = "target"): void {
  checkDeclaration(input, path);
  requireRecord(target, `${path}.target`);
  refuseFullCover(input, target, path);
}

/** `requireTargetable` of a checked declaration (a validated card's) and a target that is an object. */
export function refuseFullCover(input: Pick<AttackDeclaration, "action" | "weapon" | "interruptsTarget">, target: Pick<BanksActor, "cover">, path: string): void {
  if (target.cover !== "full" || input.interruptsTarget === true || reachesOverCover(input.action, input.weapon)) return;
  throw new RulesInputError(
    "target.fullCover",
    path,
    "The target is behind full cover: only an interrupt as it pops out to act, or a thrown or indirect weapon (at −6 dice), can reach it",
  );
}

export function attackMode(action: AttackAction): AttackMode {
  if (MELEE_ACTIONS.includes(action) || isGrappleAction(action)) return "melee";
  return action === "throwObject" || action === "hurl" ? "thrown" : "ranged";
}

/** The attack's pool; throws `attack.impossible` when §5.3 forbids the attack outright. */
export function attackPool(input: AttackDeclaration, path = "attack"): AttackPool {
  checkDeclaration(input, path, { attacker: true });
  return poolOf({ ...input, pool: validatePoolChoice(input.pool, `${path}.pool`) }, path);
}

/** `attackPool` of a declaration already checked (a validated attack card's): the hot path of applying a card. */
export function poolOf(input: AttackDeclaration, path: string): AttackPool {
  const { attacker, weapon, pool } = input;
  const overCover = input.targetBehindFullCover === true && input.interruptsTarget !== true;
  if (overCover) refuseFullCover(input, { cover: "full" }, `${path}.target`);
  const mods = modifiersFor(
    attacker,
    {
      actor: attacker,
      attack: attackMode(input.action),
      bracing: weapon.bracing,
      design: weapon.design,
      ...(input.teamBank === undefined ? {} : { teamGoalBank: input.teamBank }),
      ...(overCover ? { targetBehindFullCover: true } : {}),
    },
  );
  if (mods.impossible) throw new RulesInputError("attack.impossible", path, "This attack cannot be made from where the attacker is");
  const base = attacker.attributes[pool.attribute] + (pool.skill === null ? 0 : (ownValue(attacker.skills, pool.skill) ?? 0));
  const gr = glitchRisk({ actor: attacker, action: "physical", extra: ACTIONS[input.action].gr + weapon.gr });
  return { base, modifiers: mods.parts, bonus: pool.bonus, size: Math.max(0, base + mods.total + pool.bonus), gr };
}

/** What the threshold needs to know of a target, read when it bids (or when the card applies). */
export interface TargetSnapshot {
  readonly state: BanksActor;
  /** The longest Reach among the target's weapons (melee only, §6.7 step 2). */
  readonly reach: number;
  /** False when the target does not know it is attacked: threshold 1 + cover + size, no bid (§6.7 step 1). */
  readonly aware?: boolean;
}

export interface BidChoice {
  readonly bid: number;
  readonly duckToFullCover: boolean;
}

/**
 * The threshold a target sets (§6.7). A target that cannot act (unconscious, dead) is not
 * aware and bids nothing; one that did not bid is aware with a bid of 0.
 */
export function attackThreshold(input: AttackDeclaration & { bullets: number }, target: TargetSnapshot, bid: BidChoice | null, path = "threshold"): DodgeThreshold {
  checkDeclaration(input, path, { attacker: true });
  requireInt(input.bullets, `${path}.bullets`, "input.invalid", { min: 0 });
  requireRecord(target, `${path}.target`);
  validateBanksActor(target.state, `${path}.target.state`);
  requireInt(target.reach, `${path}.target.reach`, "input.invalid");
  if (bid !== null) {
    requireRecord(bid, `${path}.bid`);
    requireInt(bid.bid, `${path}.bid.bid`, "bid.negative", { min: 0 });
  }
  const aware = target.aware !== false && !isIncapable(target.state);
  const melee = attackMode(input.action) === "melee";
  // Escaping or being thrown, each IP bid adds the defender's BOD instead of AGI (§6.7 step 2, §6.17).
  const byBod = input.action === "escapeGrapple" || input.action === "throwGrappledTarget";
  // A target popping out of full cover to act is treated as behind partial cover (SEED "Cover").
  const cover = target.state.cover === "full" && input.interruptsTarget === true ? "partial" : target.state.cover;
  return dodgeThreshold(
    {
      aware,
      bid: aware ? (bid?.bid ?? 0) : 0,
      agi: target.state.attributes.AGI,
      cover,
      running: aware && target.state.turn.ran,
      sizeDelta: classIndex(input.attacker.sizeClass) - classIndex(target.state.sizeClass),
      reachBonus: melee ? reachBonus(target.reach, input.weapon.reach) : 0,
      autoBullets: input.bullets,
      ...(byBod ? { grappleBod: target.state.attributes.BOD } : {}),
      duckToFullCover: aware && (bid?.duckToFullCover ?? false) && (bid?.bid ?? 0) > 0,
    },
    path,
  );
}
