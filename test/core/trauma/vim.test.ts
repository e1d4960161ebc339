import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { applyPatch } from "../../../src/core/patch";
import {
  type TraumaActor,
  applyTrauma,
  biologicalTimers,
  endOfRound,
  moveRelicVim,
  setMaxVim,
  validateTraumaActor,
  vimTotal,
} from "../../../src/core/trauma";
import { ashmite, deepFreeze, qulia, withVim } from "./fixtures";

describe("Vim (docs/rules/trauma.md §5.8a, §5.9, §5.11)", () => {
  test("applyTrauma of 0 changes nothing", () => {
    expect(applyTrauma(ashmite(), 0)).toEqual({ result: { trauma: 0, absorbed: 0, deficit: 0, overkill: false }, patch: {} });
  });

  test("moveRelicVim without a deficit returns all of the relic's Vim to Life Support", () => {
    const a = withVim(qulia(), { lifeSupport: 10, clot: 3, relics: [{ id: "ring", name: "Ring", vim: 4 }] });
    const { result, patch } = moveRelicVim(a, "ring");
    expect(result).toEqual({ relicId: "ring", moved: 4, covered: 0, clotDeficit: 0 });
    expect(applyPatch(a, patch).vim).toMatchObject({ lifeSupport: 14, clot: 3, relics: [{ id: "ring", name: "Ring", vim: 0 }] });
  });

  test("setMaxVim moves the difference through Life Support; below the counters in use is vim.maxBelowUsed", () => {
    const a = withVim(qulia(), { lifeSupport: 10, clot: 5, hunger: 2 });
    expect(applyPatch(a, setMaxVim(a, 20).patch).vim.lifeSupport).toBe(13);
    expect(applyPatch(a, setMaxVim(a, 7).patch).vim.lifeSupport).toBe(0);
    expect(setMaxVim(a, 17).patch).toEqual({});
    expect(() => setMaxVim(a, 6)).toThrow(expect.objectContaining({ code: "vim.maxBelowUsed", path: "maxVim" }));
    expect(() => setMaxVim(a, 0)).toThrow(expect.objectContaining({ code: "actor.invalid", path: "maxVim" }));
  });

  test("T-25 the Vim invariant holds over random sequences of applyTrauma, moveRelicVim and timers (Max Vim 12)", () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant("trauma" as const), t: fc.nat(20) }),
      fc.record({ kind: fc.constant("relic" as const), which: fc.nat(2) }),
      fc.record({ kind: fc.constant("timers" as const), hours: fc.nat(7), elapsed: fc.nat(5) }),
      fc.record({ kind: fc.constant("endOfRound" as const) }),
    );
    const relicVims = fc.tuple(fc.nat(4), fc.nat(4), fc.nat(4));
    fc.assert(
      fc.property(relicVims, fc.array(step, { maxLength: 60 }), ([r1, r2, r3], steps) => {
        const relics = [
          { id: "a", name: "A", vim: r1 },
          { id: "b", name: "B", vim: r2 },
          { id: "c", name: "C", vim: r3 },
        ];
        let actor: TraumaActor = withVim(ashmite(), { lifeSupport: 12 - r1 - r2 - r3, relics });
        expect(actor.maxVim).toBe(12);
        for (const s of steps) {
          if (s.kind === "trauma") actor = applyPatch(actor, applyTrauma(actor, s.t).patch);
          else if (s.kind === "relic" && !actor.status.dead) actor = applyPatch(actor, moveRelicVim(actor, ["a", "b", "c"][s.which] ?? "a").patch);
          else if (s.kind === "timers") actor = applyPatch(actor, biologicalTimers(actor, { hours: s.hours, hoursElapsed: s.elapsed }).patch);
          else if (s.kind === "endOfRound") actor = applyPatch(actor, endOfRound(actor).patch);
          deepFreeze(actor);
          expect(vimTotal(actor.vim)).toBe(12);
          expect(actor.vim.lifeSupport).toBeGreaterThanOrEqual(0);
          expect(actor.clotDeficit).toBeGreaterThanOrEqual(0);
          expect(validateTraumaActor(actor)).toBe(actor);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("biological timers (docs/rules/trauma.md §5.13)", () => {
  test("hunger every hour, fatigue every third hour, 2 once at 5 or more", () => {
    const a = withVim(qulia(), { lifeSupport: 30, clot: 0, hunger: 4, fatigue: 5 });
    const { result, patch } = biologicalTimers(a, { hours: 3 });
    expect(result.ticks).toEqual([
      { hour: 1, timer: "hunger", wanted: 1, moved: 1 },
      { hour: 2, timer: "hunger", wanted: 2, moved: 2 },
      { hour: 3, timer: "hunger", wanted: 2, moved: 2 },
      { hour: 3, timer: "fatigue", wanted: 2, moved: 2 },
    ]);
    expect(patch).toEqual({ vim: { lifeSupport: 23, hunger: 9, fatigue: 7 } });
  });

  test("fatigue keeps its rhythm across calls, and Life Support never goes below 0", () => {
    const a = withVim(qulia(), { lifeSupport: 2, clot: 10 });
    const { result, patch } = biologicalTimers(a, { hours: 2, hoursElapsed: 1 });
    expect(result.ticks.map((t) => `${t.hour}${t.timer}`)).toEqual(["2hunger", "3hunger", "3fatigue"]);
    expect(result.short).toBe(1);
    expect(patch).toEqual({ vim: { lifeSupport: 0, hunger: 2, fatigue: 0 } });
  });

  test("a dead actor's timers stop; negative hours are vim.negative", () => {
    const dead = withVim(qulia(), { lifeSupport: 5, clot: 12 }, { status: { unconscious: false, dead: true } });
    expect(biologicalTimers(dead, { hours: 4 })).toEqual({ result: { ticks: [], short: 0, skipped: "dead" }, patch: {} });
    expect(() => biologicalTimers(qulia(), { hours: -1 })).toThrow(expect.objectContaining({ code: "vim.negative", path: "hours" }));
  });
});
