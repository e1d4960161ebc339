import { RulesInputError, requireInt } from "../errors";
import type { TraumaActor, TraumaActorPatch } from "./state";
import { validateTraumaActor } from "./state-validation";

export type TimerTick = {
  /** The hour (counted from when the timers started) at whose end this tick falls. */
  hour: number;
  timer: "hunger" | "fatigue";
  /** 1, or 2 once the timer holds 5 or more. */
  wanted: number;
  /** What Life Support could give. */
  moved: number;
};

export type BiologicalTimersResult = {
  ticks: TimerTick[];
  /** Vim the timers wanted but Life Support no longer held. */
  short: number;
  skipped: "dead" | null;
};

/** SOURCE (Biological Timers): a timer at 5 or more takes 2 per tick. */
const DOUBLE_AT = 5;
const FATIGUE_EVERY = 3;
/** One call covers at most a year of game time: each hour is a tick in the result, so millions would take seconds and hundreds of MB. Longer spans are several calls. */
export const MAX_TIMER_HOURS = 24 * 366;
/** Hours already run, bounded so the hour numbers stay exact. */
const MAX_ELAPSED_HOURS = 1e12;

/**
 * docs/rules/trauma.md §5.13: every in-game hour 1 Vim Life Support → Hunger, every 3 hours 1 →
 * Fatigue (2 once at ≥ 5). `hoursElapsed` is how long the timers already ran, so Fatigue
 * keeps its 3-hour rhythm across calls. Life Support never goes below 0 (the shortfall is
 * reported). A dead actor's timers stop.
 */
export function biologicalTimers(
  state: TraumaActor,
  options: { hours: number; hoursElapsed?: number },
): { result: BiologicalTimersResult; patch: TraumaActorPatch } {
  validateTraumaActor(state, "actor");
  if (typeof options !== "object" || options === null) throw new RulesInputError("timers.invalid", "options", "options must be { hours, hoursElapsed? }");
  const hours = requireInt(options.hours, "hours", "vim.negative", { min: 0, max: MAX_TIMER_HOURS });
  const elapsed = requireInt(options.hoursElapsed ?? 0, "hoursElapsed", "vim.negative", { min: 0, max: MAX_ELAPSED_HOURS });
  if (state.status.dead) return { result: { ticks: [], short: 0, skipped: "dead" }, patch: {} };

  let { lifeSupport, hunger, fatigue } = state.vim;
  const ticks: TimerTick[] = [];
  let short = 0;
  const tick = (hour: number, timer: "hunger" | "fatigue", current: number): number => {
    const wanted = current >= DOUBLE_AT ? 2 : 1;
    const moved = Math.min(wanted, lifeSupport);
    lifeSupport -= moved;
    short += wanted - moved;
    ticks.push({ hour, timer, wanted, moved });
    return moved;
  };
  for (let hour = elapsed + 1; hour <= elapsed + hours; hour++) {
    hunger += tick(hour, "hunger", hunger);
    if (hour % FATIGUE_EVERY === 0) fatigue += tick(hour, "fatigue", fatigue);
  }
  const patch: TraumaActorPatch = hours === 0 ? {} : { vim: { lifeSupport, hunger, fatigue } };
  return { result: { ticks, short, skipped: null }, patch };
}
