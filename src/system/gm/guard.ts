/**
 * The guard every GM action runs under, asked for by a query or clicked by the GM: only the
 * active GM acts, and an error becomes a refusal the asker can show (never an unhandled
 * rejection in a click handler); nothing is applied on error.
 */
import { RulesInputError } from "../../core/errors";
import type { GmActionResult } from "./gm-lock";

export async function guarded(run: () => Promise<GmActionResult>): Promise<GmActionResult> {
  if (!game.user.isActiveGM) return { ok: false, message: "FRAY.Common.Chat.Error.NotActiveGm" };
  try {
    return await run();
  } catch (error) {
    if (error instanceof RulesInputError) return { ok: false, message: error.message.startsWith("FRAY.") ? error.message : "FRAY.Common.Chat.Error.Refused" };
    console.error("Fray | GM action failed", error);
    return { ok: false, message: "FRAY.Common.Chat.Error.Refused" };
  }
}

