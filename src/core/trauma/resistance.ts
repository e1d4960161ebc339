import { requireInt, requireRecord } from "../errors";
import { type DrawPlay, type DrawResult, checkDraw, computeDraw, drawInputOf, spendPerksPatch } from "./draw";
import { applyPercent } from "./percent";
import { DEFAULT_TRAUMA_REGISTRY, type TraumaRegistry, familyResistance } from "./registry";
import { DEFAULT_ARMOR_SPREAD, spreadPercent } from "./spread";
import type { TraumaActor, TraumaActorPatch } from "./state";
import { requireAlive, validateTraumaActor } from "./state-validation";
import type { AbilityKey, LobeKey } from "./traits";

/** SEED: "The default target difficulty of all resistance draws is 10." */
export const RESISTANCE_DIFFICULTY = 10;

export type ResistanceInput = DrawPlay & {
  modified: number;
  family: string;
  target: TraumaActor;
  baseDifficulty?: number;
  registry?: TraumaRegistry;
};

export type ResistanceResult = {
  family: string;
  ability: AbilityKey;
  lobe: LobeKey;
  draw: DrawResult;
  /** The target's armor spread, or the default when it wears none. */
  spread: number[];
  armored: boolean;
  /** Share of Modified Trauma that gets through; 100 beyond the spread (SEED). */
  percent: number;
  modified: number;
  final: number;
};

/** What a resistance draw will ask of the target: for the adapter to draw the right number of cards. */
export type ResistanceCall = {
  family: string;
  ability: AbilityKey;
  lobe: LobeKey;
  abilityRating: number;
  lobeScore: number;
  targetDifficulty: number;
};

export function resistanceCall(
  target: TraumaActor,
  family: string,
  registry: TraumaRegistry = DEFAULT_TRAUMA_REGISTRY,
  baseDifficulty = RESISTANCE_DIFFICULTY,
  path = "family",
): ResistanceCall {
  validateTraumaActor(target, "target");
  requireInt(baseDifficulty, "baseDifficulty", "draw.invalid");
  return resistanceCallOf(target, family, registry, baseDifficulty, path);
}

/** `resistanceCall` of a validated target: the unchecked twin for the attack loops (the family is still looked up). */
export function resistanceCallOf(target: TraumaActor, family: string, registry: TraumaRegistry, baseDifficulty: number, path = "family"): ResistanceCall {
  const { ability, lobe } = familyResistance(registry, family, path);
  const abilityRating = target.abilities[ability] ?? 0;
  const lobeScore = target.lobes[lobe] ?? 0;
  return { family, ability, lobe, abilityRating, lobeScore, targetDifficulty: baseDifficulty - lobeScore };
}

/** Checks a resistance draw of a checked target (and a play that is an object) without computing it. */
export function checkResistance(
  target: TraumaActor,
  family: string,
  play: DrawPlay,
  registry: TraumaRegistry,
  baseDifficulty: number,
  paths: { target: string; family: string; draw: string },
): void {
  requireAlive(target, paths.target, "make a resistance draw");
  const { ability, lobe } = familyResistance(registry, family, paths.family);
  checkDraw(drawInputOf(target, ability, lobe, baseDifficulty, play), paths.draw);
}

/** Computes a checked resistance draw (§5.7 steps 1–5). */
export function computeResistance(
  target: TraumaActor,
  family: string,
  modified: number,
  play: DrawPlay,
  registry: TraumaRegistry,
  baseDifficulty: number,
): { result: ResistanceResult; patch: TraumaActorPatch } {
  const { ability, lobe } = familyResistance(registry, family);
  const draw = computeDraw(drawInputOf(target, ability, lobe, baseDifficulty, play));
  const spread = target.armorSpread ?? DEFAULT_ARMOR_SPREAD;
  // SEED: "Upon complete failure ... the modified trauma is 100% effective."
  const percent = spreadPercent(spread, draw.margin) ?? 100;
  return {
    result: {
      family,
      ability,
      lobe,
      draw,
      spread: [...spread],
      armored: target.armorSpread !== null,
      percent,
      modified,
      final: applyPercent(modified, percent),
    },
    patch: spendPerksPatch(target.perkHand, draw.perksSpent),
  };
}

/** docs/rules/trauma.md §5.7: the target draws to absorb Modified Trauma through its armor spread. */
export function resolveResistance(input: ResistanceInput, path = "resistance"): { result: ResistanceResult; patch: TraumaActorPatch } {
  requireRecord(input, path);
  const registry = input.registry ?? DEFAULT_TRAUMA_REGISTRY;
  const baseDifficulty = input.baseDifficulty ?? RESISTANCE_DIFFICULTY;
  validateTraumaActor(input.target, "target");
  requireInt(input.modified, "modified", "vim.negative", { min: 0 });
  requireInt(baseDifficulty, "baseDifficulty", "draw.invalid");
  checkResistance(input.target, input.family, input, registry, baseDifficulty, { target: "target", family: "family", draw: path });
  return computeResistance(input.target, input.family, input.modified, input, registry, baseDifficulty);
}
