import { RulesInputError } from "../../../src/core/errors";
import { type TraitDie, type WoundsActor, d, defaultWoundsActor } from "../../../src/core/wounds";

/** A Wild Card with every attribute d6 unless told (Toughness 5, rules/wounds.md §9 defaults). */
export function wildCard(overrides: Partial<WoundsActor> = {}, traits: Record<string, TraitDie> = {}): WoundsActor {
  const base = defaultWoundsActor({ isWildCard: true });
  const dice: Record<string, TraitDie> = {};
  for (const key of Object.keys(base.traits)) dice[key] = d(6);
  return { ...base, ...overrides, traits: { ...dice, ...traits } };
}

export function extra(overrides: Partial<WoundsActor> = {}): WoundsActor {
  const base = defaultWoundsActor({ isWildCard: false });
  return { ...base, traits: { ...base.traits, vigor: d(6) }, ...overrides };
}

/** The code and path a RulesInputError carries, or what else was thrown. */
export function thrown(run: () => unknown): { code: string; path: string } | string {
  try {
    run();
  } catch (error) {
    if (error instanceof RulesInputError) return { code: error.code, path: error.path };
    return `not a RulesInputError: ${String(error)}`;
  }
  return "nothing thrown";
}
