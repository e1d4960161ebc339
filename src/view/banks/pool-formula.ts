/**
 * An attack pool written out (docs/rules/banks.md §5.3): "AGI 4 + Ranged Combat 3 − 2 (recoil) + 1
 * (bonus)", from the core's AttackPool, for the attack card and the attack dialog alike.
 */
import { ownValue } from "../../core/own";
import type { AttackPool, BanksActor, PoolChoice } from "../../core/banks";
import { type Text, text } from "../i18n";
import { sum } from "./log-parts";

export function poolFormula(attacker: BanksActor, choice: PoolChoice, pool: AttackPool): Text {
  const a = attacker.attributes[choice.attribute];
  const base =
    choice.skill === null
      ? text("FRAY.Banks.Dialog.BaseAttribute", { attribute: choice.attribute, a })
      : text("FRAY.Banks.Dialog.BaseSkill", { attribute: choice.attribute, a, skill: choice.skill, s: ownValue(attacker.skills, choice.skill) ?? 0 });
  const terms = pool.modifiers.map((m) => ({ n: m.dice, label: text(`FRAY.Banks.Modifier.${m.source}`) }));
  if (pool.bonus !== 0) terms.push({ n: pool.bonus, label: text("FRAY.Banks.Card.Bonus") });
  return sum(base, terms);
}
