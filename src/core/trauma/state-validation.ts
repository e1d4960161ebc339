import { type Card, validateCard, formatCard } from "../cards";
import { isPerkCard } from "./decks";
import { RulesInputError, requireInt } from "../errors";
import { validateBehaviors } from "./behaviors";
import { validateSpread } from "./spread";
import type { TraumaActor } from "./state";
import { sumInUse } from "./state";
import { ABILITY_KEYS, LOBE_KEYS, MAX_ABILITY, MAX_LEAD_ABILITY, MAX_LOBE, isAbilityKey, isLobeKey } from "./traits";

function requireObject(value: unknown, path: string, code = "actor.invalid"): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RulesInputError(code, path, `${path} must be an object`);
  }
  return value as Record<string, unknown>;
}

function requireBoolean(value: unknown, path: string): void {
  if (typeof value !== "boolean") throw new RulesInputError("actor.invalid", path, `${path} must be true or false`);
}

function requireArray(value: unknown, path: string, code = "actor.invalid"): unknown[] {
  if (!Array.isArray(value)) throw new RulesInputError(code, path, `${path} must be a list`);
  return value;
}

/** A hand of Perk Cards: real cards, from the Perk Deck, each id once. */
export function validatePerkHand(value: unknown, path = "perkHand"): Card[] {
  const ids = new Set<string>();
  requireArray(value, path, "card.invalid").forEach((c, i) => {
    const where = `${path}[${i}]`;
    const card = validateCard(c, where);
    if (!isPerkCard(card)) {
      throw new RulesInputError("perk.invalidCard", where, `${formatCard(card, { symbols: true })} is not a Perk Deck card`);
    }
    if (ids.has(card.id)) throw new RulesInputError("card.duplicate", `${where}.id`, `Perk Card id "${card.id}" appears twice`);
    ids.add(card.id);
  });
  return value as Card[];
}

/**
 * Checks a whole `system.trauma` actor state (docs/rules/trauma.md §3.1) and returns it typed;
 * throws `RulesInputError` with the path of the first bad field, e.g. "trauma.vim.clot".
 */
export function validateTraumaActor(value: unknown, path = "trauma"): TraumaActor {
  const v = requireObject(value, path);
  requireBoolean(v["isLead"], `${path}.isLead`);
  const maxVim = requireInt(v["maxVim"], `${path}.maxVim`, "actor.invalid", { min: 1 });
  const maxAbility = v["isLead"] === true ? MAX_LEAD_ABILITY : MAX_ABILITY;

  const abilities = requireObject(v["abilities"], `${path}.abilities`);
  for (const [key, rating] of Object.entries(abilities)) {
    const where = `${path}.abilities.${key}`;
    if (!isAbilityKey(key)) {
      throw new RulesInputError("actor.invalid", where, `${key} is not an ability; abilities are ${ABILITY_KEYS.join(", ")}`);
    }
    requireInt(rating, where, "actor.invalid", { min: 0, max: maxAbility });
  }
  const lobes = requireObject(v["lobes"], `${path}.lobes`);
  for (const [key, score] of Object.entries(lobes)) {
    const where = `${path}.lobes.${key}`;
    if (!isLobeKey(key)) throw new RulesInputError("actor.invalid", where, `${key} is not a lobe; lobes are ${LOBE_KEYS.join(", ")}`);
    requireInt(score, where, "actor.invalid", { min: 0, max: MAX_LOBE });
  }
  validateBehaviors(v["behaviors"], `${path}.behaviors`);
  if (v["armorSpread"] !== null) validateSpread(v["armorSpread"], `${path}.armorSpread`);
  validatePerkHand(v["perkHand"], `${path}.perkHand`);

  const vim = requireObject(v["vim"], `${path}.vim`);
  for (const key of ["lifeSupport", "clot", "hunger", "fatigue"] as const) {
    requireInt(vim[key], `${path}.vim.${key}`, "vim.negative", { min: 0 });
  }
  const conditions = requireObject(vim["conditions"], `${path}.vim.conditions`);
  for (const [name, n] of Object.entries(conditions)) requireInt(n, `${path}.vim.conditions.${name}`, "vim.negative", { min: 0 });
  const relicIds = new Set<string>();
  requireArray(vim["relics"], `${path}.vim.relics`).forEach((r, i) => {
    const where = `${path}.vim.relics[${i}]`;
    const relic = requireObject(r, where);
    if (typeof relic["id"] !== "string" || relic["id"] === "") {
      throw new RulesInputError("actor.invalid", `${where}.id`, `${where}.id must be a non-empty string`);
    }
    if (relicIds.has(relic["id"])) throw new RulesInputError("actor.invalid", `${where}.id`, `Relic id "${relic["id"]}" appears twice`);
    relicIds.add(relic["id"]);
    if (typeof relic["name"] !== "string") throw new RulesInputError("actor.invalid", `${where}.name`, `${where}.name must be text`);
    requireInt(relic["vim"], `${where}.vim`, "vim.negative", { min: 0 });
  });
  requireInt(v["clotDeficit"], `${path}.clotDeficit`, "vim.negative", { min: 0 });

  const status = requireObject(v["status"], `${path}.status`);
  requireBoolean(status["unconscious"], `${path}.status.unconscious`);
  requireBoolean(status["dead"], `${path}.status.dead`);
  requireArray(v["conditionsInflicted"], `${path}.conditionsInflicted`).forEach((c, i) => {
    if (typeof c !== "string" || c === "") {
      throw new RulesInputError("actor.invalid", `${path}.conditionsInflicted[${i}]`, "A condition must be a non-empty name");
    }
  });

  const state = value as TraumaActor;
  // docs/rules/trauma.md §3.1: every Vim counter adds up to Max Vim at all times.
  const total = state.vim.lifeSupport + sumInUse(state.vim); // every counter was checked above
  if (total !== maxVim) {
    throw new RulesInputError(
      "vim.invariant",
      `${path}.vim`,
      `Life Support, Clot, Hunger, Fatigue, conditions and relics hold ${total} Vim but Max Vim is ${maxVim}; they must add up`,
    );
  }
  return state;
}

/** Actions and draws by a dead actor are bad input (§6 actor.dead); reading state is fine. */
export function requireAlive(state: TraumaActor, path: string, what: string): void {
  if (state.status.dead) throw new RulesInputError("actor.dead", `${path}.status.dead`, `A dead actor cannot ${what}`);
}
