/**
 * The (v:X) roll dialog as a view-model (docs/rules/slots.md §4, §5.10): before a check is rolled,
 * its exact odds — of meeting the target if it has one, of Nat Max and Nat Min, and of gaining
 * Stress when it is a Stress check (naturals 1–5 in Agony).
 */
import { variableCheckOdds } from "../../core/dice";
import type { Fraction } from "../../core/odds";
import { type StressTrack, stressCheckOdds } from "../../core/slots";
import { type Text, text } from "../i18n";

const K = "FRAY.Slots.Check";

export interface CheckOddsRow {
  readonly label: Text;
  readonly percent: string;
  readonly fraction: string;
}

export interface CheckDialogView {
  readonly title: Text;
  readonly formula: string;
  readonly rows: readonly CheckOddsRow[];
}

export interface CheckDialogInput {
  readonly name: string;
  readonly sides: number;
  readonly bonus: number;
  readonly target?: number;
  /** Set for a Stress check: which track it raises. */
  readonly stress?: { readonly track: StressTrack; readonly agony: boolean };
}

const row = (label: Text, p: Fraction): CheckOddsRow => ({ label, percent: p.toPercent(1), fraction: p.toString() });

export function checkDialogView(input: CheckDialogInput): CheckDialogView {
  const odds = variableCheckOdds({ sides: input.sides, bonuses: [input.bonus], target: input.target ?? 1 });
  const bonus = input.bonus === 0 ? "" : input.bonus > 0 ? ` + ${input.bonus}` : ` − ${-input.bonus}`;
  const rows: CheckOddsRow[] = [
    ...(input.target === undefined ? [] : [row(text(`${K}.Success`, { target: input.target }), odds.success)]),
    row(text(`${K}.NatMax`, { sides: input.sides }), odds.natMax),
    row(text(`${K}.NatMin`), odds.natMin),
    ...(input.stress === undefined ? [] : [row(text(input.stress.agony ? `${K}.StressAgony` : `${K}.Stress`, { track: text(`FRAY.Slots.Track.${input.stress.track}`) }), stressCheckOdds(input.sides, input.stress.agony))]),
  ];
  return { title: text(`${K}.Title`, { name: input.name }), formula: `(v:${input.sides})${bonus}`, rows };
}
