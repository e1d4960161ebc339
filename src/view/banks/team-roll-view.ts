/**
 * A leader's roll for the Team Bank (docs/rules/banks.md §6.19) on the "Use Leadership/Tactics"
 * card: which roll, the dice, and what the GM made of it — the bank before and after,
 * Strategy's success, or why it was refused.
 */
import { type BanksActor, TEAM_ROLL_KINDS, type TeamRoll, type TeamRollKind } from "../../core/banks";
import { type Text, text } from "../i18n";
import { type ActionRollDialogView, type ActionRollView, traitChoices } from "./action-roll-view";
import { faceView } from "./pool-roll-view";

const T = "FRAY.Banks.Card.Team";

/** What the GM recorded of a team roll on its card. */
export type TeamRollRecord =
  | { readonly state: "applied"; readonly kind: TeamRollKind; readonly hits: number; readonly poolSize: number; readonly before: number; readonly after: number; readonly success: boolean | null }
  | { readonly state: "refused"; readonly reason: string };

export interface TeamRollCardInput {
  readonly roll: TeamRoll | null;
  readonly record: TeamRollRecord | null;
  readonly canRoll: boolean;
}

export function teamRollLabel(kind: TeamRollKind, specialization: string | null): Text {
  return kind === "tactics" ? text(`${T}.Kind.tactics`, { specialization: specialization ?? "" }) : text(`${T}.Kind.${kind}`);
}

function outcomeOf(record: Extract<TeamRollRecord, { state: "applied" }>): Text {
  if (record.kind === "strategy") return record.success === true ? text(`${T}.StrategyWon`) : text(`${T}.StrategyLost`, { bank: record.before });
  return text(`${T}.Bank`, { before: record.before, after: record.after, hits: record.hits });
}

export function teamRollCardView(input: TeamRollCardInput): ActionRollView {
  const { roll, record } = input;
  return {
    rolled: roll === null ? null : text(`${T}.Rolled`, { roll: teamRollLabel(roll.kind, roll.specialization), dice: roll.dice.length }),
    faces: roll === null ? [] : roll.dice.map(faceView),
    outcome: record?.state === "applied" ? outcomeOf(record) : null,
    refused: record?.state === "refused" ? text("FRAY.Banks.Card.RollRefused", { reason: text(record.reason) }) : null,
    canRoll: input.canRoll && roll === null,
    rollLabel: text(`${T}.Roll`),
  };
}

/** Leadership first, with the leader's MAN and a skill whose name says Leadership or Influence. */
export function teamRollDialogView(leader: BanksActor): ActionRollDialogView {
  return {
    kinds: TEAM_ROLL_KINDS.map((value) => ({ value, label: text(`${T}.Choice.${value}`) })),
    specialization: true,
    ...traitChoices(leader, "MAN", [/leader/i, /influence/i]),
  };
}
