/**
 * What whole quarter hours, hours and days of world time do to slots actors (docs/rules/slots.md
 * §5.10–§5.12), as plain data: the core's rest, hours and days applied to each actor, one write
 * per actor that changes. They are counted as boundaries of the world clock crossed, so many
 * small steps add up exactly like one big one. Pure; world-time.ts runs it on the active GM.
 */
import type { SlotsActor, SlotsActorPatch } from "../../../core/slots";
import { STRESS_TRACKS } from "../../../core/slots";
import { hoursOf, restQuartersOf } from "../../../core/slots/world-time";
import { applyPatch } from "../../../core/patch";
import { LIMITS } from "../../../core/slots/state";
import type { RecordedWrite } from "../../gm/records/gm-record";

/** docs/rules/slots.md §1: a Full Round lasts 5 seconds. */
export const FULL_ROUND_SECONDS = 5;
const QUARTER = 900;
const HOUR = 3600;
const DAY = 24 * HOUR;

/** Whole units of `size` seconds whose end the clock passed going from `worldTime − delta` to `worldTime`. */
export function boundariesCrossed(worldTime: number, delta: number, size: number): number {
  if (!(delta > 0) || !Number.isFinite(worldTime) || !Number.isFinite(delta)) return 0;
  return Math.floor(worldTime / size) - Math.floor((worldTime - delta) / size);
}

export interface TimedSlotsActor {
  readonly uuid: string;
  readonly name: string;
  readonly state: SlotsActor;
  /** In a running combat: its Stress does not relax. */
  readonly fighting: boolean;
}

/**
 * Whether an actor rests awake (§5.12: 25 % of max HP per 15 minutes without damage). DECISIONS:
 * out of any running combat, awake at the start of the step (one who wakes begins with the next
 * one), and not bleeding or hemorrhaging (those counters are damage still being taken).
 */
const restsAwake = (actor: TimedSlotsActor): boolean => !actor.fighting && actor.state.unconscious === null && actor.state.bleed === 0 && actor.state.hemorrhage === 0;

/** The change `hours`, `days` and `quarters` (of an hour) make to one actor, or null when nothing changes. Pure. */
export function slotsTimePatch(actor: TimedSlotsActor, hours: number, days: number, quarters = 0): SlotsActorPatch | null {
  const s = actor.state;
  if (s.dead) return null;
  const h = Math.min(hours, LIMITS.hours);
  const hourly = h > 0 ? hoursOf(s, h, actor.fighting ? [...STRESS_TRACKS] : [], false).patch : {};
  const rested = restsAwake(actor) ? restQuartersOf(applyPatch(s, hourly), quarters) : {};
  const passed: SlotsActorPatch = { ...hourly, ...rested };
  const strainedDays = Math.max(0, s.burnout.strainedDays - Math.min(days, LIMITS.days));
  const burnout = { ...s.burnout, ...(passed.burnout ?? {}), strainedDays };
  const patch: SlotsActorPatch = { ...passed, burnout };
  const changed = (Object.keys(patch) as (keyof SlotsActor)[]).filter((k) => JSON.stringify(patch[k]) !== JSON.stringify(s[k]));
  return changed.length === 0 ? null : (Object.fromEntries(changed.map((k) => [k, patch[k]])) as SlotsActorPatch);
}

export interface SlotsTimePlan {
  /** One write per actor that changes. */
  readonly writes: RecordedWrite[];
  /** Who woke from unconsciousness, with the HP they woke with (told to the GMs). */
  readonly woke: readonly { readonly name: string; readonly hp: number }[];
}

/** What the clock's move from `worldTime − delta` to `worldTime` does. Pure. */
export function planSlotsWorldTime(actors: readonly TimedSlotsActor[], worldTime: number, delta: number): SlotsTimePlan {
  const hours = boundariesCrossed(worldTime, delta, HOUR);
  const days = boundariesCrossed(worldTime, delta, DAY);
  const quarters = boundariesCrossed(worldTime, delta, QUARTER);
  if (quarters === 0) return { writes: [], woke: [] };
  const writes: RecordedWrite[] = [];
  const woke: { name: string; hp: number }[] = [];
  for (const a of actors) {
    const patch = slotsTimePatch(a, hours, days, quarters);
    if (patch === null) continue;
    writes.push({ type: "update", uuid: a.uuid, data: { system: { slots: patch } } });
    if (a.state.unconscious !== null && patch.unconscious === null) woke.push({ name: a.name, hp: patch.hp ?? a.state.hp });
  }
  return { writes, woke };
}

