/**
 * The readable log of a played track step (`fray run`, the preview): every line a lang key
 * under FRAY.Track.Log (rules/track.md §5, §7).
 */
import type { AttackRecord, CareRecord, InitiativeRecord, TimeRecord, TrackRecord } from "../../core/track";
import { type Text, text } from "../i18n";
import { damageTypeName, monitorLines, woundName } from "./monitor-text";

const dice = (d: readonly number[]): string => (d.length === 0 ? "—" : d.join(" "));

function attackLog(r: AttackRecord): Text[] {
  const lines: Text[] = [];
  if (r.roll !== null) {
    const penalty = r.roll.penalty > 0 ? text("FRAY.Track.Log.PenaltyNote", { penalty: r.roll.penalty }) : text("FRAY.Track.Log.NoPenalty");
    lines.push(text("FRAY.Track.Log.AttackRoll", { attacker: r.attacker, weapon: r.weapon ?? "", pool: r.roll.pool, penalty, dice: dice(r.roll.dice), hits: r.roll.hits, threshold: r.roll.threshold }));
    if (!r.roll.success) {
      lines.push(text("FRAY.Track.Log.Miss", { target: r.target.name }));
      return lines;
    }
    lines.push(text("FRAY.Track.Log.Damage", { damage: r.damage, netHits: r.roll.netHits, type: damageTypeName(r.damageType) }));
  } else {
    lines.push(text("FRAY.Track.Log.Hazard", { target: r.target.name, damage: r.damage, type: damageTypeName(r.damageType) }));
  }
  if (r.soak !== null) {
    lines.push(text("FRAY.Track.Log.Soak", { target: r.target.name, pool: r.soak.poolSize, bought: r.soak.boughtHits, dice: dice(r.soak.dice), hits: r.soak.soakHits, net: r.netDamage }));
  }
  lines.push(text("FRAY.Track.Log.Wound", { wound: woundName(r.wound), boxes: r.boxes, type: damageTypeName(r.damageType) }));
  if (r.converted) lines.push(text("FRAY.Track.Log.Converted"));
  if (r.countedTowardDeath > 0) lines.push(text("FRAY.Track.Log.TowardDeath", { n: r.countedTowardDeath }));
  return [...lines, ...monitorLines(r.target)];
}

function initiativeLog(r: InitiativeRecord): Text[] {
  const lines = r.scores.map((s) =>
    s.canAct ? text("FRAY.Track.Log.Initiative", { name: s.name, dice: dice(s.dice), score: s.score }) : text("FRAY.Track.Log.CannotAct", { name: s.name }),
  );
  for (const pass of r.passes) {
    const groups = pass.groups.map((g) => (g.names.length > 1 ? `[${g.names.join(" + ")}]` : (g.names[0] ?? ""))).join(" › ");
    lines.push(text("FRAY.Track.Log.Pass", { pass: pass.pass, order: groups }));
  }
  return lines;
}

function timeLog(r: TimeRecord): Text[] {
  const lines: Text[] = [text("FRAY.Track.Log.Time", { seconds: r.seconds })];
  for (const a of r.actors) {
    for (const type of a.dotBoxes) lines.push(text("FRAY.Track.Log.DotBox", { name: a.monitor.name, type: damageTypeName(type) }));
    if (a.needsFinalHealingTest) lines.push(text("FRAY.Track.Log.FinalTestOwed", { name: a.monitor.name }));
    lines.push(...monitorLines(a.monitor));
  }
  return lines;
}

const CARE_KEYS: Readonly<Record<string, string>> = {
  healingTest: "HealingTest",
  finalHealingTest: "FinalHealingTest",
  firstAid: "FirstAid",
  heal: "Heal",
  edge: "Edge",
  click: "Click",
  addDot: "AddDot",
};

function careLog(r: CareRecord): Text[] {
  const key = CARE_KEYS[r.action] ?? "Heal";
  const [kind = "", outcome = ""] = (r.detail ?? "").split(":");
  const detail = r.action === "heal" ? text(`FRAY.Track.Log.HealDetail.${outcome === "success" ? "Success" : "Failure"}`, { type: damageTypeName(kind) }) : r.action === "addDot" ? damageTypeName(kind) : (r.detail ?? "");
  const lines: Text[] = [text(`FRAY.Track.Log.${key}`, { name: r.monitor.name, hits: r.hits ?? 0, detail })];
  if (r.stabilized) lines.push(text("FRAY.Track.Log.Stabilized", { name: r.monitor.name }));
  return [...lines, ...monitorLines(r.monitor)];
}

export function trackStepLog(record: TrackRecord): Text[] {
  switch (record.kind) {
    case "attack":
      return attackLog(record);
    case "initiative":
      return initiativeLog(record);
    case "time":
      return timeLog(record);
    case "care":
      return careLog(record);
  }
}
