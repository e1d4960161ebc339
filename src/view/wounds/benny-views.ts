/**
 * The Benny chat cards as pure view-models (docs/rules/wounds.md §5.10, §7 "Bennies"): a Benny
 * spent — by whom, what it bought, who paid (the actor or the GM's pool), and whether the GM has
 * applied or undone it — and a refresh for all, actor by actor. Every word is a lang key.
 */
import { type Text, text } from "../i18n";

const B = "FRAY.Wounds.Benny";

export type BennyReasonKey = "unshake" | "reroll" | "redraw" | "other";

export interface BennyCardInput {
  readonly name: string;
  readonly reason: BennyReasonKey;
  /** The GM's record: null while the spend waits for the GM. */
  readonly spent: { readonly payer: "actor" | "pool"; readonly undone: boolean } | null;
  readonly can: { readonly apply: boolean; readonly undo: boolean };
}

export interface BennyCardView {
  readonly title: Text;
  readonly reason: Text;
  readonly status: Text;
  readonly state: "pending" | "spent" | "undone";
  readonly buttons: { readonly apply: boolean; readonly undo: boolean };
}

export function bennyCardView(input: BennyCardInput): BennyCardView {
  const state = input.spent === null ? "pending" : input.spent.undone ? "undone" : "spent";
  const status =
    input.spent === null ? text(`${B}.Status.pending`) : input.spent.undone ? text(`${B}.Status.undone`) : text(`${B}.Status.${input.spent.payer === "pool" ? "pool" : "actor"}`, { name: input.name });
  return {
    title: text(`${B}.Title`, { name: input.name }),
    reason: text(`${B}.Reason.${input.reason}`),
    status,
    state,
    buttons: { apply: state === "pending" && input.can.apply, undo: state === "spent" && input.can.undo },
  };
}

export interface RefreshCardInput {
  readonly lines: readonly { readonly name: string; readonly before: number; readonly after: number }[];
  readonly pool: { readonly before: number; readonly after: number };
  readonly undone: boolean;
  readonly applied: boolean;
  readonly canUndo: boolean;
}

export interface RefreshCardView {
  readonly title: Text;
  readonly lines: readonly Text[];
  readonly pool: Text;
  readonly status: Text | null;
  readonly undo: boolean;
}

export function refreshCardView(input: RefreshCardInput): RefreshCardView {
  return {
    title: text(`${B}.RefreshTitle`),
    lines: input.lines.map((l) => text(`${B}.RefreshLine`, { name: l.name, before: l.before, after: l.after })),
    pool: text(`${B}.RefreshPool`, { before: input.pool.before, after: input.pool.after }),
    status: input.undone ? text(`${B}.Status.refreshUndone`) : input.applied ? null : text(`${B}.Status.pending`),
    undo: input.applied && !input.undone && input.canUndo,
  };
}
