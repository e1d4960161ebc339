/**
 * Perk Cards chosen before the draw is seen (the draw dialog) become plays once the cards are
 * known: valued cards are appended, and a face card with no chosen position goes on the
 * highest card of the hand — the only card that counts (docs/rules/trauma.md §5.3 steps 4–6).
 */
import { type Card, cardValue, isFace, validateCard } from "../cards";
import type { PerkPlay } from "./draw";
import { RulesInputError, requireInt, requireRecord } from "../errors";

export interface PerkIntent {
  readonly card: Card;
  readonly targetIndex?: number;
}

export function planPerkPlays(drawn: readonly Card[], intents: readonly PerkIntent[]): PerkPlay[] {
  if (!Array.isArray(drawn)) throw new RulesInputError("card.invalid", "drawn", "drawn must be a list of cards");
  drawn.forEach((c, i) => validateCard(c, `drawn[${i}]`));
  if (!Array.isArray(intents)) throw new RulesInputError("card.invalid", "intents", "intents must be a list of { card, targetIndex? }");
  intents.forEach((p, i) => {
    validateCard(requireRecord(p, `intents[${i}]`, "card.invalid")["card"], `intents[${i}].card`);
    if (p.targetIndex !== undefined) requireInt(p.targetIndex, `intents[${i}].targetIndex`, "card.invalid", { min: 0 });
  });
  const valued = intents.filter((p) => !isFace(p.card));
  const faces = intents.filter((p) => isFace(p.card));
  const hand = [...drawn, ...valued.map((p) => p.card)].map((c) => cardValue(c) ?? 0);
  const best = hand.length === 0 ? -1 : hand.indexOf(Math.max(...hand));
  const plays: PerkPlay[] = valued.map((p) => ({ card: p.card }));
  for (const face of faces) {
    const targetIndex = face.targetIndex ?? best;
    // With no card in hand a face card has nothing to raise: it is not played (kept in hand).
    if (targetIndex >= 0) plays.push({ card: face.card, targetIndex });
  }
  return plays;
}
