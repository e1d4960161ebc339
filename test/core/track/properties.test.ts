// Invariants of the track core (rules/track.md §3.1, §5.5, §7) as fast-check properties.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  BOXES,
  type DamageType,
  type TrackActor,
  type Wound,
  applyWound,
  boxLevel,
  cycleBox,
  defaultTrackActor,
  filledBoxes,
  healStep,
  passTime,
  soakSeverityOdds,
  woundForNetDamage,
  type SeverityKey,
  woundPenalty,
} from "../../../src/core/track";
import { after, deepFreeze } from "./fixtures";

const damageType = fc.constantFrom<DamageType>("normal", "lethal", "aggravated");
const wound = fc.constantFrom<Wound>("none", "petty", "ordinary", "serious", "incapacitating", "terminal");
const woundEvent = fc.record({ kind: fc.constant("wound" as const), wound, damageType });
const clickEvent = fc.record({ kind: fc.constant("click" as const), box: fc.integer({ min: 1, max: BOXES }) });
const healEvent = fc.record({ kind: fc.constant("heal" as const), type: damageType, success: fc.boolean() });
const start = fc.record({ willpower: fc.integer({ min: 0, max: 9 }), indomitable: fc.boolean(), deathThresholdBonus: fc.integer({ min: 0, max: 3 }) });

/** The seed's literal track: ten slots, 3 Aggravated, 2 Lethal, 1 Normal, 0 empty, kept in that order. */
function literalWound(slots: readonly number[], level: number, n: number): number[] {
  const marks = slots.filter((s) => s > 0);
  const allNormal = slots.every((s) => s === 1);
  if (level === 1 && allNormal) {
    // SEED: a track entirely Normal converts its Normal marks to Lethal one for one.
    const converted = Math.min(BOXES, n);
    return [...Array<number>(converted).fill(2), ...Array<number>(BOXES - converted).fill(1)];
  }
  const sorted = [...marks, ...Array<number>(n).fill(level)].sort((a, b) => b - a).slice(0, BOXES);
  return [...sorted, ...Array<number>(BOXES - sorted.length).fill(0)];
}

const LEVEL: Record<DamageType, number> = { normal: 1, lethal: 2, aggravated: 3 };
const BOXES_OF: Record<Wound, number> = { none: 0, petty: 1, ordinary: 3, serious: 6, incapacitating: 10, terminal: 10, death: 0 };

describe("track properties", () => {
  test("without healing, the stroke model and a literal ten-slot push-right track agree box by box", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ wound, damageType }), { maxLength: 12 }), (wounds) => {
        // A Willpower no wound sequence reaches, so the Death Threshold never stops the comparison.
        let s = deepFreeze(defaultTrackActor({ willpower: 20, deathThresholdBonus: 100 }));
        let slots = Array<number>(BOXES).fill(0);
        for (const w of wounds) {
          s = after(s, applyWound(s, w).patch);
          slots = literalWound(slots, LEVEL[w.damageType], BOXES_OF[w.wound]);
          const count = (level: number): number => slots.filter((x) => x === level).length;
          if (s.bar !== count(3) || s.back - s.bar !== count(2) || s.slash - s.back !== count(1)) return false;
        }
        return true;
      }),
      { numRuns: 500 },
    );
  });

  test("stroke counts keep bar ≤ back ≤ slash ≤ 10 under any sequence of wounds and clicks", () => {
    fc.assert(
      fc.property(start, fc.array(fc.oneof(woundEvent, clickEvent), { maxLength: 30 }), (base, events) => {
        let s: TrackActor = deepFreeze(defaultTrackActor(base));
        for (const e of events) {
          if (s.dead) break;
          s = after(s, e.kind === "wound" ? applyWound(s, e).patch : cycleBox(s, e.box).patch);
          if (!(0 <= s.bar && s.bar <= s.back && s.back <= s.slash && s.slash <= BOXES)) return false;
        }
        return true;
      }),
      { numRuns: 500 },
    );
  });

  test("every count stays within 0…10 and the penalty within 0…10 under wounds, healing and clicks", () => {
    fc.assert(
      fc.property(start, fc.array(fc.oneof(woundEvent, clickEvent, healEvent), { maxLength: 30 }), (base, events) => {
        let s: TrackActor = deepFreeze(defaultTrackActor(base));
        for (const e of events) {
          if (s.dead) break;
          const patch = e.kind === "wound" ? applyWound(s, e).patch : e.kind === "click" ? cycleBox(s, e.box).patch : healStep(s, e.type, e.success).patch;
          s = after(s, patch);
          for (const n of [s.slash, s.back, s.bar]) if (!(Number.isInteger(n) && n >= 0 && n <= BOXES)) return false;
          const penalty = woundPenalty(s);
          if (!(penalty >= 0 && penalty <= BOXES)) return false;
        }
        return true;
      }),
      { numRuns: 500 },
    );
  });

  test("a wound never empties a box and never removes a stroke", () => {
    const strokes = fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }));
    fc.assert(
      fc.property(strokes, start, wound, damageType, ([slash, back, bar], base, w, t) => {
        const s = deepFreeze(defaultTrackActor({ ...base, slash, back, bar }));
        const next = after(s, applyWound(s, { wound: w, damageType: t }).patch);
        return filledBoxes(next) >= filledBoxes(s) && next.slash >= s.slash && next.back >= s.back && next.bar >= s.bar;
      }),
      { numRuns: 1000 },
    );
  });

  test("a click gives its box the next mark (blank → / → X → Aggravated → blank); boxes left of it never fall, boxes right of it never rise", () => {
    const ordered = fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 })).map(([a, b, c]) => [a, b, c].sort((x, y) => y - x) as [number, number, number]);
    fc.assert(
      fc.property(ordered, fc.integer({ min: 1, max: 10 }), ([slash, back, bar], box) => {
        const s = deepFreeze(defaultTrackActor({ slash, back, bar }));
        const next = after(s, cycleBox(s, box).patch);
        if (boxLevel(next, box) !== (boxLevel(s, box) + 1) % 4) return false;
        for (let i = 1; i <= BOXES; i++) {
          if (i < box && boxLevel(next, i) < boxLevel(s, i)) return false;
          if (i > box && boxLevel(next, i) > boxLevel(s, i)) return false;
        }
        return true;
      }),
      { numRuns: 500 },
    );
  });

  test("time is additive for the Dying timer: two ticks equal one tick of their sum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7200 }), fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 4000 }), (left, a, b) => {
        const s = deepFreeze(defaultTrackActor({ slash: 10, back: 10, dying: { secondsLeft: left } }));
        const twice = after(after(s, passTime(s, a).patch), passTime(after(s, passTime(s, a).patch), b).patch);
        return JSON.stringify(twice) === JSON.stringify(after(s, passTime(s, a + b).patch));
      }),
      { numRuns: 300 },
    );
  });

  test("severity odds are a whole distribution and agree with counting every roll of small pools", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 3 }), (damage, size, armor) => {
        const poolSize = size + armor;
        const odds = soakSeverityOdds({ damage, poolSize, armorRating: armor, boughtHits: 0 });
        expect(odds.isProper()).toBe(true);
        const counts = new Map<SeverityKey, number>();
        const total = 6 ** poolSize;
        for (let roll = 0; roll < total; roll++) {
          let hits = 0;
          for (let d = 0, r = roll; d < poolSize; d++, r = Math.floor(r / 6)) if (r % 6 >= 4) hits++;
          const key = woundForNetDamage(Math.max(0, damage - hits));
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        for (const [key, n] of counts) expect(odds.probabilityOf(key).toString(), key).toBe(reduce(n, total));
        return true;
      }),
      { numRuns: 60 },
    );
  });
});

function reduce(n: number, d: number): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const g = gcd(n, d);
  return d / g === 1 ? `${n / g}` : `${n / g}/${d / g}`;
}
