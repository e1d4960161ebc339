/**
 * The Upkeep event card as a view-model (docs/rules/slots.md §5.6, §5.9, §7): the one chat card
 * the end of a Full Round posts — who lost slots to Hesitation, then each actor's bleed and
 * hemorrhage damage, healing, Stress, burnouts and effects ending (upkeep-card.ts) — with its
 * state: standing (a GM may undo it) or undone. Pure: the adapter and the preview share it.
 */
import type { CombatEvent } from "../../core/ruleset";
import { type Text, text } from "../i18n";
import { type UpkeepCardView, upkeepCardView } from "./upkeep-card";

const K = "FRAY.Slots.Upkeep";

export interface UpkeepEventInput {
  readonly round: number;
  readonly events: readonly CombatEvent[];
  readonly undone: boolean;
  /** Whether the viewer may undo it (a GM, while it stands). */
  readonly isGm: boolean;
}

export interface UpkeepEventView extends UpkeepCardView {
  readonly hesitation: readonly Text[];
  readonly undone: Text | null;
  readonly canUndo: boolean;
  readonly undoLabel: Text;
}

export function upkeepEventView(input: UpkeepEventInput): UpkeepEventView {
  const card = upkeepCardView(input.round, input.events);
  const hesitation = input.events
    .filter((e) => e.type === "slots.hesitation")
    .map((e) => text(`${K}.Hesitation`, { name: String(e.detail["name"] ?? ""), n: typeof e.detail["lost"] === "number" ? e.detail["lost"] : 0 }));
  const quiet = card.rows.length === 0 && hesitation.length === 0;
  return {
    ...card,
    empty: quiet ? card.empty : null,
    hesitation,
    undone: input.undone ? text(`${K}.UndoneNote`) : null,
    canUndo: input.isGm && !input.undone,
    undoLabel: text(`${K}.Undo`),
  };
}
