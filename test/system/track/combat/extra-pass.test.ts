import "../../../sim/install";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { deepClone } from "../../../sim/object-utils";

/**
 * An extra Initiative Pass is played in the same round (docs/rules/track.md §7), on Foundry's
 * own client Combat (the simulation): Foundry's setupTurns sorts the combatants, one row each,
 * and wraps a turn past them into the next round; Fray's turns have a row per pass, so the
 * wrap must never see them.
 */
// Fray's data-model boundary (the simulation has no TypeDataModel): an actor's system is its source.
vi.mock("../../../../src/system/data/actor/actor-system", () => ({
  actorSystem: (actor: { system: object }) => ({ toObject: () => deepClone(actor.system) }),
  isFrayActor: () => true,
}));
// The registry would load every ruleset's sheets; the track world's ruleset, as registered.
vi.mock("../../../../src/system/combat/ruleset-context", async () => {
  const { trackRuleset } = await import("../../../../src/core/track");
  const { trackStateOf } = await import("../../../../src/system/track/actor-state");
  const ruleset = { id: "track", policy: trackRuleset.combat, readState: trackStateOf };
  return { activeCombatRuleset: () => ruleset, combatRulesetFor: () => ruleset };
});
vi.mock("../../../../src/system/active-ruleset", async () => {
  const { trackRuleset } = await import("../../../../src/core/track");
  const { trackStateOf } = await import("../../../../src/system/track/actor-state");
  return { activeAdapter: () => ({ id: "track", core: trackRuleset, combat: { readState: trackStateOf, prompts: {} } }) };
});
// Chat cards of the combat events: rendered by the chat simulation elsewhere, not here.
// (combat/chat.ts reads SYSTEM_ID from settings.ts, which loads the sheets.)
vi.mock("../../../../src/system/combat/chat", () => ({ COMBAT_TEMPLATES: { events: "events.hbs" }, word: (t: { key: string }) => t.key, renderCombatTemplate: async () => "<p></p>" }));

const { combatIn, positionIn, rowsIn, trackTable } = await import("./track-table");
type Table = ReturnType<typeof trackTable>;

let table: Table;
beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const everywhere = (t: Table): [number, number | null][] => [t.gm, t.p1, t.p2].map((tab) => positionIn(t, tab));
const dyingLeft = (t: Table): unknown => (t.world.server.collection("Actor").get("ganger")!["system"] as { track: { dying: { secondsLeft: number } | null } }).track.dying?.secondsLeft;

describe("the stalker's second pass in round 1", () => {
  test("the rows of the round: one per pass, the tie group side by side", () => {
    table = trackTable();
    expect(rowsIn(table, table.p1)).toEqual(["ganger", "dez", "mara", "stalker", "stalker"]);
  });

  test("loading, a combatant update and a flag write leave every client on round 1, the second pass", async () => {
    table = trackTable({ round: 1, turn: 4 });
    expect(everywhere(table)).toEqual([[1, 4], [1, 4], [1, 4]]);
    await table.world.inTab(table.gm, () => combatIn(table, table.gm).combatants.get("c-dez")!.update({ flags: { fray: { note: 1 } } } as never));
    await table.world.settle();
    expect(everywhere(table)).toEqual([[1, 4], [1, 4], [1, 4]]);
    await table.world.inTab(table.gm, () => combatIn(table, table.gm).update({ flags: { fray: { note: 2 } } } as never));
    await table.world.settle();
    expect(everywhere(table)).toEqual([[1, 4], [1, 4], [1, 4]]);
    expect(rowsIn(table, table.p2)).toEqual(["ganger", "dez", "mara", "stalker", "stalker"]);
  });

  test("the GM's Next turn plays both passes, then the next round: world time passes (Dying ticks) and initiative is rolled anew", async () => {
    table = trackTable({ round: 1, turn: 2 });
    const next = async (): Promise<void> => {
      await table.world.inTab(table.gm, () => combatIn(table, table.gm).nextTurn());
      await table.world.settle();
    };
    await next();
    expect(everywhere(table)).toEqual([[1, 3], [1, 3], [1, 3]]);
    await next();
    expect(everywhere(table)).toEqual([[1, 4], [1, 4], [1, 4]]);
    expect(dyingLeft(table)).toBe(300);
    await next();
    expect(combatIn(table, table.p1).round).toBe(2);
    expect(dyingLeft(table)).toBe(300 - 12);
    const done = (combatIn(table, table.gm).flags as { fray?: { automation?: { done?: string[] } } }).fray?.automation?.done ?? [];
    expect(done).toContain("r2:startRound");
    expect(table.world.calls.filter((c) => c === "Combatant.update(4)" || c.startsWith("Combatant.update")).length).toBeGreaterThan(0);
  });
});
