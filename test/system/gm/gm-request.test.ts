/**
 * Asking the active GM: a player's request goes out as a query; the active GM's own click runs
 * the handler here under the same guard, so an error is a refusal on screen, never an unhandled
 * rejection in the click handler.
 */
import { afterEach, describe, expect, test } from "vitest";
import { RulesInputError } from "../../../src/core/errors";
import { askGm } from "../../../src/system/gm/gm-request";

const g = globalThis as Record<string, unknown>;
const saved = g["game"];
afterEach(() => void (g["game"] = saved));

function asUser(isActiveGM: boolean, query?: (name: string, data: unknown) => Promise<unknown>): void {
  const gm = { isSelf: isActiveGM, query: query ?? (async () => ({ ok: true, message: "asked" })) };
  g["game"] = { user: { isActiveGM }, users: { activeGM: gm } };
}

describe("askGm", () => {
  test("the active GM's own click runs here and a thrown rules error is a refusal", async () => {
    asUser(true);
    const result = await askGm("fray.applyTrauma", { messageId: "m" }, async () => {
      throw new RulesInputError("card.invalid", "card", "FRAY.Common.Chat.Error.NotOwner");
    });
    expect(result).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NotOwner" });
  });

  test("any other error on the GM's click is a general refusal, not a rejection", async () => {
    asUser(true);
    const original = console.error;
    console.error = () => {};
    try {
      const result = await askGm("fray.applyTrauma", { messageId: "m" }, async () => {
        throw new TypeError("boom");
      });
      expect(result).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.Refused" });
    } finally {
      console.error = original;
    }
  });

  test("a player's click is a query carrying references only", async () => {
    const sent: unknown[] = [];
    asUser(false, async (name, data) => (sent.push([name, data]), { ok: true, message: "done" }));
    expect(await askGm("fray.applyTrauma", { messageId: "m", targetIndex: 1 }, async () => ({ ok: true, message: "local" }))).toEqual({ ok: true, message: "done" });
    expect(sent).toEqual([["fray.applyTrauma", { messageId: "m", targetIndex: 1 }]]);
  });
});
