/**
 * The end of a Full Round as one step (src/core/slots/round-end.ts; docs/rules/slots.md §7):
 * Hesitation and Upkeep merged per actor, the same states as the policy's two phases in turn,
 * with an inverse that undoes it exactly, and a second run of the same round changing nothing.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { applyPatch } from "../../../src/core/patch";
import { createRng } from "../../../src/core/random";
import type { CombatView } from "../../../src/core/ruleset";
import { type SlotsActor, type SlotsEncounter, slotsRuleset, validateSlotsActor } from "../../../src/core/slots";
import { fullRoundEnd } from "../../../src/core/slots/round-end";
import { actor } from "./support";

type View = CombatView<SlotsActor, SlotsEncounter>;

function view(states: Record<string, SlotsActor>, cycle: string[][], round: number): View {
  return { round, turn: null, encounter: { cycle, groupIndex: Math.max(0, cycle.length - 1) }, combatants: Object.entries(states).map(([id, state]) => ({ id, actorId: id, name: id, isPlayer: state.isPlayer, defeated: state.dead, initiative: null, state })) };
}

const after = (v: View, end: ReturnType<typeof fullRoundEnd>): View => ({
  ...v,
  encounter: applyPatch(v.encounter, end.encounterPatch),
  combatants: v.combatants.map((c) => {
    const e = end.entries.find((x) => x.combatantId === c.id);
    return e ? { ...c, state: applyPatch(c.state, e.patch) } : c;
  }),
});

const fighter = fc.record({
  hp: fc.integer({ min: 0, max: 170 }),
  bleed: fc.integer({ min: 0, max: 30 }),
  hemorrhage: fc.integer({ min: 0, max: 10 }),
  actionSlots: fc.integer({ min: 0, max: 8 }),
  reservedSlots: fc.integer({ min: 0, max: 8 }),
  isPlayer: fc.boolean(),
  slowRounds: fc.integer({ min: 0, max: 3 }),
  effectRounds: fc.integer({ min: 0, max: 3 }),
  upkeepStress: fc.integer({ min: 0, max: 4 }),
});

type Fighter = typeof fighter extends fc.Arbitrary<infer T> ? T : never;

function stateOf(f: Fighter, round: number): SlotsActor {
  return actor({
    hp: f.hp,
    bleed: f.bleed,
    hemorrhage: f.hemorrhage,
    actionSlots: f.actionSlots,
    reservedSlots: f.reservedSlots,
    phase: f.actionSlots > 0 ? "active" : "done",
    isPlayer: f.isPlayer,
    slow: f.slowRounds > 0 ? { fraction: "1/4", startRound: round - 1, rounds: f.slowRounds } : null,
    effects: f.effectRounds > 0 ? [{ id: "Chant", startRound: round - 1, rounds: f.effectRounds, upkeepStress: f.upkeepStress > 0 ? { track: "vocal", n: f.upkeepStress } : null, hot: 2, dot: 1 }] : [],
  });
}

const worldOf = (fs: readonly Fighter[], round: number): View => {
  const states = Object.fromEntries(fs.map((f, i) => [`a${i}`, stateOf(f, round)]));
  const pcs = Object.entries(states).filter(([, s]) => s.isPlayer).map(([id]) => [id]);
  return view(states, pcs, round);
};

describe("the end of a Full Round as one step", () => {
  test("Hesitation, then bleed 3 + hemorrhage 3 × 2 = 9 damage for A, the NPC's pool lost, the cycle back to its first group", () => {
    const v = view({ A: actor({ bleed: 3, hemorrhage: 2, reservedSlots: 4, phase: "done" }), B: actor({ actionSlots: 2, phase: "active" }), N: actor({ isPlayer: false, actionSlots: 5, phase: "active" }) }, [["A"], ["B"]], 3);
    const end = fullRoundEnd(v, createRng(1));
    const a = applyPatch(v.combatants[0]!.state, end.entries.find((e) => e.combatantId === "A")!.patch);
    expect(a).toMatchObject({ hp: 170 - 9, bleed: 2, hemorrhage: 1, reservedSlots: 0, phase: "waiting", lastUpkeepRound: 3 });
    expect(end.events.filter((e) => e.type === "slots.hesitation").map((e) => [e.combatantId, e.detail["lost"]])).toEqual([["A", 4], ["B", 2], ["N", 5]]);
    expect(end.encounterPatch).toEqual({ groupIndex: 0 });
  });

  test("gives the same states as the policy's Hesitation and Upkeep run one after the other (what the CLI plays)", () => {
    fc.assert(
      fc.property(fc.array(fighter, { minLength: 1, maxLength: 6 }), fc.integer({ min: 2, max: 40 }), fc.integer(), (fs, round, seed) => {
        const v = worldOf(fs, round);
        const one = after(v, fullRoundEnd(v, createRng(seed)));
        const policy = slotsRuleset.combat;
        const hes = policy.endRound(v, createRng(seed));
        const v1 = { ...v, combatants: v.combatants.map((c) => ({ ...c, state: applyPatch(c.state, hes.actorPatches[c.id] ?? {}) })) };
        const up = policy.upkeep(v1, createRng(seed));
        const two = v1.combatants.map((c) => applyPatch(c.state, up.actorPatches[c.id] ?? {}));
        expect(one.combatants.map((c) => c.state)).toEqual(two);
      }),
    );
  });

  test("the same Upkeep key applied twice changes nothing; slots and counters never go negative", () => {
    fc.assert(
      fc.property(fc.array(fighter, { minLength: 1, maxLength: 6 }), fc.integer({ min: 2, max: 40 }), fc.integer(), (fs, round, seed) => {
        const v = worldOf(fs, round);
        const once = after(v, fullRoundEnd(v, createRng(seed)));
        const twice = after(once, fullRoundEnd(once, createRng(seed + 1)));
        expect(twice.combatants.map((c) => c.state)).toEqual(once.combatants.map((c) => c.state));
        for (const c of once.combatants) {
          expect(() => validateSlotsActor(c.state, "after")).not.toThrow();
          expect(Math.min(c.state.actionSlots, c.state.reservedSlots, c.state.bleed, c.state.hemorrhage, c.state.hp)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  test("its inverse gives back every actor exactly (what the GM's Undo writes)", () => {
    fc.assert(
      fc.property(fc.array(fighter, { minLength: 1, maxLength: 6 }), fc.integer({ min: 2, max: 40 }), fc.integer(), (fs, round, seed) => {
        const v = worldOf(fs, round);
        const end = fullRoundEnd(v, createRng(seed));
        for (const c of v.combatants) {
          const e = end.entries.find((x) => x.combatantId === c.id);
          if (e) expect(applyPatch(applyPatch(c.state, e.patch), e.inverse)).toEqual(c.state);
        }
      }),
    );
  });

  test("a property above can fail: an Upkeep of the next round does change a bleeding actor", () => {
    const v = view({ A: actor({ bleed: 4 }) }, [["A"]], 2);
    const once = after(v, fullRoundEnd(v, createRng(1)));
    const next = after({ ...once, round: 3 }, fullRoundEnd({ ...once, round: 3 }, createRng(2)));
    expect(next.combatants[0]!.state.hp).toBeLessThan(once.combatants[0]!.state.hp);
  });
});
