/**
 * What a person reads of an attack's exact odds: one row per margin of the attack draw, then
 * the distribution of final trauma and its expectation. Shared by `fray odds` and the draw
 * dialog's live odds.
 */
import type { AttackOdds } from "../../core/trauma";
import type { AttackOddsRecord, TraumaOddsRecord } from "../../core/trauma/scenario";
import type { Fraction } from "../../core/odds";
import { type Text, text } from "../i18n";
import { alignedRows, fractionOf } from "../ruleset-view";
import { spreadSteps } from "./spread-text";

export interface OddsRow {
  readonly label: Text;
  readonly fraction: string;
  readonly percent: string;
}

export interface AttackOddsView {
  readonly summary: Text;
  readonly margins: readonly OddsRow[];
  readonly finalTrauma: readonly OddsRow[];
  readonly expected: string;
  readonly success: string;
  readonly hit: string;
}

const row = (label: Text, p: Fraction): OddsRow => ({ label, fraction: p.toString(), percent: p.toPercent(1) });

/** The numbers a view of attack odds needs, whether live (the draw dialog) or read back from JSON (`fray odds`). */
interface OddsNumbers {
  readonly targetDifficulty: number;
  readonly cardsDrawn: number;
  readonly margins: readonly { readonly margin: number; readonly outcome: string; readonly spreadPercent: number | null; readonly probability: Fraction }[];
  readonly finalTrauma: readonly (readonly [number, Fraction])[];
  readonly expected: Fraction;
  readonly success: Fraction;
  readonly hit: Fraction;
}

function oddsView(odds: OddsNumbers): AttackOddsView {
  const misses = odds.margins.filter((m) => m.outcome === "miss");
  const missP = misses.reduce<Fraction | null>((sum, m) => (sum === null ? m.probability : sum.add(m.probability)), null);
  const margins = odds.margins
    .filter((m) => m.outcome !== "miss")
    .map((m) =>
      m.outcome === "success"
        ? row(text("FRAY.Trauma.Odds.Success", { percent: m.spreadPercent ?? 0 }), m.probability)
        : row(text("FRAY.Trauma.Odds.Partial", { margin: m.margin, percent: m.spreadPercent ?? 0 }), m.probability),
    );
  if (missP !== null) margins.push(row(text("FRAY.Trauma.Odds.Miss"), missP));
  return {
    summary: text("FRAY.Trauma.Odds.Summary", { td: odds.targetDifficulty, cards: odds.cardsDrawn }),
    margins,
    finalTrauma: odds.finalTrauma.map(([trauma, p]) => row(text("FRAY.Trauma.Odds.Final", { trauma }), p)),
    expected: (Math.round(odds.expected.toNumber() * 100) / 100).toFixed(2),
    success: odds.success.toPercent(1),
    hit: odds.hit.toPercent(1),
  };
}

export function attackOddsView(odds: AttackOdds): AttackOddsView {
  return oddsView({ ...odds, finalTrauma: odds.finalTrauma.entries(), expected: odds.expectedFinalTrauma });
}

/** The same view of odds read back from `fray odds --json`. */
function attackOddsRecordView(odds: AttackOddsRecord): AttackOddsView {
  return oddsView({
    targetDifficulty: odds.targetDifficulty,
    cardsDrawn: odds.cardsDrawn,
    margins: odds.margins.map((m) => ({ ...m, probability: fractionOf(m.probability) })),
    finalTrauma: odds.finalTrauma.map((f) => [f.trauma, fractionOf(f.probability)] as const),
    expected: fractionOf(odds.expectedFinalTrauma),
    success: fractionOf(odds.success),
    hit: fractionOf(odds.hit),
  });
}

/** `fray odds` of a trauma attack step as lines: without Perk Cards, then (if the attacker holds any) with them. */
export function traumaOddsLines(odds: TraumaOddsRecord, word: (t: Text) => string): string[] {
  const t = (key: string, data?: Record<string, string | number>): string => word({ key, ...(data ? { data } : {}) });
  const lines = [word(text("FRAY.Trauma.Log.Attack", { attacker: odds.attacker, target: odds.target, weapon: odds.weapon }))];
  const table = (heading: string, o: AttackOddsRecord): void => {
    const view = attackOddsRecordView(o);
    lines.push("", `${heading}: ${word(view.summary)}`, ...alignedRows(view.margins, word));
    lines.push(`  ${t("FRAY.Trauma.Odds.Resistance", { target: odds.target, cards: o.resistance.cardsDrawn, td: o.resistance.targetDifficulty, spread: spreadSteps(o.resistance.spread) })}`);
    lines.push(...alignedRows(view.finalTrauma, word), `  ${t("FRAY.Trauma.Odds.Expected")}: ${view.expected}`);
  };
  table(t("FRAY.Trauma.Odds.WithoutPerks"), odds.withoutPerks);
  if (odds.withPerks) table(t("FRAY.Trauma.Odds.WithPerks"), odds.withPerks);
  return lines;
}
