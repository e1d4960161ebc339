/**
 * The start-of-turn prompt card (docs/rules/wounds.md §7) as a pure view-model: whose turn, which
 * roll (Bleeding Out on Vigor, else Shaken recovery on Spirit), the die, every modifier by name and
 * the exact odds; for Shaken, whether a Benny may end it instead.
 */
import { PROMPT_BLEEDING_OUT, type WoundsActor, bleedingOutOdds, recoveryOdds, traitDieOf, woundPenaltyOf } from "../../core/wounds";
import { type Text, text } from "../i18n";
import { dieLabel } from "./sheet-view";

const P = "FRAY.Wounds.Combat.Prompt";
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

export interface TurnPromptView {
  readonly kind: "bleedingOut" | "shaken";
  readonly title: Text;
  readonly explain: Text;
  readonly die: string;
  readonly wildDie: boolean;
  readonly modifiers: readonly { readonly label: Text; readonly value: string }[];
  readonly odds: readonly { readonly label: Text; readonly percent: string; readonly fraction: string }[];
  readonly rollLabel: Text;
  /** Shaken only: a Benny ends it instead of the roll (the GM checks the Bennies again). */
  readonly bennyLabel: Text | null;
}

export function turnPromptView(name: string, type: string, state: WoundsActor, jokerBonus = 0): TurnPromptView {
  const bleeding = type === PROMPT_BLEEDING_OUT;
  const kind = bleeding ? "bleedingOut" : "shaken";
  const Kind = bleeding ? "BleedingOut" : "Shaken";
  const penalty = woundPenaltyOf(state.wounds);
  const bonus = bleeding ? state.bleedingOutBonus : state.unshakeBonus;
  const modifiers = [
    ...(penalty !== 0 ? [{ label: text("FRAY.Wounds.Roll.WoundPenalty", { wounds: state.wounds }), value: signed(penalty) }] : []),
    ...(bonus !== 0 ? [{ label: text(`${P}.${Kind}.Bonus`), value: signed(bonus) }] : []),
    ...(jokerBonus !== 0 ? [{ label: text("FRAY.Wounds.Roll.Joker"), value: signed(jokerBonus) }] : []),
  ];
  const row = (label: Text, p: { toPercent(d: number): string; toString(): string }) => ({ label, percent: p.toPercent(1), fraction: p.toString() });
  let odds;
  if (bleeding) {
    const o = bleedingOutOdds(state, jokerBonus);
    odds = [row(text(`${P}.BleedingOut.Dies`), o.dies), row(text(`${P}.BleedingOut.Survives`), o.survives), row(text(`${P}.BleedingOut.Stabilises`), o.stabilises)];
  } else {
    odds = [row(text(`${P}.Shaken.Recovers`), recoveryOdds(state, jokerBonus))];
  }
  return {
    kind,
    title: text(`${P}.${Kind}.Title`, { name }),
    explain: text(`${P}.${Kind}.Explain`),
    die: dieLabel(traitDieOf(state, bleeding ? "vigor" : "spirit")),
    wildDie: state.isWildCard,
    modifiers,
    odds,
    rollLabel: text(`${P}.${Kind}.Button`),
    bennyLabel: !bleeding && state.bennies > 0 ? text(`${P}.Shaken.Benny`, { bennies: state.bennies }) : null,
  };
}
