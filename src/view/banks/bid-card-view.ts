/**
 * A dodge bid's short chat card, whispered to the defender's owners and the GM because the
 * attacker must not see it before rolling (docs/rules/banks.md §6.7, §8): the bid, the Chutzpah
 * turned into IP, ducking or hitting the deck, the threshold it set, and the payment.
 */
import type { BanksBid } from "../../core/banks";
import { type Text, text } from "../i18n";
import { type PaymentLine, type PaymentStatus, type PaymentView, paymentView } from "./payment-status";

const C = "FRAY.Banks.Card";

export interface BidCardInput {
  readonly defenderName: string;
  readonly attackerName: string;
  readonly weaponName: string;
  readonly bid: BanksBid;
  readonly payment: PaymentStatus;
  /** The threshold the paid bid set; null until it is paid. */
  readonly threshold: number | null;
}

export interface BidCardView {
  readonly title: Text;
  /** The title set as two lines, each kept whole. */
  readonly titleLines: readonly [Text, Text];
  readonly lines: readonly Text[];
  readonly threshold: number | null;
  readonly thresholdLine: Text;
  readonly payment: PaymentView;
}

/** A bid is not an action: no Blitz and no interrupt, just where the IP came from. */
function bidPayment(input: BidCardInput): PaymentView {
  const view = paymentView(input.payment);
  const p = input.payment;
  if (p.state !== "paid") return view;
  const line: PaymentLine = {
    text: p.fromTeam > 0 ? text(`${C}.BidPaidSplit`, { cost: p.cost, fromIp: p.fromIp, fromTeam: p.fromTeam }) : text(`${C}.BidPaid`, { cost: p.cost }),
    tone: "plain",
  };
  return { ...view, lines: [line] };
}

export function bidCardView(input: BidCardInput): BidCardView {
  const { bid } = input;
  const lines: Text[] = [];
  if (bid.chutzpah > 0) lines.push(text("FRAY.Banks.Log.BidChutzpah", { target: input.defenderName, chutzpah: bid.chutzpah }));
  lines.push(bid.bid === 0 ? text(`${C}.BidNone`) : text(`${C}.BidLine`, { bid: bid.bid }));
  // Both need a bid of at least 1 IP (§6.7 step 5, step 8).
  if (bid.bid > 0 && bid.duckToFullCover) lines.push(text(`${C}.Duck`));
  if (bid.bid > 0 && bid.hitTheDeck) lines.push(text(`${C}.HitTheDeck`));
  return {
    title: text(`${C}.BidTitle`, { defender: input.defenderName, attacker: input.attackerName, weapon: input.weaponName }),
    // The chat log is narrow: one line for who dodges, one for the attack, so no name is split over two lines.
    titleLines: [text(`${C}.BidTitleWho`, { defender: input.defenderName }), text(`${C}.BidTitleWhat`, { attacker: input.attackerName, weapon: input.weaponName })],
    lines,
    threshold: input.threshold,
    thresholdLine: input.threshold === null ? text(`${C}.BidThresholdPending`) : text(`${C}.BidThreshold`, { threshold: input.threshold }),
    payment: bidPayment(input),
  };
}
