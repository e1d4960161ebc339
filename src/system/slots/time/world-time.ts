/**
 * What passes by world time in a slots world (docs/rules/slots.md §5.10–§5.12, §7): every whole
 * quarter hour the clock crosses gives a resting, awake character 25 % of max HP; every whole
 * hour relaxes Stress, regenerates the Unconscious (and wakes them), and wears off Near Mute; every whole day crossed ends a day of Strained. A Full Round is 5 seconds
 * (CONFIG.time.roundTime), so the combat's rounds move the same clock. The active GM ticks every
 * slots actor once per change of the clock, in one claimed, batched step of the GM record book,
 * so two GM tabs tick once. DECISIONS: hours and days are counted as boundaries of the world
 * clock crossed (so many small steps add up exactly like one big one); a clock set back changes
 * nothing (time never heals); a fighter in a running combat relaxes no Stress (it is using its
 * effects); an actor the rules cannot read is passed over, never ticked from a guess.
 */
import { readableActors } from "../../time/readable-actors";
import { gmIds } from "../../gm/gm-users";
import { runStep } from "../../gm/records/exactly-once";
import { slotsStateOf } from "../actor-state";
import { FULL_ROUND_SECONDS, type TimedSlotsActor, planSlotsWorldTime } from "./world-time-plan";

/** Each readable actor, and whether it fights in a started combat (a fighter relaxes no Stress). */
function timedActors(): TimedSlotsActor[] {
  const fighting = new Set<string>();
  for (const combat of game.combats) if (combat.started) for (const c of combat.combatants) if (c.actor) fighting.add(c.actor.uuid);
  return readableActors(slotsStateOf).map(({ actor, state }) => ({ uuid: actor.uuid, name: actor.name, state, fighting: fighting.has(actor.uuid) }));
}

/** updateWorldTime on the active GM: one claimed, batched step per change of the world clock. */
export async function onSlotsWorldTime(worldTime: number, delta: number): Promise<void> {
  if (!game.user.isActiveGM || !(delta > 0)) return;
  const plan = planSlotsWorldTime(timedActors(), worldTime, delta);
  if (plan.writes.length === 0) return;
  if (!(await runStep({ key: `slots.time:${worldTime}:${delta}`, writes: plan.writes, data: null, refs: [] })) || plan.woke.length === 0) return;
  // Waking is news the GM wants at the table; the rest shows on the sheets.
  const gms = gmIds();
  const lines = plan.woke.map((w) => `<p>${foundry.utils.escapeHTML(game.i18n.format("FRAY.Slots.Time.Woke", { name: w.name, hp: String(w.hp) }))}</p>`);
  await ChatMessage.implementation.create({ content: lines.join(""), whisper: gms });
}

export function registerSlotsWorldTime(): void {
  // Combat#getTimeDelta moves the clock roundTime per round plus turnTime per turn: the groups'
  // Active Phases are turns inside the 5 seconds, so they take no time of their own.
  CONFIG.time.roundTime = FULL_ROUND_SECONDS;
  CONFIG.time.turnTime = 0;
  Hooks.on("updateWorldTime", (worldTime, delta) => {
    onSlotsWorldTime(worldTime, delta).catch((error: unknown) => console.error("fray | world time could not be applied to slots actors", error));
  });
}
