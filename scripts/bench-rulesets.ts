/**
 * The newer rulesets' part of `npm run bench` (the standard: speed is measured here, never by
 * timed tests): exact odds a dialog shows before a roll (track's soak severities, wounds' trait
 * and damage rolls on the shared exploding dice) and the per-round work the tracker does for a
 * big fight (track's world-time tick, slots' Upkeep), each the fastest of several runs.
 */
import { performance } from "node:perf_hooks";
import { explodingSumOdds, traitRollOdds } from "../src/core/dice";
import { slotsRuleset, upkeep } from "../src/core/slots";
import { soakSeverityOdds, timeStep } from "../src/core/track";
import { actorTraitOdds, d, damageOdds } from "../src/core/wounds";
import { planWorldTime } from "../src/system/track/combat/world-time-plan";
import { actor as trackActor } from "../test/core/track/fixtures";
import { wildCard } from "../test/core/wounds/fixtures";

/** The fastest of `runs` (a busy machine slows some runs down, never speeds one up). */
function fastest(run: () => unknown, runs = 20): string {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best.toFixed(3);
}

export function rulesetBenchRows(): [string, string][] {
  const dying = Array.from({ length: 200 }, (_, i) => ({
    id: `c${i}`,
    actorId: `a${i}`,
    name: `c${i}`,
    isPlayer: false,
    defeated: false,
    initiative: null,
    state: trackActor([10, 10, 0], { willpower: 6, dying: { secondsLeft: 3600 }, dots: [{ damageType: "lethal", delay: 1, elapsedSeconds: 0 }] }),
  }));
  // The adapter's plan for one change of world time: every write goes in one claimed, batched step.
  const timed = dying.map((c) => ({ uuid: `Actor.${c.actorId}`, name: c.name, state: c.state }));
  const plan = planWorldTime(timed, 12);
  const bleeding = Array.from({ length: 200 }, () => ({ ...slotsRuleset.actor.defaults({ kind: "character" }), bleed: 2 }));
  const fighter = wildCard({}, { fighting: d(12, 2) });
  return [
    ["track: exact soak odds, 12 dice vs 8 damage (ms)", fastest(() => soakSeverityOdds({ damage: 8, poolSize: 12, armorRating: 4, boughtHits: 0 }))],
    ["track: a world-time tick for 200 Dying actors (ms)", fastest(() => timeStep({ round: 1, turn: null, encounter: {}, combatants: dying }, 12), 5)],
    [`track: world time +12 s, 200 Dying actors → 1 batched step of ${plan.writes.length} writes (ms to plan)`, fastest(() => planWorldTime(timed, 12), 5)],
    ["wounds: a d12+2 trait roll with the Wild Die (ms)", fastest(() => actorTraitOdds(fighter, "fighting", 0, 8))],
    ["wounds: 3d8 damage against Toughness 12 (ms)", fastest(() => damageOdds({ dice: [8, 8, 8], toughness: 12, shaken: false, wounds: 0, capacity: 3 }))],
    ["dice: a d12+2 trait roll odds (ms)", fastest(() => traitRollOdds({ die: { sides: 12, mod: 2 }, isWildCard: true, modifier: -1, tn: 8 }))],
    ["dice: 3 exploding dice against a threshold (ms)", fastest(() => explodingSumOdds({ dice: [12, 10, 6], modifier: 2, threshold: 11 }))],
    ["slots: Upkeep for 200 bleeding combatants (ms)", fastest(() => bleeding.map((state) => upkeep({ actor: state, round: 2 })), 5)],
  ];
}
