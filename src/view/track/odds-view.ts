/**
 * What a person reads of the exact odds before a soak (rules/track.md §5.3, §5.4): the chance of
 * each wound severity for the purchase chosen, then a line per purchase the pool allows.
 */
import type { TrackOddsRecord } from "../../core/track";
import { type Text, text } from "../i18n";
import { alignedRows, fractionOf } from "../ruleset-view";
import { woundName } from "./monitor-text";

export function trackOddsLines(odds: TrackOddsRecord, word: (t: Text) => string): string[] {
  const head =
    odds.damage !== null
      ? text("FRAY.Track.Odds.Known", { target: odds.target, damage: odds.damage, pool: odds.soakPool, armor: odds.armorRating, bought: odds.boughtHits })
      : text("FRAY.Track.Odds.Attack", { attacker: odds.attacker ?? "", weapon: odds.weapon ?? "", pool: odds.attackPool ?? 0, threshold: odds.threshold ?? 0, target: odds.target, soak: odds.soakPool, armor: odds.armorRating, bought: odds.boughtHits });
  const rows = odds.rows.map((r) => {
    const p = fractionOf(r.probability);
    return { label: woundName(r.severity), percent: p.toPercent(1), fraction: p.toString() };
  });
  const lines = [word(head), ...alignedRows(rows, word)];
  if (odds.byPurchase.length > 1) {
    lines.push(word(text("FRAY.Track.Odds.Buying")));
    for (const option of odds.byPurchase) {
      const parts = option.rows.map((r) => word(text("FRAY.Track.Odds.Part", { wound: woundName(r.severity), percent: fractionOf(r.probability).toPercent(1) })));
      lines.push(`  ${word(text("FRAY.Track.Odds.Buy", { n: option.boughtHits }))}  ${parts.join(", ")}`);
    }
  }
  return lines;
}
