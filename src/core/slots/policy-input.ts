/**
 * Checks of what the ruleset object's methods are handed (the combat policy's views, the scenario
 * rules' tables and steps, an injected generator): each is validated once where it comes in, so
 * hostile input is refused with a `RulesInputError` and the procedures below run on trusted data.
 */
import { RulesInputError } from "../errors";
import { type Scenario, readSourceDocument } from "../encounter";
import type { Rng } from "../random";
import type { CombatView, CombatantView } from "../ruleset";
import { type SlotsEncounter, validateSlotsEncounter } from "./encounter";
import { validateSlotsItem } from "./item";
import { field, requireBool, requireList, requireNatural, requireRecord, requireText, requireWhole } from "./shape";
import { LIMITS, type SlotsActor } from "./state";
import { validateSlotsActor } from "./state-validation";

const INVALID = "input.invalid";
/** A tracker holds a few dozen combatants; far more is a mistake, refused before any work. */
export const MAX_COMBATANTS = LIMITS.combatants;

export function checkCombatant(value: unknown, path: string): CombatantView<SlotsActor> {
  const c = requireRecord(value, path, INVALID);
  requireText(field(c, "id"), `${path}.id`, INVALID, 64);
  requireText(field(c, "name"), `${path}.name`, INVALID, 200);
  requireBool(field(c, "isPlayer"), `${path}.isPlayer`, INVALID);
  requireBool(field(c, "defeated"), `${path}.defeated`, INVALID);
  validateSlotsActor(field(c, "state"), `${path}.state`);
  return value as CombatantView<SlotsActor>;
}

export function checkView(value: unknown, path = "view"): CombatView<SlotsActor, SlotsEncounter> {
  const v = requireRecord(value, path, INVALID);
  requireWhole(field(v, "round"), `${path}.round`, INVALID, { min: 0, max: LIMITS.round });
  requireList(field(v, "combatants"), `${path}.combatants`, INVALID, MAX_COMBATANTS).forEach((c, i) => checkCombatant(c, `${path}.combatants[${i}]`));
  validateSlotsEncounter(field(v, "encounter"), `${path}.encounter`);
  return value as CombatView<SlotsActor, SlotsEncounter>;
}

export function checkRng(value: unknown, path = "rng"): Rng {
  const r = requireRecord(value, path, INVALID);
  if (typeof field(r, "next") !== "function" || typeof field(r, "int") !== "function") throw new RulesInputError(INVALID, path, `${path} must be a generator with next() and int()`);
  return value as Rng;
}

/** A roll from the injected generator, checked: a generator that answers outside 1…X is refused. */
export function rollWith(rng: Rng, sides: number, path: string): number {
  return requireNatural(sides, rng.int(1, sides), path);
}

/** A scenario as `readScenario` makes it: the documents as read (items defaulted) and the steps, checked before a table is built. */
export function checkScenario(value: unknown, path = "$"): Scenario {
  const s = requireRecord(value, path, "scenario.invalid");
  const actors = requireList(field(s, "actors"), `${path}.actors`, "scenario.invalid", MAX_COMBATANTS).map((a, i) => readSourceDocument(a, `${path}.actors[${i}]`));
  const items = requireList(field(s, "items"), `${path}.items`, "scenario.invalid", 10_000).map((a, i) => readSourceDocument(a, `${path}.items[${i}]`));
  const steps = requireList(field(s, "steps"), `${path}.steps`, "scenario.invalid", 100_000).map((step, i) => requireRecord(step, `${path}.steps[${i}]`, "scenario.invalid"));
  const seed = field(s, "seed");
  if (typeof seed !== "string" && (typeof seed !== "number" || !Number.isInteger(seed))) throw new RulesInputError("scenario.invalid", `${path}.seed`, `${path}.seed must be a whole number or a string`);
  const title = field(s, "title");
  return { ruleset: "slots", title: typeof title === "string" ? title : "", seed, actors, items, steps };
}

/** A scenario table as the slots rules build it: actors with their state and items, the cycle, the round. */
export function checkTable<T>(value: T, path = "table"): T {
  const t = requireRecord(value, path, INVALID);
  const weapons = (list: unknown, at: string): void =>
    requireList(list, at, INVALID, 10_000).forEach((w, i) => {
      const rec = requireRecord(w, `${at}[${i}]`, INVALID);
      requireText(field(rec, "id"), `${at}[${i}].id`, INVALID, 64);
      requireText(field(rec, "name"), `${at}[${i}].name`, INVALID, 200);
      validateSlotsItem(field(rec, "weapon"), `${at}[${i}].weapon`);
    });
  requireList(field(t, "actors"), `${path}.actors`, INVALID, MAX_COMBATANTS).forEach((a, i) => {
    const rec = requireRecord(a, `${path}.actors[${i}]`, INVALID);
    requireText(field(rec, "id"), `${path}.actors[${i}].id`, INVALID, 64);
    requireText(field(rec, "name"), `${path}.actors[${i}].name`, INVALID, 200);
    requireText(field(rec, "type"), `${path}.actors[${i}].type`, INVALID, 64);
    validateSlotsActor(field(rec, "state"), `${path}.actors[${i}].state`);
    weapons(field(rec, "weapons"), `${path}.actors[${i}].weapons`);
  });
  weapons(field(t, "items"), `${path}.items`);
  validateSlotsEncounter(field(t, "encounter"), `${path}.encounter`);
  requireWhole(field(t, "round"), `${path}.round`, INVALID, { min: 0, max: LIMITS.round });
  return value;
}
