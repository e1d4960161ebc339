/**
 * The record book's life in a world: pruned with messages and combats, and completed by the
 * active GM when it starts and whenever the active GM changes (the one before may have stopped
 * mid-step).
 */
import { activeAdapter } from "../../active-ruleset";
import { completeUnfinished } from "./exactly-once";
import { openRecordBook } from "./record-book";
import { registerRecordPruning } from "./pruning";

export async function resumeAsActiveGm(): Promise<void> {
  if (!game.user.isActiveGM) return;
  await openRecordBook();
  const count = await completeUnfinished();
  if (count > 0) await activeAdapter().afterRecovery?.();
  if (count > 0) ui.notifications.info(game.i18n.format("FRAY.Common.Records.Completed", { count: String(count) }));
}

export function registerGmRecords(): void {
  registerRecordPruning();
  Hooks.on("userConnected", () => {
    resumeAsActiveGm().catch((error: unknown) => console.error("Fray | completing GM records failed", error));
  });
}
