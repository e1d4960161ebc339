import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type Injury, woundsDefaultsFor } from "../../../../src/core/wounds";
import { hoursCrossed, planInjuryHours } from "../../../../src/system/wounds/healing/injury-hours";

const brief: Injury = { roll2d6: 10, location: "leg", effect: "slowMinor", duration: "untilHealedOr24h", hoursLeft: 24 };
const lasting: Injury = { roll2d6: 7, subRoll: 1, location: "guts", effect: "agilityDown", duration: "untilHealed" };

describe("24-hour injuries on world time", () => {
  test("hours are the hour marks the clock crossed; a clock set back crosses none", () => {
    expect(hoursCrossed(3600, 3600)).toBe(1);
    expect(hoursCrossed(4000, 1800)).toBe(1);
    expect(hoursCrossed(5400, 1800)).toBe(0);
    expect(hoursCrossed(3599, 1800)).toBe(0);
    expect(hoursCrossed(86400, 86400)).toBe(24);
    expect(hoursCrossed(1000, -500)).toBe(0);
  });

  test("many short steps add up to the same hours as one long step", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 40 }), (steps) => {
        let t = 0;
        let sum = 0;
        for (const step of steps) {
          t += step;
          sum += hoursCrossed(t, step);
        }
        expect(sum).toBe(hoursCrossed(t, t));
      }),
    );
  });

  test("one write per actor with a 24-hour injury; the injury ends at 0; other injuries and actors are left alone", () => {
    const actors = [
      { uuid: "Actor.red", state: { ...woundsDefaultsFor("character"), wounds: 1, injuries: [brief, lasting] } },
      { uuid: "Actor.tamsin", state: { ...woundsDefaultsFor("character"), injuries: [lasting] } },
    ];
    expect(planInjuryHours(actors, 5)).toEqual([{ type: "update", uuid: "Actor.red", data: { system: { wounds: { injuries: [{ ...brief, hoursLeft: 19 }, lasting] } } } }]);
    expect(planInjuryHours(actors, 30)).toEqual([{ type: "update", uuid: "Actor.red", data: { system: { wounds: { injuries: [lasting] } } } }]);
    expect(planInjuryHours(actors, 0)).toEqual([]);
  });
});
