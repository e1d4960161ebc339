/**
 * Injuries that last 24 hours at most count down on world time (docs/rules/wounds.md §5.7, §7
 * "Healing"): when the clock moves on, the active GM counts the whole hours the clock crossed and
 * passes them to every actor carrying such an injury (the core's passHours), in one batched
 * write, claimed in the GM record book by the new world time so two GM tabs count it once.
 * DECISION: hours are counted as hour marks crossed, so many short steps add up like one long one;
 * a clock set back heals nothing.
 */
import { readableActors } from "../../time/readable-actors";
import type { WoundsActor } from "../../../core/wounds";
import { runStep } from "../../gm/records/exactly-once";
import { hoursCrossed, planInjuryHours } from "./injury-hours";
import { woundsStateOf } from "../actor-state";

function timedActors(): { uuid: string; state: WoundsActor }[] {
  return readableActors(woundsStateOf).map(({ actor, state }) => ({ uuid: actor.uuid, state }));
}

export async function onWoundsWorldTime(worldTime: number, delta: number): Promise<void> {
  if (!game.user.isActiveGM) return;
  const hours = hoursCrossed(worldTime, delta);
  const writes = planInjuryHours(timedActors(), hours);
  if (writes.length > 0) await runStep({ key: `wounds.time:${worldTime}:${delta}`, writes, data: null, refs: [] });
}

export function registerWoundsWorldTime(): void {
  Hooks.on("updateWorldTime", (worldTime, delta) => {
    onWoundsWorldTime(worldTime, delta).catch((error: unknown) => console.error("Fray | world time could not count down wounds injuries", error));
  });
}
