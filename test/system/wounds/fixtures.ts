// The compendium's wounds actors as the sheet's view-model takes them (shared by the sheet tests).
import type { WoundsSheetInput } from "../../../src/view/wounds/sheet-view";
import { readJson } from "../../support/examples";

export type PackActor = { _id: string; name: string; type: "character" | "npc"; img: string; system: Record<string, unknown>; items: { _id: string; name: string; type: string; img: string; system: Record<string, unknown> }[] };

export function sheetInput(actor: PackActor, wounds: Record<string, unknown> = {}, editMode = false): WoundsSheetInput {
  const system = { ...actor.system, wounds: { ...(actor.system["wounds"] as object), ...wounds } };
  return { name: actor.name, img: actor.img, type: actor.type, system, items: actor.items.map((i) => ({ id: i._id, name: i.name, img: i.img, type: i.type, system: i.system })), editMode };
}

export const red = readJson<PackActor>("packs/wounds/wounds-characters/red.json");
export const chief = readJson<PackActor>("packs/wounds/wounds-extras/bandit-chief.json");
export const bandit = readJson<PackActor>("packs/wounds/wounds-extras/road-bandit.json");
