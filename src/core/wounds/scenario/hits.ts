/**
 * The `attack` and `damage` steps (rules/wounds.md §4.2–§5.7, §7): the attack roll (with a
 * Joker's +2), the damage roll with Aces and the raise's d6, then the hit resolved completely —
 * the table, the Soak, Incapacitation, the Vigor roll and the Injury Table — before anything
 * else happens. Dice a step leaves out are rolled with the scenario's generator.
 */
import { WILD_DIE_SIDES, damageRoll } from "../../dice";
import { RulesInputError } from "../../errors";
import { applyPatch } from "../../patch";
import type { Rng } from "../../random";
import { jokerBonusOf, setHold } from "../action-cards";
import { applyDamage } from "../apply-damage";
import { spendFromPool } from "../bennies";
import { toughnessOf, traitDieOf } from "../derived";
import { incapacitationRoll } from "../incapacitation";
import { type RollDice, actorRolls, rollChain, rollTraitDice } from "../rolls";
import type { WoundsActor } from "../state";
import { type HitRecord, type IncapacitationRecord, rollRecord, trackOf } from "./records";
import { checkedRng } from "../checks";
import { type IncapacitationSpec, type SoakSpec, type WoundsStep, requireReadStep } from "./step-read";
import { type WoundsTable, actorById, checkTable, withActorState } from "./table";

type Played = { table: WoundsTable; outcome: HitRecord };
type HitBase = Pick<HitRecord, "attacker" | "weapon" | "attack" | "damage">;

function incapacitate(state: WoundsActor, spec: IncapacitationSpec, rng: Rng): { state: WoundsActor; record: IncapacitationRecord } {
  const rolls = spec.rolls ?? [rollTraitDice(rng, traitDieOf(state, "vigor").sides, true)];
  const injury = spec.injury ?? { roll2d6: rng.int(1, 6) + rng.int(1, 6), subRoll: rng.int(1, 6) };
  const { result, patch } = incapacitationRoll(state, rolls, injury);
  return { state: applyPatch(state, patch), record: { roll: rollRecord(rolls, { ...result, success: result.outcome !== "dead" && result.outcome !== "bleedingOut" }), outcome: result.outcome, injury: result.injury } };
}

/** One hit of `damage` against the target, resolved completely (rules/wounds.md §5.4). */
function resolveHit(table: WoundsTable, targetId: string, damage: number, ap: number, soakSpec: SoakSpec, incap: IncapacitationSpec, rng: Rng, base: HitBase): Played {
  const target = actorById(table, targetId);
  const toughness = toughnessOf(target.state, ap);
  const soakRolls: RollDice[] | null = soakSpec === null ? null : [...(soakSpec.rolls ?? [rollTraitDice(rng, traitDieOf(target.state, "vigor").sides, target.state.isWildCard)])];
  const soak = soakRolls === null ? undefined : { rolls: soakRolls, fromGmPool: soakSpec?.fromGmPool ?? false };
  const { result, patch } = applyDamage(target.state, { damage, toughness, ...(soak === undefined ? {} : { soak }) });
  let state = applyPatch(target.state, patch);
  let next = table;
  if (result.soak?.fromGmPool === true) next = { ...next, gmBennies: spendFromPool(next.gmBennies, result.soak.benniesSpent) };
  let incapacitation: IncapacitationRecord | null = null;
  if (result.needsIncapacitationRoll) {
    const rolled = incapacitate(state, incap, rng);
    state = rolled.state;
    incapacitation = rolled.record;
  }
  // rules/wounds.md §7: a Hold is lost on becoming Shaken.
  const lostHold = state.shaken && !target.state.shaken && next.encounter.onHold.includes(target.id);
  if (lostHold) next = { ...next, encounter: setHold(next.encounter, target.id, false) };
  next = withActorState(next, target.id, state);
  return {
    table: next,
    outcome: {
      kind: "hit",
      ...base,
      target: target.name,
      toughness,
      ap,
      margin: result.outcome.margin,
      raises: result.outcome.raises,
      effect: result.ignored ? "ignored" : result.outcome.effect,
      pendingWounds: result.pendingWounds,
      soak: result.soak === null || soakRolls === null ? null : { roll: rollRecord(soakRolls, result.soak), soaked: result.soak.soaked, remaining: result.soak.remaining, benniesSpent: result.soak.benniesSpent, fromGmPool: result.soak.fromGmPool },
      woundsTaken: result.woundsTaken,
      becameIncapacitated: result.becameIncapacitated,
      incapacitation,
      lostHold,
      after: trackOf(state),
    },
  };
}

export function playDamage(anyTable: WoundsTable, anyStep: Extract<WoundsStep, { type: "damage" }>, anyRng: Rng): Played {
  const table = checkTable(anyTable);
  const step = requireReadStep(anyStep, "damage");
  const rng = checkedRng(anyRng);
  return resolveHit(table, step.target, step.damage, step.ap, step.soak, step.incapacitation, rng, { attacker: null, weapon: null, attack: null, damage: null });
}

export function playAttack(anyTable: WoundsTable, anyStep: Extract<WoundsStep, { type: "attack" }>, anyRng: Rng): Played {
  const table = checkTable(anyTable);
  const step = requireReadStep(anyStep, "attack");
  const rng = checkedRng(anyRng);
  const attacker = actorById(table, step.actor);
  const target = actorById(table, step.target);
  const found = [...attacker.weapons, ...table.items].find((w) => w.id === step.weapon);
  if (found === undefined) throw new RulesInputError("scenario.unknownRef", `${step.path}.weapon`, `${step.path}.weapon: no such weapon`);
  const a = attacker.state;
  if (a.dead || a.incapacitated || a.shaken) {
    throw new RulesInputError("action.notAllowed", `${step.path}.actor`, `${attacker.name} cannot attack: ${a.dead ? "dead" : a.incapacitated ? "Incapacitated" : "Shaken (free actions only)"}`);
  }
  const weapon = found.weapon;
  const joker = jokerBonusOf(table.encounter, attacker.id);
  const roll = step.roll ?? rollTraitDice(rng, traitDieOf(a, weapon.skill).sides, a.isWildCard);
  const attack = actorRolls(a, weapon.skill, [roll], step.modifier + joker, step.tn, `${step.path}.roll`).best;
  const attackRecord = { skill: weapon.skill, tn: step.tn, modifier: step.modifier, joker: joker > 0, roll: rollRecord([roll], attack) };
  if (!attack.success) {
    return {
      table,
      outcome: { kind: "hit", attacker: attacker.name, target: target.name, weapon: found.name, attack: attackRecord, damage: null, toughness: toughnessOf(target.state, weapon.ap), ap: weapon.ap, margin: null, raises: 0, effect: "miss", pendingWounds: 0, soak: null, woundsTaken: 0, becameIncapacitated: false, incapacitation: null, lostHold: false, after: trackOf(target.state) },
    };
  }
  const given = step.damage;
  if (given.dice !== null && given.dice.length !== weapon.damage.dice.length) {
    throw new RulesInputError("scenario.invalid", `${step.path}.damage.dice`, `${found.name} rolls ${weapon.damage.dice.length} damage dice; ${given.dice.length} chains given`);
  }
  if (given.raise !== null && attack.raises === 0) throw new RulesInputError("scenario.invalid", `${step.path}.damage.raise`, "the attack got no raise, so there is no bonus d6");
  const dice = weapon.damage.dice.map((die, i) => ({ sides: die.sides, chain: given.dice?.[i] ?? rollChain(rng, die.sides) }));
  const strengthDie = traitDieOf(a, "strength");
  const strength = weapon.damage.strength ? (given.strength ?? rollChain(rng, strengthDie.sides)) : null;
  const raise = attack.raises >= 1 ? (given.raise ?? rollChain(rng, WILD_DIE_SIDES)) : null;
  const flat = weapon.damage.flat + joker;
  const rolled = damageRoll(
    { dice, flat, ...(strength === null ? {} : { strengthDie: { sides: strengthDie.sides, mod: strengthDie.mod ?? 0, chain: strength } }), ...(raise === null ? {} : { attackRaise: raise }) },
    `${step.path}.damage`,
  );
  return resolveHit(table, target.id, rolled.damage, weapon.ap, step.soak, step.incapacitation, rng, {
    attacker: attacker.name,
    weapon: found.name,
    attack: attackRecord,
    damage: { total: rolled.damage, dice: dice.map((x) => x.chain), strength, raise, flat },
  });
}
