/** Compendium sources (packs/…json) as the test fixtures read them: an item, and an actor with its ruleset slice. */
import { readJson } from "./examples";

export interface PackItem {
  _id: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown>;
}

export interface PackActorOf<System> {
  _id: string;
  name: string;
  type: "character" | "npc";
  img: string;
  system: System;
  items: PackItem[];
}

export const packItem = (path: string): PackItem => readJson<PackItem>(path);
