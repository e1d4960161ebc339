/**
 * The record book's life in a world: pruned with messages and combats, and completed by the
 * active GM when it starts and whenever the active GM changes (the one before may have stopped
 * mid-step); then each running combat catches up on the turn events no GM was there to run.
 */
import { activeAdapter } from "../../active-ruleset";
import { completeUnfinished } from "./exactly-once";
import { catchUpCombat } from "../../combat/catch-up";
import { openRecordBook } from "./record-book";
import { pruneUntiedRecords, registerRecordPruning } from "./pruning";

export async function resumeAsActiveGm(): Promise<void> {
  if (!game.user.isActiveGM) return;
  await openRecordBook();
  const count = await completeUnfinished();
  await pruneUntiedRecords(Date.now());
  if (count > 0) await activeAdapter().afterRecovery?.();
  if (count > 0) ui.notifications.info(game.i18n.format("FRAY.Common.Records.Completed", { count: String(count) }));
  // Turn events missed while no GM was connected (combat/catch-up.ts).
  for (const combat of game.combats) await catchUpCombat(combat);
}

export function registerGmRecords(): void {
  registerRecordPruning();
  Hooks.on("userConnected", () => {
    resumeAsActiveGm().catch((error: unknown) => console.error("Fray | completing GM records failed", error));
  });
}
