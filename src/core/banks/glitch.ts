/**
 * Glitch Risk (docs/rules/banks.md §5.4, DECISION — low confidence, replaceable policy). The book's
 * procedure is not public: GR is the sum of the action's GR modifiers plus the damage bank that
 * matches the action, and the default policy is a Shadowrun-like count of ones.
 */
import { requireInt, RulesInputError, requireRecord, shown } from "../errors";
import type { BanksActor } from "./state";

/** The GR modifiers the seed names, by action (§5.4, §6.15, §6.18, §6.21). */
export const GR_MODIFIERS = {
  quickDrawFire: 2,
  runSimultaneous: 1,
  runSimultaneousUnfamiliar: 2,
  attackRunUnfamiliar: 1,
  hurl: 1,
  designWorn: 1,
  unaccustomedGravity: 1,
  unskilledAssistant: 1,
  recoilThrust: 3,
} as const;
export type GrModifier = keyof typeof GR_MODIFIERS;

export type ActionNature = "physical" | "mental" | "other";

export type GlitchRiskInput = {
  actor: Pick<BanksActor, "stun" | "physical">;
  action: ActionNature;
  modifiers?: readonly GrModifier[];
  /** A GM's further GR, whole ≥ 0. */
  extra?: number;
  /** A medic treating themself adds both damage banks (SEED "Using the Medicine Skill"). */
  medicTreatingSelf?: boolean;
};

/** GR = modifiers + physical (physical actions) + stun (mental actions). */
export function glitchRisk(input: GlitchRiskInput): number {
  requireRecord(input, "input");
  const extra = input.extra === undefined ? 0 : requireInt(input.extra, "extra", "input.invalid", { min: 0 });
  let gr = extra;
  const modifiers: unknown = input.modifiers ?? [];
  if (!Array.isArray(modifiers)) throw new RulesInputError("input.invalid", "modifiers", "modifiers must be a list of GR modifier names");
  for (let i = 0; i < modifiers.length; i++) {
    const key: unknown = modifiers[i];
    // A name read off a card: only the seed's modifiers count ("constructor" is not one).
    if (typeof key !== "string" || !Object.hasOwn(GR_MODIFIERS, key)) throw new RulesInputError("input.invalid", `modifiers[${i}]`, `${shown(key)} is not a GR modifier`);
    gr += GR_MODIFIERS[key as GrModifier];
  }
  const both = input.medicTreatingSelf === true;
  const actor = (): Record<string, unknown> => requireRecord(input.actor, "actor", "actor.invalid");
  if (input.action === "physical" || both) gr += requireInt(actor()["physical"], "actor.physical", "bank.outOfRange", { min: 0 });
  if (input.action === "mental" || both) gr += requireInt(actor()["stun"], "actor.stun", "bank.outOfRange", { min: 0 });
  return gr;
}

export type GlitchInput = { poolSize: number; ones: number; gr: number };
/** A replaceable glitch rule (world setting `glitchPolicy`, §3.4). */
export type GlitchPolicy = (input: GlitchInput) => boolean;

/** Ones needed to glitch under the default policy: `max(1, floor(pool / 2) + 1 − GR)`. */
export function glitchOnesNeeded(poolSize: number, gr: number): number {
  requireInt(poolSize, "poolSize", "input.invalid");
  requireInt(gr, "gr", "input.invalid");
  return Math.max(1, Math.floor(Math.max(0, poolSize) / 2) + 1 - gr);
}

/** Default: more than half the dice show 1 at GR 0; each GR point needs one fewer 1. */
export const DEFAULT_GLITCH_POLICY: GlitchPolicy = (input) => {
  if (typeof input !== "object" || input === null) throw new RulesInputError("input.invalid", "glitch", "A glitch check needs { poolSize, ones, gr }");
  return requireInt(input.ones, "glitch.ones", "input.invalid", { min: 0 }) >= glitchOnesNeeded(input.poolSize, input.gr);
};
