/**
 * An attack in a banks scenario, played through the same procedures as the Foundry attack card
 * (core/banks/flow): the step becomes the card the sheet would post, the attacker pays it with
 * `payDeclaredAction` (Blitz, full cover, interrupts, recoil, Martial Momentum, a Strike's free
 * Run), the defender's bid sets the threshold with `attackThreshold` and `payBid`, and the roll
 * resolves with `banksAttackOutcome` (damage, or a grapple's hold, escape or throw).
 */
import { RulesInputError } from "../../errors";
import type { Rng } from "../../random";
import { payBid } from "../bid";
import { type BanksAttackCard, type PoolChoice, attackSituation, isGrappleAction } from "../flow/attack-card";
import { requireGrappleHold } from "../flow/grapple-card";
import { type AttackPool, type TargetSnapshot, attackPool, attackThreshold, requireTargetable } from "../flow/attack-plan";
import { type TargetOutcome, banksAttackOutcome, declarationOf } from "../flow/attack-outcome";
import { attackOverflow, componentRecords, damageStateOf } from "../flow/damage-record";
import { attackFiringOf, payDeclaredAction } from "../flow/declared-action";
import { formatDamageCode, parseDamageCode } from "../damage-code";
import { damageBanksOf } from "../damage-banks";
import { rollDice, validateDice } from "../../dice";
import { recoilPenalty } from "../pool-modifiers";
import { classIndex } from "../size-class";
import { type BanksActor, type BanksActorPatch, isIncapable, physicalCap, stunCap } from "../state";
import { defaultBanksWeapon } from "../weapon";
import { strikeCode } from "../unarmed";
import type { BanksAttackRecord, BidRecord, ComponentRecord, GrappleRecord, PaymentLogRecord, PoolRecord, ThresholdRecord } from "./records";
import type { BanksStep, PoolSpec } from "./step-read";
import { type BanksTable, type BanksTableActor, type BanksTableWeapon, actorById, patchActor, teamRefOf, weaponById } from "./table";
import { type Acting, actingFor, paymentRecord, spendTeam } from "./actions";
import { settle } from "./turns";

type AttackStep = Extract<BanksStep, { type: "attack" }>;

interface PreparedAttack {
  /** After the turn began (or the interrupt was made), the action was paid and the defender's bid was paid. */
  readonly table: BanksTable;
  /** The attack as a Foundry attack card records it (no dice yet). */
  readonly card: BanksAttackCard;
  readonly payment: PaymentLogRecord;
  readonly bid: BidRecord | null;
  readonly threshold: ThresholdRecord;
  readonly pool: PoolRecord;
  readonly gr: number;
  /** A melee attack's Martial Momentum as it was paid (§6.14). */
  readonly momentum: number | undefined;
}

/** A pool spec as a card's pool choice: a fixed number of dice is the roller's AGI plus bonus dice. */
function poolChoice(actor: BanksActor, spec: PoolSpec): PoolChoice {
  if (typeof spec === "number") return { attribute: "AGI", skill: null, bonus: spec - actor.attributes.AGI };
  return spec;
}

/** The log's pool: a fixed number of dice is its own base; named bonus dice show as a modifier. */
function poolRecord(spec: PoolSpec, pool: AttackPool): PoolRecord {
  if (typeof spec === "number") return { base: spec, modifiers: pool.modifiers, size: pool.size };
  return { base: pool.base, modifiers: pool.bonus === 0 ? pool.modifiers : [...pool.modifiers, { source: "bonus", dice: pool.bonus }], size: pool.size };
}

/** A grapple's bare hands (as the sheet's grapple card): the fist's code at the attacker's BOD. */
function weaponOf(table: BanksTable, attacker: BanksTableActor, id: string | null): BanksTableWeapon {
  if (id !== null) return weaponById(table, attacker, id);
  return { id: "bare-hands", name: "Bare hands", weapon: { ...defaultBanksWeapon(), code: strikeCode(attacker.state.attributes.BOD) } };
}

function longestReach(actor: BanksTableActor): number {
  return Math.max(0, ...actor.weapons.map((w) => w.weapon.reach));
}

function payDefenderBid(table: BanksTable, step: AttackStep, aware: boolean): { table: BanksTable; bid: BidRecord | null } {
  if (step.bid === 0 && step.chutzpah === 0) return { table, bid: null };
  if (!aware) throw new RulesInputError("bid.tooLarge", `${step.path}.bid`, `A defender unaware of the attack (or unable to act) cannot bid`);
  const defender = actorById(table, step.target).state;
  const team = teamRefOf(table, step.target);
  const { result, patches } = payBid({ defender, team, bid: step.bid, chutzpah: step.chutzpah, duckToFullCover: step.duckToFullCover, hitTheDeck: step.hitTheDeck }, step.path);
  const next = spendTeam(patchActor(table, step.target, patches.defender), team, patches.team);
  return { table: next, bid: { bid: result.bid, chutzpahSpent: result.chutzpahSpent, fromIp: result.fromIp, fromTeam: result.fromTeam, ipBefore: defender.ip, ip: actorById(next, step.target).state.ip } };
}

/** The card the attack step stands for: the attacker as it declared, before paying. */
function cardOf(table: BanksTable, step: AttackStep, acting: Acting): BanksAttackCard {
  const attacker = actorById(table, step.actor);
  const target = actorById(table, step.target);
  const weapon = weaponOf(table, attacker, step.weapon);
  const team = teamRefOf(table, step.actor);
  // The target pops out of full cover to act, and this attack interrupts it (SEED "Cover").
  const interruptsTarget = acting.interrupted === step.target;
  return {
    version: 1,
    attacker: { actorUuid: attacker.id, name: attacker.name, combatantId: attacker.id, state: attacker.state },
    weapon: { itemUuid: weapon.id, name: weapon.name, profile: weapon.weapon },
    action: step.action,
    bullets: step.bullets,
    pool: poolChoice(attacker.state, step.pool),
    choice: step.choice,
    targets: [{ actorUuid: target.id, name: target.name, combatantId: target.id }],
    dice: null,
    ...(step.action === "throwGrappledTarget" ? { throwChoice: step.throwChoice } : {}),
    ...attackSituation({ teamBank: team !== null && step.teamGoal ? team.state.bank : null, target: target.state, interruptsTarget }),
  };
}

/** Everything up to the roll: what `fray odds` needs, and the first half of playing the attack. */
export function prepareAttack(table: BanksTable, step: AttackStep, rng: Rng): PreparedAttack {
  const acting = actingFor(table, step, rng);
  const started = acting.table;
  const card = cardOf(started, step, acting);
  const declaration = declarationOf(card);
  const target = actorById(started, step.target);
  requireTargetable(declaration, target.state, `${step.path}.target`);
  if (isGrappleAction(step.action)) requireGrappleHold(step.action, card.attacker.state, step.target, `${step.path}.action`);
  // The pool and GR are judged from the attacker as it declared, before this attack's recoil (§5.3, §5.4).
  const pool = attackPool(declaration, step.path);
  const attacker = actorById(started, step.actor);
  const firing = attackFiringOf(card.action, card.weapon.profile, card.bullets, step.target);
  const team = teamRefOf(started, step.actor);
  const paid = payDeclaredAction(step.action, { actor: attacker.state, team, timeClass: started.encounter.timeClass, interrupted: acting.context }, firing);
  let next = spendTeam(patchActor(started, step.actor, paid.patches.actor), team, paid.patches.team);
  if (card.weapon.profile.recoil > 0 && firing.meleeTarget === null) next = { ...next, firedRecoil: [...next.firedRecoil, step.actor] };
  const payment = paymentRecord(started, next, step.actor, step.action, paid, acting, { fullCoverAttack: attacker.state.cover === "full" });
  const aware = step.aware && !isIncapable(target.state);
  const snapshot: TargetSnapshot = { state: target.state, reach: longestReach(target), aware };
  // Hitting the deck lowers automatic fire's reduction to 1 just as ducking does (§6.7 step 5).
  const t = attackThreshold(declaration, snapshot, { bid: step.bid, duckToFullCover: step.duckToFullCover || step.hitTheDeck }, `${step.path}.threshold`);
  const bidPaid = payDefenderBid(next, step, aware);
  const sizeDelta = classIndex(attacker.state.sizeClass) - classIndex(target.state.sizeClass);
  const threshold: ThresholdRecord = {
    aware,
    bid: step.bid,
    increment: t.increment,
    cover: target.state.cover === "open" ? 0 : 2,
    running: aware && target.state.turn.ran ? 1 : 0,
    size: 2 * sizeDelta,
    base: t.base,
    bullets: step.bullets,
    reduction: t.reduction,
    threshold: t.threshold,
    ...(step.action === "escapeGrapple" || step.action === "throwGrappledTarget" ? { byBod: true as const } : {}),
  };
  return { table: bidPaid.table, card, payment, bid: bidPaid.bid, threshold, pool: poolRecord(step.pool, pool), gr: pool.gr, momentum: paid.result.momentum };
}

function grappleRecord(outcome: Extract<TargetOutcome, { stage: "grappled" }>): GrappleRecord {
  return { kind: outcome.kind, success: outcome.success, entangled: outcome.entangled, bank: outcome.bank, free: outcome.free, ipLost: outcome.ipLost, code: outcome.code };
}

/** What the attack dealt, as the log records it: the resolved code, or a throw's (BOD + net) I. */
function damageOf(outcome: Exclude<TargetOutcome, { stage: "awaitingRoll" }>, weaponCode: string, target: BanksActor): Pick<BanksAttackRecord, "damageCode" | "applied" | "multiHit" | "components"> {
  if (outcome.stage === "grappled") {
    const components: ComponentRecord[] = outcome.damage === null ? [] : outcome.damage.components.map((c) => ({ ...c, pierced: false, hit: 0 }));
    return { damageCode: outcome.code, applied: outcome.damage === null ? "none" : "standard", multiHit: null, components };
  }
  const { result } = outcome;
  const code = formatDamageCode(parseDamageCode(weaponCode));
  return {
    damageCode: result.applied === "multiHit" ? code : result.applied === "none" ? null : formatDamageCode(result.components),
    applied: result.applied,
    multiHit: result.multiHit === null ? null : { times: result.multiHit.length, code },
    components: componentRecords(result, target),
  };
}

export function playAttack(table: BanksTable, step: AttackStep, rng: Rng): { table: BanksTable; outcome: BanksAttackRecord } {
  const prep = prepareAttack(table, step, rng);
  const dice = step.dice === undefined ? rollDice(rng, prep.pool.size) : validateDice(step.dice, `${step.path}.dice`, prep.pool.size);
  const attacker = actorById(prep.table, step.actor);
  const target = actorById(prep.table, step.target);
  const outcome = banksAttackOutcome(
    { ...prep.card, dice },
    { state: target.state, reach: longestReach(target), aware: prep.threshold.aware },
    {
      recordedThreshold: prep.threshold.threshold,
      ...(prep.momentum === undefined ? {} : { momentum: prep.momentum }),
      attacker: attacker.state,
      ids: { attacker: step.actor, target: step.target },
      medTL: prep.table.encounter.medTL,
    },
    step.path,
  );
  if (outcome.stage === "awaitingRoll") throw new RulesInputError("dice.count", `${step.path}.dice`, "The attack has no roll");
  let next = patchActor(prep.table, step.target, outcome.patch);
  const attackerPatch: BanksActorPatch = outcome.stage === "grappled" ? outcome.attackerPatch : {};
  next = patchActor(next, step.actor, attackerPatch);
  const after = actorById(next, step.target).state;
  const attackerAfter = actorById(next, step.actor).state;
  const declared = prep.card.attacker.state;
  const weaponCode = prep.card.weapon.profile.code;
  const damage = damageOf(outcome, weaponCode, target.state);
  const caps = { stunCap: stunCap(target.state), physicalCap: physicalCap(target.state) };
  const test = outcome.stage === "grappled" ? outcome.test : outcome.result.test;
  const recoilAdded = attackerAfter.recoil - declared.recoil;
  const recoil = prep.card.weapon.profile.recoil > 0 && prep.momentum === undefined ? { added: recoilAdded, recoil: attackerAfter.recoil, penalty: recoilPenalty(attackerAfter) } : null;
  const done = settle(next, rng);
  return {
    table: done.table,
    outcome: {
      kind: "attack",
      attacker: attacker.name,
      target: target.name,
      weapon: prep.card.weapon.name,
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
      code: formatDamageCode(parseDamageCode(weaponCode)),
      ...damage,
      overflow: attackOverflow(damage.components, target.state, after),
      before: damageStateOf(damageBanksOf(target.state), caps),
      after: damageStateOf(damageBanksOf(after), caps),
      knockedOut: after.unconscious && !target.state.unconscious,
      died: after.dead && !target.state.dead,
      destroyed: after.destroyed && !target.state.destroyed,
      recoil,
      ...(prep.momentum === undefined ? {} : { momentum: { bonus: prep.momentum, bank: attackerAfter.martialMomentum?.value ?? 0 } }),
      ...(step.action === "strike" || step.action === "meleeWeaponAttack" ? { ran: attackerAfter.turn.ran } : {}),
      ...(outcome.stage === "grappled" ? { grapple: grappleRecord(outcome) } : {}),
      turn: done.turn,
    },
  };
}
