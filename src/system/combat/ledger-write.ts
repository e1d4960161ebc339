/**
 * The automation ledger as the documents store it: the combat update that writes it, and the
 * record-book key of a phase. Apart from the phase runner, so that a ruleset writing its own
 * recorded steps (slots' round end) does not pull the adapter registry in with it.
 */
import type { AutomationLedger } from "./automation-ledger";

/** The ledger as a combat flags update (the whole object: arrays are replaced, not merged). */
export function ledgerUpdate(ledger: AutomationLedger): Combat.UpdateData {
  return { flags: { fray: { automation: { ...ledger, encounter: ledger.encounter ?? null } } } };
}

/** The record-book key of a phase's ledger key (a ruleset that rewinds its automation forgets these). */
export const phaseRecordKey = (combatId: string, ledgerKey: string): string => `combat:${combatId}:${ledgerKey}`;
