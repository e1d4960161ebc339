/**
 * Perk Cards as Foundry Cards (docs/rules/trauma.md §5.4): dealt from the Narrator's Perk Deck to a
 * drawer's hand after a failed draw, and passed to the discard pile when played. A deal is
 * claimed in the GM's record book (one GM tab deals), and the Perk Deck's flags record which
 * draw each card was dealt for, so no draw earns two (both are the GM's: no player can erase
 * them). A deal cut short is not dealt again (at most once: a draw is not an absolute write
 * that could be replayed); the GM deals by hand from the deck.
 */
import { actorSystem } from "../../data/actor/actor-system";
import { deckSettings } from "./deck-settings";
import { leadOwnership, setUpDecksNow } from "./deck-setup";
import { inCardsQueue } from "../../gm/cards-queue";
import type { GmActionResult } from "../gm/gm-actions";
import { traumaCardsFlag, traumaCardsFlags } from "../flags";
import type { GmRecord } from "../../gm/records/gm-record";
import { THIS_TAB, claimRecord, saveRecords } from "../../gm/records/record-book";

async function perkDeck(): Promise<{ deck: Cards.Implementation; discard: Cards.Implementation } | null> {
  let settings = deckSettings();
  if (!settings.perkDeck || !game.cards.get(settings.perkDeck)) {
    await setUpDecksNow();
    settings = deckSettings();
  }
  const deck = settings.perkDeck ? game.cards.get(settings.perkDeck) : undefined;
  const discard = settings.perkDiscard ? game.cards.get(settings.perkDiscard) : undefined;
  return deck && discard ? { deck, discard } : null;
}

/** The actor's hand, made on first need for NPCs (Leads get theirs at deck set-up). */
async function handOf(actor: Actor.Implementation): Promise<Cards.Implementation> {
  const id = actorSystem(actor).trauma.decks.perkHand;
  const existing = id ? game.cards.get(id) : undefined;
  if (existing) return existing;
  const hand = await Cards.implementation.create({
    name: game.i18n.format("FRAY.Trauma.Decks.LeadPerkHand", { name: actor.name }),
    type: "hand",
    ownership: leadOwnership(actor),
  });
  if (!hand) throw new Error(`Fray | could not create a perk hand for ${actor.name}`);
  await actor.update({ system: { trauma: { decks: { perkHand: hand.id } } } });
  return hand;
}

/** Deals one Perk Card for a draw, in the GM's Cards queue: two deals never take the same top card. */
export function dealPerkTo(actor: Actor.Implementation, messageId: string): Promise<GmActionResult> {
  return inCardsQueue(() => dealNow(actor, messageId));
}

async function dealNow(actor: Actor.Implementation, messageId: string): Promise<GmActionResult> {
  if (!actorSystem(actor).trauma.isLead && !game.settings.get("fray", "npcPerks")) return { ok: false, message: "FRAY.Trauma.Chat.Error.NpcPerksOff" };
  const decks = await perkDeck();
  if (!decks) return { ok: false, message: "FRAY.Trauma.Chat.Error.NoPerkDeck" };
  const dealt = traumaCardsFlag(decks.deck, "dealt") ?? {};
  if (dealt[messageId]) return { ok: false, message: "FRAY.Trauma.Chat.Error.PerkAlreadyDealt" };
  if (decks.deck.availableCards.length === 0 && decks.discard.cards.size > 0) {
    // docs/rules/trauma.md §5.4 (DECISION §8.13): an empty Perk Deck takes back its discard pile, shuffled.
    await decks.discard.pass(decks.deck, [...decks.discard.cards].map((c) => c.id ?? ""), { chatNotification: false });
    await decks.deck.shuffle({ chatNotification: false });
  }
  if (decks.deck.availableCards.length === 0) return { ok: false, message: "FRAY.Trauma.Chat.Error.PerkDeckEmpty" };
  // Claimed in the GM's record book first: of two GM tabs (a query reaches both) only one deals.
  const claim: GmRecord = { key: `trauma.perk:${messageId}`, status: "pending", writes: [], data: null, refs: [messageId], at: Date.now(), tab: THIS_TAB };
  if (!(await claimRecord(claim))) return { ok: false, message: "FRAY.Trauma.Chat.Error.PerkAlreadyDealt" };
  const hand = await handOf(actor);
  // The deal is recorded before the draw: a deal cut short can never be dealt a second time.
  await decks.deck.update({ flags: traumaCardsFlags({ dealt: { ...dealt, [messageId]: "dealing" } }) });
  const [card] = await hand.draw(decks.deck, 1, { how: CONST.CARD_DRAW_MODES.TOP, chatNotification: false, updateData: { face: 0 } });
  await decks.deck.update({ flags: traumaCardsFlags({ dealt: { ...dealt, [messageId]: card?.id ?? "" } }) });
  await saveRecords([{ ...claim, status: "done", data: card?.id ?? null }]);
  return { ok: true, message: "FRAY.Trauma.Chat.PerkDealt" };
}

export function discardPerksOf(actor: Actor.Implementation, cardIds: readonly string[]): Promise<void> {
  return inCardsQueue(() => discardNow(actor, cardIds));
}

async function discardNow(actor: Actor.Implementation, cardIds: readonly string[]): Promise<void> {
  const decks = await perkDeck();
  const handId = actorSystem(actor).trauma.decks.perkHand;
  const hand = handId ? game.cards.get(handId) : undefined;
  if (!decks || !hand) return;
  // Only cards still in the hand move: asking twice moves nothing the second time.
  const present = cardIds.filter((id) => hand.cards.has(id));
  if (present.length) await hand.pass(decks.discard, present, { chatNotification: false, action: "discard" });
}
