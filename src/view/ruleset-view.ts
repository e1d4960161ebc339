/**
 * The view contract every ruleset fulfils for scenarios (design.md "Layers": one folder per
 * ruleset, one registry): how a played step's record reads as a log, and how the exact odds of
 * a step read as aligned lines. Records and odds arrive as the plain JSON the core returned.
 */
import { Fraction } from "../core/odds";
import type { OddsRecord } from "../core/ruleset";
import type { RulesetId } from "../core/ruleset-id";
import type { Text } from "./i18n";

/** `O`: the ruleset's step record; `D`: its odds record (both plain JSON). */
export interface RulesetView<O = unknown, D extends OddsRecord = OddsRecord> {
  readonly id: RulesetId;
  /** The readable log of one played step, as text keys. */
  stepLog(outcome: O): Text[];
  /** The exact odds of one step, worded by `word` (the CLI passes its dictionary). */
  oddsLines(odds: D, word: (t: Text) => string): string[];
}

/** A fraction as odds records write it ("3/28", "1"). */
export function fractionOf(value: string): Fraction {
  const [n, d] = value.split("/");
  return Fraction.of(BigInt(n ?? "0"), BigInt(d ?? "1"));
}

/** Rows of label, percent and fraction, the labels padded to one width. */
export function alignedRows(rows: readonly { readonly label: Text; readonly percent: string; readonly fraction: string }[], word: (t: Text) => string): string[] {
  const labels = rows.map((r) => word(r.label));
  const width = Math.max(...labels.map((l) => l.length));
  return rows.map((r, i) => `  ${(labels[i] ?? "").padEnd(width)}  ${r.percent.padStart(6)}  ${r.fraction}`);
}
