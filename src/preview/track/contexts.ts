/**
 * The contexts the track sheet and cards hand their templates, assembled from the view-models of
 * src/view/track (the monitor, the soak prompt, the attack card) the way the Foundry classes in
 * src/system/track assemble them. test/preview/track compares these with the adapter's own
 * builders, so the two cannot drift apart (they belong together in src/view/track).
 */
import { ARMOR_CATEGORIES, ATTRIBUTE_KEYS, type AttackRecord, type TrackActor, trackActorFromSource } from "../../core/track";
import { type Text, text } from "../../view/i18n";
import { itemRow } from "../../view/sheet/item-row";
import { attackCardView } from "../../view/track/attack-card-view";
import { damageTypeName } from "../../view/track/monitor-text";
import { monitorView } from "../../view/track/monitor-view";
import type { PackDocument } from "../documents";
import { sheetItems } from "../page/sheet-context";

const cap = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);
const sliceOf = (system: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  typeof system["track"] === "object" && system["track"] !== null ? (system["track"] as Record<string, unknown>) : {};

export function trackStateOfDoc(doc: PackDocument): TrackActor {
  return trackActorFromSource({ type: doc.type, system: doc.system, items: sheetItems(doc) }, `Actor.${doc._id}`);
}

/** The sheet's view-model (src/system/track/apps/sheet-view.ts). */
export function trackSheetViewOf(doc: PackDocument, editMode: boolean) {
  const state = trackStateOfDoc(doc);
  const stored = sliceOf(doc.system);
  const field = (key: string): string => `system.track.${key}`;
  const badges: Text[] = [];
  if (state.object) badges.push(text("FRAY.Track.Sheet.Object"));
  if (state.indomitable) badges.push(text("FRAY.Track.Sheet.Indomitable"));
  const items = sheetItems(doc);
  return {
    header: { name: doc.name, img: doc.img === "" ? null : doc.img, role: text(`FRAY.Track.Sheet.Role.${doc.type === "npc" ? "npc" : "character"}`), badges },
    editMode,
    monitor: monitorView(state),
    attributes: ATTRIBUTE_KEYS.map((key) => ({ key, label: text(`FRAY.Track.Attribute.${cap(key)}`), value: stored[key], field: field(key) })),
    counts: (["slash", "back", "bar"] as const).map((key) => ({ key, label: text(`FRAY.Track.Sheet.Count.${key}`), value: stored[key], field: field(key) })),
    numbers: (["edge", "edgeSpent", "extraPasses", "deathThresholdBonus"] as const).map((key) => ({ key, label: text(`FRAY.Track.Sheet.Number.${cap(key)}`), value: stored[key], field: field(key) })),
    armor: ARMOR_CATEGORIES.map((key) => ({ key, label: text(`FRAY.Track.Category.${cap(key)}`), own: (stored["armor"] as Record<string, unknown> | undefined)?.[key], best: state.armor[key], field: field(`armor.${key}`) })),
    toggles: (["indomitable", "object"] as const).map((key) => ({ key, label: text(`FRAY.Track.Sheet.Toggle.${cap(key)}`), checked: stored[key] === true, field: field(key) })),
    weapons: items
      .filter((i) => i.type === "weapon")
      .map((i) => {
        const w = sliceOf(i.system);
        return {
          ...itemRow(i, true),
          summary: text("FRAY.Track.Sheet.WeaponSummary", { damage: Number(w["damage"]), type: damageTypeName(String(w["damageType"])), category: text(`FRAY.Track.Category.${cap(String(w["category"]))}`) }),
          attackLabel: text("FRAY.Track.Sheet.AttackWith", { weapon: i.name }),
        };
      }),
    armorItems: items
      .filter((i) => i.type === "armor")
      .map((i) => {
        const a = sliceOf(i.system);
        return { ...itemRow(i, true), summary: text("FRAY.Track.Sheet.ArmorSummary", { ballistics: Number(a["ballistics"]), melee: Number(a["melee"]), heat: Number(a["heat"]) }) };
      }),
  };
}

/** The soak card's view-model (src/system/track/chat/card-views.ts soakCardView), applied. */
export function trackSoakCardViewOf(target: string, record: AttackRecord) {
  const soak = record.soak ?? { poolSize: 0, boughtHits: 0, dice: [], soakHits: 0 };
  return {
    title: text("FRAY.Track.Chat.SoakTitle", { target }),
    soak: text("FRAY.Track.Chat.SoakLine", { pool: soak.poolSize, bought: soak.boughtHits, dice: soak.dice.join(" ") || "—", hits: soak.soakHits }),
    result: attackCardView(record),
    undone: false,
    pending: null,
  };
}

/** The attack card's view-model (card-views.ts rollCardView) while the soak is awaited. */
export function trackRollCardViewOf(record: AttackRecord, target: string, soaker: string) {
  const roll = record.roll ?? { pool: 0, penalty: 0, dice: [], hits: 0, threshold: 0, success: false, netHits: 0 };
  return {
    title: text("FRAY.Track.Card.Title", { attacker: record.attacker, target, weapon: record.weapon ?? "" }),
    roll: text("FRAY.Track.Log.AttackRoll", {
      attacker: record.attacker,
      weapon: record.weapon ?? "",
      pool: roll.pool,
      penalty: roll.penalty > 0 ? text("FRAY.Track.Log.PenaltyNote", { penalty: roll.penalty }) : text("FRAY.Track.Log.NoPenalty"),
      dice: roll.dice.join(" ") || "—",
      hits: roll.hits,
      threshold: roll.threshold,
    }),
    dice: roll.dice,
    outcome: text("FRAY.Track.Log.Damage", { damage: record.damage, netHits: roll.netHits, type: damageTypeName(record.damageType) }),
    waiting: text("FRAY.Track.Chat.Waiting", { target, user: soaker }),
    soaked: null,
    canSoak: true,
  };
}
