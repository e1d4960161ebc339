/**
 * A deck and one pile brought to a recorded layout (gm-record.ts StackLayoutWrite) in as few
 * calls as Foundry allows: the pile's strays deleted (one call), the deck's drawn flags and order
 * set (one call, only where they differ), the missing cards passed face up (one Cards#pass).
 * The plan is stack-layout-plan.ts; a layout already in place costs nothing.
 */
import type { StackLayoutWrite } from "./gm-record";
import { planStackLayout } from "./stack-layout-plan";

export type { StackOps, StackSnapshot } from "./stack-layout-plan";
export { planStackLayout } from "./stack-layout-plan";

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
