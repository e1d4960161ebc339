// The track procedures beyond the worked examples: initiative passes, damage over time, the
// world-time step, bars and statuses, documents, objects, and the exact odds' speed.
import { describe, expect, test } from "vitest";
import { applyPatch } from "../../../src/core/patch";
import {
  TRACK_BARS,
  applyWound,
  attackSeverityOdds,
  canActOnTrack,
  cycleBox,
  dotInterval,
  firstAid,
  holdTurn,
  initiativePasses,
  initiativeScore,
  newDot,
  passTime,
  soakSeverityOdds,
  timeStep,
  trackActorFromSource,
  trackStatuses,
  trackWeaponFromSource,
} from "../../../src/core/track";
import { expectRulesError } from "../../support/rules-error";
import { actor, after, strokes } from "./fixtures";

const entry = (id: string, score: number, extraPasses = 0, canAct = true) => ({ id, score, extraPasses, canAct });

describe("initiative (rules/track.md §7)", () => {
  test("the score is the hits of Intuition + Agility, and the dice must be that pool", () => {
    expect(initiativeScore(actor([0, 0, 0], { intuition: 3, agility: 2 }), [5, 6, 1, 2, 5])).toBe(3);
    expectRulesError(() => initiativeScore(actor([0, 0, 0], { intuition: 3, agility: 2 }), [5, 6]), "dice.count", "dice");
  });

  test("higher scores first, equal scores as one group, extra passes after everyone, at most four turns", () => {
    const passes = initiativePasses([entry("a", 2, 3), entry("b", 4), entry("c", 2, 1), entry("d", 9, 0, false)]);
    expect(passes).toEqual([
      { pass: 1, groups: [{ score: 4, ids: ["b"] }, { score: 2, ids: ["a", "c"] }] },
      { pass: 2, groups: [{ score: 2, ids: ["a", "c"] }] },
      { pass: 3, groups: [{ score: 2, ids: ["a"] }] },
      { pass: 4, groups: [{ score: 2, ids: ["a"] }] },
    ]);
  });

  test("a held turn comes after the lower scores of the pass", () => {
    const [first] = initiativePasses([entry("a", 5), entry("b", 3), entry("c", 3)]);
    expect(holdTurn(first!, "a").groups).toEqual([{ score: 3, ids: ["b", "c"] }, { score: 5, ids: ["a"] }]);
    expectRulesError(() => holdTurn(first!, "zed"), "initiative.notInPass", "id");
  });

  test("the Incapacitated and the dead cannot act; the hurt can", () => {
    expect(canActOnTrack(actor([9, 9, 0]))).toBe(true);
    expect(canActOnTrack(actor([10, 0, 0]))).toBe(false);
    expect(canActOnTrack(actor([0, 0, 0], { dead: true }))).toBe(false);
  });
});

describe("damage over time and world time (rules/track.md §5.9, §7)", () => {
  test("delays: 0 each pass (3 s), 1 a round, 8 an hour, 9 four hours, then doubling", () => {
    expect([0, 1, 2, 3, 8, 9, 10, 11].map(dotInterval)).toEqual([3, 12, 24, 60, 3600, 14400, 28800, 57600]);
    expect(newDot("lethal", 1, 2)).toEqual({ damageType: "lethal", delay: 3, elapsedSeconds: 0 });
  });

  test("a Lethal source with delay 1 adds a box a round: a minute is five boxes, the remainder kept", () => {
    const s = actor([0, 0, 0], { dots: [{ damageType: "lethal", delay: 1, elapsedSeconds: 5 }] });
    const { result, patch } = passTime(s, 60);
    expect(result.dotBoxes).toHaveLength(5);
    const next = after(s, patch);
    expect(strokes(next)).toEqual([5, 5, 0]);
    expect(next.dots).toEqual([{ damageType: "lethal", delay: 1, elapsedSeconds: 5 }]);
  });

  test("damage over time on a full Lethal track counts toward the Death Threshold and kills", () => {
    const s = actor([10, 10, 0], { willpower: 2, dying: { secondsLeft: 3600 }, dots: [{ damageType: "lethal", delay: 0, elapsedSeconds: 0 }] });
    const { result } = passTime(s, 30);
    expect(result.dead).toBe(true);
    expect(result.dotBoxes.map((b) => b.deathCountAfter)).toEqual([1, 2]);
  });

  test("a Normal source on a partly Lethal full track changes nothing after the first box, and stops there", () => {
    const s = actor([10, 3, 0], { dots: [{ damageType: "normal", delay: 0, elapsedSeconds: 0 }] });
    const { result, patch } = passTime(s, 10 * 365 * 24 * 3600);
    expect(result.dotBoxes).toHaveLength(1);
    expect(strokes(after(s, patch))).toEqual([10, 3, 0]);
  });

  test("the world-time step ticks every Dying combatant once, prompts the final test and marks the dead defeated", () => {
    const combatant = (id: string, state: ReturnType<typeof actor>) => ({ id, actorId: id, name: id, isPlayer: false, defeated: false, initiative: null, state });
    const view = {
      round: 1,
      turn: null,
      encounter: {},
      combatants: [
        combatant("dying", actor([10, 10, 0], { dying: { secondsLeft: 12 } })),
        combatant("long", actor([10, 10, 0], { dying: { secondsLeft: 3600 } })),
        combatant("bleeding", actor([10, 10, 0], { willpower: 0, dying: { secondsLeft: 3600 }, dots: [{ damageType: "lethal", delay: 1, elapsedSeconds: 0 }] })),
        combatant("fine", actor()),
      ],
    };
    const step = timeStep(view, 12);
    expect(step.prompts).toEqual([{ type: "track.finalHealingTest", combatantId: "dying" }]);
    expect(Object.keys(step.actorPatches).sort()).toEqual(["bleeding", "dying", "long"]);
    expect(step.actorPatches["long"]?.dying).toEqual({ secondsLeft: 3588 });
    expect(step.defeated).toEqual({ bleeding: true });
  });
});

test("200 Dying actors with damage over time tick in one step: one patch each, ready for one batched write", () => {
  const combatants = Array.from({ length: 200 }, (_, i) => ({
    id: `c${i}`,
    actorId: `a${i}`,
    name: `c${i}`,
    isPlayer: false,
    defeated: false,
    initiative: null,
    state: actor([10, 10, 0], { willpower: 6, dying: { secondsLeft: 3600 }, dots: [{ damageType: "lethal", delay: 1, elapsedSeconds: 0 }] }),
  }));
  // Its speed is measured by `npm run bench`, not here.
  const step = timeStep({ round: 1, turn: null, encounter: {}, combatants }, 12);
  expect(Object.keys(step.actorPatches)).toHaveLength(200);
  expect(step.actorPatches["c0"]).toMatchObject({ deathCount: 1, dying: { secondsLeft: 3588 } });
});

describe("bars, statuses, clicks and documents", () => {
  test("the token bar is the filled boxes of ten; setting it fills with Normal or clears from the right", () => {
    const s = actor([4, 2, 1]);
    expect(TRACK_BARS.read(s)).toEqual({ track: { value: 4, max: 10 } });
    expect(TRACK_BARS.set(s, "track", 7)).toEqual({ slash: 7, back: 2, bar: 1 });
    expect(TRACK_BARS.set(s, "track", 1)).toEqual({ slash: 1, back: 1, bar: 1 });
    expect(TRACK_BARS.set(s, "track", -5)).toEqual({ slash: 0, back: 0, bar: 0 });
  });

  test("statuses: Incapacitated and Dying together; the dead show only Dead", () => {
    expect(trackStatuses(actor([10, 10, 0], { dying: { secondsLeft: 10 } }))).toEqual(["incapacitated", "dying"]);
    expect(trackStatuses(actor([10, 10, 0], { dead: true }))).toEqual(["dead"]);
  });

  test("a click cycles a box blank → / → X → Aggravated → blank", () => {
    let s = actor([2, 1, 0]);
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      s = after(s, cycleBox(s, 3).patch);
      seen.push(strokes(s).join(","));
    }
    expect(seen).toEqual(["3,1,0", "3,3,0", "3,3,3", "2,2,2"]);
  });

  test("First Aid: one hit heals two /, two hits two \\ as well, three hits the bars, each further hit one more of each", () => {
    expect(firstAid(actor([6, 6, 6]), 1).result).toEqual({ slash: 4, back: 6, bar: 6 });
    expect(firstAid(actor([6, 6, 6]), 5).result).toEqual({ slash: 2, back: 2, bar: 2 });
  });

  test("a document reads over the defaults, with the best worn armor per category (armor does not stack)", () => {
    const doc = {
      type: "character",
      system: { track: { strength: 3, armor: { melee: 1 } } },
      items: [
        { name: "Vest", type: "armor", system: { track: { ballistics: 4, melee: 3, heat: 1 } } },
        { name: "Jacket", type: "armor", system: { track: { ballistics: 2, melee: 2, heat: 2 } } },
        { name: "Spare", type: "armor", system: { track: { ballistics: 9, equipped: false } } },
      ],
    };
    expect(trackActorFromSource(doc, "actor")).toMatchObject({ strength: 3, armor: { ballistics: 4, melee: 3, heat: 2 } });
    expectRulesError(() => trackActorFromSource({ ...doc, system: { track: { slash: 12 } } }, "actor"), "track.outOfRange", "actor.system.track.slash");
    expect(trackWeaponFromSource({ name: "Fist", type: "weapon", system: {} })).toEqual({ damage: 1, damageType: "lethal", category: "melee", autofire: false });
  });

  test("objects: no penalty, no Death Threshold, destroyed instead of Dying", () => {
    const door = actor([9, 9, 0], { object: true });
    const { result } = applyWound(door, { wound: "petty", damageType: "lethal" });
    expect(result).toMatchObject({ dead: true, dying: null, woundPenalty: 0 });
    expect(applyWound(actor([0, 0, 0], { object: true }), { wound: "terminal", damageType: "normal" }).result).toMatchObject({ dead: true, dying: null });
  });

  test("a patch only names state fields", () => {
    const s = actor([3, 1, 0]);
    const { patch } = applyWound(s, { wound: "serious", damageType: "aggravated" });
    expect(Object.keys(patch).every((k) => Object.hasOwn(s, k))).toBe(true);
    expect(applyPatch(s, patch)).toMatchObject({ slash: 9, back: 7, bar: 6 });
  });
});

describe("exact odds before the soak (rules/track.md §5.3, §5.4)", () => {
  test("a 12-die pool against 8 damage: a whole distribution (its speed: npm run bench)", () => {
    const odds = soakSeverityOdds({ damage: 8, poolSize: 12, armorRating: 4, boughtHits: 0 });
    expect(odds.isProper()).toBe(true);
    // Death needs 0 hits on 12 dice: (2/3)^12.
    expect(odds.probabilityOf("death").toString()).toBe("4096/531441");
  });

  test("an attack still to roll: a miss is its own outcome, and the rest is the soak", () => {
    const odds = attackSeverityOdds({ attackPool: 2, threshold: 1, weaponDamage: 2, poolSize: 0, armorRating: 0, boughtHits: 0 });
    // 2 dice: no hit 4/9 (miss), one hit 4/9 (damage 2, Ordinary), two hits 1/9 (damage 3, Serious).
    expect(odds.entries().map(([k, p]) => `${k} ${p.toString()}`).sort()).toEqual(["miss 4/9", "ordinary 4/9", "serious 1/9"]);
  });
});
