/**
 * Recovery only when safe (design.md "Steps, Undo and the combat runner"): a client completes
 * the unfinished records only when its user becomes the active GM — at `ready`, or when the
 * active GM before it disconnects — never on another user's connect or disconnect (Foundry
 * calls `userConnected` for both, the user's new state already set:
 * client/documents/collections/users.mjs:114-130), and never a record it is writing itself
 * (exactly-once.ts). Then it prunes the book (pruning.ts).
 */
import { perClient } from "../client-state";
import { completeUnfinished } from "./exactly-once";
import { openRecordBook } from "./record-book";
import { pruneRecords } from "./pruning";

/** Whom this client last saw as the active GM (undefined before `ready`). */
const seen = perClient<{ activeGm: string | null | undefined }>(() => ({ activeGm: undefined }));

/** At `ready` or on a handover: the active GM completes and prunes the book; returns how many records it completed. */
export async function recoverAsActiveGm(): Promise<number> {
  seen().activeGm = game.users.activeGM?.id ?? null;
  if (!game.user.isActiveGM) return 0;
  await openRecordBook();
  const count = await completeUnfinished();
  await pruneRecords();
  if (count > 0) ui.notifications.info(game.i18n.format("FRAY.Common.Records.Completed", { count: String(count) }));
  return count;
}

/** Whether a connect or disconnect hands the active GM's part to this client's user. */
function handedToMe(user: User.Implementation, active: boolean): boolean {
  const state = seen();
  const before = state.activeGm;
  if (before === undefined) return false;
  const now = game.users.activeGM?.id ?? null;
  state.activeGm = now;
  return !active && user.id === before && now !== before && now === game.user.id;
}

/** Runs `resume` on this client when the active GM before it disconnects and its user takes over. */
export function resumeOnHandover(resume: () => Promise<unknown>): void {
  Hooks.on("userConnected", (user, active) => {
    if (!handedToMe(user, active)) return;
    resume().catch((error: unknown) => console.error("Fray | completing GM records failed", error));
  });
}
