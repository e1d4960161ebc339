/**
 * The CONFIG.queries handlers (foundry-v13.md §9), gathered from the world's ruleset adapter.
 * A handler is not told who sent it, so every handler takes only message references, checked
 * here for shape, and re-checks everything else from the documents.
 */
import { RulesInputError } from "../../core/errors";
import { activeAdapter } from "../active-ruleset";
import type { QueryHandler } from "../ruleset-adapter";
import type { GmActionResult } from "./gm-lock";
import { guarded } from "./guard";
import type { GmQueryData } from "./gm-request";

export function readQuery(data: unknown): GmQueryData {
  const v = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  if (typeof v["messageId"] !== "string") throw new RulesInputError("query.invalid", "messageId", "a query needs a message id");
  const targetIndex = v["targetIndex"];
  if (targetIndex !== undefined && (typeof targetIndex !== "number" || !Number.isInteger(targetIndex) || targetIndex < 0)) {
    throw new RulesInputError("query.invalid", "targetIndex", "a target index is a whole number");
  }
  const requestId = v["requestId"];
  if (requestId !== undefined && typeof requestId !== "string") throw new RulesInputError("query.invalid", "requestId", "a request id is a message id");
  return { messageId: v["messageId"], ...(targetIndex === undefined ? {} : { targetIndex }), ...(requestId === undefined ? {} : { requestId }) };
}

/** A ruleset's handler as CONFIG.queries calls it: shape checked, active GM only, errors refused. */
export function guardedQuery(handler: QueryHandler): (data: unknown) => Promise<GmActionResult> {
  return (data) => guarded(() => handler(readQuery(data)));
}

/** Registers the world's ruleset's queries (another ruleset's cards cannot be acted on here). */
export function registerQueries(): void {
  const queries = CONFIG.queries as unknown as Record<string, unknown>;
  for (const [name, handler] of Object.entries(activeAdapter().queries)) queries[name] = guardedQuery(handler);
}
