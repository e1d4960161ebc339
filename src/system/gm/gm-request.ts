/**
 * Asking the active GM to act (design.md "Trust model"). The active GM runs the handler
 * itself; anyone else sends a query carrying only references. A missing GM or a timeout is
 * reported to the user, never thrown into a click handler.
 */
import type { GmActionResult } from "./gm-lock";
import { guarded } from "./guard";
import { postSenderRequest } from "./sender";


/** A Fray query name (each ruleset declares its own in its fvtt-config.d.ts). */
export type GmQuery = Extract<keyof CONFIG.Queries, `fray.${string}`>;
export interface GmQueryData {
  readonly messageId: string;
  readonly targetIndex?: number;
  /** The asker's request message (sender.ts), for queries whose answer depends on who asks. */
  readonly requestId?: string;
}

const TIMEOUT_MS = 15_000;

/**
 * `withSender`: the query's answer depends on who asks (Undo), so a request message the server
 * stamps with its author goes first (sender.ts).
 */
export async function askGm(query: GmQuery, data: GmQueryData, runHere: () => Promise<GmActionResult>, options: { withSender?: boolean } = {}): Promise<GmActionResult> {
  const gm = game.users.activeGM;
  if (!gm) return { ok: false, message: "FRAY.Common.Chat.Error.NoGm" };
  // The GM's own click runs the handler here, under the same guard a query gets.
  if (gm.isSelf) return guarded(runHere);
  try {
    const requestId = options.withSender ? await postSenderRequest(query, data) : null;
    if (options.withSender && requestId === null) return { ok: false, message: "FRAY.Common.Chat.Error.NoSender" };
    return (await gm.query(query, requestId === null ? data : { ...data, requestId }, { timeout: TIMEOUT_MS })) as GmActionResult;
  } catch (error) {
    console.warn(`Fray | ${query} failed`, error);
    return { ok: false, message: "FRAY.Common.Chat.Error.NoAnswer" };
  }
}

/** Shows a GM action's outcome to the user who asked. */
export function report(result: GmActionResult): void {
  const text = game.i18n.localize(result.message);
  if (result.ok) ui.notifications.info(text);
  else ui.notifications.warn(text);
}
