/**
 * The Action Deck as real Foundry Cards (docs/rules/wounds.md §7): each combat gets a 54-card deck
 * (two Jokers) and a pile of the cards in play, made by the active GM with ids derived from the
 * combat, and made by one GM tab only (stacks-claim.ts). No player owns them: the deck
 * is the GM's alone, the pile is open to look at. The combat's record (its ledger's encounter)
 * says where each card is; after every step the pair is brought to that layout (gm/records
 * stack-layout.ts), so the Cards directory always shows what the tracker shows.
 */
import { actionDeck, actionCardDocId, actionDeckLayout } from "../../../core/wounds";
import { cardCreateData } from "../../cards/card-data";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { recordIdFor } from "../../gm/records/record-id";
import { makeStacksOnce } from "./stacks-claim";

export interface ActionStacks {
  readonly deck: Cards.Implementation;
  readonly pile: Cards.Implementation;
}

export function actionStackIds(combatId: string): { deck: string; pile: string } {
  return { deck: recordIdFor(`wounds.actionDeck:${combatId}`), pile: recordIdFor(`wounds.actionPile:${combatId}`) };
}

/** A stack no player owns (one a player made first with this id would be theirs: it is not used). */
function trusted(stack: Cards.Implementation): boolean {
  return !game.users.some((user) => !user.isGM && stack.testUserPermission(user, "OWNER"));
}

/** The Foundry ids of the 54 cards, the ids the combat's record names (core actionCardDocId). */
const ACTION_CARD_IDS: readonly string[] = actionDeck().map((card) => actionCardDocId(card.id));

/** A deck holding the 54 cards under the record's ids (one made with server-renewed ids holds none of them). */
function holdsTheCards(deck: Cards.Implementation): boolean {
  return deck.cards.size === ACTION_CARD_IDS.length && ACTION_CARD_IDS.every((id) => deck.cards.has(id));
}

/** The combat's stacks if both exist, can be trusted and hold the record's cards. */
export function actionStacksOf(combatId: string): ActionStacks | null {
  const ids = actionStackIds(combatId);
  const deck = game.cards.get(ids.deck);
  const pile = game.cards.get(ids.pile);
  return deck && pile && trusted(deck) && trusted(pile) && holdsTheCards(deck) ? { deck, pile } : null;
}

/** `top`: Foundry ids of the undrawn cards top first, so a new deck starts in the record's order and its first deal is one pass. */
function stackData(combat: Combat.Implementation, type: "deck" | "pile", top: readonly string[] = []): Cards.CreateData {
  const ids = actionStackIds(combat.id ?? "");
  const where = combat.scene?.name ?? game.i18n.localize("FRAY.Wounds.Cards.NoScene");
  const label = game.i18n.format(type === "deck" ? "FRAY.Wounds.Cards.Deck" : "FRAY.Wounds.Cards.Pile", { combat: where });
  const { NONE, OBSERVER } = CONST.DOCUMENT_OWNERSHIP_LEVELS;
  return {
    _id: type === "deck" ? ids.deck : ids.pile,
    name: label,
    type,
    cards: type === "deck" ? actionDeck().map((card, i) => {
      const id = actionCardDocId(card.id);
      const at = top.indexOf(id);
      return { ...cardCreateData(card, "probability", at >= 0 ? at : top.length + i), _id: id };
    }) : [],
    ownership: { default: type === "deck" ? NONE : OBSERVER },
    flags: { fray: { wounds: { actionStack: combat.id ?? "" } } },
  } as Cards.CreateData;
}

/**
 * The combat's deck and pile, made now if missing (in one call) by the one GM tab the server
 * lets claim them (stacks-claim.ts); an untrusted one, or a deck without the record's card ids,
 * is replaced. Cards.createDocuments has the server renew every card's id unless told to keep
 * them (client/documents/cards.mjs:79-82): the record names cards by id, so they are kept.
 */
export async function ensureActionStacks(combat: Combat.Implementation, top: readonly string[] = []): Promise<ActionStacks | null> {
  const combatId = combat.id ?? "";
  const ids = actionStackIds(combatId);
  return makeStacksOnce({
    combatId,
    find: () => actionStacksOf(combatId),
    exists: () => game.cards.has(ids.deck) || game.cards.has(ids.pile),
    make: async () => {
      const stale = [ids.deck, ids.pile].filter((id) => game.cards.has(id));
      if (stale.length) await Cards.implementation.deleteDocuments(stale);
      await Cards.implementation.createDocuments([stackData(combat, "deck", top), stackData(combat, "pile")], { keepId: true, keepEmbeddedIds: true });
    },
  });
}

/** The stack-layout write that shows an encounter state in the combat's Cards (none for a state the core refuses). */
export async function actionDeckWrites(combat: Combat.Implementation, encounter: unknown): Promise<RecordedWrite[]> {
  let layout;
  try {
    layout = actionDeckLayout(encounter as Parameters<typeof actionDeckLayout>[0]);
  } catch (error) {
    console.warn("Fray | the Action Deck record is unreadable; the Cards are left as they are", error);
    return [];
  }
  const stacks = await ensureActionStacks(combat, [...layout.available, ...layout.inPlay]);
  if (!stacks) return [];
  return [{ type: "stackLayout", uuid: stacks.deck.uuid, pile: stacks.pile.uuid, available: [...layout.available], inPile: [...layout.inPlay] }];
}

/** The combat is gone: so are its cards (the active GM only). */
export async function deleteActionStacks(combatId: string): Promise<void> {
  const ids = actionStackIds(combatId);
  const existing = [ids.deck, ids.pile].filter((id) => game.cards.has(id));
  if (existing.length) await Cards.implementation.deleteDocuments(existing);
}
