/**
 * A condition monitor as text (rules/track.md §3.1): the boxes, the counts, the penalty, and
 * Dying or death. Shared by the step log, the attack card and the sheet.
 */
import type { MonitorRecord } from "../../core/track";
import { type Text, text } from "../i18n";

/** The Dying timer in minutes and seconds ("4:48"). */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

export function monitorLines(m: MonitorRecord): Text[] {
  const lines: Text[] = [text("FRAY.Track.Log.Monitor", { name: m.name, boxes: m.boxes, slash: m.slash, back: m.back, bar: m.bar, penalty: m.penalty })];
  if (m.dead) lines.push(text("FRAY.Track.Log.Dead", { name: m.name }));
  else {
    if (m.incapacitated) lines.push(text("FRAY.Track.Log.Incapacitated", { name: m.name }));
    if (m.dyingSeconds !== null) lines.push(text("FRAY.Track.Log.Dying", { name: m.name, time: clock(m.dyingSeconds) }));
  }
  if (m.deathCount > 0 && !m.dead) lines.push(text("FRAY.Track.Log.DeathCount", { name: m.name, count: m.deathCount }));
  return lines;
}

/** A wound severity's name key ("none" is "no harm"). */
export function woundName(wound: string): Text {
  const key = { none: "None", petty: "Petty", ordinary: "Ordinary", serious: "Serious", incapacitating: "Incapacitating", terminal: "Terminal", death: "Death", miss: "Miss" }[wound] ?? "None";
  return text(`FRAY.Track.Wound.${key}`);
}

export function damageTypeName(type: string): Text {
  const key = { normal: "Normal", lethal: "Lethal", aggravated: "Aggravated" }[type] ?? "Lethal";
  return text(`FRAY.Track.DamageType.${key}`);
}
