/**
 * Unknown fields in a scenario are refused, not ignored: a typo such as `"bulets": 3` would
 * otherwise play a different encounter than the one written. Only fields the scenario format
 * defines are checked; a pasted compendium document keeps its Foundry fields (`_key`, `img`, …).
 */
import { RulesInputError, requireRecord } from "../errors";
import type { AnyRuleset, ItemKind } from "../ruleset";
import { type Scenario, checkScenario } from "./scenario";
import type { SourceDocument } from "./source-document";

const MAX_TYPO_LENGTH = 200;

function requireNames(known: unknown, path: string): void {
  if (!Array.isArray(known) || known.some((k) => typeof k !== "string" || k.length > MAX_TYPO_LENGTH)) {
    throw new RulesInputError("scenario.invalid", path, `${path} must be a list of field names`);
  }
}

/** Throws `scenario.unknownField` at the first key of `value` that `known` does not list. */
export function checkFields(value: Readonly<Record<string, unknown>>, known: readonly string[], path: string): void {
  requireRecord(value, path, "scenario.invalid");
  requireNames(known, "known");
  for (const key of Object.keys(value)) {
    if (known.includes(key)) continue;
    const near = closest(key, known);
    const hint = near === null ? `known fields: ${known.join(", ")}` : `did you mean "${near}"?`;
    throw new RulesInputError("scenario.unknownField", fieldPath(path, key), `unknown field; ${hint}`);
  }
}

/** `$.steps[1]` + `bulets` → `$.steps[1].bulets`; a key that is not a plain name is quoted. */
export function fieldPath(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** The known name nearest to `name` (case-insensitive edit distance), if it is near enough to be a typo. */
export function closest(name: string, known: readonly string[]): string | null {
  if (typeof name !== "string") throw new RulesInputError("scenario.invalid", "name", "name must be text");
  requireNames(known, "known");
  // Edit distance is quadratic: a name this long is no typo of a field name.
  if (name.length > MAX_TYPO_LENGTH) return null;
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  // A third of the longer name: "bulets" → "bullets", but "colour" suggests nothing for "pool".
  return best !== null && bestDistance <= Math.max(1, Math.floor(Math.max(name.length, best.length) / 3)) ? best : null;
}

/** Levenshtein distance with adjacent transpositions (optimal string alignment). */
function distance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number): number => rows[i]?.[j] ?? Infinity;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] ?? [];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, at(i - 2, j - 2) + 1);
      row[j] = d;
    }
  }
  return at(a.length, b.length);
}

/**
 * The fields a ruleset's slice (`system.<ruleset>`) may hold on an actor of a kind and on an
 * item of a kind; null for a kind the ruleset gives no slice (then nothing is checked).
 */
export interface DocumentFields {
  actor(kind: string): readonly string[] | null;
  item(kind: string): readonly string[] | null;
}

/** Checks the ruleset's slice of every actor, embedded item and world item of the scenario. */
export function checkDocumentFields(given: Scenario, ruleset: string, fields: DocumentFields): void {
  const scenario = checkScenario(given);
  if (typeof ruleset !== "string") throw new RulesInputError("scenario.invalid", "ruleset", "ruleset must be a ruleset id");
  const f = requireRecord(fields, "fields", "scenario.invalid");
  if (typeof f["actor"] !== "function" || typeof f["item"] !== "function") throw new RulesInputError("scenario.invalid", "fields", "fields must read actor and item kinds");
  const slice = (doc: SourceDocument, known: readonly string[] | null, path: string): void => {
    const value = doc.system[ruleset];
    if (known === null || typeof value !== "object" || value === null || Array.isArray(value)) return;
    checkFields(value as Record<string, unknown>, known, `${path}.system.${ruleset}`);
  };
  const items = (docs: readonly SourceDocument[], path: string): void => docs.forEach((item, i) => slice(item, fields.item(item.type), `${path}[${i}]`));
  scenario.actors.forEach((actor, i) => {
    slice(actor, fields.actor(actor.type), `$.actors[${i}]`);
    items(actor.items, `$.actors[${i}].items`);
  });
  items(scenario.items, "$.items");
}

/**
 * A ruleset's slice fields are those of its defaults: what a freshly created document holds is
 * exactly what the format defines (packs hold the same fields).
 */
export function documentFieldsOf(ruleset: Pick<AnyRuleset, "actor" | "items">): DocumentFields {
  const keys = (value: unknown): readonly string[] | null => (typeof value === "object" && value !== null ? Object.keys(value) : null);
  return {
    actor: (kind) => (kind === "character" || kind === "npc" ? keys(ruleset.actor.defaults({ kind })) : null),
    item: (kind) => {
      if (!isItemKind(kind)) return null;
      const spec = ruleset.items[kind];
      return spec ? keys(spec.defaults({ kind })) : null;
    },
  };
}

const ITEM_KINDS: readonly ItemKind[] = ["weapon", "armor", "behavior"];
const isItemKind = (kind: string): kind is ItemKind => (ITEM_KINDS as readonly string[]).includes(kind);
