import { describe, expect, test } from "vitest";
import { soakerOf } from "../../../src/system/track/chat/soaker";

/** Who is asked to soak (docs/rules/track.md §7): the owning player if active, else the active GM. */
const gm = { id: "gm", isGM: true, active: true };
const p1 = { id: "p1", isGM: false, active: true };
const p2 = { id: "p2", isGM: false, active: false };

describe("the soak is asked of the right person", () => {
  test("the target's owning player, when active", () => {
    expect(soakerOf([gm, p1, p2], (u) => u.id === "p1" || u.isGM, gm)).toBe(p1);
  });
  test("the GM, when the owner is away", () => {
    expect(soakerOf([gm, p1, p2], (u) => u.id === "p2" || u.isGM, gm)).toBe(gm);
  });
  test("the GM, for an NPC nobody else owns", () => {
    expect(soakerOf([gm, p1, p2], (u) => u.isGM, gm)).toBe(gm);
  });
  test("nobody, when neither an owner nor a GM is there", () => {
    expect(soakerOf([p1], () => false, null)).toBeNull();
  });
});
