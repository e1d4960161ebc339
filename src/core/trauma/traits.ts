import { RulesInputError, shown } from "../errors";

// docs/rules/trauma.md §3.1: the seed's Qulia lists eight abilities (with Surge); the seed wins.
export const ABILITY_KEYS = ["communicate", "labor", "move", "operate", "sense", "surge", "think", "will"] as const;
export type AbilityKey = (typeof ABILITY_KEYS)[number];

export const LOBE_KEYS = ["correl", "focal", "marvel", "natural"] as const;
export type LobeKey = (typeof LOBE_KEYS)[number];

/** Abilities 0–5 for Leads; bioforms may exceed 5 but never draw more than the deck (§7). */
export const MAX_LEAD_ABILITY = 5;
export const MAX_ABILITY = 28;
export const MAX_LOBE = 3;

export function isAbilityKey(value: unknown): value is AbilityKey {
  return typeof value === "string" && (ABILITY_KEYS as readonly string[]).includes(value);
}

export function isLobeKey(value: unknown): value is LobeKey {
  return typeof value === "string" && (LOBE_KEYS as readonly string[]).includes(value);
}

// The seed abbreviates ("Comm."); sheets print the full word.
const ABILITY_ALIASES: Readonly<Record<string, AbilityKey>> = { comm: "communicate" };

/**
 * Parses method notation "Operate(Correl)" (SEED) into ability and lobe; "Labor" alone has no
 * lobe. Case-insensitive; "Comm." is Communicate.
 */
export function parseMethodTraits(
  text: string,
  path = "traits",
  code = "weapon.invalid",
): { ability: AbilityKey; lobe: LobeKey | null } {
  const match = /^\s*([a-z]+)\.?\s*(?:\(\s*([a-z]+)\s*\))?\s*$/iu.exec(typeof text === "string" ? text : "");
  const abilityText = match?.[1]?.toLowerCase();
  const ability = abilityText === undefined ? undefined : (ABILITY_ALIASES[abilityText] ?? abilityText);
  if (!isAbilityKey(ability)) {
    throw new RulesInputError(
      code,
      path,
      `${path}: "${shown(text)}" must read Ability(Lobe), e.g. Operate(Correl); abilities are ${ABILITY_KEYS.join(", ")}`,
    );
  }
  const lobeText = match?.[2]?.toLowerCase();
  if (lobeText === undefined) return { ability, lobe: null };
  if (!isLobeKey(lobeText)) {
    throw new RulesInputError(code, path, `${path}: "${lobeText}" is not a lobe; lobes are ${LOBE_KEYS.join(", ")}`);
  }
  return { ability, lobe: lobeText };
}
