/**
 * What bringing a deck and one pile to a recorded layout (gm-record.ts StackLayoutWrite) takes,
 * decided without Foundry: the pile's strays to delete, the deck's drawn flags and order to set
 * (only where they differ), the missing cards to pass, then the pile's order. A layout already in place needs nothing,
 * so recovery may write it again. A layout naming cards the deck does not hold is not this deck's
 * (missingCards): planning it would mark every card drawn. Pure (the CLI's tsconfig and the bench compile it).
 */
import type { StackLayoutWrite } from "./gm-record";

export interface StackSnapshot {
  readonly deck: readonly { readonly id: string; readonly drawn: boolean; readonly sort: number }[];
  /** Ids of the cards in the pile now. */
  readonly pile: readonly string[];
}

export interface StackOps {
  readonly pileDelete: string[];
  readonly deckUpdates: { _id: string; drawn?: boolean; sort?: number }[];
  /** Deck cards to pass to the pile, in order (each undrawn in the deck before the pass). */
  readonly pass: string[];
}

export function planStackLayout(now: StackSnapshot, target: Pick<StackLayoutWrite, "available" | "inPile">): StackOps {
  const inDeck = new Set(now.deck.map((c) => c.id));
  const inPileNow = new Set(now.pile);
  const wanted = new Set(target.inPile);
  const pass = target.inPile.filter((id) => inDeck.has(id) && !inPileNow.has(id));
  const passing = new Set(pass);
  const top = new Map(target.available.map((id, i) => [id, i]));
  // Only the order matters: the sorts are rewritten only when the undrawn cards are out of order (a reshuffle).
  const sortNow = new Map(now.deck.map((c) => [c.id, c.sort]));
  const sorts = target.available.map((id) => sortNow.get(id) ?? Number.NaN);
  const inOrder = sorts.every((v, i) => Number.isFinite(v) && (i === 0 || v > (sorts[i - 1] ?? Number.NaN)));
  const deckUpdates: StackOps["deckUpdates"] = [];
  for (const card of now.deck) {
    const sort = top.get(card.id);
    // Cards#pass refuses a drawn card, and marks it drawn itself.
    const drawn = passing.has(card.id) ? false : sort === undefined;
    const update: StackOps["deckUpdates"][number] = { _id: card.id };
    if (card.drawn !== drawn) update.drawn = drawn;
    if (sort !== undefined && !inOrder && card.sort !== sort) update.sort = sort;
    if (Object.keys(update).length > 1) deckUpdates.push(update);
  }
  return { pileDelete: now.pile.filter((id) => !wanted.has(id)), deckUpdates, pass };
}

/** Cards the layout names that the deck does not hold (a deck whose card ids were renewed holds none of them). */
export function missingCards(now: StackSnapshot, target: Pick<StackLayoutWrite, "available" | "inPile">): string[] {
  const inDeck = new Set(now.deck.map((c) => c.id));
  return [...target.available, ...target.inPile].filter((id) => !inDeck.has(id));
}

/** Foundry's gap between sorts (common/constants.mjs SORT_INTEGER_DENSITY), as Cards#pass spaces a pile's cards. */
const SORT_STEP = 100000;

/**
 * The pile's sorts that put its cards in the layout's order (a Benny's kept card takes the place
 * of the card it replaced, not the end); none when they are in that order already.
 */
export function pileOrder(pile: readonly { readonly id: string; readonly sort: number }[], inPile: readonly string[]): { _id: string; sort: number }[] {
  const sortNow = new Map(pile.map((c) => [c.id, c.sort]));
  const sorts = inPile.map((id) => sortNow.get(id) ?? Number.NaN);
  if (sorts.every((v, i) => Number.isFinite(v) && (i === 0 || v > (sorts[i - 1] ?? Number.NaN)))) return [];
  return inPile.flatMap((id, i) => (sortNow.has(id) && sortNow.get(id) !== (i + 1) * SORT_STEP ? [{ _id: id, sort: (i + 1) * SORT_STEP }] : []));
}
