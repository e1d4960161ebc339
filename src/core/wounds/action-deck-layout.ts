/**
 * Where each card of the Action Deck lies, as a Foundry deck and one pile show it (docs/rules/
 * wounds.md §7): the deck's undrawn cards top first, the cards in play (dealt this round, in
 * dealing order) and the discard (drawn, in no pile). The adapter writes this layout after every
 * step, so the Cards a GM opens always agree with the combat's record. Pure.
 */
import { RulesInputError } from "../errors";
import { type WoundsEncounter, validateWoundsEncounter } from "./action-cards";

export interface ActionDeckLayout {
  /** Foundry Card ids of the undrawn cards, the top card first. */
  readonly available: readonly string[];
  /** Foundry Card ids of the cards dealt this round, in dealing order. */
  readonly inPlay: readonly string[];
  /** Foundry Card ids of the cards discarded since the last reshuffle. */
  readonly discard: readonly string[];
}

const FOUNDRY_ID_LENGTH = 16;

/**
 * The Foundry Card id of a core card id ("action-10H" → "action10H0000000"): Foundry wants 16
 * letters and digits, and the same card keeps the same id in every combat's deck, so a card
 * reads back by id (system/cards/card-identity.ts) whatever stack it is in.
 */
export function actionCardDocId(coreId: string): string {
  if (typeof coreId !== "string" || coreId.length > 64) throw new RulesInputError("card.invalid", "coreId", "A card id is text of at most 64 characters");
  const plain = coreId.replace(/[^A-Za-z0-9]/g, "");
  if (plain === "") throw new RulesInputError("card.invalid", "coreId", "A card id needs letters or digits");
  return plain.slice(0, FOUNDRY_ID_LENGTH).padEnd(FOUNDRY_ID_LENGTH, "0");
}

export function actionDeckLayout(value: WoundsEncounter): ActionDeckLayout {
  const e = validateWoundsEncounter(value);
  return {
    available: e.deck.map((c) => actionCardDocId(c.id)),
    inPlay: e.dealt.map((d) => actionCardDocId(d.card.id)),
    discard: e.discard.map((c) => actionCardDocId(c.id)),
  };
}
