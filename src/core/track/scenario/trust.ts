/**
 * The scenario runner hands `playStep` back the table and the step it made; a caller that hands
 * anything else (a hostile fuzzer, a stale copy) is refused with a RulesInputError instead of
 * being played: the table is checked actor by actor, and the step is read again against it.
 */
import { RulesInputError } from "../../errors";
import type { Rng } from "../../random";
import { own, requireObject } from "../checks";
import { validateTrackWeapon } from "../items";
import { validateTrackActor } from "../state-validation";
import { type TrackStep, readTrackStep } from "./step-read";
import type { TrackTable } from "./table";

const DOCS = 500;

function requireList(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value) || value.length > DOCS) throw new RulesInputError("scenario.invalid", path, `${path} must be a list of at most ${DOCS}`);
  return value;
}

function checkWeapons(value: unknown, path: string): void {
  requireList(value, path).forEach((w, i) => {
    const v = requireObject(w, `${path}[${i}]`, "scenario.invalid");
    if (typeof own(v, "id") !== "string" || typeof own(v, "name") !== "string") throw new RulesInputError("scenario.invalid", `${path}[${i}]`, "a weapon needs an id and a name");
    validateTrackWeapon(own(v, "weapon"), `${path}[${i}].weapon`);
  });
}

/** A table as createTable and playStep make it. */
export function checkTable(value: unknown, path = "table"): TrackTable {
  const v = requireObject(value, path, "scenario.invalid");
  requireList(own(v, "actors"), `${path}.actors`).forEach((a, i) => {
    const at = `${path}.actors[${i}]`;
    const actor = requireObject(a, at, "scenario.invalid");
    for (const key of ["id", "name", "type"]) if (typeof own(actor, key) !== "string") throw new RulesInputError("scenario.invalid", `${at}.${key}`, `${at}.${key} must be text`);
    validateTrackActor(own(actor, "state"), `${at}.state`);
    checkWeapons(own(actor, "weapons"), `${at}.weapons`);
  });
  checkWeapons(own(v, "items"), `${path}.items`);
  requireObject(own(v, "encounter"), `${path}.encounter`, "scenario.invalid");
  return value as TrackTable;
}

/** The step read again from its own fields (ids resolve like names), so only a well-formed step plays. */
export function checkStep(table: TrackTable, value: unknown): TrackStep {
  const v = requireObject(value, "step", "scenario.invalid");
  const path = typeof own(v, "path") === "string" ? (v["path"] as string) : "step";
  const raw: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(v)) if (key !== "path" && !(key === "seconds" && own(v, "type") === "endRound")) raw[key] = field;
  return readTrackStep(table, raw, path);
}

export function checkRng(value: unknown): Rng {
  const v = requireObject(value, "rng", "input.invalid");
  if (typeof own(v, "int") !== "function" || typeof own(v, "next") !== "function") throw new RulesInputError("input.invalid", "rng", "rng must be a random generator");
  return value as Rng;
}
