/**
 * The Action Deck (rules/wounds.md §7): 54 cards with two Jokers, one card to each combatant a
 * round (the Incapacitated included), highest first — A high … 2 low, ties by suit ♠ ♥ ♦ ♣ —
 * a Joker before everyone with +2 to trait and damage rolls that turn; after a round in which a
 * Joker was dealt, every card goes back and the deck is shuffled. Cards only ever move.
 */
import { type PlayingCard, RANKS, SUITS, faceKey, isJoker, standardDeck, validatePiles, validatePlayingCard } from "../cards";
import { RulesInputError } from "../errors";
import { type Rng, shuffle } from "../random";
import { checkedRng, requireArray, requireBoolean, requireObject, pathOf } from "./checks";

export interface DealtCard {
  readonly combatantId: string;
  readonly card: PlayingCard;
}

/** The encounter state of a wounds combat: where every card is, and who is on Hold. */
export interface WoundsEncounter {
  deck: PlayingCard[];
  discard: PlayingCard[];
  dealt: DealtCard[];
  /** The deck has been shuffled since the combat began. */
  shuffled: boolean;
  /** Combatants on Hold (rules/wounds.md §7): they keep their turn and are dealt no card. */
  onHold: string[];
}

export const ACTION_DECK_SIZE = 54;
/** rules/wounds.md §7: a Joker gives +2 to trait and damage rolls that turn. */
export const JOKER_BONUS = 2;
const MAX_COMBATANTS = 500;
const ID = /^[A-Za-z0-9._-]{1,64}$/;

export function actionDeck(): PlayingCard[] {
  return standardDeck({ jokers: 2, prefix: "action" });
}

export function defaultWoundsEncounter(): WoundsEncounter {
  return { deck: actionDeck(), discard: [], dealt: [], shuffled: false, onHold: [] };
}

function requireId(value: unknown, path: string): string {
  if (typeof value !== "string" || !ID.test(value)) throw new RulesInputError("combat.invalid", path, `${path} must be a combatant id`);
  return value;
}

/** Checks an encounter: every card once, all 54 accounted for, ids well formed. */
export function validateWoundsEncounter(value: unknown, path = "encounter"): WoundsEncounter {
  path = pathOf(path, "encounter");
  const v = requireObject(value, path, "combat.invalid");
  const dealtRaw = requireArray(v["dealt"], `${path}.dealt`, "combat.invalid", ACTION_DECK_SIZE);
  const dealt = dealtRaw.map((entry, i) => {
    const e = requireObject(entry, `${path}.dealt[${i}]`, "combat.invalid");
    return { combatantId: requireId(e["combatantId"], `${path}.dealt[${i}].combatantId`), card: e["card"] };
  });
  const piles = validatePiles(
    { deck: requireArray(v["deck"], `${path}.deck`, "combat.invalid", ACTION_DECK_SIZE), discard: requireArray(v["discard"], `${path}.discard`, "combat.invalid", ACTION_DECK_SIZE), dealt: dealt.map((e) => e.card) },
    path,
    { jokers: true },
  );
  const count = (piles["deck"]?.length ?? 0) + (piles["discard"]?.length ?? 0) + dealt.length;
  if (count !== ACTION_DECK_SIZE) throw new RulesInputError("deck.invalid", path, `${path} holds ${count} cards; the Action Deck has ${ACTION_DECK_SIZE}`);
  const onHold = requireArray(v["onHold"], `${path}.onHold`, "combat.invalid", MAX_COMBATANTS).map((id, i) => requireId(id, `${path}.onHold[${i}]`));
  return {
    deck: [...(piles["deck"] ?? [])],
    discard: [...(piles["discard"] ?? [])],
    dealt: dealt.map((e, i) => ({ combatantId: e.combatantId, card: piles["dealt"]?.[i] as PlayingCard })),
    shuffled: requireBoolean(v["shuffled"], `${path}.shuffled`, "combat.invalid"),
    onHold,
  };
}

/** Higher is sooner: Jokers (red, then black; DECISION), then A … 2, then ♠ ♥ ♦ ♣. */
export function cardRank(value: PlayingCard): number {
  const card = validatePlayingCard(value, "card");
  if (isJoker(card)) return card.color === "red" ? 1001 : 1000;
  const rank = card.rank === "A" ? 13 : RANKS.indexOf(card.rank);
  return rank * 4 + (SUITS.length - SUITS.indexOf(card.suit));
}

/** The deck, the discard and the dealt cards shuffled back together. */
function gathered(e: WoundsEncounter, rng: Rng): WoundsEncounter {
  return { ...e, deck: shuffle(rng, [...e.deck, ...e.discard, ...e.dealt.map((d) => d.card)]), discard: [], dealt: [], shuffled: true };
}

/** Takes one card from the top (or the one named by `want`, a face such as "QS"); an empty deck takes the discard back first. */
function takeCard(e: WoundsEncounter, rng: Rng, want: string | undefined, path: string): { e: WoundsEncounter; card: PlayingCard } {
  let next = e;
  if (next.deck.length === 0) next = { ...next, deck: shuffle(rng, next.discard), discard: [] };
  const index = want === undefined ? 0 : next.deck.findIndex((c) => faceKey(c) === want);
  const card = next.deck[index];
  if (card === undefined) {
    throw new RulesInputError(want === undefined ? "deck.empty" : "card.notInPile", path, want === undefined ? "The Action Deck is out of cards" : `${want} is not in the Action Deck now`);
  }
  return { e: { ...next, deck: next.deck.filter((_, i) => i !== index) }, card };
}

/**
 * Deals one card to each id in order (rules/wounds.md §7). `fixed` names the face a combatant
 * must get (scenarios replaying a table); the rest come from the top.
 */
export function dealActionCards(value: WoundsEncounter, ids: readonly string[], anyRng: Rng, fixed: ReadonlyMap<string, string> = new Map()): WoundsEncounter {
  let e = validateWoundsEncounter(value);
  const rng = checkedRng(anyRng);
  requireArray(ids, "ids", "combat.invalid", MAX_COMBATANTS).forEach((id, i) => requireId(id, `ids[${i}]`));
  if (!(fixed instanceof Map)) throw new RulesInputError("combat.invalid", "fixed", "fixed must be a Map of combatant id to card");
  if (!e.shuffled) e = gathered(e, rng);
  for (const [i, id] of ids.entries()) {
    if (e.dealt.some((d) => d.combatantId === id)) throw new RulesInputError("combat.invalid", `ids[${i}]`, `${id} already holds an Action Card this round`);
    const taken = takeCard(e, rng, fixed.get(id), `ids[${i}]`);
    e = { ...taken.e, dealt: [...taken.e.dealt, { combatantId: id, card: taken.card }] };
  }
  return e;
}

/** The round is over: dealt cards go to the discard; after a Joker, everything is shuffled back (§7). */
export function endActionRound(value: WoundsEncounter, anyRng: Rng): { encounter: WoundsEncounter; reshuffled: boolean } {
  const e = validateWoundsEncounter(value);
  const rng = checkedRng(anyRng);
  if (e.dealt.some((d) => isJoker(d.card))) return { encounter: gathered(e, rng), reshuffled: true };
  return { encounter: { ...e, discard: [...e.discard, ...e.dealt.map((d) => d.card)], dealt: [] }, reshuffled: false };
}

/** A Benny buys a new card (rules/wounds.md §7); the better of the two is kept (DECISION), the other discarded. */
export function redrawActionCard(value: WoundsEncounter, id: string, anyRng: Rng, want?: string): { encounter: WoundsEncounter; kept: PlayingCard; drawn: PlayingCard } {
  const e = validateWoundsEncounter(value);
  const rng = checkedRng(anyRng);
  if (want !== undefined && typeof want !== "string") throw new RulesInputError("combat.invalid", "want", "want must name a card such as QS");
  requireId(id, "id");
  const at = e.dealt.findIndex((d) => d.combatantId === id);
  const old = e.dealt[at];
  if (old === undefined) throw new RulesInputError("combat.invalid", "id", `${id} holds no Action Card to redraw`);
  const taken = takeCard(e, rng, want, "want");
  const kept = cardRank(taken.card) > cardRank(old.card) ? taken.card : old.card;
  const dropped = kept === old.card ? taken.card : old.card;
  const dealt = taken.e.dealt.map((d, i) => (i === at ? { combatantId: id, card: kept } : d));
  return { encounter: { ...taken.e, dealt, discard: [...taken.e.discard, dropped] }, kept, drawn: taken.card };
}

/** The dealt combatants, soonest first. */
export function actionOrder(value: WoundsEncounter): string[] {
  const e = validateWoundsEncounter(value);
  return [...e.dealt].sort((a, b) => cardRank(b.card) - cardRank(a.card)).map((d) => d.combatantId);
}

/** +2 on this combatant's trait and damage rolls while it holds a Joker, else 0. */
export function jokerBonusOf(value: WoundsEncounter, id: string): number {
  const e = validateWoundsEncounter(value);
  const card = e.dealt.find((d) => d.combatantId === id)?.card;
  return card !== undefined && isJoker(card) ? JOKER_BONUS : 0;
}

/** Goes on Hold (true) or acts now (false). A Hold is lost on becoming Shaken (§7): pass false then. */
export function setHold(value: WoundsEncounter, id: string, hold: boolean): WoundsEncounter {
  const e = validateWoundsEncounter(value);
  requireId(id, "id");
  requireBoolean(hold, "hold", "combat.invalid");
  const others = e.onHold.filter((h) => h !== id);
  return { ...e, onHold: hold ? [...others, id] : others };
}
