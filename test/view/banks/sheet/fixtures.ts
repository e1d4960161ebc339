/**
 * Banks sheet inputs from the compendium sources (packs/banks-…), the documents a GM drags into
 * a world: Ines Caldera (a character with a pistol, an axe and a vacsuit liner) and the Hornet
 * Sentry Drone (a class-A machine core, 2/4 IP).
 */
import { type BanksActor, banksActorFromSource } from "../../../../src/core/banks";
import type { BanksSheetCombat, BanksSheetInput, SheetItem } from "../../../../src/view/banks/sheet/actor-sheet";
import { readJson } from "../../../support/examples";
import { type PackActorOf, type PackItem, packItem } from "../../../support/pack-documents";

export type { PackItem };
export { packItem };
export type PackActor = PackActorOf<{ biography: string; banks: Record<string, unknown> }>;

export const ines = (): PackActor => readJson<PackActor>("packs/banks/banks-characters/ines-caldera.json");
export const tomas = (): PackActor => readJson<PackActor>("packs/banks/banks-characters/tomas-reyk.json");
export const hornet = (): PackActor => readJson<PackActor>("packs/banks/banks-drones/hornet-sentry-drone.json");
export const loader = (): PackActor => readJson<PackActor>("packs/banks/banks-drones/packmule-loader.json");

export const sheetItems = (items: readonly PackItem[]): SheetItem[] => items.map((i) => ({ id: i._id, name: i.name, img: i.img, type: i.type, system: i.system }));

/** The actor with some of its `system.banks` changed. */
export function withBanks(actor: PackActor, banks: Record<string, unknown>): PackActor {
  return { ...actor, system: { ...actor.system, banks: { ...actor.system.banks, ...banks } } };
}

export function sheetInput(actor: PackActor, overrides: Partial<BanksSheetInput> = {}): BanksSheetInput {
  return { name: actor.name, img: actor.img, type: actor.type, system: actor.system, items: sheetItems(actor.items), editMode: false, combat: null, ...overrides };
}

export function stateOf(actor: PackActor): BanksActor {
  return banksActorFromSource({ type: actor.type, system: actor.system, items: sheetItems(actor.items) }, actor.name);
}

/** A combat in which `current` is taking its turn (not this actor's), at time class B, no teams. */
export function combatAgainst(current: PackActor, over: Partial<BanksSheetCombat> = {}): BanksSheetCombat {
  return { timeClass: "B", team: null, current: { name: current.name, state: stateOf(current), team: null }, ownTurn: false, ...over };
}

export const XSS = "<img src=x onerror=alert(1)>";
