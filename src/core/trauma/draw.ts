import {
  type Card,
  cardValue,
  faceKey,
  formatCard,
  isFace,
  validateCard,
} from "../cards";
import { isPerkCard, isProbabilityCard, probabilityRankCount, PROBABILITY_DECK_SIZE } from "./decks";
import { requireInt, RulesInputError, shown, requireRecord } from "../errors";
import type { TraumaActor, TraumaActorPatch } from "./state";
import { validatePerkHand, validateTraumaActor } from "./state-validation";
import { isAbilityKey, isLobeKey } from "./traits";

/** A Perk Card played on a draw: valued cards are appended, face cards +1 one card (§5.3). */
export type PerkPlay = { card: Card; targetIndex?: number };

/** The drawn cards and perks of one draw, as the adapter or CLI supplies them. */
export type DrawPlay = { cards: Card[]; perks?: PerkPlay[] };

export type DrawInput = DrawPlay & {
  baseDifficulty: number;
  lobeScore: number;
  abilityRating: number;
  /** The drawer's face-up Perk Cards; every played perk must be here (matched by id). */
  perkHand?: Card[];
  /** A dead drawer cannot draw (§6 actor.dead). */
  dead?: boolean;
};

export type DrawResult = {
  targetDifficulty: number;
  cards: Card[];
  /** Values after perks: drawn cards, then appended valued perks, faces applied. */
  hand: number[];
  result: number;
  margin: number;
  success: boolean;
  botch: boolean;
  earnsPerk: boolean;
  /** To the Perk discard pile. */
  perksSpent: Card[];
};

/** docs/rules/trauma.md §5.1: no clamping; TD ≤ 0 succeeds even with an empty hand. */
export function targetDifficulty(base: number, lobeScore: number): number {
  requireInt(base, "difficulty", "draw.invalid");
  requireInt(lobeScore, "lobeScore", "draw.invalid");
  return base - lobeScore;
}

/**
 * Checks a draw without computing it (§5.3 step 1, §6). `path` prefixes every error path,
 * e.g. "draw" → "draw.cards[2]".
 */
export function checkDraw(input: DrawInput, path = "draw"): void {
  requireRecord(input, path);
  if (input.dead === true) throw new RulesInputError("actor.dead", `${path}.dead`, "A dead actor cannot draw");
  requireInt(input.baseDifficulty, `${path}.baseDifficulty`, "draw.invalid");
  requireInt(input.lobeScore, `${path}.lobeScore`, "draw.invalid", { min: 0 });
  requireInt(input.abilityRating, `${path}.abilityRating`, "draw.invalid", { min: 0 });
  if (!Array.isArray(input.cards)) throw new RulesInputError("draw.invalid", `${path}.cards`, `${path}.cards must be a list of cards`);
  if (input.abilityRating > PROBABILITY_DECK_SIZE) {
    // §7: monsters may rate above 5, but the deck holds only 28 cards.
    throw new RulesInputError(
      "draw.countMismatch",
      `${path}.abilityRating`,
      `A draw of ${input.abilityRating} cards is more than the ${PROBABILITY_DECK_SIZE}-card Probability Deck holds`,
    );
  }
  if (input.cards.length !== input.abilityRating) {
    throw new RulesInputError(
      "draw.countMismatch",
      `${path}.cards`,
      `An ability rating of ${input.abilityRating} draws ${input.abilityRating} cards, but ${input.cards.length} were given`,
    );
  }
  checkProbabilityCards(input.cards, `${path}.cards`);
  checkPerks(input.perks ?? [], input.perkHand ?? [], input.cards.length, `${path}.perks`, `${path}.perkHand`);
}

function checkProbabilityCards(cards: readonly Card[], path: string): void {
  const seenFaces = new Set<string>();
  const seenIds = new Set<string>();
  const perRank = new Map<string, number>();
  cards.forEach((c, i) => {
    const where = `${path}[${i}]`;
    const card = validateCard(c, where);
    const name = formatCard(card, { symbols: true });
    if (isFace(card)) throw new RulesInputError("card.invalid", where, `${name} is a face card; the Probability Deck holds only A–10`);
    if (!isProbabilityCard(card)) throw new RulesInputError("card.invalid", where, `The Probability Deck holds no ${name}`);
    const count = (perRank.get(card.rank) ?? 0) + 1;
    if (seenFaces.has(faceKey(card)) || seenIds.has(card.id) || count > probabilityRankCount(card.rank)) {
      const copies = probabilityRankCount(card.rank);
      throw new RulesInputError(
        "card.duplicate",
        where,
        copies === 1 ? `The Probability Deck holds only one ${card.rank}` : `The Probability Deck holds only one ${name}`,
      );
    }
    seenFaces.add(faceKey(card));
    seenIds.add(card.id);
    perRank.set(card.rank, count);
  });
}

function checkPerks(perks: readonly PerkPlay[], perkHand: readonly Card[], drawn: number, path: string, handPath: string): void {
  if (!Array.isArray(perks)) throw new RulesInputError("perk.invalidCard", path, `${path} must be a list of perk plays`);
  validatePerkHand(perkHand, handPath);
  const ids = new Set<string>();
  perks.forEach((play, i) => {
    const where = `${path}[${i}]`;
    if (typeof play !== "object" || play === null) throw new RulesInputError("perk.invalidCard", where, `${where} must be { card, targetIndex? }`);
    const card = validateCard(play.card, `${where}.card`);
    const name = formatCard(card, { symbols: true });
    if (!isPerkCard(card)) throw new RulesInputError("perk.invalidCard", `${where}.card`, `${name} is not a Perk Deck card`);
    if (ids.has(card.id)) throw new RulesInputError("card.duplicate", `${where}.card`, `Perk Card id "${card.id}" is played twice`);
    ids.add(card.id);
    const held = perkHand.find((h) => h.id === card.id);
    if (held === undefined || faceKey(held) !== faceKey(card)) {
      throw new RulesInputError("perk.notInHand", `${where}.card`, `${name} (id "${card.id}") is not in the drawer's Perk hand`);
    }
  });
  // Every valued perk is appended before any face card applies (§5.3 steps 4–5).
  const handLength = drawn + perks.filter((p) => !isFace(p.card)).length;
  perks.forEach((play, i) => {
    const where = `${path}[${i}].targetIndex`;
    const name = formatCard(play.card, { symbols: true });
    const target: unknown = play.targetIndex;
    const hasTarget = target !== undefined && target !== null;
    if (isFace(play.card)) {
      if (!hasTarget) throw new RulesInputError("perk.badTarget", where, `Face card ${name} needs a card to improve (targetIndex)`);
      if (typeof target !== "number" || !Number.isInteger(target) || target < 0 || target >= handLength) {
        throw new RulesInputError(
          "perk.badTarget",
          where,
          `targetIndex ${shown(target)} is outside the hand of ${handLength} cards (0–${handLength - 1})`,
        );
      }
    } else if (hasTarget) {
      throw new RulesInputError("perk.badTarget", where, `Valued card ${name} is added to the draw; it takes no targetIndex`);
    }
  });
}

/** Computes a checked draw (§5.3 steps 2–10). */
export function computeDraw(input: DrawInput): DrawResult {
  const perks = input.perks ?? [];
  const td = targetDifficulty(input.baseDifficulty, input.lobeScore);
  const hand = input.cards.map((c) => cardValue(c) ?? 0);
  // Step 4 before step 5, so a face card may improve an appended perk (DECISION §8.4).
  for (const play of perks) {
    const value = cardValue(play.card);
    if (value !== null) hand.push(value);
  }
  for (const play of perks) {
    if (isFace(play.card) && play.targetIndex !== undefined) hand[play.targetIndex] = (hand[play.targetIndex] ?? 0) + 1;
  }
  const result = hand.length > 0 ? Math.max(...hand) : 0;
  const margin = Math.max(0, td - result);
  const success = margin === 0;
  return {
    targetDifficulty: td,
    cards: [...input.cards],
    hand,
    result,
    margin,
    success,
    // DECISION §8.6: a failed draw whose drawn cards are all Aces.
    botch: !success && input.cards.length > 0 && input.cards.every((c) => c.rank === "A"),
    // SOURCE: a Perk Card for every failed action; a partial success failed its TD (§5.3 step 9).
    earnsPerk: !success,
    perksSpent: perks.map((p) => p.card),
  };
}

/** The drawer's patch: spent perks leave the Perk hand (to the Perk discard pile). */
export function spendPerksPatch(perkHand: readonly Card[], spent: readonly Card[]): TraumaActorPatch {
  if (spent.length === 0) return {};
  const ids = new Set(spent.map((c) => c.id));
  return { perkHand: perkHand.filter((c) => !ids.has(c.id)) };
}

/** docs/rules/trauma.md §5.3: one draw, validated whole first. */
export function resolveDraw(input: DrawInput, path = "draw"): { result: DrawResult; patch: TraumaActorPatch } {
  requireRecord(input, path);
  checkDraw(input, path);
  const result = computeDraw(input);
  return { result, patch: spendPerksPatch(input.perkHand ?? [], result.perksSpent) };
}

/** The DrawInput for an actor drawing with `ability` and `lobe` (missing ability → 0 cards, §5.2). */
export function actorDrawInput(
  actor: TraumaActor,
  ability: keyof TraumaActor["abilities"],
  lobe: keyof TraumaActor["lobes"] | null,
  baseDifficulty: number,
  play: DrawPlay,
): DrawInput {
  validateTraumaActor(actor, "actor");
  if (!isAbilityKey(ability)) throw new RulesInputError("draw.invalid", "ability", `${shown(ability)} is not an ability`);
  if (lobe !== null && !isLobeKey(lobe)) throw new RulesInputError("draw.invalid", "lobe", `${shown(lobe)} is not a lobe`);
  requireRecord(play, "draw");
  return drawInputOf(actor, ability, lobe, baseDifficulty, play);
}

/**
 * `actorDrawInput` of a validated actor, a real ability and lobe and a play that is an object: the
 * unchecked twin for procedures that validated their input once at the top (checkDraw still runs).
 */
export function drawInputOf(
  actor: TraumaActor,
  ability: keyof TraumaActor["abilities"],
  lobe: keyof TraumaActor["lobes"] | null,
  baseDifficulty: number,
  play: DrawPlay,
): DrawInput {
  const input: DrawInput = {
    baseDifficulty,
    lobeScore: lobe === null ? 0 : (actor.lobes[lobe] ?? 0),
    abilityRating: actor.abilities[ability] ?? 0,
    cards: play.cards,
    perkHand: actor.perkHand,
    dead: actor.status.dead,
  };
  if (play.perks !== undefined) input.perks = play.perks;
  return input;
}
