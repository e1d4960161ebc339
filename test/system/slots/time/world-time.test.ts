import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type SlotsActor, slotsRuleset } from "../../../../src/core/slots";
import { boundariesCrossed, planSlotsWorldTime, slotsTimePatch } from "../../../../src/system/slots/time/world-time-plan";

/**
 * World time in a slots world (docs/rules/slots.md §5.10–§5.12): hours and days are boundaries of
 * the clock crossed, so small steps add up like one big one; what an hour and a day do comes from
 * the core. The step's claim and batching are the shared GM records' (tested there).
 */
const HOUR = 3600;
const DAY = 86_400;
const actor = (over: Partial<SlotsActor>): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "character" }), strength: 10, vitality: 10, hp: 170, ...over });
const timed = (state: SlotsActor, fighting = false) => ({ uuid: "Actor.a", name: "A", state, fighting });

describe("the world clock", () => {
  test("a Full Round of 5 seconds crosses an hour only at the hour's end", () => {
    expect(boundariesCrossed(3595, 5, HOUR)).toBe(0);
    expect(boundariesCrossed(3600, 5, HOUR)).toBe(1);
    expect(boundariesCrossed(7200 * 3, 7200 * 3, HOUR)).toBe(6);
    expect(boundariesCrossed(DAY + 10, 20, DAY)).toBe(1);
  });

  test("a clock set back, or not moved, crosses nothing", () => {
    expect(boundariesCrossed(HOUR * 5, -HOUR * 2, HOUR)).toBe(0);
    expect(boundariesCrossed(HOUR * 5, 0, HOUR)).toBe(0);
  });

  test("many small steps cross exactly as many hours as one step over the same span", () => {
    fc.assert(
      fc.property(fc.nat(10 * DAY), fc.array(fc.integer({ min: 1, max: 2 * HOUR }), { maxLength: 40 }), (start, steps) => {
        let t = start;
        let crossed = 0;
        for (const step of steps) {
          t += step;
          crossed += boundariesCrossed(t, step, HOUR);
        }
        expect(crossed).toBe(boundariesCrossed(t, t - start, HOUR));
      }),
    );
  });
});

describe("what hours and days do", () => {
  test("S-24: an unconscious character of 170 max HP at 0 HP regains 17 an hour and wakes after 10 hours at 170", () => {
    const out = actor({ hp: 0, unconscious: { hoursLeft: 10 } });
    expect(slotsTimePatch(timed(out), 3, 0)).toMatchObject({ hp: 51, unconscious: { hoursLeft: 7 } });
    expect(slotsTimePatch(timed(out), 10, 0)).toMatchObject({ hp: 170, unconscious: null });
  });

  test("Stress relaxes one a track an hour, never below 0, but not while fighting", () => {
    const tired = actor({ stress: { physical: 3, mental: 1, vocal: 0 } });
    expect(slotsTimePatch(timed(tired), 2, 0)).toEqual({ stress: { physical: 1, mental: 0, vocal: 0 } });
    expect(slotsTimePatch(timed(tired, true), 2, 0)).toBeNull();
  });

  test("Near Mute wears off by the hour; Strained by the day, and Physical Stress relaxes only after", () => {
    const burnt = actor({ stress: { physical: 10, mental: 0, vocal: 9 }, burnout: { strainedDays: 2, seizure: null, mindFog: null, mute: null, nearMuteHours: 1 } });
    expect(slotsTimePatch(timed(burnt), 1, 0)).toEqual({ stress: { physical: 10, mental: 0, vocal: 8 }, burnout: { ...burnt.burnout, nearMuteHours: 0 } });
    expect(slotsTimePatch(timed(burnt), 0, 1)).toEqual({ burnout: { ...burnt.burnout, strainedDays: 1 } });
  });

  test("the dead and the untouched change nothing", () => {
    expect(slotsTimePatch(timed(actor({ dead: true, stress: { physical: 5, mental: 0, vocal: 0 } })), 5, 1)).toBeNull();
    expect(slotsTimePatch(timed(actor({})), 5, 1)).toBeNull();
  });

  test("one write per actor that changes, none for a step that crosses no hour", () => {
    const tired = { uuid: "Actor.t", name: "Tired", state: actor({ stress: { physical: 2, mental: 0, vocal: 0 } }), fighting: false };
    const rested = { uuid: "Actor.r", name: "Rested", state: actor({}), fighting: false };
    expect(planSlotsWorldTime([tired, rested], HOUR, 5)).toEqual({ writes: [{ type: "update", uuid: "Actor.t", data: { system: { slots: { stress: { physical: 1, mental: 0, vocal: 0 } } } } }], woke: [] });
    expect(planSlotsWorldTime([tired, rested], HOUR - 10, 5)).toEqual({ writes: [], woke: [] });
  });

  test("who wakes is named for the GMs, with the HP they woke with", () => {
    const out = { uuid: "Actor.o", name: "Odo", state: actor({ hp: 150, unconscious: { hoursLeft: 10 } }), fighting: false };
    const plan = planSlotsWorldTime([out], 2 * HOUR, 2 * HOUR);
    expect(plan.woke).toEqual([{ name: "Odo", hp: 170 }]);
    expect(planSlotsWorldTime([{ ...out, state: actor({ hp: 0, unconscious: { hoursLeft: 10 } }) }], 2 * HOUR, 2 * HOUR).woke).toEqual([]);
  });
});

describe("awake regeneration (§5.12: 25 % of max HP per 15 minutes out of combat)", () => {
  const QUARTER = 900;
  test("a quarter hour gives 42 of 170 (floor of 25 %), never above max; none while fighting, bleeding or dead", () => {
    const hurt = actor({ hp: 20 });
    expect(slotsTimePatch(timed(hurt), 0, 0, 1)).toEqual({ hp: 62 });
    expect(slotsTimePatch(timed(hurt), 1, 0, 4)).toEqual({ hp: 170 });
    expect(slotsTimePatch(timed(hurt, true), 0, 0, 1)).toBeNull();
    expect(slotsTimePatch(timed(actor({ hp: 20, bleed: 2 })), 0, 0, 1)).toBeNull();
    expect(slotsTimePatch(timed(actor({ hp: 20, hemorrhage: 1 })), 0, 0, 1)).toBeNull();
    expect(slotsTimePatch(timed(actor({ hp: 20, dead: true })), 0, 0, 1)).toBeNull();
  });

  test("the unconscious regenerate by the hour only: one who wakes rests awake from the next step", () => {
    const out = actor({ hp: 160, unconscious: { hoursLeft: 10 } });
    expect(slotsTimePatch(timed(out), 1, 0, 4)).toEqual({ hp: 170, unconscious: null });
    expect(slotsTimePatch(timed(actor({ hp: 0, unconscious: { hoursLeft: 10 } })), 0, 0, 3)).toBeNull();
  });

  test("the plan writes once per actor that heals, counting quarter hours the clock crossed", () => {
    const plan = planSlotsWorldTime([timed(actor({ hp: 20 })), { ...timed(actor({})), uuid: "Actor.full" }], 2 * QUARTER, 2 * QUARTER);
    expect(plan.writes).toEqual([{ type: "update", uuid: "Actor.a", data: { system: { slots: { hp: 104 } } } }]);
    expect(planSlotsWorldTime([timed(actor({ hp: 20 }))], QUARTER - 5, 5).writes).toEqual([]);
  });

  test("many small steps heal exactly as much as one step over the same span", () => {
    fc.assert(
      fc.property(fc.nat(DAY), fc.array(fc.integer({ min: 1, max: HOUR }), { maxLength: 20 }), fc.integer({ min: 0, max: 170 }), (start, steps, hp) => {
        let state = actor({ hp });
        let t = start;
        for (const step of steps) {
          t += step;
          const write = planSlotsWorldTime([timed(state)], t, step).writes[0];
          const slots = write?.type === "update" ? (write.data as { system: { slots: Partial<SlotsActor> } }).system.slots : undefined;
          if (slots?.hp !== undefined) state = { ...state, hp: slots.hp };
        }
        const once = slotsTimePatch(timed(actor({ hp })), 0, 0, boundariesCrossed(t, t - start, QUARTER));
        expect(state.hp).toBe(once?.hp ?? hp);
      }),
    );
  });
});
