/**
 * What the wounds roll dialogs and chat cards show, as pure view-models: a trait roll's
 * modifiers (the wound penalty labelled on its own line), its exact odds from the core, and its
 * dice with the trait die and the Wild Die apart; a damage roll's odds against a Toughness.
 */
import { traitRoll } from "../../core/dice";
import { type DamageOdds, type TraitDie, type WoundsActor, actorTraitOdds, woundPenaltyOf } from "../../core/wounds";
import type { Fraction } from "../../core/odds";
import { type Text, text } from "../i18n";
import { dieLabel, traitLabel } from "./sheet-view";

const R = "FRAY.Wounds.Roll";
const O = "FRAY.Wounds.Odds";

export interface OddsRow {
  readonly label: Text;
  readonly percent: string;
  readonly fraction: string;
}

const row = (label: Text, p: Fraction): OddsRow => ({ label, percent: p.toPercent(1), fraction: p.toString() });
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

export interface TraitDialogState {
  readonly modifier: number;
  readonly tn: number;
}

export interface TraitDialogView {
  readonly title: Text;
  readonly die: string;
  readonly wildDie: boolean;
  /** Each modifier with its reason: the wound penalty, a Joker's +2, the typed one. */
  readonly modifiers: readonly { label: Text; value: string }[];
  readonly total: string;
  readonly state: TraitDialogState;
  readonly odds: readonly OddsRow[] | null;
  readonly error: Text | null;
}

/** The trait dialog: the die as injuries leave it, every modifier by name, and the odds. */
export function traitDialogView(state: WoundsActor, trait: string, die: TraitDie, input: TraitDialogState, jokerBonus = 0): TraitDialogView {
  const penalty = woundPenaltyOf(state.wounds);
  const modifiers = [
    ...(penalty !== 0 ? [{ label: text(`${R}.WoundPenalty`, { wounds: state.wounds }), value: signed(penalty) }] : []),
    ...(jokerBonus !== 0 ? [{ label: text(`${R}.Joker`), value: signed(jokerBonus) }] : []),
    { label: text(`${R}.Other`), value: signed(Number.isInteger(input.modifier) ? input.modifier : 0) },
  ];
  const valid = Number.isInteger(input.modifier) && Number.isInteger(input.tn) && Math.abs(input.modifier) <= 50 && Math.abs(input.tn) <= 50;
  let odds: OddsRow[] | null = null;
  if (valid) {
    const o = actorTraitOdds(state, trait, input.modifier + jokerBonus, input.tn);
    odds = [
      row(text(`${O}.Success`), o.success),
      ...o.raises.slice(1).map((p, i) => row(text(i === 2 ? `${O}.RaisesOrMore` : `${O}.Raises`, { raises: i + 1 }), p)),
      row(text(`${O}.Failure`), o.failure),
      row(text(`${O}.CriticalFailure`), o.criticalFailure),
    ];
  }
  return {
    title: text(`${R}.Title`, { trait: traitLabel(trait) }),
    die: dieLabel(die),
    wildDie: state.isWildCard,
    modifiers,
    total: signed(penalty + jokerBonus + (Number.isInteger(input.modifier) ? input.modifier : 0)),
    state: input,
    odds,
    error: valid ? null : text(`${R}.BadNumber`),
  };
}

/**
 * One die of a trait roll as its chip shows it. The Wild Die's chip is marked (`wild`), so the
 * card draws it apart from the trait die: its own colour and name, as in Dice So Nice.
 */
export interface DieChip {
  readonly wild: boolean;
  readonly label: Text;
  /** The whole chip in words, for a screen reader: which die, its faces, and whether it counts. */
  readonly ariaLabel: Text;
  readonly chain: string;
  readonly total: number;
  readonly kept: boolean;
}

function dieChip(wild: boolean, chain: readonly number[], total: number, kept: boolean): DieChip {
  const label = text(wild ? `${R}.WildDie` : `${R}.TraitDie`);
  const faces = chain.join(" + ");
  return { wild, label, ariaLabel: text(kept ? `${R}.DieKept` : `${R}.DieNotKept`, { die: label, chain: faces, total }), chain: faces, total, kept };
}

export interface TraitRollCard {
  readonly label: string;
  /** The trait die, then the Wild Die of a Wild Card. */
  readonly dice: readonly DieChip[];
  readonly modifier: string;
  readonly total: number;
  readonly tn: number;
  readonly result: Text;
  readonly outcome: "critical" | "failure" | "success" | "raise";
}

/** A rolled trait roll as its chat card shows it, judged by the core (traitRoll). */
export function traitRollCard(input: { label: string; die: TraitDie; chain: readonly number[]; wildChain: readonly number[] | null; modifier: number; tn: number }): TraitRollCard {
  const r = traitRoll({ die: input.die, chain: input.chain, ...(input.wildChain === null ? {} : { wildChain: input.wildChain }), modifier: input.modifier, tn: input.tn, isWildCard: input.wildChain !== null });
  const result = r.criticalFailure ? text("FRAY.Wounds.Log.CriticalFailure") : !r.success ? text("FRAY.Wounds.Log.Failure") : r.raises === 0 ? text("FRAY.Wounds.Log.Success") : text("FRAY.Wounds.Log.Raises", { raises: r.raises });
  return {
    label: input.label,
    dice: [
      dieChip(false, input.chain, r.traitTotal, r.kept === "trait"),
      ...(r.wildTotal === null || input.wildChain === null ? [] : [dieChip(true, input.wildChain, r.wildTotal, r.kept === "wild")]),
    ],
    modifier: signed(input.modifier),
    total: r.total,
    tn: input.tn,
    result,
    outcome: r.criticalFailure ? "critical" : !r.success ? "failure" : r.raises === 0 ? "success" : "raise",
  };
}

/** A damage roll's odds against a Toughness (core damageOdds), as dialog rows. */
export function damageOddsRows(o: DamageOdds): OddsRow[] {
  return [
    row(text(`${O}.NoEffect`), o.none),
    row(text(`${O}.Shaken`), o.shaken),
    ...o.wounds.map((p, i) => row(text(i === 2 ? `${O}.WoundsOrMore` : `${O}.Wounds`, { wounds: i + 1 }), p)),
    row(text(`${O}.Incapacitated`), o.incapacitated),
  ];
}
