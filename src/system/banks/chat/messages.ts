/**
 * Reading the banks chat messages back (design.md "Trust model"). An attack card
 * (`flags.fray.banks.attack`) records the attacker's declaration and, once rolled, its dice; a
 * bid message (`flags.fray.banks.bid`) records one target's dodge, authored by whoever acts for
 * that target; an action card (`flags.fray.banks.action`) records a declared action. A message
 * counts only when its author may act for the actor it speaks for; malformed ones are ignored.
 */
import { type BanksAttackCard, type BanksBid, type DeclaredAction, type PaymentRecord, validateBanksAttackCard, validateBanksBid, validateDeclaredAction } from "../../../core/banks";
import { mayActFor } from "../../gm/actors";
import { banksMessageFlag } from "../flags";

export type { PaymentRecord } from "../../../core/banks";

function read<T>(message: ChatMessage.Implementation, raw: unknown, validate: (value: unknown, path: string) => T, key: string): T | null {
  if (raw === undefined || raw === null) return null;
  try {
    return validate(raw, `ChatMessage.${message.id ?? ""}.flags.fray.banks.${key}`);
  } catch (error) {
    console.warn(`Fray | ignoring a malformed ${key} message`, message.id, error);
    return null;
  }
}

export function banksAttackOf(message: ChatMessage.Implementation): BanksAttackCard | null {
  return read(message, banksMessageFlag(message, "attack"), validateBanksAttackCard, "attack");
}

export function banksBidOf(message: ChatMessage.Implementation): BanksBid | null {
  return read(message, banksMessageFlag(message, "bid"), validateBanksBid, "bid");
}

export function banksActionOf(message: ChatMessage.Implementation): DeclaredAction | null {
  return read(message, banksMessageFlag(message, "action"), validateDeclaredAction, "action");
}

export function paymentOf(message: ChatMessage.Implementation): PaymentRecord | null {
  return banksMessageFlag(message, "paid") ?? null;
}

/** The bid message that counts for a target: the first valid one whose author may act for it. */
export function bidMessageFor(attackMessageId: string, targetIndex: number, target: Actor.Implementation | null): { message: ChatMessage.Implementation; bid: BanksBid } | null {
  for (const message of game.messages) {
    const bid = banksBidOf(message);
    if (!bid || bid.attackMessageId !== attackMessageId || bid.targetIndex !== targetIndex) continue;
    if (mayActFor(message.author, target)) return { message, bid };
  }
  return null;
}
