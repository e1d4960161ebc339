/**
 * The banks attack chat card as a person reads it (docs/rules/banks.md §6.4–§6.12, §8): who attacks
 * with what, the action and its IP, the pool, the dice once rolled, and per target the
 * threshold its dodge set, hit or miss, the damage through armor into its banks (worded as the
 * CLI log words it), what became of it, its state and the buttons this viewer may use. The
 * core decides every number; this file only arranges and words them.
 */
import { countPool } from "../../core/dice";
import { type BanksActor, type BanksAttackCard, DEFAULT_GLITCH_POLICY, type TargetOutcome, attackPool, declarationOf, formatDamageCode, parseDamageCode } from "../../core/banks";
import { RulesInputError } from "../../core/errors";
import { type Text, text } from "../i18n";
import { cardDamageLines } from "./attack-card-damage";
import { grappleLines } from "./grapple-lines";
import { actionName } from "./log-parts";
import { type PaymentStatus, type PaymentView, paymentView } from "./payment-status";
import { type PoolFaceView, faceView } from "./pool-roll-view";
import { poolFormula } from "./pool-formula";

export type { PaymentStatus } from "./payment-status";

const C = "FRAY.Banks.Card";
const L = "FRAY.Banks.Log";

export interface BanksAttackTargetInput {
  readonly name: string;
  /** null: the target is gone, or its outcome was rejected. */
  readonly outcome: TargetOutcome | null;
  /** The paid dodge. */
  readonly bid: { readonly bid: number; readonly chutzpah: number; readonly threshold: number } | null;
  readonly applied: { readonly undone: boolean } | null;
  readonly can: { readonly bid: boolean; readonly apply: boolean; readonly undo: boolean };
  /**
   * The target's banks state the outcome was computed from (before the damage). With it the card
   * shows the banks against their caps and which armor Piercing opened; without it, only what
   * was dealt and what became of the target.
   */
  readonly state?: BanksActor | null;
}

export interface BanksAttackCardInput {
  readonly card: BanksAttackCard;
  readonly payment: PaymentStatus;
  readonly targets: readonly BanksAttackTargetInput[];
  readonly can: { readonly roll: boolean; readonly chooseMultiHit: boolean };
}

/** `notPaid`: the GM refused the attack's IP, so nothing more happens on this card. */
export type BanksTargetStatus = "missing" | "notPaid" | "awaitingBid" | "awaitingRoll" | "ready" | "noEffect" | "applied" | "undone";

export interface BanksAttackTargetView {
  readonly index: number;
  readonly name: string;
  readonly status: BanksTargetStatus;
  readonly statusLabel: Text;
  readonly threshold: number | null;
  readonly thresholdLine: Text | null;
  /** null until the dice are rolled (or when the target is missing). */
  readonly result: { readonly hit: boolean; readonly critical: boolean; readonly net: number } | null;
  /** Hits against the threshold, and the critical. */
  readonly resultLines: readonly Text[];
  /** The code dealt, each component through armor into its bank, the banks, and the target's fate. */
  readonly damage: readonly Text[];
  readonly buttons: { readonly bid: boolean; readonly apply: boolean; readonly undo: boolean };
  /** Accessible names of the buttons: they say whom they act on. */
  readonly labels: { readonly bid: Text; readonly apply: Text; readonly undo: Text };
}

export interface BanksAttackCardView {
  readonly title: Text;
  readonly code: Text;
  readonly pool: { readonly size: number; readonly gr: number; readonly line: Text } | null;
  /** Why the pool cannot be built (the attack became impossible). */
  readonly poolError: Text | null;
  readonly payment: PaymentView;
  readonly dice: { readonly faces: readonly PoolFaceView[]; readonly summary: Text; readonly glitch: Text | null } | null;
  /** The critical automatic-fire option (§6.8 step 4), when some target's result offers it. */
  readonly multiHit: { readonly chosen: boolean; readonly line: Text } | null;
  readonly buttons: { readonly roll: boolean; readonly multiHit: boolean };
  readonly labels: { readonly roll: Text; readonly multiHit: Text };
  readonly targets: readonly BanksAttackTargetView[];
  readonly noTargets: Text | null;
}

function statusOf(t: BanksAttackTargetInput, payment: PaymentView): BanksTargetStatus {
  if (t.outcome === null) return "missing";
  if (t.applied !== null) return t.applied.undone ? "undone" : "applied";
  if (payment.refused) return "notPaid";
  if (t.outcome.stage === "awaitingRoll") return t.bid === null ? "awaitingBid" : "awaitingRoll";
  return Object.keys(t.outcome.patch).length === 0 ? "noEffect" : "ready";
}

function thresholdLine(t: BanksAttackTargetInput, status: BanksTargetStatus): Text | null {
  if (t.bid !== null) {
    const data = { bid: t.bid.bid, chutzpah: t.bid.chutzpah, threshold: t.bid.threshold };
    return text(t.bid.chutzpah > 0 ? `${C}.ThresholdBidChutzpah` : `${C}.ThresholdBid`, data);
  }
  if (t.outcome === null) return null;
  return text(status === "awaitingBid" ? `${C}.ThresholdNoBidYet` : `${C}.ThresholdNoBid`, { threshold: t.outcome.threshold });
}


function targetView(card: BanksAttackCard, payment: PaymentView, t: BanksAttackTargetInput, index: number): BanksAttackTargetView {
  const status = statusOf(t, payment);
  const outcome = t.outcome;
  const resolved = outcome?.stage === "resolved" ? outcome.result : outcome?.stage === "grappled" ? { test: outcome.test } : null;
  const resultLines: Text[] = [];
  if (resolved !== null) {
    const { test } = resolved;
    resultLines.push(test.success ? text(`${L}.Hit`, { hits: test.hits, sixes: test.sixes, threshold: test.threshold, net: test.net }) : text(`${L}.Miss`, { hits: test.hits, threshold: test.threshold }));
    if (test.critical) resultLines.push(text(`${L}.Critical`));
  }
  return {
    index,
    name: t.name,
    status,
    statusLabel: text(`${C}.Status.${status}`),
    threshold: t.bid?.threshold ?? outcome?.threshold ?? null,
    thresholdLine: thresholdLine(t, status),
    result: resolved === null ? null : { hit: resolved.test.success, critical: resolved.test.critical, net: resolved.test.net },
    resultLines,
    damage: outcome?.stage === "grappled" ? grappleLines({ attacker: card.attacker.name, target: t.name }, outcome) : outcome?.stage === "resolved" ? cardDamageLines(t.name, card.weapon.profile.code, outcome.result, t.state ?? null) : [],
    buttons: {
      bid: status === "awaitingBid" && t.can.bid && !payment.refused,
      apply: (status === "ready" || status === "undone") && t.can.apply && payment.settled,
      undo: status === "applied" && t.can.undo,
    },
    labels: {
      bid: text(`${C}.BidFor`, { name: t.name }),
      apply: text(`${C}.ApplyTo`, { name: t.name }),
      undo: text(`${C}.UndoFor`, { name: t.name }),
    },
  };
}

function poolOf(card: BanksAttackCard): { pool: BanksAttackCardView["pool"]; error: Text | null } {
  try {
    const pool = attackPool(declarationOf(card));
    return { pool: { size: pool.size, gr: pool.gr, line: text(`${C}.Pool`, { formula: poolFormula(card.attacker.state, card.pool, pool), size: pool.size, gr: pool.gr }) }, error: null };
  } catch (e) {
    // A stored card whose attack the core now refuses still renders, saying why.
    if (e instanceof RulesInputError) return { pool: null, error: text(`${C}.PoolError`, { code: e.code }) };
    throw e;
  }
}

export function banksAttackCardView(input: BanksAttackCardInput): BanksAttackCardView {
  const { card } = input;
  const payment = paymentView(input.payment);
  const { pool, error } = poolOf(card);
  const weaponCode = formatDamageCode(parseDamageCode(card.weapon.profile.code));
  const splash = card.weapon.profile.splashCode;
  const head = { attacker: card.attacker.name, target: input.targets.map((t) => t.name).join(", ") || "—", weapon: card.weapon.name, action: actionName(card.action), bullets: card.bullets };
  let dice: BanksAttackCardView["dice"] = null;
  if (card.dice !== null) {
    const roll = countPool(card.dice);
    // The glitch depends on the pool, the ones and the GR only, not on any target's threshold (§5.4).
    const glitch = DEFAULT_GLITCH_POLICY({ poolSize: roll.dice.length, ones: roll.ones, gr: pool?.gr ?? 0 });
    dice = {
      faces: roll.dice.map(faceView),
      summary: text(`${C}.Dice`, { hits: roll.hits, sixes: roll.sixes, ones: roll.ones }),
      glitch: glitch ? text(`${L}.Glitch`, { ones: roll.ones, gr: pool?.gr ?? 0 }) : null,
    };
  }
  const offered = input.targets.some((t) => t.outcome?.stage === "resolved" && t.outcome.result.multiHit !== null);
  const chosen = card.choice === "multiHit";
  const anyApplied = input.targets.some((t) => t.applied !== null && !t.applied.undone);
  const baseCode = { code: weaponCode };
  return {
    title: text(card.bullets > 1 ? `${L}.AttackAuto` : `${L}.Attack`, head),
    code: splash === null ? text(`${L}.Code`, { dealt: weaponCode }) : text(`${C}.CodeSplash`, { code: weaponCode, splash: formatDamageCode(parseDamageCode(splash)) }),
    pool,
    poolError: error,
    payment,
    dice,
    multiHit: offered || chosen ? { chosen, line: text(chosen ? `${C}.MultiHitChosen` : `${C}.MultiHitOffered`, baseCode) } : null,
    buttons: {
      roll: card.dice === null && input.can.roll && payment.settled && pool !== null,
      multiHit: (offered || chosen) && input.can.chooseMultiHit && !anyApplied && !payment.refused,
    },
    labels: {
      roll: text(`${C}.RollDice`, { size: pool?.size ?? 0 }),
      multiHit: text(chosen ? `${C}.ChooseStandard` : `${C}.ChooseMultiHit`, baseCode),
    },
    targets: input.targets.map((t, i) => targetView(card, payment, t, i)),
    noTargets: input.targets.length === 0 ? text(`${C}.NoTargets`) : null,
  };
}
