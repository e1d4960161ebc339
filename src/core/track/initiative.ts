/**
 * Initiative and Initiative Passes (rules/track.md §7): each round every combatant rolls
 * Intuition + Agility; the hits are its score. Higher scores act first, equal scores act together
 * as one group; after everyone has moved, those with extra passes act again, one pass each, to
 * at most four turns a round. A combatant may hold its turn until after the lower scores.
 */
import { countPool } from "../dice";
import { RulesInputError } from "../errors";
import { own, requireObject } from "./checks";
import { MAX_ATTRIBUTE, MAX_EXTRA_PASSES, type TrackActor } from "./state";
import { requireWhole, requireFaces } from "./whole";

/** §7: a round is 12 seconds of world time. */
export const ROUND_SECONDS = 12;
/** §5.9: an Initiative Pass is 3 seconds (damage over time with delay 0 ticks each pass). */
export const PASS_SECONDS = 3;
export const MAX_TURNS = 1 + MAX_EXTRA_PASSES;

export function initiativePool(state: Pick<TrackActor, "intuition" | "agility">): number {
  const v = requireObject(state, "state", "actor.invalid");
  const attribute = (key: string): number => requireWhole(own(v, key), `state.${key}`, "actor.invalid", { min: 0, max: MAX_ATTRIBUTE });
  return attribute("intuition") + attribute("agility");
}

/** The Initiative Score of rolled dice (checked against the pool size). */
export function initiativeScore(state: Pick<TrackActor, "intuition" | "agility">, dice: readonly number[]): number {
  return countPool(requireFaces(dice, "dice", initiativePool(state))).hits;
}

export type InitiativeEntry = { id: string; score: number; extraPasses: number; canAct: boolean };
/** One group acts at once; a pass is its groups in order. */
export type InitiativeGroup = { score: number; ids: string[] };
export type InitiativePass = { pass: number; groups: InitiativeGroup[] };

/** §7: the passes of a round, first to act first; those who cannot act (Incapacitated, dead) are left out. */
export function initiativePasses(entries: readonly InitiativeEntry[]): InitiativePass[] {
  if (!Array.isArray(entries)) throw new RulesInputError("input.invalid", "entries", "entries must be a list");
  if (entries.length > 500) throw new RulesInputError("input.invalid", "entries", "at most 500 combatants");
  entries.forEach((e, i) => {
    if (typeof e !== "object" || e === null || typeof e.id !== "string" || typeof e.canAct !== "boolean") throw new RulesInputError("input.invalid", `entries[${i}]`, `entries[${i}] must be { id, score, extraPasses, canAct }`);
    requireWhole(e.score, `entries[${i}].score`, "input.invalid", { min: 0, max: 1000 });
    requireWhole(e.extraPasses, `entries[${i}].extraPasses`, "input.invalid", { min: 0, max: MAX_EXTRA_PASSES });
  });
  const passes: InitiativePass[] = [];
  for (let pass = 1; pass <= MAX_TURNS; pass++) {
    const acting = entries.filter((e) => e.canAct && e.extraPasses >= pass - 1);
    if (acting.length === 0) break;
    const scores = [...new Set(acting.map((e) => e.score))].sort((a, b) => b - a);
    passes.push({ pass, groups: scores.map((score) => ({ score, ids: acting.filter((e) => e.score === score).map((e) => e.id) })) });
  }
  return passes;
}

/** §7 hold: the combatant leaves its group and acts after everyone else of this pass. */
export function holdTurn(pass: InitiativePass, id: string): InitiativePass {
  const v = requireObject(pass, "pass", "input.invalid");
  const given = own(v, "groups");
  if (!Array.isArray(given) || given.some((g: unknown) => typeof g !== "object" || g === null || !Array.isArray((g as InitiativeGroup).ids))) {
    throw new RulesInputError("input.invalid", "pass.groups", "pass.groups must be a list of { score, ids }");
  }
  const found = pass.groups.find((g) => g.ids.includes(id));
  if (!found) throw new RulesInputError("initiative.notInPass", "id", `${id} has no turn in pass ${pass.pass}`);
  const groups = pass.groups.map((g) => ({ ...g, ids: g.ids.filter((x) => x !== id) })).filter((g) => g.ids.length > 0);
  return { pass: pass.pass, groups: [...groups, { score: found.score, ids: [id] }] };
}
