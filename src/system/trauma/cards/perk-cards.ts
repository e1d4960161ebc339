/**
 * Perk Cards as Foundry Cards (docs/rules/trauma.md §5.4): dealt from the Narrator's Perk Deck to a
 * drawer's hand after a failed draw, and passed to the discard pile when played. A deal is
 * claimed in the GM's record book (one GM tab deals), and the Perk Deck's flags record which
 * draw each card was dealt for, so no draw earns two (both are the GM's: no player can erase
 * them). The deal's record names the card it moves, so a deal cut short is finished with that
 * very card by the next active GM, and never dealt twice.
 */
import { actorSystem } from "../../data/actor/actor-system";
import { deckSettings } from "./deck-settings";
import { leadOwnership, setUpDecksNow } from "./deck-setup";
import { inCardsQueue } from "../../gm/cards-queue";
import type { GmActionResult } from "../gm/gm-actions";
import { traumaCardsFlag, traumaCardsFlags } from "../flags";
import type { GmRecord } from "../../gm/records/gm-record";
import { THIS_TAB, claimRecord, saveRecords } from "../../gm/records/record-book";
import { applyWrites } from "../../gm/records/apply-writes";

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

/** The card a draw from the top takes: the first undrawn card in the deck's order. */
function topCard(deck: Cards.Implementation): Card.Implementation | undefined {
  return [...deck.availableCards].sort((a, b) => a.sort - b.sort)[0];
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
  const card = topCard(decks.deck);
  // The deal's intent names the card: a deal cut short is finished with that card by the next active GM.
  const deal: GmRecord = { ...claim, writes: [{ type: "card", from: decks.deck.uuid, to: hand.uuid, cardId: card?.id ?? "" }], data: card?.id ?? null };
  await saveRecords([deal]);
  await decks.deck.update({ flags: traumaCardsFlags({ dealt: { ...dealt, [messageId]: card?.id ?? "" } }) });
  await applyWrites(deal.writes);
  await saveRecords([{ ...deal, status: "done" }]);
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
