/**
 * The Upkeep chat card as a view-model (docs/rules/slots.md §5.9, §7): one card per Full Round,
 * one row per actor something happened to — bleed and hemorrhage damage, other damage, healing,
 * Stress, burnouts, effects ending, death — built from the combat policy's Upkeep events.
 */
import type { CombatEvent } from "../../core/ruleset";
import { type Text, text } from "../i18n";

const K = "FRAY.Slots.UpkeepCard";

export interface UpkeepCardRow {
  readonly name: string;
  readonly lines: readonly Text[];
  readonly died: boolean;
}

export interface UpkeepCardView {
  readonly title: Text;
  readonly rows: readonly UpkeepCardRow[];
  readonly empty: Text | null;
}

const num = (e: CombatEvent, key: string): number => {
  const v = e.detail[key];
  return typeof v === "number" ? v : 0;
};
const list = (e: CombatEvent, key: string): string[] => {
  const v = e.detail[key];
  return typeof v === "string" && v !== "" ? v.split(",") : [];
};

export function upkeepCardView(round: number, events: readonly CombatEvent[]): UpkeepCardView {
  const rows = events
    .filter((e) => e.type === "slots.upkeep")
    .map((e): UpkeepCardRow => {
      const lines: Text[] = [];
      for (const key of ["bleed", "hemorrhage", "dot"] as const) if (num(e, key) > 0) lines.push(text(`${K}.${key}`, { n: num(e, key) }));
      if (num(e, "healed") > 0) lines.push(text(`${K}.healed`, { n: num(e, "healed") }));
      if (num(e, "stress") > 0) lines.push(text(`${K}.stress`, { n: num(e, "stress") }));
      for (const track of list(e, "burnouts")) lines.push(text(`${K}.burnout`, { track: text(`FRAY.Slots.Track.${track}`) }));
      const expired = list(e, "expired");
      if (expired.length > 0) lines.push(text(`${K}.expired`, { list: expired.join(", ") }));
      const died = e.detail["died"] === true;
      lines.push(died ? text(`${K}.died`) : text(`${K}.hp`, { hp: num(e, "hp") }));
      return { name: String(e.detail["name"] ?? ""), lines, died };
    });
  return { title: text(`${K}.Title`, { round }), rows, empty: rows.length === 0 ? text(`${K}.Empty`) : null };
}
