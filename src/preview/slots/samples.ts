/**
 * The slots preview's moment of play, the rules journal's worked Full Round (checked by
 * test/packs/slots-rules.test.ts): Seraphine's Gladius on the Thorn Hound, Odo bleeding from the
 * Hound's knife, and, to show the Execution, the Hound brought down to 0 HP. Every number is the
 * core's, computed from the compendium documents.
 */
import type { SlotsActor, SlotsItem } from "../../core/slots";
import { slotsActorFromSource, slotsItemFromSource } from "../../core/slots/document";
import { phaseStartOf } from "../../core/slots/phase";
import { applyPatch } from "../../core/patch";
import type { SlotsAttackCard } from "../../view/slots/attack-card";
import type { SlotsFinisherCard } from "../../view/slots/finisher-card";
import type { SlotsOutroCard } from "../../view/slots/outro-card";
import type { PackDocument } from "../documents";
import { sheetItems } from "../page/sheet-context";

export const slotsStateOfDoc = (doc: PackDocument): SlotsActor => slotsActorFromSource({ type: doc.type, system: doc.system, items: sheetItems(doc) }, `Actor.${doc._id}`);

export function slotsItemNamed(doc: PackDocument, name: string): { item: SlotsItem; name: string } {
  const found = doc.items?.find((i) => i.name === name) ?? doc.items?.[0];
  if (found === undefined) throw new Error(`${doc.name} has no ${name}`);
  return { item: slotsItemFromSource(found, found.name), name: found.name };
}

/** Seraphine in her Active Phase, 7 Action Slots to spend (the journal's first step). */
export function inHerPhase(state: SlotsActor): SlotsActor {
  return applyPatch(state, phaseStartOf(state, 1).patch);
}

/** Her Gladius against the Hound: 10 + 2 against Evasion 4, (5 + 7) × 2 = 24 cutting. */
export function gladiusCard(seraphine: PackDocument, weaponName: string): SlotsAttackCard {
  const gladius = slotsItemNamed(seraphine, weaponName);
  return {
    version: 1,
    attackerUuid: `Actor.${seraphine._id}`,
    attackerName: seraphine.name,
    itemName: gladius.name,
    item: gladius.item,
    attacker: inHerPhase(slotsStateOfDoc(seraphine)),
    time: "active",
    round: 1,
    rolls: { accuracy: 10, damage: 5 },
    targets: [{ actorUuid: "Actor.hound", name: "Thorn Hound", construct: false }],
  };
}

/** The Execution that follows once the Hound lies at 0 HP. */
export function executionCard(seraphine: PackDocument): SlotsFinisherCard {
  return {
    version: 1,
    kind: "lethal",
    actorUuid: `Actor.${seraphine._id}`,
    actorName: seraphine.name,
    actor: { ...inHerPhase(slotsStateOfDoc(seraphine)), actionSlots: 5 },
    time: "active",
    round: 1,
    targetUuid: "Actor.hound",
    targetName: "Thorn Hound",
    maim: null,
  };
}

/** The fight's end: the two characters, the Hound and the Warden, after Full Round 3. */
export function outroCard(actors: readonly PackDocument[]): SlotsOutroCard {
  return { version: 1, combatId: "preview", sceneId: "preview", round: 3, actors: actors.map((a) => ({ uuid: `Actor.${a._id}`, name: a.name, tokenId: a._id })) };
}
