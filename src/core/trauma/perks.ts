import { type Card, drawCards, reshuffle } from "../cards";
import { RulesInputError, requireRecord } from "../errors";
import type { Rng } from "../random";
import type { TraumaActorPatch } from "./state";
import { validatePerkHand } from "./state-validation";

/** The Narrator's Perk Deck and its discard pile; index 0 is the top. */
export type PerkPiles = { deck: Card[]; discard: Card[] };

export type DealPerkResult = { dealt: Card | null; reshuffled: boolean };

/**
 * docs/rules/trauma.md §5.4: deal the top Perk Card to a drawer who earned one. An empty deck is
 * first refilled by shuffling the discard pile (DECISION §8.13); with both empty nothing is
 * dealt. Returns the new piles beside the drawer's patch.
 */
export function dealPerk(
  input: PerkPiles & { perkHand: Card[] },
  rng: Rng,
  path = "perks",
): { result: DealPerkResult; piles: PerkPiles; patch: TraumaActorPatch } {
  requireRecord(input, path);
  validatePerkHand(input.deck, `${path}.deck`);
  validatePerkHand(input.discard, `${path}.discard`);
  validatePerkHand(input.perkHand, `${path}.perkHand`);
  // A physical card lies in one place only.
  const seen = new Map<string, string>();
  for (const [name, pile] of [["deck", input.deck], ["discard", input.discard], ["perkHand", input.perkHand]] as const) {
    pile.forEach((card, i) => {
      const where = `${path}.${name}[${i}]`;
      const before = seen.get(card.id);
      if (before !== undefined) throw new RulesInputError("card.duplicate", where, `Perk Card id "${card.id}" is also at ${before}`);
      seen.set(card.id, where);
    });
  }

  let piles: Record<string, readonly Card[]> = { deck: input.deck, discard: input.discard, hand: input.perkHand };
  let reshuffled = false;
  if (input.deck.length === 0 && input.discard.length > 0) {
    piles = reshuffle(piles, "discard", "deck", rng);
    reshuffled = true;
  }
  const deck = piles["deck"] ?? [];
  if (deck.length === 0) {
    return { result: { dealt: null, reshuffled }, piles: { deck: [], discard: [...(piles["discard"] ?? [])] }, patch: {} };
  }
  const { piles: after, drawn } = drawCards(piles, "deck", "hand", 1);
  return {
    result: { dealt: drawn[0] ?? null, reshuffled },
    piles: { deck: [...(after["deck"] ?? [])], discard: [...(after["discard"] ?? [])] },
    patch: { perkHand: [...(after["hand"] ?? [])] },
  };
}
