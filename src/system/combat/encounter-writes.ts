/**
 * Documents that mirror a ruleset's encounter state (wounds: the Action Deck as real Foundry
 * Cards): the active ruleset may register what a new encounter state means for them, as GM
 * record writes. The phase runner records them with the step and writes them with it, so they
 * are written once, by the tab that claimed the step, and completed by recovery.
 */
import type { RecordedWrite } from "../gm/records/gm-record";

export type EncounterWrites = (combat: Combat.Implementation, encounter: unknown) => Promise<RecordedWrite[]>;

let registered: EncounterWrites | null = null;

/** Called by the active ruleset's activate(); one per world. */
export function registerEncounterWrites(writes: EncounterWrites | null): void {
  registered = writes;
}

/** What the encounter state `encounter` of `combat` means for the mirroring documents (none without a registration). */
export function encounterWrites(combat: Combat.Implementation, encounter: unknown): Promise<RecordedWrite[]> {
  return registered ? registered(combat, encounter) : Promise.resolve([]);
}
