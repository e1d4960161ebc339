/**
 * Invariants of the slots rules (issue "Tests"): slots and counters never negative, a Full Round
 * never spends more than it gave, the same Upkeep twice changes nothing, and a rewound or skipped
 * round neither lengthens nor shortens a duration.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { RulesInputError } from "../../../src/core/errors";
import { applyPatch, invertPatch } from "../../../src/core/patch";
import { beginActivePhase, endActivePhase, hesitation, inflictEffects, spend, upkeep, validateSlotsActor } from "../../../src/core/slots";
import type { SlotsActor, TimedEffect } from "../../../src/core/slots";
import { actor, apply } from "./support";

const counters = fc.record({
  hp: fc.integer({ min: 0, max: 170 }),
  bleed: fc.integer({ min: 0, max: 40 }),
  hemorrhage: fc.integer({ min: 0, max: 20 }),
  stunDebt: fc.integer({ min: 0, max: 10 }),
  reservedSlots: fc.integer({ min: 0, max: 8 }),
  agility: fc.integer({ min: -3, max: 7 }),
});

type Op = { kind: "upkeep" } | { kind: "bleed"; n: number } | { kind: "stun"; n: number } | { kind: "slow" } | { kind: "exsanguinate" } | { kind: "phase" } | { kind: "spend"; price: number };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.constant<Op>({ kind: "upkeep" }),
  fc.integer({ min: 0, max: 9 }).map((n): Op => ({ kind: "bleed", n })),
  fc.integer({ min: 1, max: 6 }).map((n): Op => ({ kind: "stun", n })),
  fc.constant<Op>({ kind: "slow" }),
  fc.constant<Op>({ kind: "exsanguinate" }),
  fc.constant<Op>({ kind: "phase" }),
  fc.integer({ min: 0, max: 6 }).map((price): Op => ({ kind: "spend", price })),
);

/** Plays one operation; a refusal (RulesInputError) leaves the state as it was. */
function play(state: SlotsActor, o: Op, round: number): SlotsActor {
  try {
    switch (o.kind) {
      case "upkeep":
        return apply(state, upkeep({ actor: state, round }).patch);
      case "bleed":
        return apply(state, inflictEffects({ target: state, onHit: { bleed: o.n, hemorrhage: o.n % 3 }, round }).patch);
      case "stun":
        return apply(state, inflictEffects({ target: state, onHit: { stunV: 6 }, rolls: { stun: o.n }, round }).patch);
      case "slow":
        return apply(state, inflictEffects({ target: state, onHit: { slow: { fraction: "1/2", rounds: 2 } }, round }).patch);
      case "exsanguinate":
        return apply(state, inflictEffects({ target: state, onHit: { exsanguinate: true }, round }).patch);
      case "phase":
        return state.phase === "active" ? apply(state, endActivePhase(state).patch) : apply(state, beginActivePhase(state, round).patch);
      case "spend":
        return apply(state, spend({ actor: state, action: { cost: `${o.price}AS`, reservedAllowed: true, activePhaseOnly: false }, time: state.phase === "active" ? "active" : "reserved" }).patch);
    }
  } catch (error) {
    if (error instanceof RulesInputError) return state;
    throw error;
  }
}

describe("slots invariants", () => {
  test("slots, counters, HP and Stress never go negative (every state after any sequence validates)", () => {
    fc.assert(
      fc.property(counters, fc.array(op, { maxLength: 30 }), (start, ops) => {
        let state = actor(start);
        ops.forEach((o, i) => {
          state = play(state, o, 1 + Math.floor(i / 3));
        });
        const checked = validateSlotsActor(state, "after");
        return [checked.actionSlots, checked.reservedSlots, checked.bleed, checked.hemorrhage, checked.stunDebt, checked.hp].every((n) => n >= 0);
      }),
      { numRuns: 300 },
    );
  });

  test("a Full Round never spends more than was available: paid ≤ gained + Reserved held", () => {
    fc.assert(
      fc.property(counters, fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 8 })), { maxLength: 12 }), (start, spends) => {
        const held = start.reservedSlots;
        let state = actor({ ...start, phase: "waiting" });
        const begun = beginActivePhase(state, 1);
        state = apply(state, begun.patch);
        let paid = 0;
        for (const [endFirst, price] of spends) {
          if (endFirst && state.phase === "active") state = apply(state, endActivePhase(state).patch);
          try {
            const time = state.phase === "active" ? "active" : "reserved";
            const s = spend({ actor: state, action: { cost: `${price}AS|${price}RS`, reservedAllowed: true, activePhaseOnly: false }, time });
            paid += s.result.price;
            state = apply(state, s.patch);
          } catch (error) {
            if (!(error instanceof RulesInputError)) throw error;
          }
        }
        const lost = hesitation(state).result.lost;
        return paid + lost === begun.result.actionSlots + held && paid <= begun.result.actionSlots + held;
      }),
      { numRuns: 300 },
    );
  });

  test("the same Upkeep key applied twice changes nothing", () => {
    fc.assert(
      fc.property(counters, fc.integer({ min: 1, max: 50 }), (start, round) => {
        const state = actor(start);
        const once = apply(state, upkeep({ actor: state, round }).patch);
        const twice = upkeep({ actor: once, round });
        return Object.keys(twice.patch).length === 0 && twice.result.ran === false;
      }),
      { numRuns: 200 },
    );
  });

  test("a rewound or skipped round neither lengthens nor shortens a duration: an effect ends at the first Upkeep on or after its last round", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 10 }), fc.array(fc.integer({ min: -2, max: 4 }), { minLength: 1, maxLength: 20 }), (startRound, rounds, steps) => {
        const effect: TimedEffect = { id: "ward", startRound, rounds, upkeepStress: null, hot: 1, dot: 0 };
        let state = actor({ hp: 100, effects: [effect] });
        let round = startRound;
        for (const step of steps) {
          // A rewind replays a round already kept (the key refuses it); a skip jumps ahead.
          round = Math.max(1, round + step);
          state = apply(state, upkeep({ actor: state, round }).patch);
          const ended = state.lastUpkeepRound >= startRound + rounds;
          if (state.effects.length === (ended ? 1 : 0)) return false;
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });
});

test("undoing an Upkeep (its inverse patch) gives back exactly the actor before it, counters, durations and key included", () => {
  fc.assert(
    fc.property(counters, fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 5 }), (start, round, rounds) => {
      const before = actor({ ...start, effects: [{ id: "ward", startRound: round, rounds, upkeepStress: { track: "vocal", n: 1 }, hot: 2, dot: 1 }] });
      const { patch } = upkeep({ actor: before, round, rolls: { vocal: 3 } });
      const after = applyPatch(before, patch);
      expect(applyPatch(after, invertPatch(before, patch))).toEqual(before);
    }),
    { numRuns: 200 },
  );
});

test("a property above can fail: an Upkeep run under a new key does change a bleeding actor", () => {
  const state = actor({ bleed: 4 });
  const once = apply(state, upkeep({ actor: state, round: 1 }).patch);
  expect(upkeep({ actor: once, round: 2 }).patch).not.toEqual({});
});
