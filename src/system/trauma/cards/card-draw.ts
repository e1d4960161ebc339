/**
 * CardDraw: the card-draw twin of a Roll. It draws k distinct cards from an actor's
 * Probability Deck with Foundry's random source; the deck is made whole before every draw
 * (docs/rules/trauma.md §5.2), so drawn cards never stay out of it and no card moves between
 * stacks. It serialises into a chat message and comes back from it exactly.
 */
import { type Card as CoreCard, validateCard } from "../../../core/cards";
import { RulesInputError } from "../../../core/errors";
import { shuffle } from "../../../core/random";
import { probabilityDeck } from "../../../core/trauma";
import { actorSystem } from "../../data/actor/actor-system";
import { coreCardsOf } from "../../cards/card-identity";
import { deckSettings } from "./deck-settings";

export interface CardDrawData {
  readonly deckId: string | null;
  readonly cards: CoreCard[];
}

/** Foundry's uniform source (dice use it too), as the core's Rng. */
function foundryRng(): { next: () => number; int: (min: number, max: number) => number } {
  const next = (): number => CONFIG.Dice.randomUniform();
  return { next, int: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}

export class CardDraw {
  readonly deckId: string | null;
  readonly cards: CoreCard[];

  constructor(data: CardDrawData) {
    this.deckId = data.deckId;
    this.cards = data.cards.map((c, i) => validateCard(c, `cards[${i}]`));
  }

  /** The deck an actor draws from: its own (a Lead's), else the Narrator's. */
  static deckFor(actor: Actor.Implementation): Cards.Implementation | null {
    const own = actorSystem(actor).trauma.decks.probability;
    const id = own ?? deckSettings().narratorProbability;
    return id === null ? null : (game.cards.get(id) ?? null);
  }

  /** Draws `count` cards for the actor. Without a set-up deck, the standard 28 cards are used. */
  static async forActor(actor: Actor.Implementation, count: number): Promise<CardDraw> {
    return CardDraw.fromDeck(CardDraw.deckFor(actor), count);
  }

  static async fromDeck(deck: Cards.Implementation | null, count: number): Promise<CardDraw> {
    const pool = deck ? coreCardsOf(deck) : probabilityDeck("fray");
    if (!Number.isInteger(count) || count < 0 || count > pool.length) {
      throw new RulesInputError("draw.countMismatch", "count", `Cannot draw ${count} cards from a deck of ${pool.length}`);
    }
    return new CardDraw({ deckId: deck?.id ?? null, cards: shuffle(foundryRng(), pool).slice(0, count) });
  }

  toJSON(): CardDrawData {
    return { deckId: this.deckId, cards: this.cards.map((c) => ({ ...c })) };
  }

  static fromJSON(data: CardDrawData): CardDraw {
    return new CardDraw(data);
  }
}
