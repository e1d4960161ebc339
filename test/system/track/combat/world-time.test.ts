import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TrackActor, defaultTrackActor } from "../../../../src/core/track";
import type { RecordedWrite } from "../../../../src/system/gm/records/gm-record";

/**
 * Dying and damage over time by world time (docs/rules/track.md §7): the plan is pure (the core's
 * timeStep over every ticking actor), and the hook claims one step of the GM record book per
 * change of the world clock, so the timers tick once however many GM tabs hear it.
 */
const claimed = vi.hoisted(() => ({ keys: new Set<string>(), steps: [] as { key: string; writes: readonly RecordedWrite[] }[] }));
vi.mock("../../../../src/system/gm/records/exactly-once", () => ({
  runStep: async (plan: { key: string; writes: readonly RecordedWrite[] }) => {
    if (claimed.keys.has(plan.key)) return false;
    claimed.keys.add(plan.key);
    claimed.steps.push(plan);
    return true;
  },
}));
vi.mock("../../../../src/system/data/actor/actor-system", () => ({ isFrayActor: () => true }));
vi.mock("../../../../src/system/track/actor-state", () => ({ trackStateOf: (a: { state: TrackActor }) => a.state }));

const { onWorldTime, planWorldTime } = await import("../../../../src/system/track/combat/world-time");

const dying = (secondsLeft: number): TrackActor => defaultTrackActor({ slash: 10, back: 10, dying: { secondsLeft } });
const timed = (i: number, state: TrackActor) => ({ uuid: `Actor.a${i}`, name: `A${i}`, state });

describe("planWorldTime", () => {
  test("a Terminal wound's five minutes run down by the seconds that passed", () => {
    const plan = planWorldTime([timed(1, dying(300))], 12);
    expect(plan.writes).toEqual([{ type: "update", uuid: "Actor.a1", data: { system: { track: expect.objectContaining({ dying: { secondsLeft: 288 } }) } } }]);
  });

  test("when the timer runs out the final Healing Test is owed", () => {
    expect(planWorldTime([timed(1, dying(10))], 12).finalTests).toEqual(["Actor.a1"]);
  });

  test("the healthy, the dead and a clock set back are not touched", () => {
    expect(planWorldTime([timed(1, defaultTrackActor()), timed(2, { ...dying(60), dead: true })], 12).writes).toEqual([]);
    expect(planWorldTime([timed(1, dying(300))], 0).writes).toEqual([]);
    expect(planWorldTime([timed(1, dying(300))], -12).writes).toEqual([]);
  });

  test("damage over time marks its boxes", () => {
    const burning = defaultTrackActor({ dots: [{ damageType: "lethal", delay: 0, elapsedSeconds: 0 }] });
    const plan = planWorldTime([timed(1, burning)], 12);
    expect(plan.dotBoxes).toBeGreaterThan(0);
    expect(plan.writes).toHaveLength(1);
  });

  test("200 Dying actors: one write each, planned at once", () => {
    const actors = Array.from({ length: 200 }, (_, i) => timed(i, dying(3600)));
    const plan = planWorldTime(actors, 60);
    expect(plan.writes).toHaveLength(200);
    expect(new Set(plan.writes.map((w) => (w.type === "card" ? w.cardId : w.uuid))).size).toBe(200);
  });
});

describe("the updateWorldTime hook", () => {
  let actors: { uuid: string; name: string; state: TrackActor }[];
  beforeEach(() => {
    claimed.keys.clear();
    claimed.steps.length = 0;
    actors = Array.from({ length: 200 }, (_, i) => timed(i, dying(3600)));
    (globalThis as Record<string, unknown>)["game"] = { user: { isActiveGM: true }, actors, combats: [], users: [] };
    (globalThis as Record<string, unknown>)["foundry"] = { utils: { fromUuidSync: () => null } };
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)["game"];
    delete (globalThis as Record<string, unknown>)["foundry"];
  });

  test("ticks every actor in one batched step per world-time change, once however often it is heard", async () => {
    await onWorldTime(1012, 12);
    await onWorldTime(1012, 12);
    expect(claimed.steps).toHaveLength(1);
    expect(claimed.steps[0]!.writes).toHaveLength(200);
    await onWorldTime(1024, 12);
    expect(claimed.steps).toHaveLength(2);
  });

  test("only the active GM ticks", async () => {
    (globalThis as unknown as { game: { user: { isActiveGM: boolean } } }).game.user.isActiveGM = false;
    await onWorldTime(1012, 12);
    expect(claimed.steps).toHaveLength(0);
  });

  test("a final Healing Test owed holds the round of a running combat, and its card says so", async () => {
    const created: unknown[] = [];
    (globalThis as Record<string, unknown>)["ChatMessage"] = { implementation: { create: async (data: unknown) => created.push(data) } };
    (globalThis as Record<string, unknown>)["foundry"] = { utils: { fromUuidSync: () => ({ name: "A1" }), escapeHTML: (s: string) => s } };
    const combatant = { id: "c1", uuid: "Combat.k.Combatant.c1", defeated: false, actor: { uuid: "Actor.a1" } };
    const combat = { uuid: "Combat.k", started: true, round: 2, flags: {}, combatants: [combatant] };
    Object.assign((globalThis as unknown as { game: object }).game, { actors: [timed(1, dying(10))], combats: [combat], i18n: { format: (key: string) => key, localize: (key: string) => key } });
    await onWorldTime(2000, 12);
    const writes = claimed.steps[0]!.writes;
    expect(writes).toContainEqual({ type: "update", uuid: "Combat.k", data: { flags: { fray: { automation: { done: [], pending: ["track.finalHealingTest:r2:c1"], resolved: [], encounter: null } } } } });
    expect(created).toContainEqual(expect.objectContaining({ flags: { fray: { track: { finalTest: { actorUuid: "Actor.a1", name: "A1", holds: [{ combatUuid: "Combat.k", key: "track.finalHealingTest:r2:c1" }] } } } } }));
    delete (globalThis as Record<string, unknown>)["ChatMessage"];
  });
});
