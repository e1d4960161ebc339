import { RulesInputError, requireRecord } from "../errors";
import { DEFAULT_RULESET, type RulesetId, isRulesetId, RULESET_IDS } from "../ruleset-id";
import { checkFields } from "./fields";
import { type SourceDocument, readSourceDocument } from "./source-document";

/**
 * A scripted encounter (docs/scenarios.md): which ruleset, the actors and world items as
 * compendium-style documents, an optional seed, and the steps to play. Steps stay raw here;
 * the ruleset's scenario rules read them.
 */
export interface Scenario {
  readonly ruleset: RulesetId;
  readonly title: string;
  readonly seed: number | string;
  readonly actors: readonly SourceDocument[];
  readonly items: readonly SourceDocument[];
  readonly steps: readonly Readonly<Record<string, unknown>>[];
}

const SCENARIO_FIELDS = ["title", "ruleset", "seed", "actors", "items", "steps"];

export function readScenario(value: unknown): Scenario {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RulesInputError("scenario.invalid", "$", "a scenario must be a JSON object with ruleset, actors and steps");
  }
  const v = value as Record<string, unknown>;
  checkFields(v, SCENARIO_FIELDS, "$");
  const ruleset = v["ruleset"] ?? DEFAULT_RULESET;
  if (!isRulesetId(ruleset)) {
    throw new RulesInputError("scenario.invalid", "$.ruleset", `$.ruleset must be one of ${RULESET_IDS.join(", ")}, got ${JSON.stringify(ruleset)}`);
  }
  const seed = v["seed"] ?? 1;
  if (typeof seed !== "string" && (typeof seed !== "number" || !Number.isInteger(seed))) {
    throw new RulesInputError("scenario.invalid", "$.seed", "$.seed must be a whole number or a string");
  }
  const title = v["title"] ?? "";
  if (typeof title !== "string") throw new RulesInputError("scenario.invalid", "$.title", "$.title must be text");
  const actors = list(v["actors"], "$.actors").map((a, i) => readSourceDocument(a, `$.actors[${i}]`));
  if (actors.length === 0) throw new RulesInputError("scenario.invalid", "$.actors", "$.actors must hold at least one actor");
  const items = list(v["items"] ?? [], "$.items").map((a, i) => readSourceDocument(a, `$.items[${i}]`));
  const ids = new Set<string>();
  for (const [i, doc] of [...actors, ...items].entries()) {
    if (ids.has(doc._id)) {
      const path = i < actors.length ? `$.actors[${i}]._id` : `$.items[${i - actors.length}]._id`;
      throw new RulesInputError("scenario.invalid", path, `${path}: _id "${doc._id}" is used twice`);
    }
    ids.add(doc._id);
  }
  const steps = list(v["steps"], "$.steps").map((s, i) => {
    if (typeof s !== "object" || s === null || Array.isArray(s)) {
      throw new RulesInputError("scenario.invalid", `$.steps[${i}]`, `$.steps[${i}] must be an object with a "type"`);
    }
    return s as Record<string, unknown>;
  });
  return { ruleset, title, seed, actors, items, steps };
}

function list(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new RulesInputError("scenario.invalid", path, `${path} must be a list`);
  return value;
}

/**
 * Checks a Scenario handed to the runner or the field checks directly (not through readScenario):
 * its documents and steps, before any is read.
 */
export function checkScenario(value: unknown, path = "scenario"): Scenario {
  const v = requireRecord(value, path, "scenario.invalid");
  if (!(typeof v["seed"] === "string" || (typeof v["seed"] === "number" && Number.isFinite(v["seed"])))) {
    throw new RulesInputError("scenario.invalid", `${path}.seed`, `${path}.seed must be a number or text`);
  }
  const lists: Record<string, unknown[]> = {};
  for (const key of ["actors", "items", "steps"]) {
    const list = v[key];
    if (!Array.isArray(list)) throw new RulesInputError("scenario.invalid", `${path}.${key}`, `${path}.${key} must be a list`);
    // Documents are returned as read (a missing system or items defaulted): callers read the copy, never the raw value.
    lists[key] = list.map((entry: unknown, i) => (key === "steps" ? requireRecord(entry, `${path}.steps[${i}]`, "scenario.invalid") : readSourceDocument(entry, `${path}.${key}[${i}]`)));
  }
  return { ...(value as Scenario), actors: lists["actors"] as SourceDocument[], items: lists["items"] as SourceDocument[], steps: lists["steps"] as Scenario["steps"] };
}
