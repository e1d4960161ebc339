/**
 * A declared banks action's chat card (rules/banks.md §6.4–§6.6, §6.18): who does what, its
 * kind and base cost, whether it interrupts the acting combatant, and what it cost; a leader's
 * "Use Leadership/Tactics" card also carries the roll for the Team Bank.
 */
import { ACTIONS, type DeclaredAction } from "../../core/banks";
import { type Text, text } from "../i18n";
import { actionName } from "./log-parts";
import { type PaymentStatus, type PaymentView, paymentView } from "./payment-status";
import { type TeamRollCardInput, type TeamRollCardView, teamRollCardView } from "./team-roll-view";

const C = "FRAY.Banks.Card";

export interface ActionCardInput {
  readonly action: DeclaredAction;
  readonly payment: PaymentStatus;
  /** "Use Leadership/Tactics" only: the leader's roll for the Team Bank. */
  readonly team?: TeamRollCardInput | null;
}

export interface ActionCardView {
  readonly title: Text;
  readonly actor: string;
  readonly action: Text;
  readonly kind: Text;
  readonly interrupt: Text | null;
  readonly payment: PaymentView;
  readonly team: TeamRollCardView | null;
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
    team: action.action === "leadershipTactics" && input.team ? teamRollCardView(input.team) : null,
  };
}
