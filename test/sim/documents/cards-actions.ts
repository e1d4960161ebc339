/**
 * What the client's Cards does with its cards (client/documents/cards.mjs): draw, deal, pass,
 * shuffle and recall, each as the same documents created, updated and deleted, the same hooks
 * and the same chat notification. Everything here runs on the asking client; the server checks
 * each document with BaseCard's permissions (cards.ts).
 */
import { currentWorld } from "../current";
import type { SimCollection, SimDocument } from "../document";
import { type Data, deepClone, mergeUpdate } from "../object-utils";

/** The shape of a simulated stack these functions need (BaseCards in cards.ts). */
export interface SimStack extends SimDocument {
  readonly cards: SimCollection<SimCard>;
  readonly availableCards: SimCard[];
  readonly link: string;
}
export interface SimCard extends SimDocument {
  readonly drawn: boolean;
  readonly sort: number;
  readonly suit: string;
  readonly value: number | null;
  readonly origin: SimStack | null;
  readonly isHome: boolean;
}

export interface CardsOptions {
  how?: number;
  updateData?: Data;
  action?: string;
  chatNotification?: boolean;
}

/** @foundry common/constants.mjs:877 (SORT_INTEGER_DENSITY: 100000) */
export const SORT_INTEGER_DENSITY = 100000;
/** @foundry common/constants.mjs:100-129 (CARD_DRAW_MODES: TOP/FIRST 0, BOTTOM/LAST 1, RANDOM 2) */
export const CARD_DRAW_MODES = { TOP: 0, FIRST: 0, BOTTOM: 1, LAST: 1, RANDOM: 2 } as const;

const tab = () => currentWorld().currentTab();
const mergeData = (base: Data, update: Data): Data => mergeUpdate(base, deepClone(update));

/** @foundry client/documents/cards.mjs:418-420 (sortShuffled: by sort) */
export function sortShuffled(a: SimCard, b: SimCard): number {
  return a.sort - b.sort;
}

/** @foundry client/documents/cards.mjs:404-407 (sortStandard: by suit with the "en" locale, then value) */
export function sortStandard(a: SimCard, b: SimCard): number {
  if (a.suit === b.suit) return (a.value ?? -Infinity) - (b.value ?? -Infinity) || 0;
  return String(a.suit).localeCompare(String(b.suit), "en");
}

/** @foundry client/documents/cards.mjs:431-458 (_drawCards: too few available throws; FIRST and LAST by sort; RANDOM) */
export function drawCards(stack: SimStack, number: number, how: number): SimCard[] {
  const available = stack.availableCards;
  if (available.length < number) throw new Error(`There are not ${number} available cards remaining in Cards [${stack.id}]`);
  if (how === CARD_DRAW_MODES.RANDOM) {
    const shuffled = available.map((c) => [Math.random(), c] as const).sort((a, b) => a[0] - b[0]);
    return shuffled.slice(-number).map(([, c]) => c);
  }
  available.sort(sortShuffled);
  if (how === CARD_DRAW_MODES.LAST) return available.slice(-number);
  return available.slice(0, number);
}

/**
 * A chat message saying what was done, whispered as the client's default roll mode says.
 * @foundry client/documents/cards.mjs:470-482 (#postChatNotification: style OTHER, the user as speaker, applyRollMode "roll")
 * @foundry client/documents/chat-message.mjs:152-172 (applyRollMode: public none, self the user, else the GMs)
 * @foundry client/game.mjs:1182-1189 (rollMode: a client setting, publicroll by default)
 */
export function postChatNotification(source: SimStack, action: string, context: Record<string, string | number>): Promise<SimDocument | undefined> {
  const game = tab().game as { i18n: { format(key: string, data: Record<string, string>): string }; settings: { get(ns: string, key: string): unknown } };
  let rollMode = "publicroll";
  try {
    rollMode = String(game.settings.get("core", "rollMode"));
  } catch {
    // The simulation registers no core settings: the default roll mode.
  }
  const user = tab().user;
  const whisper = rollMode === "publicroll" ? [] : rollMode === "selfroll" ? [user.id] : currentWorld().users.filter((u) => u.isGM).map((u) => u.id);
  const text = game.i18n.format(action, Object.fromEntries(Object.entries(context).map(([k, v]) => [k, String(v)])));
  const data: Data = { style: 0, speaker: { user: user.id }, content: `<div class="cards-notification flexrow"><p>${text}</p></div>`, whisper, blind: rollMode === "blindroll" };
  // Not awaited by Foundry's caller: run in the client's context so world.settle() waits for it.
  const client = tab();
  return currentWorld().inTab(client, () => currentWorld().documentClass("ChatMessage").create(data));
}

/** @foundry client/documents/cards.mjs:100-154 (deal: cyclic allocation; copies created with keepId; home cards marked drawn, others deleted; dealCards hook) */
export async function deal(from: SimStack, to: SimStack[], number = 1, { action = "deal", how = 0, updateData = {}, chatNotification = true }: CardsOptions = {}): Promise<SimStack> {
  if (!to.every((d) => d.documentName === "Cards")) throw new Error("You must provide an array of Cards documents as the destinations for the Cards#deal operation");
  const total = number * to.length;
  const drawn = drawCards(from, total, how);
  const toCreate: Data[][] = to.map(() => []);
  const toUpdate: Data[] = [];
  const toDelete: string[] = [];
  for (let i = 0; i < total; i++) {
    const card = drawn[i]!;
    const createData = mergeData(card.toObject(), updateData);
    if (card.isHome || !createData["origin"]) createData["origin"] = from.id;
    createData["drawn"] = true;
    toCreate[i % to.length]!.push(createData);
    if (card.isHome) toUpdate.push({ _id: card.id, drawn: true });
    else toDelete.push(card.id);
  }
  if (tab().hooks.call("dealCards", from, to, { action, toCreate, fromUpdate: toUpdate, fromDelete: toDelete }) === false) return from;
  await Promise.all([
    ...to.map((cards, i) => cards.createEmbeddedDocuments("Card", toCreate[i]!, { keepId: true })),
    from.updateEmbeddedDocuments("Card", toUpdate),
    from.deleteEmbeddedDocuments("Card", toDelete),
  ]);
  const keys: Record<string, string> = { deal: "CARDS.NotifyDeal", pass: "CARDS.NotifyPass" };
  if (chatNotification) void postChatNotification(from, keys[action] ?? action, { number, link: to.map((t) => t.link).join(", ") });
  return from;
}

/**
 * @foundry client/documents/cards.mjs:170-246 (pass: ids kept in the destination; a drawn deck card refused; a card going home only undrawn; the deck copy marked drawn; passCards hook)
 */
export async function pass(from: SimStack, to: SimStack, ids: readonly string[], { updateData = {}, action = "pass", chatNotification = true }: CardsOptions = {}): Promise<SimDocument[]> {
  if (to.documentName !== "Cards") throw new Error("You must provide a Cards document as the recipient for the Cards#pass operation");
  const toCreate: Data[] = [];
  const toUpdate: Data[] = [];
  const fromUpdate: Data[] = [];
  const fromDelete: string[] = [];
  let maxSort = to.cards.size ? Math.max(...to.cards.contents.map((c) => c.sort || 0)) : 0;
  for (const id of ids) {
    const card = from.cards.get(id, { strict: true })!;
    const deletedFromOrigin = !!card.origin && !card.origin.cards.get(id);
    if (from["type"] === "deck" && card.isHome && card.drawn) throw new Error(`You may not pass Card ${id} which has already been drawn`);
    if (card.origin === to && !deletedFromOrigin) toUpdate.push({ _id: card.id, drawn: false });
    else {
      const createData = mergeData(card.toObject(), updateData);
      const copyCard = card.isHome && to["type"] === "deck";
      if (copyCard) createData["origin"] = to.id;
      else if (card.isHome || !createData["origin"]) createData["origin"] = from.id;
      if (!copyCard) createData["sort"] = maxSort += SORT_INTEGER_DENSITY;
      createData["drawn"] = !copyCard && !deletedFromOrigin;
      toCreate.push(createData);
    }
    if (card.isHome && to["type"] !== "deck") fromUpdate.push({ _id: card.id, drawn: true });
    else if (!card.isHome) fromDelete.push(card.id);
  }
  if (tab().hooks.call("passCards", from, to, { action, toCreate, toUpdate, fromUpdate, fromDelete }) === false) return [];
  const created = to.createEmbeddedDocuments("Card", toCreate, { keepId: true });
  await Promise.all([created, to.updateEmbeddedDocuments("Card", toUpdate), from.updateEmbeddedDocuments("Card", fromUpdate), from.deleteEmbeddedDocuments("Card", fromDelete)]);
  if (chatNotification) {
    const keys: Record<string, string> = { pass: "CARDS.NotifyPass", play: "CARDS.NotifyPlay", discard: "CARDS.NotifyDiscard", draw: "CARDS.NotifyDraw" };
    const [chatFrom, chatTo] = action === "draw" ? [to, from] : [from, to];
    void postChatNotification(chatFrom, keys[action] ?? action, { number: ids.length, link: chatTo.link });
  }
  return created;
}

/** @foundry client/documents/cards.mjs:278-292 (shuffle: every card a new sort 0..n-1 in random order, one update) */
export async function shuffle(stack: SimStack, { updateData = {}, chatNotification = true }: CardsOptions = {}): Promise<SimStack> {
  const order = stack.cards.map((c) => [Math.random(), c] as const).sort((a, b) => a[0] - b[0]);
  const toUpdate = order.map(([, card], i) => mergeData({ _id: card.id, sort: i }, updateData));
  await stack.updateEmbeddedDocuments("Card", toUpdate);
  if (chatNotification) void postChatNotification(stack, "CARDS.NotifyShuffle", { link: stack.link });
  return stack;
}

/** @foundry client/documents/cards.mjs:320-347 (#resetDeck: its cards deleted from every other stack, one call each; then all undrawn in standard order) */
export async function resetDeck(deck: SimStack, { updateData = {}, chatNotification = true }: CardsOptions = {}): Promise<SimStack> {
  for (const cards of tab().collection("Cards").contents as SimStack[]) {
    if (cards === deck) continue;
    const toDelete = cards.cards.filter((c) => c.origin === deck).map((c) => c.id);
    if (toDelete.length) await cards.deleteEmbeddedDocuments("Card", toDelete);
  }
  const ordered = deck.cards.contents.sort(sortStandard);
  await deck.updateEmbeddedDocuments("Card", ordered.map((card) => mergeData({ _id: card.id, drawn: false }, updateData)));
  if (chatNotification) void postChatNotification(deck, "CARDS.NotifyReset", { link: deck.link });
  return deck;
}

/** @foundry client/documents/cards.mjs:358-392 (#resetStack: each card undrawn in its origin deck if there, and deleted here; returnCards hook) */
export async function resetStack(stack: SimStack, { updateData = {}, chatNotification = true }: CardsOptions = {}): Promise<SimStack> {
  const toUpdate = new Map<string, Data[]>();
  const fromDelete: string[] = [];
  for (const card of stack.cards.contents) {
    const origin = card.origin;
    if (card.isHome || !origin) continue;
    if (origin.cards.get(card.id)) toUpdate.set(origin.id, [...(toUpdate.get(origin.id) ?? []), mergeData(deepClone(updateData), { _id: card.id, drawn: false })]);
    fromDelete.push(card.id);
  }
  const hookArgs = { toUpdate: Object.fromEntries(toUpdate), fromDelete };
  if (tab().hooks.call("returnCards", stack, fromDelete.map((id) => stack.cards.get(id)), hookArgs) === false) return stack;
  const stacks = tab().collection("Cards");
  await Promise.all([...[...toUpdate].map(([origin, u]) => stacks.get(origin)!.updateEmbeddedDocuments("Card", u)), stack.deleteEmbeddedDocuments("Card", fromDelete)]);
  if (chatNotification) void postChatNotification(stack, "CARDS.NotifyReturn", { link: stack.link });
  return stack;
}
