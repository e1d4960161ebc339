/**
 * The attack dialog as a view-model (pure): for each target the exact odds of a hit, a Half-Hit
 * and a miss on (v:20) + Accuracy against its Evasion (§4), the price at each spending time
 * (§5.1: own phase, Reserved, Final Phase) with whether the actor can pay it now, and for an
 * effect that costs Stress the chance its (v:X) check adds Stress (§5.10); for Frostbite, the
 * limbs the attacker may name.
 */
import { type SlotsActor, type SlotsItem, SPEND_TIMES, type SpendTime, accuracyOdds, parseCost, spend, stressCheckOdds } from "../../core/slots";
import { evasionOf } from "../../core/slots/accuracy";
import type { Fraction } from "../../core/odds";
import { type Text, text } from "../i18n";
import { FROSTBITE_LIMBS, LIMB_SIDES, MAIM_PARTS, SENSES } from "./limbs";
import { MAIM_KINDS } from "../../core/slots";

const K = "FRAY.Slots.Attack";

export interface OddsCell {
  readonly percent: string;
  readonly fraction: string;
}

export interface AttackDialogView {
  readonly title: Text;
  readonly targets: readonly { readonly name: string; readonly evasion: number; readonly hit: OddsCell; readonly halfHit: OddsCell; readonly miss: OddsCell }[];
  readonly times: readonly { readonly value: SpendTime; readonly label: Text; readonly price: Text; readonly payable: boolean; readonly reason: string | null; readonly selected: boolean }[];
  readonly stress: { readonly label: Text; readonly odds: OddsCell } | null;
  readonly canAttack: boolean;
  /** An effect that inflicts Frostbite: the limbs the attacker may name (§5.8), else null. */
  readonly frostbite: { readonly parts: readonly { value: string; label: Text }[]; readonly sides: readonly { value: string; label: Text }[] } | null;
  /** An Impact: the maim the attacker names should its (v:100) maim roll succeed on an unarmored target (§5.7 step 6), else null. */
  readonly impactMaim: { readonly kinds: readonly { value: string; label: Text }[]; readonly parts: readonly { value: string; label: Text }[]; readonly sides: readonly { value: string; label: Text }[] } | null;
}

const cell = (p: Fraction): OddsCell => ({ percent: p.toPercent(1), fraction: p.toString() });

export function attackDialogView(input: { attacker: SlotsActor; attackerName: string; item: SlotsItem; itemName: string; targets: readonly { name: string; state: SlotsActor }[]; preferred: SpendTime; onlyPreferred?: boolean }): AttackDialogView {
  const { attacker, item } = input;
  const cost = parseCost(item.cost);
  const terms = { cost, reservedAllowed: item.reservedAllowed, activePhaseOnly: item.activePhaseOnly };
  const times = SPEND_TIMES.map((time) => {
    let reason: string | null = null;
    try {
      spend({ actor: attacker, action: terms, time });
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
    // In a running combat the cycle decides when the actor pays (§5.5); outside one, any time the rules allow.
    if (input.onlyPreferred === true && time !== input.preferred) reason ??= "";
    const price = time === "active" ? cost.as : time === "reserved" ? cost.rs : cost.fp;
    return { value: time, label: text(`${K}.Time.${time}`), price: text(`${K}.Price.${time}`, { n: price }), payable: reason === null, reason: reason === "" ? null : reason, selected: false };
  });
  const chosen = times.find((t) => t.value === input.preferred && t.payable) ?? times.find((t) => t.payable);
  const stress = item.stress !== null && item.stress.kind === "variable" ? { label: text(attacker.agony ? "FRAY.Slots.Check.StressAgony" : "FRAY.Slots.Check.Stress", { track: text(`FRAY.Slots.Track.${item.stress.track}`) }), odds: cell(stressCheckOdds(item.stress.n, attacker.agony)) } : null;
  return {
    title: text(`${K}.Title`, { name: input.attackerName, item: input.itemName }),
    targets: input.targets.map((t) => {
      const evasion = evasionOf(t.state);
      const odds = accuracyOdds(attacker.accuracy, evasion);
      return { name: t.name, evasion, hit: cell(odds.hit), halfHit: cell(odds.halfHit), miss: cell(odds.miss) };
    }),
    times: times.map((t) => ({ ...t, selected: t === chosen })),
    stress,
    canAttack: chosen !== undefined && input.targets.length > 0,
    frostbite: item.onHit.frostbite === true ? { parts: FROSTBITE_LIMBS.map((p) => ({ value: p, label: text(`FRAY.Slots.Part.${p}`) })), sides: LIMB_SIDES.map((s) => ({ value: s, label: text(`FRAY.Slots.Field.Side.${s}`) })) } : null,
    impactMaim:
      item.aoe === "impact"
        ? {
            kinds: MAIM_KINDS.map((k) => ({ value: k, label: text(`FRAY.Slots.Field.Maim.${k}`) })),
            parts: [...MAIM_PARTS, ...SENSES].map((p) => ({ value: p, label: text(`FRAY.Slots.Part.${p}`) })),
            sides: LIMB_SIDES.map((s) => ({ value: s, label: text(`FRAY.Slots.Field.Side.${s}`) })),
          }
        : null,
  };
}
