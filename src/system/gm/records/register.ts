/**
 * The record book's life in a world: pruned with messages and combats (pruning.ts), completed by
 * a client whose user becomes the active GM (recovery.ts); then the ruleset hears of the
 * recovery and each running combat catches up on the turn events no GM was there to run.
 */
import { activeAdapter } from "../../active-ruleset";
import { catchUpCombat } from "../../combat/catch-up";
import { registerRecordPruning } from "./pruning";
import { recoverAsActiveGm, resumeOnHandover } from "./recovery";

export async function resumeAsActiveGm(): Promise<void> {
  const count = await recoverAsActiveGm();
  if (!game.user.isActiveGM) return;
  if (count > 0) await activeAdapter().afterRecovery?.();
  // Turn events missed while no GM was connected (combat/catch-up.ts).
  for (const combat of game.combats) await catchUpCombat(combat);
}

export function registerGmRecords(): void {
  registerRecordPruning();
  resumeOnHandover(resumeAsActiveGm);
}
