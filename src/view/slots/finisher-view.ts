/**
 * The Vulnerable target's card and dialog as view-models (pure, docs/rules/slots.md §5.12): the
 * dialog offers a lethal or non-lethal Cinematic Execution with its price now (3AS, own Active
 * Phase only) and whether it can be paid, and a Maim with its kind, part and side; the card says
 * what was done, what it cost and whether it stands.
 */
import { MAIM_KINDS, type SlotsActor, type SpendTime, spend } from "../../core/slots";
import { EXECUTION_COST } from "../../core/slots/maim";
import { parseCost } from "../../core/slots";
import { type Text, text } from "../i18n";
import type { FinisherKind, SlotsFinisherCard } from "./finisher-card";
import { LIMB_SIDES, MAIM_PARTS, SENSES, limbText } from "./limbs";

const K = "FRAY.Slots.Finisher";

export interface FinisherOption {
  readonly value: FinisherKind;
  readonly label: Text;
  readonly price: Text;
  readonly payable: boolean;
  readonly reason: string | null;
  readonly selected: boolean;
}

export interface FinisherDialogView {
  readonly title: Text;
  readonly options: readonly FinisherOption[];
  readonly maimKinds: readonly { readonly value: string; readonly label: Text }[];
  readonly parts: readonly { readonly value: string; readonly label: Text; readonly sense: boolean }[];
  readonly sides: readonly { readonly value: string; readonly label: Text }[];
  readonly vulnerable: boolean;
}

/** `time` null: outside a running combat, where nobody pays slots. */
export function finisherDialogView(input: { actor: SlotsActor; actorName: string; targetName: string; target: SlotsActor; time: SpendTime | null }): FinisherDialogView {
  let reason: string | null = null;
  if (input.time !== null) {
    try {
      spend({ actor: input.actor, action: { cost: parseCost(EXECUTION_COST), reservedAllowed: false, activePhaseOnly: true }, time: input.time });
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
  }
  const price = input.time === null ? text(`${K}.Free`) : text("FRAY.Slots.Attack.Price.active", { n: parseCost(EXECUTION_COST).as });
  const execution = (value: FinisherKind): FinisherOption => ({ value, label: text(`${K}.Kind.${value}`), price, payable: reason === null, reason, selected: false });
  const options = [execution("lethal"), execution("knockout"), { value: "maim" as const, label: text(`${K}.Kind.maim`), price: text(`${K}.ByEffect`), payable: true, reason: null, selected: false }];
  const first = options.find((o) => o.payable);
  return {
    title: text(`${K}.DialogTitle`, { name: input.actorName, target: input.targetName }),
    options: options.map((o) => ({ ...o, selected: o === first })),
    maimKinds: MAIM_KINDS.map((k) => ({ value: k, label: text(`FRAY.Slots.Field.Maim.${k}`) })),
    parts: [...MAIM_PARTS.map((p) => ({ value: p, label: text(`FRAY.Slots.Part.${p}`), sense: false })), ...SENSES.map((p) => ({ value: p, label: text(`FRAY.Slots.Part.${p}`), sense: true }))],
    sides: LIMB_SIDES.map((s) => ({ value: s, label: text(`FRAY.Slots.Field.Side.${s}`) })),
    vulnerable: input.target.hp === 0 || input.target.vulnerableByEffect,
  };
}

export interface FinisherCardView {
  readonly title: Text;
  readonly paid: Text;
  readonly outcome: Text;
  readonly state: "pending" | "applied" | "undone";
  readonly applied: boolean;
  readonly undone: boolean;
}

/** What the card's action costs: an Execution in a running combat 3AS, anything else nothing. */
export const finisherPrice = (card: SlotsFinisherCard): number => (card.kind === "maim" || card.time === null ? 0 : parseCost(EXECUTION_COST).as);

/** `applied`: what the GM wrote on the message (undefined before the first Apply). */
export function finisherCardView(card: SlotsFinisherCard, applied: { readonly undone: boolean } | undefined): FinisherCardView {
  const price = finisherPrice(card);
  const names = { name: card.actorName, target: card.targetName };
  const title = card.kind === "maim" && card.maim !== null ? text(`${K}.Title.maim`, { ...names, kind: text(`FRAY.Slots.Field.Maim.${card.maim.kind}`), limb: limbText(card.maim.part, card.maim.side) }) : text(`${K}.Title.${card.kind}`, names);
  const paid = card.kind === "maim" ? text(`${K}.ByEffect`) : card.time === null ? text(`${K}.Free`) : text(`FRAY.Slots.Log.Paid.${card.time}`, { name: card.actorName, price, left: Math.max(0, card.actor.actionSlots - price) });
  const state = applied === undefined ? "pending" : applied.undone ? "undone" : "applied";
  const outcome = card.kind === "maim" && card.maim?.kind === "dismemberment" ? text(`${K}.Outcome.bleedOut`, names) : text(`${K}.Outcome.${card.kind}`, names);
  return { title, paid, outcome, state, applied: state === "applied", undone: state === "undone" };
}
