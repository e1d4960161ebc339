/**
 * Wedge on its action card (docs/rules/banks.md §6.19): whose team it strikes at, the dice, and how
 * far that Team Bank fell — or why the GM refused it.
 */
import type { BanksActor, WedgeRoll } from "../../core/banks";
import { text } from "../i18n";
import { type ActionRollDialogView, type ActionRollView, traitChoices } from "./action-roll-view";
import { faceView } from "./pool-roll-view";

const W = "FRAY.Banks.Card.Wedge";

export type WedgeRecord = { readonly state: "applied"; readonly team: string; readonly hits: number; readonly before: number; readonly after: number } | { readonly state: "refused"; readonly reason: string };

export interface WedgeCardInput {
  readonly roll: WedgeRoll | null;
  readonly record: WedgeRecord | null;
  readonly canRoll: boolean;
}

export function wedgeCardView(input: WedgeCardInput): ActionRollView {
  const { roll, record } = input;
  return {
    rolled: roll === null ? null : text(`${W}.Rolled`, { target: roll.targetName, dice: roll.dice.length }),
    faces: roll === null ? [] : roll.dice.map(faceView),
    outcome: record?.state === "applied" ? text(`${W}.Bank`, { team: record.team, hits: record.hits, before: record.before, after: record.after }) : null,
    refused: record?.state === "refused" ? text("FRAY.Banks.Card.RollRefused", { reason: text(record.reason) }) : null,
    canRoll: input.canRoll && roll === null,
    rollLabel: text(`${W}.Roll`),
  };
}

/** One roll; MAN and a skill whose name says Wedge or Influence. */
export function wedgeDialogView(roller: BanksActor): ActionRollDialogView {
  return { kinds: [{ value: "wedge", label: text("FRAY.Banks.Action.wedge") }], specialization: false, ...traitChoices(roller, "MAN", [/wedge/i, /influence/i]) };
}
