/**
 * Exact odds of an attack (docs/rules/trauma.md §5.12, extended to the whole flow): the chance of
 * every margin of the attack draw, and the distribution of final trauma against a given target,
 * by exact counting over draws without replacement from the Probability Deck's composition.
 * The attacker's perks are played to best effect when `usePerks` is on; the target's hand is not
 * looked at (DECISION: the attacker cannot see it, so its odds assume no resistance perks).
 */
import { type Card, cardValue, isFace } from "../cards";
import { PROBABILITY_DECK_VALUES } from "./decks";
import { Distribution, type Fraction, drawResultDistribution, marginDistribution } from "../odds";
import { baseTrauma } from "./base-trauma";
import { modifyTrauma } from "./modified-trauma";
import { DEFAULT_TRAUMA_REGISTRY, type TraumaRegistry, familyOf } from "./registry";
import { RESISTANCE_DIFFICULTY, resistanceCallOf } from "./resistance";
import { DEFAULT_ARMOR_SPREAD, spreadPercent } from "./spread";
import type { TraumaActor } from "./state";
import { validateTraumaActor } from "./state-validation";
import { type TraumaWeapon, validateTraumaWeapon } from "./weapon";
import { applyPercent } from "./percent";
import { targetDifficulty } from "./draw";
import { requireRecord } from "../errors";

export interface AttackOddsInput {
  readonly attacker: TraumaActor;
  readonly target: TraumaActor;
  readonly weapon: TraumaWeapon;
  /** Play the attacker's perk hand to best effect (all valued perks appended, all faces on the top card). */
  readonly usePerks: boolean;
  readonly deckValues?: readonly number[];
  readonly registry?: TraumaRegistry;
}

export interface MarginOdds {
  readonly margin: number;
  /** "success" (margin 0), "partial" (on the spread), "miss" (off it). */
  readonly outcome: "success" | "partial" | "miss";
  readonly spreadPercent: number | null;
  readonly probability: Fraction;
}

export interface AttackOdds {
  readonly targetDifficulty: number;
  readonly cardsDrawn: number;
  readonly perks: { readonly valued: number[]; readonly faces: number };
  readonly margins: readonly MarginOdds[];
  readonly success: Fraction;
  readonly hit: Fraction;
  readonly finalTrauma: Distribution<number>;
  readonly expectedFinalTrauma: Fraction;
  readonly resistance: { readonly cardsDrawn: number; readonly targetDifficulty: number; readonly spread: readonly number[] };
}

function perkValues(hand: readonly Card[]): { valued: number[]; faces: number } {
  const valued = hand.filter((c) => !isFace(c)).map((c) => cardValue(c) ?? 0);
  return { valued, faces: hand.filter(isFace).length };
}

export function attackOdds(input: AttackOddsInput): AttackOdds {
  requireRecord(input, "input");
  const registry = input.registry ?? DEFAULT_TRAUMA_REGISTRY;
  const deckValues = input.deckValues ?? PROBABILITY_DECK_VALUES;
  const attacker = validateTraumaActor(input.attacker, "attacker");
  const target = validateTraumaActor(input.target, "target");
  const weapon = validateTraumaWeapon(input.weapon, "weapon", registry);
  const family = familyOf(registry, weapon.traumaType, "weapon.traumaType");

  const td = targetDifficulty(weapon.difficulty, weapon.lobe === null ? 0 : (attacker.lobes[weapon.lobe] ?? 0));
  const k = attacker.abilities[weapon.ability] ?? 0;
  const perks = input.usePerks ? perkValues(attacker.perkHand) : { valued: [], faces: 0 };
  const margins = marginDistribution(drawResultDistribution({ deckValues, k, valuedPerks: perks.valued, faceCount: perks.faces }), td);

  const call = resistanceCallOf(target, family, registry, RESISTANCE_DIFFICULTY); // target validated above
  const armor = target.armorSpread ?? [...DEFAULT_ARMOR_SPREAD];
  // docs/rules/trauma.md §5.7 step 4: beyond the armor spread the trauma is not resisted at all.
  const throughPercent = marginDistribution(drawResultDistribution({ deckValues, k: call.abilityRating }), call.targetDifficulty).map(
    (m) => spreadPercent(armor, m) ?? 100,
  );
  const finalTrauma = margins.bind((margin) => {
    const { modified } = modifyTrauma(baseTrauma(target.maxVim, weapon.spread, margin).base, weapon.traumaType, target.behaviors, registry);
    // §5.6 step 6: nothing to resist when modified trauma is 0.
    return modified === 0 ? Distribution.point(0) : throughPercent.map((pct) => applyPercent(modified, pct));
  });

  const marginOdds = margins.entries().map(([margin, probability]): MarginOdds => {
    const pct = spreadPercent(weapon.spread, margin);
    return { margin, outcome: margin === 0 ? "success" : pct === null ? "miss" : "partial", spreadPercent: pct, probability };
  });
  return {
    targetDifficulty: td,
    cardsDrawn: k,
    perks,
    margins: marginOdds,
    success: margins.probability((m) => m === 0),
    hit: margins.probability((m) => spreadPercent(weapon.spread, m) !== null),
    finalTrauma,
    expectedFinalTrauma: finalTrauma.expectation(),
    resistance: { cardsDrawn: call.abilityRating, targetDifficulty: call.targetDifficulty, spread: armor },
  };
}
