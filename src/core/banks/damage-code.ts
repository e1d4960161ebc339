/**
 * Damage codes (docs/rules/banks.md §6.10): alternating numbers and letters, `6P 3I`; `6IE` is the
 * shorthand for `6I 6E`. Net hits (and Martial Momentum) add to the first component only.
 */
import { RulesInputError, shown, requireInt } from "../errors";

/** I Impact, P Piercing, C Crushing, A Acidic, F Freezing, R Radiation, H Heat, X Explosive, E Electrical, S Sensory (§2). */
export const DAMAGE_LETTERS = ["I", "P", "C", "A", "F", "R", "H", "X", "E", "S"] as const;
export type DamageLetter = (typeof DAMAGE_LETTERS)[number];

export type DamageComponent = { amount: number; letter: DamageLetter };

export function isDamageLetter(value: unknown): value is DamageLetter {
  return typeof value === "string" && (DAMAGE_LETTERS as readonly string[]).includes(value);
}

const COMPONENT = /^(\d+)([A-Z]+)$/;

/** `6P 3I` → [6P, 3I]; `6ie` → [6I, 6E]. Throws `code.invalid` for anything else (§6.10). */
export function parseDamageCode(text: unknown, path = "code"): DamageComponent[] {
  if (typeof text !== "string" || text.trim() === "") {
    throw new RulesInputError("code.invalid", path, `A damage code must be text such as "6P 3I", got ${JSON.stringify(text)}`);
  }
  const components: DamageComponent[] = [];
  for (const token of text.trim().toUpperCase().split(/\s+/)) {
    const match = COMPONENT.exec(token);
    if (match === null) {
      throw new RulesInputError("code.invalid", path, `"${token}" is not a damage component: a whole number followed by damage letters`);
    }
    const amount = Number(match[1]);
    if (!Number.isSafeInteger(amount)) throw new RulesInputError("code.invalid", path, `${match[1]} is too large for a damage value`);
    for (const letter of match[2] ?? "") {
      if (!isDamageLetter(letter)) {
        throw new RulesInputError("code.invalid", path, `"${letter}" in "${token}" is not a damage letter (${DAMAGE_LETTERS.join(" ")})`);
      }
      components.push({ amount, letter });
    }
  }
  return components;
}

/** [6P, 3I] → `6P 3I` (no shorthand, so the order of components always shows). */
export function formatDamageCode(components: readonly DamageComponent[]): string {
  validateComponents(components);
  return components.map((c) => `${c.amount}${c.letter}`).join(" ");
}

/** Checks an already parsed list: whole amounts ≥ 0 and known letters. */
export function validateComponents(value: unknown, path = "components"): DamageComponent[] {
  if (!Array.isArray(value) || value.length === 0) throw new RulesInputError("code.invalid", path, `${path} must be a non-empty list of components`);
  value.forEach((c: unknown, i) => {
    const where = `${path}[${i}]`;
    if (typeof c !== "object" || c === null) throw new RulesInputError("code.invalid", where, `${where} must be { amount, letter }`);
    const { amount, letter } = c as Record<string, unknown>;
    if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount < 0) {
      throw new RulesInputError("code.invalid", `${where}.amount`, `${where}.amount must be a whole number ≥ 0, got ${shown(amount)}`);
    }
    if (!isDamageLetter(letter)) throw new RulesInputError("code.invalid", `${where}.letter`, `${where}.letter must be one of ${DAMAGE_LETTERS.join(" ")}`);
  });
  return value as DamageComponent[];
}

/** The SEED rule: net hits are "always added only to the first type of damage listed". */
export function addToFirst(components: readonly DamageComponent[], bonus: number): DamageComponent[] {
  validateComponents(components);
  requireInt(bonus, "bonus", "code.invalid");
  return components.map((c, i) => (i === 0 ? { amount: Math.max(0, c.amount + bonus), letter: c.letter } : { ...c }));
}
