/**
 * A combat's automation ledger as a recorded write (the shape of combat/phase-runner.ts
 * ledgerUpdate, which cannot be imported where Foundry's globals are not yet there).
 */
import type { AutomationLedger } from "../../combat/automation-ledger";

export function automationUpdate(ledger: AutomationLedger): Record<string, unknown> {
  return { flags: { fray: { automation: { ...ledger, encounter: ledger.encounter ?? null } } } };
}
