/**
 * What the active GM records about the banks cards (design.md "Trust model"): each payment, bid,
 * Apply and action-card roll is one GM record (gm/records) in the book no player can read or
 * write, keyed `banks.<kind>:<message>[:<target>]` and pruned with the message(s) in its refs.
 * Pure apart from the record lookup: reading a record's data checks its shape, so a malformed
 * one counts as absent, never as trusted.
 */
import type { ActionName, AppliedBanks, BanksActor } from "../../../core/banks";
import { findRecord } from "../../gm/records/record-book";

export const payKey = (messageId: string): string => `banks.pay:${messageId}`;
export const bidKey = (attackMessageId: string, targetIndex: number): string => `banks.bid:${attackMessageId}:${targetIndex}`;
/** A ledger line (applyLine/undoLine): one card's damage against one target. */
export const damageLine = (messageId: string, targetIndex: number): string => `banks.damage:${messageId}:${targetIndex}`;
/** The attack card as first accepted, and its roll as first applied (frozen). */
export const cardKey = (messageId: string): string => `banks.card:${messageId}`;
export const rollKey = (messageId: string): string => `banks.roll:${messageId}`;
export type RollKind = "team" | "wedge" | "dodge" | "medicine";
export const actionRollKey = (kind: RollKind, messageId: string): string => `banks.${kind}:${messageId}`;

/** An attack's pool as paid, and the Martial Momentum it carries into its first target's damage. */
export interface PaidPool {
  readonly size: number;
  readonly gr: number;
  readonly momentum?: number;
}

/** A payment: who paid for which declared action, and an attack's pool as judged then. */
export interface PaidRecord {
  readonly actorUuid: string;
  readonly action: ActionName;
  readonly pool: PaidPool | null;
}

/** What a target's fall cost its team (§6.19): the bank and leader before and after. */
export interface TeamLoss {
  readonly teamId: string;
  readonly before: { readonly bank: number; readonly leaderId: string | null };
  readonly after: { readonly bank: number; readonly leaderId: string | null };
}

/** What an Apply changed, for its Undo: the target, a grapple's attacker, the target's team. */
export interface DamageRecord {
  readonly target: AppliedBanks;
  readonly attacker: AppliedBanks | null;
  readonly teamLoss: TeamLoss | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

function poolOf(value: unknown): PaidPool | null {
  if (!isObject(value) || !isNumber(value["size"]) || !isNumber(value["gr"])) return null;
  const momentum = value["momentum"];
  return { size: value["size"], gr: value["gr"], ...(isNumber(momentum) ? { momentum } : {}) };
}

/** The payment recorded for a message, or null when the GM never paid it. */
export function paidRecord(messageId: string): PaidRecord | null {
  const data = findRecord(payKey(messageId))?.data;
  if (!isObject(data) || typeof data["actorUuid"] !== "string" || typeof data["action"] !== "string") return null;
  return { actorUuid: data["actorUuid"], action: data["action"] as ActionName, pool: poolOf(data["pool"]) };
}

/** The threshold a target's paid bid fixed on an attack, or null when it has none. */
export function paidBidThreshold(attackMessageId: string, targetIndex: number): number | null {
  const data = findRecord(bidKey(attackMessageId, targetIndex))?.data;
  return isObject(data) && isNumber(data["threshold"]) ? data["threshold"] : null;
}

function appliedOf(value: unknown): AppliedBanks | null {
  return isObject(value) && isObject(value["before"]) && isObject(value["after"]) ? { before: value["before"] as Partial<BanksActor>, after: value["after"] as Partial<BanksActor> } : null;
}

function teamLossOf(value: unknown): TeamLoss | null {
  if (!isObject(value) || typeof value["teamId"] !== "string") return null;
  const side = (v: unknown) => (isObject(v) && isNumber(v["bank"]) && (v["leaderId"] === null || typeof v["leaderId"] === "string") ? { bank: v["bank"], leaderId: v["leaderId"] } : null);
  const before = side(value["before"]);
  const after = side(value["after"]);
  return before && after ? { teamId: value["teamId"], before, after } : null;
}

/** An Apply's record data, or null when it is not one. */
export function damageRecordOf(data: unknown): DamageRecord | null {
  const target = isObject(data) ? appliedOf(data["target"]) : null;
  if (!isObject(data) || !target) return null;
  return { target, attacker: appliedOf(data["attacker"]), teamLoss: teamLossOf(data["teamLoss"]) };
}

/** The card's own copy of an Apply's diff: a [before, after] pair, so an update replaces it whole. */
export type AppliedPair = readonly [Partial<BanksActor>, Partial<BanksActor>];
export const pairOf = (applied: AppliedBanks | null): AppliedPair | null => (applied ? [applied.before, applied.after] : null);
/** The diff a card carries, or null when it carries none or a malformed one (the card is its author's to edit). */
export function appliedOfPair(pair: unknown): AppliedBanks | null {
  if (!Array.isArray(pair) || pair.length !== 2) return null;
  return appliedOf({ before: pair[0] as unknown, after: pair[1] as unknown });
}
