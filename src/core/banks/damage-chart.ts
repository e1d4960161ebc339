/**
 * The Damage Types chart (docs/rules/banks.md §4, DECISION: default data). The book's chart is not
 * public; this default follows the seed's anchors and is held as data so a GM can swap in the
 * book's: `damageChart[kind][letter] = { resist, effect, critical }`.
 */
import { RulesInputError } from "../errors";
import { DAMAGE_LETTERS, type DamageLetter } from "./damage-code";

export const TARGET_KINDS = ["life", "machine", "vehicle"] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

export type DamageBank = "stun" | "physical" | "sensory";
/** `double` adds the standard effect again; `+bank` also fills that bank; `dismemberment` flags a limb or digit. */
export type CriticalEffect = "double" | "+stun" | "+physical" | "+sensory" | "dismemberment" | "none";
export type ChartEntry = { resist: "armor" | "none"; effect: DamageBank; critical: CriticalEffect };
export type DamageChart = Record<TargetKind, Record<DamageLetter, ChartEntry>>;

const e = (resist: ChartEntry["resist"], effect: DamageBank, critical: CriticalEffect): ChartEntry => Object.freeze({ resist, effect, critical });

const LIFE: Record<DamageLetter, ChartEntry> = Object.freeze({
  I: e("armor", "stun", "double"),
  P: e("armor", "physical", "double"),
  C: e("armor", "physical", "+stun"),
  A: e("armor", "physical", "double"),
  F: e("armor", "stun", "+physical"),
  R: e("none", "physical", "double"),
  H: e("armor", "physical", "double"),
  X: e("armor", "physical", "dismemberment"),
  E: e("armor", "stun", "+physical"),
  S: e("none", "sensory", "double"),
});

// Machines and vehicles: everything physical except Radiation and Sensory's resistance (§4).
const MACHINE: Record<DamageLetter, ChartEntry> = Object.freeze({
  I: e("armor", "physical", "double"),
  P: e("armor", "physical", "double"),
  C: e("armor", "physical", "double"),
  A: e("armor", "physical", "double"),
  F: e("armor", "physical", "double"),
  R: e("none", "physical", "double"),
  H: e("armor", "physical", "double"),
  X: e("armor", "physical", "double"),
  E: e("armor", "physical", "double"),
  S: e("none", "sensory", "double"),
});

/** docs/rules/banks.md §4: vehicles use the Machine column on their hull `physical` bank. */
export const DEFAULT_DAMAGE_CHART: DamageChart = Object.freeze({ life: LIFE, machine: MACHINE, vehicle: MACHINE });

const CRITICALS: readonly string[] = ["double", "+stun", "+physical", "+sensory", "dismemberment", "none"];
const BANKS: readonly string[] = ["stun", "physical", "sensory"];

/** Checks a GM-supplied chart: every kind, every letter, known words only (`chart.invalid`). */
export function validateDamageChart(value: unknown, path = "damageChart"): DamageChart {
  const fail = (where: string, what: string): never => {
    throw new RulesInputError("chart.invalid", where, `${where} ${what}`);
  };
  if (typeof value !== "object" || value === null) fail(path, "must be an object keyed by life, machine, vehicle");
  const chart = value as Record<string, unknown>;
  for (const kind of TARGET_KINDS) {
    const column = chart[kind];
    if (typeof column !== "object" || column === null) fail(`${path}.${kind}`, "must be an object keyed by damage letter");
    for (const letter of DAMAGE_LETTERS) {
      const where = `${path}.${kind}.${letter}`;
      const entry = (column as Record<string, unknown>)[letter];
      if (typeof entry !== "object" || entry === null) fail(where, "must be { resist, effect, critical }");
      const { resist, effect, critical } = entry as Record<string, unknown>;
      if (resist !== "armor" && resist !== "none") fail(`${where}.resist`, 'must be "armor" or "none"');
      if (typeof effect !== "string" || !BANKS.includes(effect)) fail(`${where}.effect`, "must be stun, physical or sensory");
      if (typeof critical !== "string" || !CRITICALS.includes(critical)) fail(`${where}.critical`, `must be one of ${CRITICALS.join(", ")}`);
    }
  }
  return value as DamageChart;
}
