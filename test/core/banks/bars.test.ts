import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { banksBars, takenFor } from "../../../src/core/banks";

const source = (over: Partial<{ kind: string; stun: number; physical: number; WIL: number; BOD: number }> = {}) => ({
  kind: over.kind ?? "life",
  stun: over.stun ?? 0,
  physical: over.physical ?? 0,
  attributes: { WIL: over.WIL ?? 3, BOD: over.BOD ?? 3 },
});

describe("banks token bars (docs/rules/banks.md §8)", () => {
  test("what is left of each bank: 2·WIL − stun and 2·BOD − physical", () => {
    expect(banksBars(source({ stun: 4, physical: 1 }))).toEqual({ stun: { value: 2, max: 6 }, physical: { value: 5, max: 6 } });
  });
  test("B-21's knocked-out Vex: Stun full (0 left), Physical 3 of 6", () => {
    expect(banksBars(source({ stun: 6, physical: 3 }))).toEqual({ stun: { value: 0, max: 6 }, physical: { value: 3, max: 6 } });
  });
  test("machines and vehicles have no Stun bank", () => {
    expect(banksBars(source({ kind: "machine", stun: 2 })).stun).toEqual({ value: 0, max: 0 });
  });
  test("a bar edit sets the bank that leaves the bar there, within the bank's range", () => {
    expect(takenFor(6, 2)).toBe(4);
    expect(takenFor(6, 9)).toBe(0);
    expect(takenFor(6, -3)).toBe(6);
  });
  test("bars stay within 0…max whatever is stored (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 40 }), fc.integer({ min: -5, max: 40 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (stun, physical, WIL, BOD) => {
        const bars = banksBars(source({ stun, physical, WIL, BOD }));
        for (const bar of [bars.stun, bars.physical]) expect(bar.value >= 0 && bar.value <= bar.max).toBe(true);
      }),
    );
  });
});
