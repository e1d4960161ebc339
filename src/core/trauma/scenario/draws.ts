/**
 * Drawing for a scenario step: from the drawer's Probability Deck, made whole and shuffled
 * first (docs/rules/trauma.md §5.2), either at random with the injected generator or the exact cards
 * the scenario names. Perk plays name cards in the drawer's perk hand.
 */
import { type Card, type Piles, drawCards, faceKey, moveCards, parseCard, reshuffle } from "../../cards";
import { RulesInputError } from "../../errors";
import type { Rng } from "../../random";
import type { PerkPlay } from "../draw";
import { drawnPileOf } from "./table";

/** "4S 3H" or ["4S", "3H"] → notations; absent → undefined (draw at random). */
export function readCardList(value: unknown, path: string): string[] | undefined {
  if (value === undefined) return undefined;
  const list = typeof value === "string" ? value.split(/[\s,]+/).filter(Boolean) : value;
  if (!Array.isArray(list) || list.some((c) => typeof c !== "string")) {
    throw new RulesInputError("scenario.invalid", path, `${path} must list cards such as ["4S", "3H"] or "4S 3H"`);
  }
  list.forEach((c: string, i) => parseCard(c, `${path}[${i}]`));
  return list as string[];
}

export interface PerkSpec {
  readonly card: string;
  readonly target?: number;
}

/** "KH@0", "7C" or { card: "KH", target: 0 }. */
export function readPerkList(value: unknown, path: string): PerkSpec[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new RulesInputError("scenario.invalid", path, `${path} must list perk plays such as "KH@0" or "7C"`);
  return value.map((v: unknown, i): PerkSpec => {
    const at = `${path}[${i}]`;
    if (typeof v === "string") {
      const [card = "", target] = v.split("@");
      parseCard(card, at);
      if (target === undefined) return { card };
      if (!/^\d+$/.test(target)) throw new RulesInputError("scenario.invalid", at, `${at}: the target after @ must be a card position (0, 1, …)`);
      return { card, target: Number(target) };
    }
    if (typeof v === "object" && v !== null && typeof (v as { card?: unknown }).card === "string") {
      const spec = v as { card: string; target?: unknown };
      parseCard(spec.card, `${at}.card`);
      if (spec.target === undefined) return { card: spec.card };
      if (typeof spec.target !== "number" || !Number.isInteger(spec.target) || spec.target < 0) {
        throw new RulesInputError("scenario.invalid", `${at}.target`, `${at}.target must be a card position (0, 1, …)`);
      }
      return { card: spec.card, target: spec.target };
    }
    throw new RulesInputError("scenario.invalid", at, `${at} must be "KH@0", "7C" or { "card": "KH", "target": 0 }`);
  });
}

/** Matches perk specs to physical cards in the hand (each card used once). */
export function perkPlays(hand: readonly Card[], specs: readonly PerkSpec[], path: string): PerkPlay[] {
  const used = new Set<string>();
  return specs.map((spec, i) => {
    const want = faceKey(parseCard(spec.card, `${path}[${i}]`));
    const card = hand.find((c) => faceKey(c) === want && !used.has(c.id));
    if (!card) throw new RulesInputError("perk.notInHand", `${path}[${i}]`, `${path}[${i}]: ${want} is not in the drawer's perk hand`);
    used.add(card.id);
    return spec.target === undefined ? { card } : { card, targetIndex: spec.target };
  });
}

/** Makes the deck whole, shuffles it, then draws `count` at random or the named cards. */
export function drawFromDeck(
  piles: Piles,
  deck: string,
  count: number,
  fixed: readonly string[] | undefined,
  rng: Rng,
  path: string,
): { piles: Piles; cards: Card[] } {
  const whole = reshuffle(piles, drawnPileOf(deck), deck, rng);
  if (fixed === undefined) {
    const available = whole[deck]?.length ?? 0;
    if (count > available) {
      throw new RulesInputError("draw.countMismatch", path, `${path}: ${count} cards asked for, the deck holds ${available}`);
    }
    const { piles: after, drawn } = drawCards(whole, deck, drawnPileOf(deck), count);
    return { piles: after, cards: drawn };
  }
  if (fixed.length !== count) {
    throw new RulesInputError("draw.countMismatch", path, `${path}: the drawer draws ${count} cards, the scenario names ${fixed.length}`);
  }
  const taken = new Set<string>();
  const cards = fixed.map((notation, i) => {
    const want = faceKey(parseCard(notation, `${path}[${i}]`));
    const inDeck = (whole[deck] ?? []).filter((c) => faceKey(c) === want);
    const card = inDeck.find((c) => !taken.has(c.id));
    if (!card) {
      const code = inDeck.length > 0 ? "card.duplicate" : "card.invalid";
      const why = inDeck.length > 0 ? `the Probability Deck holds only one ${want}` : `the Probability Deck holds no ${want}`;
      throw new RulesInputError(code, `${path}[${i}]`, `${path}[${i}]: ${why}`);
    }
    taken.add(card.id);
    return card;
  });
  return { piles: moveCards(whole, deck, drawnPileOf(deck), cards.map((c) => c.id)), cards };
}
