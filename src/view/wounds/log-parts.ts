/** Pieces the wounds log and odds share: dice, a roll's result, an actor's track after a step. */
import type { RollRecord, TrackRecord } from "../../core/wounds/scenario";
import { type Text, text } from "../i18n";

export const L = "FRAY.Wounds.Log";

const chain = (faces: readonly number[]): string => `[${faces.join(", ")}]`;

/** "[8, 4] and the Wild Die [6, 6, 2]", each reroll after the first. */
export function diceText(roll: RollRecord): Text {
  const one = (d: RollRecord["dice"][number]): Text => (d.wild === null ? text(`${L}.Die`, { trait: chain(d.trait) }) : text(`${L}.DieWild`, { trait: chain(d.trait), wild: chain(d.wild) }));
  const [first, ...rerolls] = roll.dice;
  if (first === undefined) return text(`${L}.NoDice`);
  return rerolls.reduce<Text>((acc, d) => text(`${L}.Rerolled`, { before: acc, after: one(d) }), one(first));
}

/** Success with N raises, a failure, or a critical failure. */
export function resultText(roll: Pick<RollRecord, "success" | "raises" | "criticalFailure">): Text {
  if (roll.criticalFailure) return text(`${L}.CriticalFailure`);
  if (!roll.success) return text(`${L}.Failure`);
  return roll.raises === 0 ? text(`${L}.Success`) : text(`${L}.Raises`, { raises: roll.raises });
}

export function rollLine(label: Text, roll: RollRecord, tn = 4): Text {
  return text(`${L}.Roll`, { label, dice: diceText(roll), total: roll.total, tn, result: resultText(roll) });
}

/** The worst condition first: dead, Bleeding Out, Incapacitated, Shaken, else able to act. */
export function conditionOf(t: TrackRecord): Text {
  if (t.dead) return text("FRAY.Wounds.Status.dead");
  if (t.bleedingOut) return text("FRAY.Wounds.Status.bleedingOut");
  if (t.incapacitated) return text("FRAY.Wounds.Status.incapacitated");
  if (t.shaken) return text("FRAY.Wounds.Status.shaken");
  return text("FRAY.Wounds.Status.active");
}

export function trackLine(name: string, t: TrackRecord): Text {
  return text(`${L}.Track`, { name, wounds: t.wounds, capacity: t.woundCapacity, penalty: t.penalty < 0 ? `−${-t.penalty}` : "0", pace: t.pace, bennies: t.bennies, condition: conditionOf(t) });
}
