/**
 * What a person reads of a banks attack's exact odds (`fray odds`): the pool and threshold as
 * the log shows them, one row per outcome — the miss, then each count of net hits with the
 * damage code it deals — and the chances of any hit, a critical and a glitch.
 */
import type { BanksStepOdds } from "../../core/encounter";
import type { Fraction } from "../../core/odds";
import { type Text, text } from "../i18n";
import { poolLine, thresholdLine } from "./attack-log";

const O = "FRAY.Banks.Odds";

export interface BanksOddsRow {
  readonly label: Text;
  readonly fraction: string;
  readonly percent: string;
}

export interface BanksOddsView {
  readonly heading: readonly Text[];
  readonly rows: readonly BanksOddsRow[];
  readonly totals: readonly BanksOddsRow[];
}

const row = (label: Text, p: Fraction): BanksOddsRow => ({ label, fraction: p.toString(), percent: p.toPercent(1) });

export function banksOddsView(o: BanksStepOdds): BanksOddsView {
  return {
    heading: [
      text(`${O}.Summary`, { attacker: o.attacker, target: o.target, weapon: o.weapon, size: o.pool.size, threshold: o.threshold.threshold }),
      thresholdLine(o.threshold),
      ...(o.pool.modifiers.length > 0 ? [poolLine(o.attacker, o.pool)] : []),
    ],
    rows: o.rows.map((r) => (r.net === null ? row(text(`${O}.Miss`), r.probability) : row(text(`${O}.Net`, { net: r.net, code: r.code ?? "" }), r.probability))),
    totals: [row(text(`${O}.Success`), o.odds.success), row(text(`${O}.Critical`), o.odds.critical), row(text(`${O}.Glitch`, { gr: o.gr }), o.odds.glitch)],
  };
}

/** The view as aligned lines, worded by `word` (the CLI passes its dictionary). */
export function banksOddsLines(o: BanksStepOdds, word: (t: Text) => string): string[] {
  const view = banksOddsView(o);
  const block = (rows: readonly BanksOddsRow[]): string[] => {
    const labels = rows.map((r) => word(r.label));
    const width = Math.max(...labels.map((l) => l.length));
    return rows.map((r, i) => `  ${(labels[i] ?? "").padEnd(width)}  ${r.percent.padStart(6)}  ${r.fraction}`);
  };
  return [...view.heading.map(word), "", ...block(view.rows), "", ...block(view.totals)];
}
