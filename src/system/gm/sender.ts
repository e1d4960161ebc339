/**
 * Who asked (design.md "Trust model"): a CONFIG.queries handler is not told its sender, so a
 * request whose answer depends on who asks (Undo) comes with a request message the asker
 * creates, whispered to the GMs. The server stamps that message's author; the active GM reads
 * the sender from it, checks it asks for exactly this query on exactly this card, and deletes
 * it once answered. A request naming no such message has no sender, and is refused.
 */
import { gmIds } from "./gm-users";
import type { GmActionResult } from "./gm-lock";
import type { GmQuery, GmQueryData } from "./gm-request";

/** What a request message records: the query and the references it was sent with. */
export interface SenderRequest {
  readonly query: string;
  readonly messageId: string;
  readonly targetIndex: number | null;
}

function requestOf(message: ChatMessage.Implementation): SenderRequest | null {
  const raw = (message.flags as { fray?: { request?: unknown } }).fray?.request;
  if (typeof raw !== "object" || raw === null) return null;
  const { query, messageId, targetIndex } = raw as Record<string, unknown>;
  if (typeof query !== "string" || typeof messageId !== "string") return null;
  return { query, messageId, targetIndex: typeof targetIndex === "number" ? targetIndex : null };
}

export function isSenderRequest(message: ChatMessage.Implementation): boolean {
  return requestOf(message) !== null;
}

/** Creates the asker's request message (whispered to the GMs); its id goes with the query. */
export async function postSenderRequest(query: GmQuery, data: GmQueryData): Promise<string | null> {
  const whisper = gmIds();
  const request: SenderRequest = { query, messageId: data.messageId, targetIndex: data.targetIndex ?? null };
  const message = await ChatMessage.implementation.create({ content: "", whisper, flags: { fray: { request } } } as ChatMessage.CreateData);
  return message?.id ?? null;
}

/** The user the server says sent this request, or null when the request message does not match. */
export function senderOf(query: GmQuery, data: GmQueryData): User.Implementation | null {
  const message = data.requestId ? game.messages.get(data.requestId) : undefined;
  const request = message ? requestOf(message) : null;
  if (!message || !request) return null;
  const matches = request.query === query && request.messageId === data.messageId && request.targetIndex === (data.targetIndex ?? null);
  return matches ? message.author : null;
}

/**
 * Runs a handler that needs its sender: the GM's own click is its own sender; a query's sender
 * comes from its request message, which is deleted once the handler has answered.
 */
export async function withSender(query: GmQuery, data: GmQueryData, run: (sender: User.Implementation | null) => Promise<GmActionResult>): Promise<GmActionResult> {
  try {
    return await run(data.requestId === undefined ? null : senderOf(query, data));
  } finally {
    const request = data.requestId ? game.messages.get(data.requestId) : undefined;
    if (request && isSenderRequest(request)) await request.delete();
  }
}
