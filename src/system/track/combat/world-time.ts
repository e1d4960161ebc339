/**
 * Dying timers and damage over time run on world time (docs/rules/track.md §5.7, §5.9, §7), in or
 * out of combat: when the world clock moves forward, the active GM ticks every track actor that
 * is Dying or suffering damage over time with the core's timeStep, and writes every change in one
 * batched step of the GM record book, claimed by the new world time, so two GM tabs tick once.
 * DECISION: a clock set back changes nothing (time never heals); an actor the rules cannot read
 * is passed over, never ticked from a guess.
 */
import { readableActors } from "../../time/readable-actors";
import { gmIds } from "../../gm/gm-users";
import { runStep } from "../../gm/records/exactly-once";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { formatText } from "../../i18n";
import { trackStateOf } from "../actor-state";
import { trackMessageFlags } from "../flags";
import { ledgerUpdate } from "../../combat/ledger-write";
import { promptKey, readLedger } from "../../combat/automation-ledger";

export { type TimedActor, type WorldTimePlan, planWorldTime } from "./world-time-plan";
import { type TimedActor, type WorldTimePlan, planWorldTime } from "./world-time-plan";

function timedActors(): TimedActor[] {
  return readableActors(trackStateOf).map(({ actor, state }) => ({ uuid: actor.uuid, name: actor.name, state }));
}

/** Marks the dead defeated in every combat they are in (Foundry's own Defeated). */
function defeatedWrites(died: ReadonlySet<string>): RecordedWrite[] {
  const writes: RecordedWrite[] = [];
  for (const combat of game.combats) {
    for (const combatant of combat.combatants) {
      if (combatant.actor && died.has(combatant.actor.uuid) && !combatant.defeated) writes.push({ type: "update", uuid: combatant.uuid, data: { defeated: true } });
    }
  }
  return writes;
}

/** Deaths are told to the GMs; each final Healing Test owed gets its card (gm/final-test.ts). */
async function tell(plan: WorldTimePlan): Promise<void> {
  const nameOf = (uuid: string): string => (foundry.utils.fromUuidSync(uuid as `Actor.${string}`) as { name?: string } | null)?.name ?? uuid;
  const deaths = plan.died.map((uuid) => formatText({ key: "FRAY.Track.Log.Dead", data: { name: nameOf(uuid) } }));
  if (deaths.length > 0) {
    const gms = gmIds();
    await ChatMessage.implementation.create({ content: deaths.map((l) => `<p>${foundry.utils.escapeHTML(l)}</p>`).join(""), whisper: gms });
  }
  for (const uuid of plan.finalTests) {
    const name = nameOf(uuid);
    await ChatMessage.implementation.create({
      content: `<p>${foundry.utils.escapeHTML(formatText({ key: "FRAY.Track.Log.FinalTestOwed", data: { name } }))}</p>`,
      flags: trackMessageFlags({ finalTest: { actorUuid: uuid, name, holds: holdsOf(uuid) } }),
    });
  }
}

const FINAL_TEST = "track.finalHealingTest";

/** The running combats' prompt keys for an actor's final Healing Test (the shared tracker holds the round on them). */
function holdsOf(actorUuid: string): { combatUuid: string; key: string }[] {
  return [...game.combats].flatMap((combat) =>
    combat.started ? [...combat.combatants].filter((c) => c.actor?.uuid === actorUuid && c.id).map((c) => ({ combatUuid: combat.uuid, key: promptKey({ type: FINAL_TEST, combatantId: c.id ?? "" }, combat.round) })) : [],
  );
}

/** The combats' ledgers with each owed final Healing Test pending: the round waits for it. */
function holdWrites(finalTests: readonly string[]): RecordedWrite[] {
  const writes: RecordedWrite[] = [];
  for (const combat of game.combats) {
    const keys = finalTests.flatMap((uuid) => holdsOf(uuid).filter((h) => h.combatUuid === combat.uuid).map((h) => h.key));
    if (keys.length === 0) continue;
    const ledger = readLedger(combat.flags);
    const pending = [...ledger.pending, ...keys.filter((k) => !ledger.pending.includes(k) && !ledger.resolved.includes(k))];
    writes.push({ type: "update", uuid: combat.uuid, data: ledgerUpdate({ ...ledger, pending }) });
  }
  return writes;
}

/** updateWorldTime on the active GM: one claimed, batched step per change of the world clock. */
export async function onWorldTime(worldTime: number, delta: number): Promise<void> {
  if (!game.user.isActiveGM || !(delta > 0)) return;
  const plan = planWorldTime(timedActors(), Math.round(delta));
  if (plan.writes.length === 0) return;
  const writes = [...plan.writes, ...defeatedWrites(new Set(plan.died)), ...holdWrites(plan.finalTests)];
  if (await runStep({ key: `track.time:${worldTime}:${Math.round(delta)}`, writes, data: null, refs: [] })) await tell(plan);
}

export function registerTrackWorldTime(): void {
  Hooks.on("updateWorldTime", (worldTime, delta) => {
    onWorldTime(worldTime, delta).catch((error: unknown) => console.error("fray | world time could not be applied to track actors", error));
  });
}
