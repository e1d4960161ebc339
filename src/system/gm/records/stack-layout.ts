/**
 * A deck and one pile brought to a recorded layout (gm-record.ts StackLayoutWrite) in as few
 * calls as Foundry allows: the pile's strays deleted (one call), the deck's drawn flags and order
 * set (one call, only where they differ), the missing cards passed face up (one Cards#pass),
 * and the pile put in the record's order (one call, only after a Benny's redraw). The plan is
 * stack-layout-plan.ts; a layout already in place costs nothing, and a deck that does not hold
 * the cards the record names is left alone (planning it would mark every card drawn).
 */
import type { StackLayoutWrite } from "./gm-record";
import { missingCards, pileOrder, planStackLayout } from "./stack-layout-plan";

export type { StackOps, StackSnapshot } from "./stack-layout-plan";
export { missingCards, pileOrder, planStackLayout } from "./stack-layout-plan";

export async function applyStackLayout(write: StackLayoutWrite): Promise<void> {
  const deck = foundry.utils.fromUuidSync(write.uuid as `Cards.${string}`) as unknown;
  const pile = foundry.utils.fromUuidSync(write.pile as `Cards.${string}`) as unknown;
  if (!(deck instanceof Cards) || !(pile instanceof Cards)) return;
  const now = { deck: deck.cards.map((c) => ({ id: c.id ?? "", drawn: c.drawn, sort: c.sort })), pile: pile.cards.map((c) => c.id ?? "") };
  const missing = missingCards(now, write);
  if (missing.length) {
    console.warn(`Fray | ${write.uuid} does not hold ${missing.length} of the cards its record names; its cards are left as they are`, missing);
    return;
  }
  const ops = planStackLayout(now, write);
  if (ops.pileDelete.length) await pile.deleteEmbeddedDocuments("Card", ops.pileDelete);
  if (ops.deckUpdates.length) await deck.updateEmbeddedDocuments("Card", ops.deckUpdates);
  if (ops.pass.length) await deck.pass(pile, ops.pass, { chatNotification: false, updateData: { face: 0 } });
  const order = pileOrder(pile.cards.map((c) => ({ id: c.id ?? "", sort: c.sort })), write.inPile);
  if (order.length) await pile.updateEmbeddedDocuments("Card", order);
}
