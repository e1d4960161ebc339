/**
 * A declared banks action's chat card (docs/rules/banks.md §6.4–§6.6, §6.18): who does what, its
 * kind and base cost, whether it interrupts the acting combatant, and what it cost; some
 * actions also carry their roll (a leader's Team Bank roll, Active Dodge/Parry).
 */
import { ACTIONS, type DeclaredAction } from "../../core/banks";
import { type Text, text } from "../i18n";
import { actionName } from "./log-parts";
import { type PaymentStatus, type PaymentView, paymentView } from "./payment-status";
import type { ActionRollView } from "./action-roll-view";

const C = "FRAY.Banks.Card";

export interface ActionCardInput {
  readonly action: DeclaredAction;
  readonly payment: PaymentStatus;
  /** The roll the action makes on its card (a Team Bank roll, an Active Dodge/Parry), if any. */
  readonly roll?: ActionRollView | null;
}

export interface ActionCardView {
  readonly title: Text;
  readonly actor: string;
  readonly action: Text;
  readonly kind: Text;
  readonly interrupt: Text | null;
  readonly payment: PaymentView;
  readonly roll: ActionRollView | null;
}

export function actionCardView(input: ActionCardInput): ActionCardView {
  const { action } = input;
  const spec = ACTIONS[action.action];
  return {
    title: text(`${C}.ActionTitle`, { name: action.name, action: actionName(action.action) }),
    actor: action.name,
    action: actionName(action.action),
    kind: text(`${C}.Kind.${spec.kind}`, { base: spec.base }),
    interrupt: action.interrupt ? text(`${C}.Interrupt`) : null,
    payment: paymentView(input.payment),
    roll: input.roll ?? null,
  };
}
