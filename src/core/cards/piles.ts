import { RulesInputError, shown, requireRecord } from "../errors";
import { type Rng, shuffle } from "../random";
import { type Card, type PlayingCard, validateCard, validatePlayingCard } from "./card";

/**
 * Named piles of cards (deck, discard, hands …), index 0 = top. Every operation returns new
 * piles and never mutates its input; cards only move, so no card is lost or duplicated.
 * Suited cards by default; `Piles<PlayingCard>` for a pack with Jokers.
 */
export type Piles<C extends PlayingCard = Card> = Readonly<Record<string, readonly C[]>>;

export interface DrawOutcome<C extends PlayingCard = Card> {
  readonly piles: Piles<C>;
  /** The cards moved, in the order they left the top of the source pile. */
  readonly drawn: C[];
}

function requirePile<C extends PlayingCard>(piles: Piles<C>, name: string, path: string): readonly C[] {
  validatePiles(piles, "piles", { jokers: true });
  if (typeof name !== "string") throw new RulesInputError("pile.unknown", path, `${path} must name a pile`);
  const pile = Object.hasOwn(piles, name) ? piles[name] : undefined;
  if (pile === undefined) {
    throw new RulesInputError("pile.unknown", path, `There is no pile named "${name}"`);
  }
  return pile;
}

function requireDistinct(from: string, to: string, path: string): void {
  if (typeof to !== "string") throw new RulesInputError("pile.unknown", path, `${path} must name a pile`);
  if (from === to) throw new RulesInputError("pile.same", path, `Cannot move cards from "${from}" onto itself`);
}

/**
 * Checks loaded piles: every entry a card, no card id in two places. Jokers are refused unless
 * `{ jokers: true }` (a trauma deck never holds one).
 */
export function validatePiles(value: unknown, path?: string, options?: { readonly jokers?: false }): Piles;
export function validatePiles(value: unknown, path: string, options: { readonly jokers: true }): Piles<PlayingCard>;
export function validatePiles(value: unknown, path = "piles", options: { readonly jokers?: boolean } = {}): Piles<PlayingCard> {
  requireRecord(options, "options", "pile.invalid");
  const check = options.jokers === true ? validatePlayingCard : validateCard;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RulesInputError("pile.invalid", path, `${path} must be an object of named card lists`);
  }
  const seen = new Map<string, string>();
  for (const [name, pile] of Object.entries(value)) {
    if (!Array.isArray(pile)) {
      throw new RulesInputError("pile.invalid", `${path}.${name}`, `${path}.${name} must be a list of cards`);
    }
    pile.forEach((c: unknown, i: number) => {
      const where = `${path}.${name}[${i}]`;
      const card = check(c, where);
      const before = seen.get(card.id);
      if (before !== undefined) {
        throw new RulesInputError("card.duplicate", where, `Card id "${card.id}" is already at ${before}`);
      }
      seen.set(card.id, where);
    });
  }
  return value as Piles<PlayingCard>;
}

/** Moves the top `count` cards of `from` onto the end of `to` (created if missing). */
export function drawCards<C extends PlayingCard>(piles: Piles<C>, from: string, to: string, count: number): DrawOutcome<C> {
  const source = requirePile(piles, from, "from");
  requireDistinct(from, to, "to");
  if (!Number.isInteger(count) || count < 0) {
    throw new RulesInputError("pile.count", "count", `Number of cards to draw must be a whole number ≥ 0, got ${shown(count)}`);
  }
  if (count > source.length) {
    throw new RulesInputError("pile.short", "count", `Pile "${from}" holds ${source.length} cards; cannot draw ${count}`);
  }
  const drawn = source.slice(0, count);
  const target = Object.hasOwn(piles, to) ? (piles[to] ?? []) : [];
  return { piles: { ...piles, [from]: source.slice(count), [to]: [...target, ...drawn] }, drawn };
}

/** Dealing to a hand is drawing onto that hand's pile. */
export function dealCards<C extends PlayingCard>(piles: Piles<C>, from: string, hand: string, count: number): DrawOutcome<C> {
  return drawCards(piles, from, hand, count);
}

/** Moves the cards with these ids (play, discard) from `from` to the end of `to`, in the order given. */
export function moveCards<C extends PlayingCard>(piles: Piles<C>, from: string, to: string, ids: readonly string[]): Piles<C> {
  const source = requirePile(piles, from, "from");
  requireDistinct(from, to, "to");
  if (!Array.isArray(ids)) throw new RulesInputError("card.notInPile", "ids", "ids must be a list of card ids");
  const wanted = new Set<string>();
  ids.forEach((id, i) => {
    if (wanted.has(id)) throw new RulesInputError("card.duplicate", `ids[${i}]`, `Card id "${shown(id)}" is listed twice`);
    if (!source.some((c) => c.id === id)) {
      throw new RulesInputError("card.notInPile", `ids[${i}]`, `Card id "${shown(id)}" is not in pile "${from}"`);
    }
    wanted.add(id);
  });
  const moved = ids.map((id) => source.find((c) => c.id === id) as C);
  const target = Object.hasOwn(piles, to) ? (piles[to] ?? []) : [];
  return { ...piles, [from]: source.filter((c) => !wanted.has(c.id)), [to]: [...target, ...moved] };
}

/** Shuffles `from` (e.g. a discard pile) into `into` (e.g. the deck): `into` ends up shuffled whole. */
export function reshuffle<C extends PlayingCard>(piles: Piles<C>, from: string, into: string, rng: Rng): Piles<C> {
  const source = requirePile(piles, from, "from");
  requireDistinct(from, into, "into");
  const target = Object.hasOwn(piles, into) ? (piles[into] ?? []) : [];
  return { ...piles, [from]: [], [into]: shuffle(rng, [...target, ...source]) };
}

/**
 * Returns every card of every pile to `into` and shuffles it: the Probability Deck is made
 * whole before each draw (docs/rules/trauma.md §5.2). Other piles stay, empty.
 */
export function recallAll<C extends PlayingCard>(piles: Piles<C>, into: string, rng: Rng): Piles<C> {
  validatePiles(piles, "piles", { jokers: true });
  if (typeof into !== "string") throw new RulesInputError("pile.unknown", "into", "into must name a pile");
  const names = Object.keys(piles);
  const all = names.flatMap((name) => piles[name] ?? []);
  const out: Record<string, readonly C[]> = {};
  for (const name of [...names, into]) Object.defineProperty(out, name, { value: name === into ? shuffle(rng, all) : [], enumerable: true, writable: true, configurable: true });
  return out;
}

/** Recall, shuffle, then draw `count` — one §5.2 draw from a whole deck. */
export function drawFresh<C extends PlayingCard>(piles: Piles<C>, deck: string, to: string, count: number, rng: Rng): DrawOutcome<C> {
  requirePile(piles, deck, "deck");
  return drawCards(recallAll(piles, deck, rng), deck, to, count);
}
