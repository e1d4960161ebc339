/**
 * The card of a treated bleed-out (docs/rules/slots.md §5.12: a Dismemberment bleeds out in 24
 * Full Rounds unless treated), as stored in its chat message (`flags.fray.slots.treat`): whose
 * wound is treated and in which Full Round. Its author posts it and asks the active GM, who
 * stops every bleed-out of that actor once and can undo it; the message is its author's to edit,
 * so it is read back only through `validateTreatCard`.
 */
import { RulesInputError } from "../../core/errors";
import type { Maim } from "../../core/slots";
import { type Text, text } from "../i18n";
import { limbText } from "./limbs";

export interface SlotsTreatCard {
  readonly version: 1;
  /** The maimed actor: the card's author must act for it. */
  readonly actorUuid: string;
  readonly actorName: string;
}

const bad = (path: string, message: string): never => {
  throw new RulesInputError("card.invalid", path, message);
};
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const shortText = (v: unknown, path: string): string => (typeof v === "string" && v.length > 0 && v.length <= 200 ? v : bad(path, `${path} must be a short text`));

export function validateTreatCard(value: unknown, path = "card"): SlotsTreatCard {
  if (!isRecord(value) || value["version"] !== 1) return bad(path, `${path} is not a treatment card`);
  return { version: 1, actorUuid: shortText(value["actorUuid"], `${path}.actorUuid`), actorName: shortText(value["actorName"], `${path}.actorName`) };
}

/** What the GM wrote on the message: the limbs whose bleed-out the treatment stopped, unless undone. */
export interface SlotsTreatedFlag {
  readonly limbs: readonly { readonly part: string; readonly side: "left" | "right" | null }[];
  readonly undone: boolean;
}

export const bleedingLimbs = (maims: readonly Maim[]): SlotsTreatedFlag["limbs"] => maims.filter((m) => m.bleedOut !== null).map((m) => ({ part: m.part, side: m.side }));

export interface TreatCardView {
  readonly title: Text;
  readonly outcome: Text;
  /** The wounds whose bleed-out was stopped. */
  readonly limbs: readonly Text[];
  readonly applied: boolean;
  readonly undone: boolean;
}

/** `treated`: what the GM wrote (undefined until then). */
export function treatCardView(card: SlotsTreatCard, treated: SlotsTreatedFlag | undefined): TreatCardView {
  const title = text("FRAY.Slots.Treat.Title", { name: card.actorName });
  if (treated === undefined) return { title, outcome: text("FRAY.Slots.Treat.Pending"), limbs: [], applied: false, undone: false };
  return {
    title,
    outcome: text(treated.undone ? "FRAY.Slots.Treat.Reopened" : "FRAY.Slots.Treat.Stopped", { name: card.actorName }),
    limbs: treated.limbs.map((l) => limbText(l.part, l.side)),
    applied: !treated.undone,
    undone: treated.undone,
  };
}
