/**
 * What a change of world time does to track actors (docs/rules/track.md §5.7, §5.9, §7), planned
 * without Foundry: one absolute write per actor that changes, for the GM record book to apply as
 * one claimed, batched step (world-time.ts). Pure, so `npm run bench` can time it.
 */
import type { CombatantView } from "../../../core/ruleset";
import { MAX_TICK_SECONDS } from "../../../core/track/dying";
import { type TrackActor, timeStep } from "../../../core/track";
import type { RecordedWrite } from "../../gm/records/gm-record";

export interface TimedActor {
  readonly uuid: string;
  readonly name: string;
  readonly state: TrackActor;
}

export interface WorldTimePlan {
  readonly writes: RecordedWrite[];
  /** Actors that died of it (their combatants are marked defeated). */
  readonly died: string[];
  /** Actors whose Dying timer ran out: the final Healing Test is owed. */
  readonly finalTests: string[];
  readonly dotBoxes: number;
}

/** What `seconds` of world time does to these actors: one write per actor that changes. Pure. */
export function planWorldTime(actors: readonly TimedActor[], seconds: number): WorldTimePlan {
  const ticking = actors.filter((a) => !a.state.dead && (a.state.dying !== null || a.state.dots.length > 0));
  if (seconds <= 0 || ticking.length === 0) return { writes: [], died: [], finalTests: [], dotBoxes: 0 };
  const combatants: CombatantView<TrackActor>[] = ticking.map((a) => ({ id: a.uuid, actorId: a.uuid, name: a.name, isPlayer: false, defeated: false, initiative: null, state: a.state }));
  const step = timeStep({ round: 0, turn: null, combatants, encounter: {} }, Math.min(seconds, MAX_TICK_SECONDS));
  const writes: RecordedWrite[] = Object.entries(step.actorPatches).map(([uuid, patch]) => ({ type: "update", uuid, data: { system: { track: patch } } }));
  return {
    writes,
    died: Object.keys(step.defeated ?? {}),
    finalTests: step.prompts.map((p) => p.combatantId),
    dotBoxes: step.events.filter((e) => e.type === "track.dotBox").length,
  };
}

