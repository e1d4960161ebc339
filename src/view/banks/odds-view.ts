/**
 * What a person reads of a banks attack's exact odds (`fray odds`): the pool and threshold as
 * the log shows them, one row per outcome — the miss, then each count of net hits with the
 * damage code it deals — and the chances of any hit, a critical and a glitch.
 */
import type { BanksOddsRecord, ProbabilityRecord } from "../../core/banks/scenario";
import { type Text, text } from "../i18n";
import { alignedRows, fractionOf } from "../ruleset-view";
import { poolLine, thresholdLine } from "./attack-log";

const O = "FRAY.Banks.Odds";

export interface BanksOddsRow {
  readonly label: Text;
  readonly fraction: string;
  readonly percent: string;
}

interface BanksOddsView {
  readonly heading: readonly Text[];
  readonly rows: readonly BanksOddsRow[];
  readonly totals: readonly BanksOddsRow[];
}

const row = (label: Text, p: ProbabilityRecord): BanksOddsRow => ({ label, fraction: p.probability, percent: fractionOf(p.probability).toPercent(1) });

function banksOddsView(o: BanksOddsRecord): BanksOddsView {
  return {
    heading: [
      text(`${O}.Summary`, { attacker: o.attacker, target: o.target, weapon: o.weapon, size: o.pool.size, threshold: o.threshold.threshold }),
      thresholdLine(o.threshold),
      ...(o.pool.modifiers.length > 0 ? [poolLine(o.attacker, o.pool)] : []),
    ],
    rows: o.rows.map((r) => (r.net === null ? row(text(`${O}.Miss`), r) : r.code === null ? row(text(`${O}.NetOnly`, { net: r.net }), r) : row(text(`${O}.Net`, { net: r.net, code: r.code }), r))),
    totals: [row(text(`${O}.Success`), o.success), row(text(`${O}.Critical`), o.critical), row(text(`${O}.Glitch`, { gr: o.gr }), o.glitch)],
  };
}

/** The view as aligned lines, worded by `word` (the CLI passes its dictionary). */
export function banksOddsLines(o: BanksOddsRecord, word: (t: Text) => string): string[] {
  const view = banksOddsView(o);
  return [...view.heading.map(word), "", ...alignedRows(view.rows, word), "", ...alignedRows(view.totals, word)];
}
