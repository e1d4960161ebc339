/**
 * Sheet and dialog inputs built from the compendium sources (packs/…json), the same documents
 * a GM drags into a world: Qulia (the seed's Lead) and the Ashmite (the seed's antagonist).
 */
import type { Card } from "../../../src/core/cards";
import { type TraumaActor, type TraumaWeapon, traumaActorFromDocument, traumaWeaponFromItem } from "../../../src/core/trauma";
import type { ActorSheetInput, SheetItem, TraumaSheetSource } from "../../../src/view/trauma/actor-sheet";
import { readJson } from "../../support/examples";
import { type PackActorOf, type PackItem, packItem } from "../../support/pack-documents";

export type { PackItem };
export { packItem };
export type PackActor = PackActorOf<{ biography: string; trauma: TraumaSheetSource }>;

export const qulia = (): PackActor => readJson<PackActor>("packs/trauma/protagonists/qulia.json");
export const ashmite = (): PackActor => readJson<PackActor>("packs/trauma/antagonists/ashmite.json");

export const sheetItems = (items: readonly PackItem[]): SheetItem[] =>
  items.map((i) => ({ id: i._id, name: i.name, img: i.img, type: i.type, system: i.system }));

/** A perk hand: a face card and a valued card (docs/rules/trauma.md §3.4 Perk Deck ranks). */
export const PERK_HAND: Card[] = [
  { id: "perkKH0000000001", rank: "K", suit: "H" },
  { id: "perk8C0000000001", rank: "8", suit: "C" },
];

export function sheetInput(actor: PackActor, overrides: Partial<ActorSheetInput> = {}): ActorSheetInput {
  return {
    name: actor.name,
    img: actor.img,
    kind: actor.type,
    trauma: actor.system.trauma,
    items: sheetItems(actor.items),
    perkHand: [],
    editMode: false,
    ...overrides,
  };
}

export function coreState(actor: PackActor, perkHand: readonly Card[] = []): TraumaActor {
  return traumaActorFromDocument({ type: actor.type, system: actor.system, items: sheetItems(actor.items) }, actor.name, perkHand);
}

export function weaponNamed(actor: PackActor, name: string): { item: PackItem; weapon: TraumaWeapon } {
  const item = actor.items.find((i) => i.name === name);
  if (!item) throw new Error(`${actor.name} has no ${name}`);
  return { item, weapon: traumaWeaponFromItem(item) };
}

export const XSS = "<img src=x onerror=alert(1)>";
