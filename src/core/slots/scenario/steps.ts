/**
 * Reading slots scenario steps (docs/scenarios.md "Slots"): the shape and references of each step,
 * checked before anything is played. Naturals left out are rolled by the scenario's generator.
 */
import { RulesInputError } from "../../errors";
import { checkFields, table as generic } from "../../encounter";
import { readOnHit } from "../effects";
import type { OnHit } from "../item";
import { field, optionalBool, optionalCount, requireList, requireOneOf, requireRecord, requireText, requireWhole } from "../shape";
import { LIMITS, MAIM_KINDS, type MaimKind, SIDES, type Side } from "../state";
import type { SlotsTable } from "./table";

export type Naturals = Readonly<Partial<Record<"accuracy" | "damage" | "stun" | "stress" | "burnout", number>>>;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type SlotsStep = (
  | { type: "initiative"; path: string; rolls: Readonly<Record<string, number>>; stays: readonly ({ id: string; after: string } | { id: string; with: string })[] }
  | { type: "startRound" | "endPhase" | "endRound"; path: string }
  | { type: "attack"; path: string; actor: string; item: string; target: string; naturals: Naturals; construct: boolean }
  | { type: "ability"; path: string; actor: string; item: string; naturals: Naturals; rounds: number }
  | { type: "effect"; path: string; target: string; onHit: OnHit; naturals: Naturals; dot: number; hot: number; rounds: number }
  | { type: "execute"; path: string; actor: string; target: string; lethal: boolean }
  | { type: "maim"; path: string; target: string; kind: MaimKind; part: string; side: Side | null }
  | { type: "outro"; path: string; mode: "allResolve" | "slowBurn" }
) & { readonly raw: Readonly<Record<string, unknown>> };

const NATURALS = ["accuracy", "damage", "stun", "stress", "burnout"] as const;
const STEP_FIELDS: Readonly<Record<string, readonly string[]>> = {
  initiative: ["rolls", "stays"],
  startRound: [],
  endPhase: [],
  endRound: [],
  attack: ["actor", "item", "target", "construct", ...NATURALS],
  ability: ["actor", "item", "rounds", "stress", "burnout"],
  effect: ["target", "bleed", "hemorrhage", "exsanguinate", "stunV", "stun", "slow", "agony", "dot", "hot", "rounds"],
  execute: ["actor", "target", "lethal"],
  maim: ["target", "kind", "part", "side"],
  outro: ["mode"],
};
const STEP_TYPES = Object.keys(STEP_FIELDS);

const actorId = (table: SlotsTable, ref: unknown, path: string): string => generic.actorRef(table, ref, path).id;

function naturals(raw: Readonly<Record<string, unknown>>, path: string): Naturals {
  const out: Partial<Record<(typeof NATURALS)[number], number>> = {};
  for (const key of NATURALS) {
    const n = optionalCount(field(raw, key), `${path}.${key}`, "check.badNatural", 1000);
    if (n !== undefined) out[key] = n;
  }
  return out;
}

function readInitiative(table: SlotsTable, raw: Readonly<Record<string, unknown>>, path: string): DistributiveOmit<SlotsStep, "raw"> {
  const rolls: Record<string, number> = {};
  const given = field(raw, "rolls");
  if (given !== undefined) {
    for (const [ref, n] of Object.entries(requireRecord(given, `${path}.rolls`, "scenario.invalid"))) {
      const id = actorId(table, ref, `${path}.rolls`);
      Object.defineProperty(rolls, id, { value: requireWhole(n, `${path}.rolls.${ref}`, "check.badNatural", { min: 1, max: 20 }), enumerable: true });
    }
  }
  const stays = requireList(field(raw, "stays") ?? [], `${path}.stays`, "scenario.invalid", LIMITS.listLength).map((s, i) => {
    const rec = requireRecord(s, `${path}.stays[${i}]`, "scenario.invalid");
    checkFields(rec, ["actor", "after", "with"], `${path}.stays[${i}]`);
    const id = actorId(table, field(rec, "actor"), `${path}.stays[${i}].actor`);
    const after = field(rec, "after");
    return after !== undefined ? { id, after: actorId(table, after, `${path}.stays[${i}].after`) } : { id, with: actorId(table, field(rec, "with"), `${path}.stays[${i}].with`) };
  });
  return { type: "initiative", path, rolls, stays };
}

/** A step as read, with what it was read from (`raw`), so playing it can read it again. */
export function readSlotsStep(table: SlotsTable, raw: Readonly<Record<string, unknown>>, path: string): SlotsStep {
  return { ...readStepFields(table, raw, path), raw } as SlotsStep;
}

function readStepFields(table: SlotsTable, raw: Readonly<Record<string, unknown>>, path: string): DistributiveOmit<SlotsStep, "raw"> {
  const type = field(raw, "type");
  if (typeof type !== "string" || !STEP_TYPES.includes(type)) {
    throw new RulesInputError("scenario.invalid", `${path}.type`, `${path}.type must be one of ${STEP_TYPES.join(", ")}, got ${JSON.stringify(type)}`);
  }
  checkFields(raw, ["type", ...(STEP_FIELDS[type] ?? [])], path);
  const ref = (key: string): string => actorId(table, field(raw, key), `${path}.${key}`);
  const item = (actor: string): string => generic.weaponRef(table, generic.actorById(table, actor), field(raw, "item"), `${path}.item`).id;
  const rounds = (): number => optionalCount(field(raw, "rounds"), `${path}.rounds`, "damage.negative", LIMITS.rounds) ?? 0;
  switch (type) {
    case "initiative":
      return readInitiative(table, raw, path);
    case "startRound":
    case "endPhase":
    case "endRound":
      return { type, path };
    case "attack": {
      const actor = ref("actor");
      return { type, path, actor, item: item(actor), target: ref("target"), naturals: naturals(raw, path), construct: optionalBool(field(raw, "construct"), `${path}.construct`, "scenario.invalid") };
    }
    case "ability": {
      const actor = ref("actor");
      return { type, path, actor, item: item(actor), naturals: naturals(raw, path), rounds: rounds() };
    }
    case "effect": {
      const count = (key: string): number => optionalCount(field(raw, key), `${path}.${key}`, "damage.negative", LIMITS.counters) ?? 0;
      return { type, path, target: ref("target"), onHit: readOnHit(raw, path), naturals: naturals(raw, path), dot: count("dot"), hot: count("hot"), rounds: rounds() };
    }
    case "execute":
      return { type, path, actor: ref("actor"), target: ref("target"), lethal: field(raw, "lethal") === undefined ? true : optionalBool(field(raw, "lethal"), `${path}.lethal`, "scenario.invalid") };
    case "maim": {
      const side = field(raw, "side");
      return {
        type,
        path,
        target: ref("target"),
        kind: requireOneOf(field(raw, "kind"), MAIM_KINDS, `${path}.kind`, "scenario.invalid"),
        part: requireText(field(raw, "part"), `${path}.part`, "scenario.invalid", 40),
        side: side === undefined ? null : requireOneOf(side, SIDES, `${path}.side`, "scenario.invalid"),
      };
    }
    default:
      return { type: "outro", path, mode: requireOneOf(field(raw, "mode"), ["allResolve", "slowBurn"] as const, `${path}.mode`, "scenario.invalid") };
  }
}
