import { describe, expect, test, vi } from "vitest";

// Going back a round offers to undo the Upkeep that ended the round gone back into (rewind.ts).
vi.mock("../../../../src/system/active-ruleset", () => ({ activeAdapter: () => ({}) }));
vi.mock("../../../../src/system/rulesets", () => ({ adapterFor: () => null, allAdapters: () => [] }));
const { rewoundRound } = await import("../../../../src/system/slots/upkeep/rewind");

describe("which Upkeep a rewind offers to undo", () => {
  const done = ["start", "r1:endRound", "r1:upkeep", "r2:startRound"];
  test("from round 2 back to round 1: the end of round 1, which was written", () => {
    expect(rewoundRound(done, 2, 1)).toBe(1);
  });
  test("forward, staying, or into a round whose end was never written (or undone): nothing", () => {
    expect(rewoundRound(done, 1, 2)).toBeNull();
    expect(rewoundRound(done, 2, 2)).toBeNull();
    expect(rewoundRound(["start"], 2, 1)).toBeNull();
    expect(rewoundRound(done, 1, 0)).toBeNull();
  });
});
