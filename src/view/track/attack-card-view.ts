/**
 * The chat card of an attack (rules/track.md §7 "Each attack"): the wound's name, its boxes and
 * type, the target's new monitor, the penalty, and Dying or death — from the played record, so
 * the card, the CLI log and the preview say the same thing.
 */
import type { AttackRecord } from "../../core/track";
import { type Text, text } from "../i18n";
import { clock, damageTypeName, woundName } from "./monitor-text";

export interface AttackCardView {
  readonly title: Text;
  readonly outcome: Text;
  readonly soak: Text | null;
  readonly monitor: string;
  readonly penalty: Text;
  readonly alerts: readonly Text[];
}

export function attackCardView(r: AttackRecord): AttackCardView {
  const t = r.target;
  const title = r.roll === null ? text("FRAY.Track.Card.HazardTitle", { target: t.name }) : text("FRAY.Track.Card.Title", { attacker: r.attacker, target: t.name, weapon: r.weapon ?? "" });
  const outcome =
    r.roll !== null && !r.roll.success
      ? text("FRAY.Track.Card.Missed")
      : r.wound === "none"
        ? text("FRAY.Track.Card.Soaked", { damage: r.damage })
        : text("FRAY.Track.Card.Wound", { wound: woundName(r.wound), boxes: r.boxes, type: damageTypeName(r.damageType), net: r.netDamage });
  const soak = r.soak === null ? null : text("FRAY.Track.Card.Soak", { hits: r.soak.soakHits, bought: r.soak.boughtHits, damage: r.damage });
  const alerts: Text[] = [];
  if (t.dead) alerts.push(text("FRAY.Track.Card.Dead", { name: t.name }));
  else {
    if (t.incapacitated) alerts.push(text("FRAY.Track.Card.Incapacitated", { name: t.name }));
    if (t.dyingSeconds !== null) alerts.push(text("FRAY.Track.Card.Dying", { name: t.name, time: clock(t.dyingSeconds) }));
  }
  if (r.converted) alerts.push(text("FRAY.Track.Log.Converted"));
  if (r.countedTowardDeath > 0) alerts.push(text("FRAY.Track.Log.TowardDeath", { n: r.countedTowardDeath }));
  return { title, outcome, soak, monitor: t.boxes, penalty: text("FRAY.Track.Monitor.Penalty", { penalty: t.penalty }), alerts };
}
