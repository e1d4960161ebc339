/**
 * The Wild Die's own look in Dice So Nice (docs/rules/wounds.md §4.2: the trait die and the Wild
 * Die are read apart, the better one counts). Dice So Nice copies each die term's `options` onto
 * its 3D die and draws it with `options.appearance`, so the look travels with the roll's JSON to
 * every client; the flavor "wild" names the term for Fray and names no Dice So Nice colorset.
 */
export const WILD_FLAVOR = "wild";

export const WILD_DIE_APPEARANCE = {
  colorset: "custom",
  foreground: "#fff6e0",
  background: "#7a2e1f",
  outline: "#1f1a17",
  edge: "#c9a227",
  material: "metal",
} as const;

type DiceTerm = foundry.dice.terms.DiceTerm;

/** Gives the Wild Die among `dice` its appearance (the trait die keeps the player's own dice). */
export function markWildDie(dice: readonly DiceTerm[]): void {
  for (const die of dice) {
    if (die.options.flavor !== WILD_FLAVOR) continue;
    const options: DiceTerm["options"] & { appearance: typeof WILD_DIE_APPEARANCE } = { ...die.options, appearance: WILD_DIE_APPEARANCE };
    die.options = options;
  }
}
