/**
 * Perk Cards chosen before the draw is seen (the draw dialog) become plays once the cards are
 * known: valued cards are appended, and a face card with no chosen position goes on the
 * highest card of the hand — the only card that counts (docs/rules/trauma.md §5.3 steps 4–6).
 */
import { type Card, cardValue, isFace } from "../cards";
import type { PerkPlay } from "./draw";

export interface PerkIntent {
  readonly card: Card;
  readonly targetIndex?: number;
}

export function planPerkPlays(drawn: readonly Card[], intents: readonly PerkIntent[]): PerkPlay[] {
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
