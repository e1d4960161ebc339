import { describe, expect, it } from "vitest";
import { awakeRegenOf, restQuartersOf } from "../../../src/core/slots/world-time";
import { actor } from "./support";

/** docs/rules/slots.md §5.12: awake, out of combat, 25 % of max HP per 15 minutes (floor). */
describe("awake auto-regeneration", () => {
  it("is the floor of a quarter of max HP per quarter hour, capped at max", () => {
    expect(awakeRegenOf(actor())).toBe(42);
    expect(awakeRegenOf(actor({ strength: 0, vitality: 1 }))).toBe(1);
    expect(restQuartersOf(actor({ hp: 0 }), 2)).toEqual({ hp: 84 });
    expect(restQuartersOf(actor({ hp: 150 }), 1)).toEqual({ hp: 170 });
  });

  it("does nothing for the unconscious (they regenerate by the hour), the dead, the full or no time", () => {
    expect(restQuartersOf(actor({ hp: 0, unconscious: { hoursLeft: 3 } }), 4)).toEqual({});
    expect(restQuartersOf(actor({ hp: 0, dead: true }), 4)).toEqual({});
    expect(restQuartersOf(actor(), 4)).toEqual({});
    expect(restQuartersOf(actor({ hp: 10 }), 0)).toEqual({});
  });
});
