/**
 * How a banks chat card reads the IP its action cost (docs/rules/banks.md §6.4–§6.6): waiting for
 * the GM, free outside a combat, refused with the reason, or paid — how much, from the actor's
 * IP and the Team Bank, at which Blitz count, and whether as an interrupt bought with Chutzpah.
 */
import type { DeclaredPayment, PaymentRecord } from "../../core/banks";
import { type Text, text } from "../i18n";

const P = "FRAY.Banks.Card.Payment";

/** A payment as the card shows it: what the GM recorded, or still waiting for the GM. */
export type PaymentStatus = { readonly state: "pending" } | PaymentRecord;

/**
 * Core error codes a payment can fail with (docs/rules/banks.md §7): the one table of what each one
 * says — on the card (the reason) and to the player who asked (the notice).
 */
const REFUSALS: ReadonlyMap<string, string> = new Map([
  ["ip.insufficient", "ipInsufficient"],
  ["interrupt.notAllowed", "interruptNotAllowed"],
  ["actor.incapable", "actorIncapable"],
  ["chutzpah.none", "chutzpahNone"],
  ["team.notMember", "teamNotMember"],
  ["bid.tooLarge", "bidTooLarge"],
]);

/** The `reason` of a refused payment for a core error code; any other code reads as a general refusal. */
export function refusalReason(code: string): string {
  return `FRAY.Banks.Card.Reason.${REFUSALS.get(code) ?? "other"}`;
}

/** The notice the asker reads for a refused payment: the code's own sentence, or a general refusal. */
export function refusalNotice(code: string): string {
  return REFUSALS.has(code) ? `FRAY.Banks.Gm.Refused.${code.replace(".", "_")}` : "FRAY.Common.Chat.Error.Refused";
}

export interface PaymentLine {
  readonly text: Text;
  readonly tone: "plain" | "pending" | "refused";
}

export interface PaymentView {
  readonly state: PaymentStatus["state"];
  readonly lines: readonly PaymentLine[];
  /** The action may go ahead: paid, or free outside a combat. */
  readonly settled: boolean;
  readonly refused: boolean;
}

function paidLines(p: DeclaredPayment): Text[] {
  const split = p.fromTeam > 0 ? text(`${P}.Split`, { fromIp: p.fromIp, fromTeam: p.fromTeam }) : null;
  const amount = split === null ? text(`${P}.Amount`, { cost: p.cost }) : text(`${P}.AmountSplit`, { cost: p.cost, split });
  if (p.via === "chutzpah") return [text(`${P}.InterruptChutzpah`, { amount, chutzpah: p.chutzpahSpent })];
  if (p.via === "ip") return [text(`${P}.Interrupt`, { amount })];
  const lines = [p.cost === 0 ? text(`${P}.Free`) : text(`${P}.Paid`, { amount })];
  // On one's own turn `blitzCount` counts this action too: a second action is the first Blitz (§6.4 step 4).
  if (p.blitzCount > 1) lines.push(text(`${P}.Blitz`, { n: p.blitzCount }));
  if (p.momentum !== undefined && p.momentum > 0) lines.push(text(`${P}.Momentum`, { n: p.momentum }));
  return lines;
}

export function paymentView(payment: PaymentStatus): PaymentView {
  const line = (t: Text, tone: PaymentLine["tone"] = "plain"): PaymentLine => ({ text: t, tone });
  switch (payment.state) {
    case "pending":
      return { state: "pending", lines: [line(text(`${P}.Pending`), "pending")], settled: false, refused: false };
    case "free":
      return { state: "free", lines: [line(text(`${P}.OutsideCombat`))], settled: true, refused: false };
    case "refused":
      return { state: "refused", lines: [line(text(`${P}.Refused`, { reason: text(payment.reason) }), "refused")], settled: false, refused: true };
    case "paid":
      return { state: "paid", lines: paidLines(payment).map((t) => line(t)), settled: true, refused: false };
  }
}
