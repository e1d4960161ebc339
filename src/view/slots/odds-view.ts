/**
 * What a person reads of a slots step's exact odds (`fray odds`, docs/rules/slots.md §4, §5.10):
 * hit, Half-Hit and miss of the Accuracy check, the damage a hit deals, and the chance the
 * effect's (v:X) Stress check adds Stress.
 */
import type { ProbabilityRecord, SlotsOddsRecord } from "../../core/slots/scenario";
import { type Text, text } from "../i18n";
import { alignedRows, fractionOf } from "../ruleset-view";

const O = "FRAY.Slots.Odds";

const row = (label: Text, p: ProbabilityRecord): { label: Text; fraction: string; percent: string } => ({ label, fraction: p.probability, percent: fractionOf(p.probability).toPercent(1) });

export function slotsOddsLines(o: SlotsOddsRecord, word: (t: Text) => string): string[] {
  const lines: string[] = [];
  if (o.kind === "attack" && o.hit !== null && o.halfHit !== null && o.miss !== null) {
    lines.push(word(text(`${O}.Attack`, { name: o.actor, item: o.item, target: o.target ?? "", accuracy: o.accuracy ?? 0, evasion: o.evasion ?? 0 })), "");
    lines.push(...alignedRows([row(text(`${O}.Hit`), o.hit), row(text(`${O}.HalfHit`), o.halfHit), row(text(`${O}.Miss`), o.miss)], word));
    if (o.damage.length > 0) {
      lines.push("", word(text(`${O}.DamageHeading`)));
      lines.push(...alignedRows(o.damage.map((d) => row(text(`${O}.Damage`, { dealt: d.dealt }), d)), word));
    }
  } else {
    lines.push(word(text(`${O}.Ability`, { name: o.actor, item: o.item })));
  }
  if (o.stress !== null) {
    lines.push("", word(text(o.stress.agony ? `${O}.StressAgony` : `${O}.StressCheck`, { sides: o.stress.sides, track: text(`FRAY.Slots.Track.${o.stress.track}`) })));
    lines.push(...alignedRows([row(text(`${O}.StressGain`), o.stress.gain)], word));
  }
  return lines;
}
