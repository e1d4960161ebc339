/**
 * The healing card as a pure view-model (docs/rules/wounds.md §7 "Healing"): the roll with its two
 * dice, the patient, and what the GM applied — Wounds healed and injuries ended — or that it waits.
 */
import type { TraitDie } from "../../core/wounds";
import { type Text, text } from "../i18n";
import { type TraitRollCard, traitRollCard } from "./roll-views";

export interface HealCardInput {
  readonly healer: string;
  readonly patient: string;
  readonly label: string;
  readonly die: TraitDie;
  readonly chain: readonly number[];
  readonly wildChain: readonly number[] | null;
  readonly modifier: number;
  readonly healed: { readonly healed: number; readonly injuriesEnded: number; readonly undone: boolean } | null;
  readonly can: { readonly apply: boolean; readonly undo: boolean };
}

export interface HealCardView {
  readonly title: Text;
  readonly roll: TraitRollCard;
  readonly status: Text;
  readonly buttons: { readonly apply: boolean; readonly undo: boolean };
}

export function healCardView(input: HealCardInput): HealCardView {
  const roll = traitRollCard({ label: input.label, die: input.die, chain: input.chain, wildChain: input.wildChain, modifier: input.modifier, tn: 4 });
  const h = input.healed;
  const status = h === null ? text("FRAY.Wounds.Heal.Pending") : h.undone ? text("FRAY.Wounds.Heal.Undone", { name: input.patient }) : text("FRAY.Wounds.Log.Healed", { name: input.patient, healed: h.healed, ended: h.injuriesEnded });
  return {
    title: text("FRAY.Wounds.Log.HealRoll", { healer: input.healer, name: input.patient }),
    roll,
    status,
    buttons: { apply: h === null && input.can.apply, undo: h !== null && !h.undone && input.can.undo },
  };
}
