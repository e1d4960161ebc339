/**
 * What a person reads of an attack's exact odds: one row per margin of the attack draw, then
 * the distribution of final trauma and its expectation. Shared by `fray odds` and the draw
 * dialog's live odds.
 */
import type { AttackOdds } from "../../core/trauma";
import type { Fraction } from "../../core/odds";
import { type Text, text } from "../i18n";

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

export function attackOddsView(odds: AttackOdds): AttackOddsView {
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
    finalTrauma: odds.finalTrauma.entries().map(([trauma, p]) => row(text("FRAY.Trauma.Odds.Final", { trauma }), p)),
    expected: (Math.round(odds.expectedFinalTrauma.toNumber() * 100) / 100).toFixed(2),
    success: odds.success.toPercent(1),
    hit: odds.hit.toPercent(1),
  };
}
