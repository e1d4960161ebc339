/**
 * The banks half of the at-most-once ledger (core/ledger.ts): entries on the actor that paid or
 * took something, written by the active GM in the same update as the change itself. Keys:
 * `pay_<message>` for an action's IP, `bid_<attack message>_<target>` for a dodge bid and
 * `<attack message>_<target>` for damage applied from a card.
 */
import type { AppliedBanks, BanksActorPatch } from "../../../core/banks";
import { type Ledger, type LedgerEntry, isApplied, ledgerKey } from "../../../core/ledger";
import { banksActorFlag, banksActorFlags } from "../flags";

export interface BanksLedgerRecord {
  readonly kind: "pay" | "bid" | "damage" | "team" | "dodge" | "medicine";
  readonly applied: AppliedBanks;
  /** The Team Bank this spent from, if any. */
  readonly team: { readonly teamId: string; readonly spent: number } | null;
  /** The threshold a paid bid set (bids only). */
  readonly threshold: number | null;
  /** What the target's fall cost its team (damage only, §6.19): the bank and leader before and after. */
  readonly teamLoss?: TeamLoss | null;
  /** An attack's pool as the GM judged it when paying, so a card edited afterwards is caught (attacks only). */
  readonly pool?: PaidPool | null;
}

/** An attack's pool as paid, and the Martial Momentum it carries into its first target's damage. */
export interface PaidPool {
  readonly size: number;
  readonly gr: number;
  readonly momentum?: number;
}

export interface TeamLoss {
  readonly teamId: string;
  readonly before: { readonly bank: number; readonly leaderId: string | null };
  readonly after: { readonly bank: number; readonly leaderId: string | null };
}

export const payKey = (messageId: string): string => `pay_${messageId}`;
export const bidKey = (attackMessageId: string, targetIndex: number): string => `bid_${ledgerKey(attackMessageId, targetIndex)}`;
export const damageKey = ledgerKey;

export function banksLedgerOf(actor: Actor.Implementation): Ledger<BanksLedgerRecord> {
  return banksActorFlag(actor, "ledger") ?? {};
}

/** The recorded threshold of a target's paid bid on an attack, or null when it has none. */
export function paidBidThreshold(target: Actor.Implementation, attackMessageId: string, targetIndex: number): number | null {
  const ledger = banksLedgerOf(target);
  const key = bidKey(attackMessageId, targetIndex);
  return isApplied(ledger, key) ? (ledger[key]?.record.threshold ?? null) : null;
}

/** The pool recorded when an attack card was paid, or null when it was not (or the payment was undone). */
export function paidPool(actor: Actor.Implementation, messageId: string): PaidPool | null {
  const ledger = banksLedgerOf(actor);
  const key = payKey(messageId);
  return isApplied(ledger, key) ? (ledger[key]?.record.pool ?? null) : null;
}

/** One update: the banks change and its ledger entry, so neither can happen without the other. */
export async function writeWithEntry(actor: Actor.Implementation, patch: BanksActorPatch, key: string, entry: LedgerEntry<BanksLedgerRecord>): Promise<void> {
  await actor.update({ system: { banks: patch }, flags: banksActorFlags({ ledger: { [key]: entry } }) });
}
