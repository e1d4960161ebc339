import { describe, expect, test } from "vitest";
import { type Ledger, isApplied, ledgerKey, recordApply, recordUndo } from "../../src/core/ledger";

describe("the at-most-once ledger", () => {
  const key = ledgerKey("msg1", 0);
  test("keys carry no dots (Foundry flag paths)", () => {
    expect(key).toBe("msg1_0");
  });
  test("apply, refuse a second apply, undo, apply again", () => {
    let ledger: Ledger<number> = {};
    ledger = { ...ledger, [key]: recordApply(ledger, key, 6, 1) };
    expect(isApplied(ledger, key)).toBe(true);
    expect(() => recordApply(ledger, key, 6, 2)).toThrow(expect.objectContaining({ code: "ledger.applied" }));
    const { entry, next } = recordUndo(ledger, key);
    expect(entry.record).toBe(6);
    ledger = { ...ledger, [key]: next };
    expect(() => recordUndo(ledger, key)).toThrow(expect.objectContaining({ code: "ledger.notApplied" }));
    expect(recordApply(ledger, key, 6, 3)).toEqual({ record: 6, appliedAt: 3, undone: false });
  });
  test("undo of something never applied is refused", () => {
    expect(() => recordUndo({}, key)).toThrow(expect.objectContaining({ code: "ledger.notApplied" }));
  });
});
