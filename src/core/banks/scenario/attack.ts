/**
 * An attack in a banks scenario (rules/banks.md §6.7–§6.12): the attacker pays the action at
 * its Blitz count, the defender bids IP before the roll, the threshold follows from the bid,
 * cover, running, size and automatic fire; the roll's net hits go onto the first damage value,
 * and the code goes through armor into the damage banks, overflowing in order.
 */
import { RulesInputError } from "../errors";
import type { Rng } from "../random";
import {
  ACTIONS,
  type ApplyDamageResult,
  type AttackResult,
  type BanksActor,
  armorAgainst,
  classIndex,
  damageBanksOf,
  dodgeThreshold,
  fire,
  formatDamageCode,
  glitchRisk,
  isIncapable,
  parseDamageCode,
  payBid,
  physicalCap,
  poolModifiers,
  reachBonus,
  recoilPenalty,
  resolveAttack,
  rollDice,
  stunCap,
  validateDice,
} from "../banks";
import { type BanksTable, actorById, patchActor, patchEncounter, teamRefOf, weaponById } from "./banks-table";
import { type BanksAttackRecord, type BidRecord, type ComponentRecord, type PaymentRecord, type PoolRecord, type ThresholdRecord, banksStateOf } from "./banks-records";
import { payAction, poolSize } from "./banks-actions";
import type { BanksStep } from "./banks-step-read";
import { beginTurn, settle } from "./banks-turns";

type AttackStep = Extract<BanksStep, { type: "attack" }>;

const MELEE: readonly string[] = ["strike", "meleeWeaponAttack", "brawl"];

export interface PreparedAttack {
  /** After the turn began, the action was paid and the defender's bid was paid. */
  readonly table: BanksTable;
  readonly payment: PaymentRecord;
  readonly bid: BidRecord | null;
  readonly threshold: ThresholdRecord;
  readonly pool: PoolRecord;
  readonly gr: number;
}

function payDefenderBid(table: BanksTable, step: AttackStep, aware: boolean): { table: BanksTable; bid: BidRecord | null } {
  if (step.bid === 0 && step.chutzpah === 0) return { table, bid: null };
  if (!aware) throw new RulesInputError("bid.tooLarge", `${step.path}.bid`, `A defender unaware of the attack (or unable to act) cannot bid`);
  const defender = actorById(table, step.target).state;
  const team = teamRefOf(table, step.target);
  const { result, patches } = payBid({ defender, team, bid: step.bid, chutzpah: step.chutzpah, duckToFullCover: step.duckToFullCover }, step.path);
  let next = patchActor(table, step.target, patches.defender);
  if (team !== null && patches.team.bank !== undefined) next = patchEncounter(next, { teams: { [team.id]: patches.team } });
  return { table: next, bid: { bid: result.bid, chutzpahSpent: result.chutzpahSpent, fromIp: result.fromIp, fromTeam: result.fromTeam, ipBefore: defender.ip, ip: actorById(next, step.target).state.ip } };
}

/** Everything up to the roll: what `fray odds` needs, and the first half of playing the attack. */
export function prepareAttack(table: BanksTable, step: AttackStep, rng: Rng): PreparedAttack {
  const started = beginTurn(table, step.actor, `${step.path}.actor`, rng);
  const attacker = actorById(started, step.actor);
  const weapon = weaponById(started, attacker, step.weapon).weapon;
  const melee = MELEE.includes(step.action);
  // The pool and GR are judged before this attack's own recoil is added (§5.3, §5.4).
  const mods = poolModifiers({ actor: attacker.state, attack: melee ? "melee" : "ranged", bracing: weapon.bracing, design: weapon.design }, "pool");
  if (mods.impossible) throw new RulesInputError("attack.impossible", step.path, `This attack cannot be made`);
  const base = poolSize(attacker.state, step.pool);
  const gr = glitchRisk({ actor: attacker.state, action: "physical", extra: ACTIONS[step.action].gr + weapon.gr });
  const paid = payAction(started, step.actor, { action: step.action });
  const target = actorById(paid.table, step.target);
  const aware = step.aware && !isIncapable(target.state);
  const bidPaid = payDefenderBid(paid.table, step, aware);
  const defenderReach = Math.max(0, ...target.weapons.map((w) => w.weapon.reach));
  const sizeDelta = classIndex(attacker.state.sizeClass) - classIndex(target.state.sizeClass);
  const running = bidPaid.table.ran.includes(step.target);
  const t = dodgeThreshold(
    {
      aware,
      bid: step.bid,
      agi: target.state.attributes.AGI,
      cover: target.state.cover,
      running,
      sizeDelta,
      reachBonus: melee ? reachBonus(defenderReach, weapon.reach) : 0,
      autoBullets: step.bullets,
      duckToFullCover: step.duckToFullCover,
    },
    step.path,
  );
  const threshold: ThresholdRecord = {
    aware,
    bid: step.bid,
    increment: t.increment,
    cover: target.state.cover === "open" ? 0 : 2,
    running: aware && running ? 1 : 0,
    size: 2 * sizeDelta,
    base: t.base,
    bullets: step.bullets,
    reduction: t.reduction,
    threshold: t.threshold,
  };
  return { table: bidPaid.table, payment: paid.payment, bid: bidPaid.bid, threshold, pool: { base, modifiers: mods.parts, size: Math.max(0, base + mods.total) }, gr };
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
export function overflow(components: readonly ComponentRecord[], before: BanksActor, after: BanksActor): BanksAttackRecord["overflow"] {
  if (before.kind !== "life") return { toPhysical: 0, toBleedingOut: 0 };
  let stunIn = 0;
  for (const c of components) {
    if (c.remaining <= 0) continue;
    if (c.bank === "stun") stunIn += c.critical === "double" ? 2 * c.remaining : c.remaining;
    if (c.critical === "+stun") stunIn += c.remaining;
  }
  return { toPhysical: Math.max(0, stunIn - (after.stun - before.stun)), toBleedingOut: after.bleedingOut - before.bleedingOut };
}

export function playAttack(table: BanksTable, step: AttackStep, rng: Rng): { table: BanksTable; outcome: BanksAttackRecord } {
  const prep = prepareAttack(table, step, rng);
  const dice = step.dice === undefined ? rollDice(rng, prep.pool.size) : validateDice(step.dice, `${step.path}.dice`, prep.pool.size);
  const attacker = actorById(prep.table, step.actor);
  const weapon = weaponById(prep.table, attacker, step.weapon);
  const target = actorById(prep.table, step.target);
  const { result, patch } = resolveAttack({
    test: { dice, threshold: prep.threshold.threshold, gr: prep.gr },
    weapon: weapon.weapon,
    target: target.state,
    bullets: step.bullets,
    choice: step.choice,
    medTL: prep.table.encounter.medTL,
  });
  let next = patchActor(prep.table, step.target, patch);
  let recoil: BanksAttackRecord["recoil"] = null;
  if (weapon.weapon.recoil > 0) {
    const larger = classIndex(weapon.weapon.sizeClass) > classIndex(attacker.state.sizeClass);
    const fired = fire({ actor: attacker.state, bullets: step.bullets, weaponRecoil: weapon.weapon.recoil, bracing: weapon.weapon.bracing, largerClassWeapon: larger });
    next = patchActor(next, step.actor, fired.patch);
    recoil = { ...fired.result, penalty: recoilPenalty(actorById(next, step.actor).state) };
    next = { ...next, firedRecoil: [...next.firedRecoil, step.actor] };
  }
  next = patchActor(next, step.actor, { turn: { attackedThisRound: true } });
  const after = actorById(next, step.target).state;
  const components = componentRecords(result, target.state);
  const caps = { stunCap: stunCap(target.state), physicalCap: physicalCap(target.state) };
  const before = damageBanksOf(target.state);
  const dealt = result.applied === "multiHit" ? formatDamageCode(parseDamageCode(weapon.weapon.code)) : result.applied === "none" ? null : formatDamageCode(result.components);
  const done = settle(next, rng);
  const { test } = result;
  return {
    table: done.table,
    outcome: {
      kind: "attack",
      attacker: attacker.name,
      target: target.name,
      weapon: weapon.name,
      bullets: step.bullets,
      payment: prep.payment,
      bid: prep.bid,
      threshold: prep.threshold,
      pool: prep.pool,
      dice: [...dice],
      hits: test.hits,
      sixes: test.sixes,
      ones: test.ones,
      gr: prep.gr,
      success: test.success,
      net: test.net,
      critical: test.critical,
      glitch: test.glitch,
      code: formatDamageCode(parseDamageCode(weapon.weapon.code)),
      damageCode: dealt,
      applied: result.applied,
      multiHit: result.multiHit === null ? null : { times: result.multiHit.length, code: formatDamageCode(parseDamageCode(weapon.weapon.code)) },
      components,
      overflow: overflow(components, target.state, after),
      before: banksStateOf(before, caps),
      after: banksStateOf(damageBanksOf(after), caps),
      knockedOut: after.unconscious && !before.unconscious,
      died: after.dead && !before.dead,
      destroyed: after.destroyed && !before.destroyed,
      recoil,
      turn: done.turn,
    },
  };
}
