/**
 * The contexts the track sheet and cards hand their templates, built by the same view-models of
 * src/view/track the Foundry classes in src/system/track use, from the preview's sample documents.
 */
import { type AttackRecord, type TrackActor, trackActorFromSource } from "../../core/track";
import { rollCardView, soakCardView } from "../../view/track/card-views";
import type { TrackAttackCard } from "../../view/track/card-messages";
import { trackSheetView } from "../../view/track/sheet-view";
import type { PackDocument } from "../documents";
import { sheetItems } from "../page/sheet-context";

const DAMAGE_TYPES = ["normal", "lethal", "aggravated"] as const;

const sliceOf = (system: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  typeof system["track"] === "object" && system["track"] !== null ? (system["track"] as Record<string, unknown>) : {};

export function trackStateOfDoc(doc: PackDocument): TrackActor {
  return trackActorFromSource({ type: doc.type, system: doc.system, items: sheetItems(doc) }, `Actor.${doc._id}`);
}

export function trackSheetViewOf(doc: PackDocument, editMode: boolean) {
  return trackSheetView({
    name: doc.name,
    img: doc.img === "" ? null : doc.img,
    type: doc.type === "npc" ? "npc" : "character",
    state: trackStateOfDoc(doc),
    stored: sliceOf(doc.system),
    items: sheetItems(doc),
    editMode,
  });
}

/** The attack card a worked record came from, as the adapter posts it. */
function attackCardOf(record: AttackRecord, target: string): TrackAttackCard {
  const roll = record.roll ?? { pool: 0, penalty: 0, dice: [], hits: 0, threshold: 0, success: false, netHits: 0 };
  return {
    attackerUuid: "Actor.attacker",
    attacker: record.attacker,
    weapon: record.weapon ?? "",
    targetUuid: "Actor.target",
    target,
    pool: roll.pool,
    penalty: roll.penalty,
    dice: roll.dice,
    hits: roll.hits,
    threshold: roll.threshold,
    success: roll.success,
    netHits: roll.netHits,
    damage: record.damage,
    damageType: DAMAGE_TYPES.find((type) => type === record.damageType) ?? "normal",
    category: "ballistics",
    extraDice: 0,
  };
}

/** The attack card while the soak is awaited. */
export function trackRollCardViewOf(record: AttackRecord, target: string, soaker: string) {
  return rollCardView(attackCardOf(record, target), { soaker, soaked: false, canSoak: true });
}

/** The soak card, applied. */
export function trackSoakCardViewOf(target: string, record: AttackRecord) {
  const soak = record.soak ?? { poolSize: 0, boughtHits: 0, dice: [], soakHits: 0 };
  return soakCardView(target, { attackMessageId: "track-attack", ...soak }, { record, undone: false });
}
