/**
 * `fray odds` for a wounds scenario step, against the table as the earlier steps left it:
 * an attack (the attack roll, then the damage against the target's Toughness without and with
 * the raise's d6, and the target's Soak), a bare damage step (the Soak), or a start of turn
 * (Bleeding Out or Shaken recovery). Fractions exact, as text and as numbers.
 */
import type { TraitRollOdds } from "../../dice";
import { type Scenario, readScenario, scenarioStep } from "../../encounter";
import { requireWhole } from "../checks";
import { RulesInputError } from "../../errors";
import { Fraction } from "../../odds";
import { jokerBonusOf } from "../action-cards";
import { PROMPT_BLEEDING_OUT, turnStartPrompt } from "../combat";
import { toughnessOf, traitDieOf } from "../derived";
import { type DamageOdds, actorTraitOdds, bleedingOutOdds, damageOdds, recoveryOdds, soakOdds } from "../odds";
import type { WoundsActor } from "../state";
import { woundsScenarioRules } from "./rules";
import { actorById } from "./table";

export type P = { readonly probability: string; readonly p: number };
const p = (f: Fraction): P => ({ probability: f.toString(), p: f.toNumber() });

export interface TraitOddsRecord {
  readonly success: P;
  readonly failure: P;
  readonly criticalFailure: P;
  /** Exactly 0, 1, 2 and 3+ raises. */
  readonly raises: readonly P[];
}

export interface DamageOddsRecord {
  readonly none: P;
  readonly shaken: P;
  /** Exactly 1, 2 and 3+ Wounds. */
  readonly wounds: readonly P[];
  readonly incapacitated: P;
}

export interface SoakOddsRecord {
  /** Cancelling at least 1, 2, 3 Wounds. */
  readonly cancels: readonly P[];
  readonly criticalFailure: P;
}

export type WoundsOddsRecord =
  | {
      readonly kind: "attack";
      readonly attacker: string;
      readonly target: string;
      readonly weapon: string;
      readonly tn: number;
      readonly modifier: number;
      readonly toughness: number;
      readonly attack: TraitOddsRecord;
      readonly damage: DamageOddsRecord;
      readonly damageWithRaise: DamageOddsRecord;
      readonly soak: SoakOddsRecord | null;
    }
  | { readonly kind: "damage"; readonly target: string; readonly damage: number; readonly soak: SoakOddsRecord }
  | { readonly kind: "bleedingOut"; readonly actor: string; readonly dies: P; readonly survives: P; readonly stabilises: P }
  | { readonly kind: "shakenRecovery"; readonly actor: string; readonly recovers: P; readonly staysShaken: P };

const traitRecord = (o: TraitRollOdds): TraitOddsRecord => ({ success: p(o.success), failure: p(o.failure), criticalFailure: p(o.criticalFailure), raises: o.raises.map(p) });
const damageRecord = (o: DamageOdds): DamageOddsRecord => ({ none: p(o.none), shaken: p(o.shaken), wounds: o.wounds.map(p), incapacitated: p(o.incapacitated) });

function soakRecord(state: WoundsActor): SoakOddsRecord {
  const o = soakOdds(state);
  return { cancels: o.cancels.map(p), criticalFailure: p(o.criticalFailure) };
}

export function woundsStepOdds(value: Scenario, stepIndex: number): WoundsOddsRecord {
  const scenario = readScenario(value);
  requireWhole(stepIndex, "--step", "scenario.invalid", { min: 0 });
  const { table, step, path } = scenarioStep(scenario, stepIndex, woundsScenarioRules);
  switch (step.type) {
    case "attack": {
      const attacker = actorById(table, step.actor);
      const target = actorById(table, step.target);
      const found = [...attacker.weapons, ...table.items].find((w) => w.id === step.weapon);
      if (found === undefined) throw new RulesInputError("scenario.unknownRef", `${path}.weapon`, `${path}.weapon: no such weapon`);
      const weapon = found.weapon;
      const joker = jokerBonusOf(table.encounter, attacker.id);
      const toughness = toughnessOf(target.state, weapon.ap);
      const t = target.state;
      const base = {
        dice: weapon.damage.dice.map((x) => x.sides),
        ...(weapon.damage.strength ? { strength: traitDieOf(attacker.state, "strength") } : {}),
        flat: weapon.damage.flat + joker,
        toughness,
        shaken: t.shaken,
        wounds: t.wounds,
        capacity: t.woundCapacity,
      };
      return {
        kind: "attack",
        attacker: attacker.name,
        target: target.name,
        weapon: found.name,
        tn: step.tn,
        modifier: step.modifier + joker,
        toughness,
        attack: traitRecord(actorTraitOdds(attacker.state, weapon.skill, step.modifier + joker, step.tn)),
        damage: damageRecord(damageOdds(base)),
        damageWithRaise: damageRecord(damageOdds({ ...base, dice: [...base.dice, 6] })),
        soak: t.isWildCard && t.bennies > 0 && !t.dead ? soakRecord(t) : null,
      };
    }
    case "damage": {
      const target = actorById(table, step.target);
      return { kind: "damage", target: target.name, damage: step.damage, soak: soakRecord(target.state) };
    }
    case "startTurn": {
      const actor = actorById(table, step.actor);
      const prompt = turnStartPrompt(actor.state);
      const joker = jokerBonusOf(table.encounter, actor.id);
      if (prompt === PROMPT_BLEEDING_OUT) {
        const o = bleedingOutOdds(actor.state, joker);
        return { kind: "bleedingOut", actor: actor.name, dies: p(o.dies), survives: p(o.survives), stabilises: p(o.stabilises) };
      }
      if (prompt !== null) {
        const recovers = recoveryOdds(actor.state, joker);
        return { kind: "shakenRecovery", actor: actor.name, recovers: p(recovers), staysShaken: p(Fraction.ONE.sub(recovers)) };
      }
      throw new RulesInputError("scenario.invalid", path, `${path}: ${actor.name} makes no roll at the start of this turn`);
    }
    default:
      throw new RulesInputError("scenario.invalid", `${path}.type`, `${path} is a ${step.type} step; odds are for attack, damage and startTurn steps`);
  }
}
