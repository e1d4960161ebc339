/**
 * An attack card as the active GM first accepted it (design.md "The GM freezes a card's inputs
 * when it first accepts it"): its declaration — attacker and its snapshot, weapon, action, pool,
 * targets — is frozen at the first payment or bid, and its roll (dice and the multi-hit choice,
 * which the author adds after paying) at the first Apply. Whatever the author's message says
 * afterwards, the frozen copies count.
 */
import { validOrNull } from "../../gm/accepted-card";
import { type BanksAttackCard, validateBanksAttackCard } from "../../../core/banks";
import { validateDice } from "../../../core/dice";
import { frozen } from "../../gm/records/exactly-once";
import { findRecord } from "../../gm/records/record-book";
import { cardKey, rollKey } from "./banks-records";

export interface AttackRoll {
  readonly dice: readonly number[];
  readonly choice: BanksAttackCard["choice"];
}

const readCard = (data: unknown): BanksAttackCard | null => validOrNull(() => validateBanksAttackCard(data, "record"));

function readRoll(data: unknown): AttackRoll | null {
  const value = data as Partial<AttackRoll> | null;
  const choice = value?.choice;
  if (choice !== "standard" && choice !== "multiHit") return null;
  const dice = validOrNull(() => validateDice(value?.dice, "record.dice"));
  return dice ? { dice, choice } : null;
}

/** Freezes the card's declaration (without its roll) the first time; returns the frozen copy. */
export function acceptAttack(messageId: string, current: BanksAttackCard): Promise<BanksAttackCard> {
  return frozen(cardKey(messageId), [messageId], { ...current, dice: null }, readCard);
}

/** The declaration frozen when the card was first accepted, or null when it never was. */
export function acceptedAttack(messageId: string): BanksAttackCard | null {
  const record = findRecord(cardKey(messageId));
  return record ? readCard(record.data) : null;
}

/** The roll frozen at the first Apply; the message's roll is frozen now if it has one; null while unrolled. */
export async function acceptedRoll(messageId: string, current: BanksAttackCard): Promise<AttackRoll | null> {
  const record = findRecord(rollKey(messageId));
  if (record) return readRoll(record.data);
  if (current.dice === null) return null;
  return frozen<AttackRoll>(rollKey(messageId), [messageId], { dice: current.dice, choice: current.choice }, readRoll);
}
