/**
 * The in-memory table of track scenarios (rules/track.md §7.1): actors as core state with their
 * weapons, read through the same document mapping Foundry uses (rules/track.md §3).
 */
import { type EncounterTable, type Scenario, type TableActor, type TableWeapon, table as generic } from "../../encounter";
import { type TrackEncounter, emptyTrackEncounter } from "../round-order";
import { trackActorFromSource, trackWeaponFromSource } from "../document";
import type { TrackWeapon } from "../items";
import type { TrackActor } from "../state";

export type TrackTable = EncounterTable<TrackActor, TrackWeapon, TrackEncounter>;
export type TrackTableActor = TableActor<TrackActor, TrackWeapon>;
export type TrackTableWeapon = TableWeapon<TrackWeapon>;

export function createTrackTable(scenario: Scenario): TrackTable {
  return generic.createEncounterTable<TrackActor, TrackWeapon, TrackEncounter>(
    scenario,
    { actor: (doc, path) => trackActorFromSource(doc, path), weapon: (item, path) => trackWeaponFromSource(item, path) },
    emptyTrackEncounter(),
  );
}
