/**
 * The little dialog before a grapple, an escape or a throw (docs/rules/banks.md §6.17): the pool
 * (AGI and a Melee skill) and, for a throw, whether it drains the target's IP or hurts it.
 */
import type { BanksActor, GrappleAction } from "../../core/banks";
import { text } from "../i18n";
import { type ActionRollDialogView, traitChoices } from "./action-roll-view";

const SKILL_HINTS: Readonly<Record<GrappleAction, readonly RegExp[]>> = {
  grapple: [/grappl/i, /melee/i, /brawl/i],
  escapeGrapple: [/escape/i, /grappl/i, /melee/i],
  throwGrappledTarget: [/throw/i, /melee/i],
};

export function grappleDialogView(action: GrappleAction, actor: BanksActor): ActionRollDialogView {
  const kinds =
    action === "throwGrappledTarget"
      ? (["damage", "ip"] as const).map((value) => ({ value, label: text(`FRAY.Banks.Card.Grapple.Throw.${value}`) }))
      : [{ value: action, label: text(`FRAY.Banks.Action.${action}`) }];
  return { kinds, specialization: false, ...traitChoices(actor, "AGI", SKILL_HINTS[action]) };
}
