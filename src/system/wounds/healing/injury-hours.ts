/**
 * World time against 24-hour injuries (docs/rules/wounds.md §5.7), as pure functions: the hour
 * marks a step of the clock crossed, and the writes that count every such injury down.
 */
import { type WoundsActor, passHours } from "../../../core/wounds";
import type { RecordedWrite } from "../../gm/records/gm-record";

const HOUR = 3600;

/** Whole hours whose mark the clock crossed going from `worldTime − delta` to `worldTime`. */
export function hoursCrossed(worldTime: number, delta: number): number {
  if (!(delta > 0) || !Number.isFinite(worldTime)) return 0;
  return Math.max(0, Math.floor(worldTime / HOUR) - Math.floor((worldTime - delta) / HOUR));
}

/** One write per actor whose injuries change. Pure. */
export function planInjuryHours(actors: readonly { uuid: string; state: WoundsActor }[], hours: number): RecordedWrite[] {
  if (hours <= 0) return [];
  return actors.flatMap(({ uuid, state }) => {
    if (state.dead || !state.injuries.some((i) => i.hoursLeft !== undefined)) return [];
    const patch = passHours(state, Math.min(hours, 100_000));
    return Object.keys(patch).length === 0 ? [] : [{ type: "update" as const, uuid, data: { system: { wounds: patch } } }];
  });
}
