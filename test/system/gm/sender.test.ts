/**
 * Who asked: a query's handler is not told its sender, so Undo goes with a request message the
 * asker creates; the server stamps its author. The GM trusts only a request that asks for this
 * query on this card, and deletes it once answered.
 */
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { postSenderRequest, senderOf, withSender } from "../../../src/system/gm/sender";

type Message = { id: string; author: { id: string }; flags: Record<string, unknown>; whisper: string[]; delete(): Promise<void> };
const g = globalThis as Record<string, unknown>;
const saved = { game: g["game"], ChatMessage: g["ChatMessage"] };
const messages = new Map<string, Message>();
const alice = { id: "alice", isGM: false };
let nextId = 0;

beforeEach(() => {
  messages.clear();
  g["game"] = { users: [alice, { id: "gm", isGM: true }], messages: { get: (id: string) => messages.get(id) } };
  g["ChatMessage"] = {
    implementation: {
      // The server stamps the author: the user whose client created it.
      create: async (data: { whisper: string[]; flags: Record<string, unknown> }) => {
        const id = `r${++nextId}`;
        const message: Message = { id, author: alice, flags: data.flags, whisper: data.whisper, delete: async () => void messages.delete(id) };
        messages.set(id, message);
        return message;
      },
    },
  };
});
afterEach(() => Object.assign(g, saved));

describe("a sender request", () => {
  test("is whispered to the GMs and names the query and the card", async () => {
    const id = await postSenderRequest("fray.undoTrauma", { messageId: "card1", targetIndex: 0 });
    expect(messages.get(id!)).toMatchObject({ whisper: ["gm"], flags: { fray: { request: { query: "fray.undoTrauma", messageId: "card1", targetIndex: 0 } } } });
  });

  test("vouches for its author only for the query and card it names", async () => {
    const requestId = (await postSenderRequest("fray.undoTrauma", { messageId: "card1", targetIndex: 0 }))!;
    expect(senderOf("fray.undoTrauma", { messageId: "card1", targetIndex: 0, requestId })).toBe(alice);
    expect(senderOf("fray.undoTrauma", { messageId: "card2", targetIndex: 0, requestId })).toBeNull();
    expect(senderOf("fray.undoTrauma", { messageId: "card1", targetIndex: 1, requestId })).toBeNull();
    expect(senderOf("fray.banksUndo", { messageId: "card1", targetIndex: 0, requestId })).toBeNull();
    expect(senderOf("fray.undoTrauma", { messageId: "card1", targetIndex: 0, requestId: "nope" })).toBeNull();
  });

  test("is deleted once answered, whatever the answer; a query without one has no sender", async () => {
    const requestId = (await postSenderRequest("fray.undoTrauma", { messageId: "card1", targetIndex: 0 }))!;
    const seen: unknown[] = [];
    await withSender("fray.undoTrauma", { messageId: "card1", targetIndex: 0, requestId }, async (sender) => (seen.push(sender), { ok: false, message: "no" }));
    expect(seen).toEqual([alice]);
    expect(messages.has(requestId)).toBe(false);
    await withSender("fray.undoTrauma", { messageId: "card1" }, async (sender) => (seen.push(sender), { ok: false, message: "no" }));
    expect(seen).toEqual([alice, null]);
  });
});
