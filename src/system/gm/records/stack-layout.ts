/**
 * A deck and one pile brought to a recorded layout (gm-record.ts StackLayoutWrite) in as few
 * calls as Foundry allows: the pile's strays deleted (one call), the deck's drawn flags and order
 * set (one call, only where they differ), the missing cards passed face up (one Cards#pass).
 * A layout already in place costs nothing, so recovery may write it again. The plan is pure.
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

export async function applyStackLayout(write: StackLayoutWrite): Promise<void> {
  const deck = foundry.utils.fromUuidSync(write.uuid as `Cards.${string}`) as unknown;
  const pile = foundry.utils.fromUuidSync(write.pile as `Cards.${string}`) as unknown;
  if (!(deck instanceof Cards) || !(pile instanceof Cards)) return;
  const ops = planStackLayout(
    { deck: deck.cards.map((c) => ({ id: c.id ?? "", drawn: c.drawn, sort: c.sort })), pile: pile.cards.map((c) => c.id ?? "") },
    write,
  );
  if (ops.pileDelete.length) await pile.deleteEmbeddedDocuments("Card", ops.pileDelete);
  if (ops.deckUpdates.length) await deck.updateEmbeddedDocuments("Card", ops.deckUpdates);
  if (ops.pass.length) await deck.pass(pile, ops.pass, { chatNotification: false, updateData: { face: 0 } });
}
