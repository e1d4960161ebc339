import "../../../sim/install";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { deepClone } from "../../../sim/object-utils";

/**
 * Initiative Passes in Foundry's tracker (docs/rules/track.md §7) on the Foundry simulation: the
 * turns are set up from the real turn order (one row per pass), turn changes land on a tie
 * group's turn, and Hold / Act now are decided by the active GM for the combatant's owner or a
 * GM only, with the sender read from a request message the server stamped.
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

const { combatIn, loadSystem, positionIn, rowsIn, trackTable } = await import("./track-table");
const { trackRowsOf } = await import("../../../../src/system/track/combat/round-rows");
const { decideHold } = await import("../../../../src/system/track/combat/hold");
const { withSender } = await import("../../../../src/system/gm/sender");
const { askGm } = await import("../../../../src/system/gm/gm-request");
const { startCurrentTurn } = await import("../../../../src/system/track/combat/turn-landing");
type Table = ReturnType<typeof trackTable>;
type Tab = Table["gm"];

let table: Table;
beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  table = trackTable({ round: 1, turn: 2 }); // Dez and Mara's group: its turn is its last row
  // The track adapter's queries (adapter.ts), registered in the world's CONFIG.queries.
  // Every client registers them at init: Foundry refuses a query its sender's client does not know (user.mjs:271).
  for (const tab of [table.gm, table.p1, table.p2]) {
    const queries = tab.config["queries"] as Record<string, (data: never) => unknown>;
    queries["fray.trackHold"] = (data: { messageId: string; targetIndex?: number }) => withSender("fray.trackHold", data, (sender) => decideHold("hold", data.messageId, data.targetIndex ?? -1, sender));
    queries["fray.trackActNow"] = (data: { messageId: string; targetIndex?: number }) => withSender("fray.trackActNow", data, (sender) => decideHold("actNow", data.messageId, data.targetIndex ?? -1, sender));
  }
});
afterEach(() => vi.restoreAllMocks());

const ids = (tab: Tab = table.gm): string[] => rowsIn(table, tab);
const holds = (): unknown => (table.world.server.collection("Combat").get("fight")!["flags"] as { fray?: { automation?: { encounter?: { holds?: unknown[] } } } }).fray?.automation?.encounter?.holds ?? [];
const done = (): string[] => (combatIn(table, table.gm).flags as { fray?: { automation?: { done?: string[] } } }).fray?.automation?.done ?? [];
const run = async <T>(tab: Tab, fn: (combat: Combat.Implementation) => Promise<T>): Promise<T> => {
  const result = await table.world.inTab(tab, () => fn(combatIn(table, tab)));
  await table.world.settle();
  return result;
};
/** A Hold / Act now click as the tracker sends it: the asker's own GM client decides, a player's asks the active GM with a request message the server stamps. */
const click = (tab: Tab, action: "hold" | "actNow", row: number) =>
  run(tab, () => askGm(action === "hold" ? "fray.trackHold" : "fray.trackActNow", { messageId: "fight", targetIndex: row }, () => decideHold(action, "fight", row, game.user), { withSender: true }));

describe("the rows of the round in Foundry's turns", () => {
  test("one turn row per pass; the tie group side by side; the Dying ganger keeps its row (skipped for actions)", () => {
    expect(ids(table.p1)).toEqual(["ganger", "dez", "mara", "stalker", "stalker"]);
    expect(table.world.inTabSync(table.p1, () => trackRowsOf(combatIn(table, table.p1))?.map((r) => r.group))).toEqual([0, 1, 1, 2, 3]);
  });

  test("Next turn from the ganger lands on the group's last row; Previous turn from the group goes back to the ganger", async () => {
    await run(table.gm, (c) => c.update({ turn: 0 }));
    await run(table.p1, (c) => c.nextTurn());
    expect(positionIn(table, table.p2)).toEqual([1, 2]);
    await run(table.gm, (c) => c.nextTurn());
    await run(table.gm, (c) => c.previousTurn());
    expect(positionIn(table, table.p1)).toEqual([1, 2]);
    await run(table.gm, (c) => c.previousTurn());
    expect(positionIn(table, table.p1)).toEqual([1, 0]);
  });

  test("Previous turn at the first turn of a later round goes to the end of the round before, and rewinds its 12 seconds", async () => {
    const heard: number[] = [];
    table.world.inTabSync(table.p1, () => Hooks.on("updateWorldTime", (_time: number, delta: number) => void heard.push(delta)));
    await run(table.gm, (c) => c.update({ round: 2, turn: 0 }));
    await run(table.gm, (c) => c.previousTurn());
    expect(positionIn(table, table.p1)).toEqual([1, 4]);
    expect(heard).toEqual([-12]);
  });
});

describe("Hold and Act now: who may, and what it does", () => {
  test("the owner holds their acting combatant: it moves to the end of the pass, the rest of its group keeps the turn", async () => {
    expect((await click(table.p1, "hold", 2)).ok).toBe(true);
    expect(holds()).toEqual([{ round: 1, pass: 1, id: "c-mara", at: null }]);
    expect(ids(table.p2)).toEqual(["ganger", "dez", "stalker", "mara", "stalker"]);
    expect(positionIn(table, table.p2)).toEqual([1, 1]);
    expect(table.world.server.collection("ChatMessage").size).toBe(0); // the request is deleted once answered
    // Mara's turn ends through the phase runner (Foundry sees no turn change to fire it for).
    expect(done()).toContain("r1:t2:c-mara:endTurn");
  });

  test("a combatant acting alone holds: the next group's first row takes its index and starts its turn, then the turn lands on that group", async () => {
    await run(table.gm, (c) => c.update({ turn: 0 }));
    await run(table.gm, (c) => c.combatants.get("c-ganger")!.actor!.update({ system: { track: { slash: 0, back: 0, dying: null } } } as never));
    expect((await click(table.gm, "hold", 0)).ok).toBe(true);
    expect(ids(table.p1)).toEqual(["dez", "mara", "stalker", "ganger", "stalker"]);
    expect(done()).toEqual(expect.arrayContaining(["r1:t0:c-ganger:endTurn", "r1:t0:c-dez:startTurn"]));
    expect(positionIn(table, table.p1)).toEqual([1, 1]);
  });

  test("then acts now: right after the turn being played", async () => {
    await click(table.p1, "hold", 2);
    expect((await click(table.p1, "actNow", 3)).ok).toBe(true);
    expect(ids(table.p1)).toEqual(["ganger", "dez", "mara", "stalker", "stalker"]);
    expect(positionIn(table, table.p1)).toEqual([1, 1]);
  });

  test("a player who does not own the combatant is refused, and nothing is written", async () => {
    expect(await click(table.p2, "hold", 2)).toEqual({ ok: false, message: "FRAY.Track.Tracker.Error.NotYours" });
    expect(holds()).toEqual([]);
  });

  test("a GM may hold anyone's turn", async () => {
    expect((await click(table.gm, "hold", 1)).ok).toBe(true);
    expect(ids(table.p1)).toEqual(["ganger", "mara", "stalker", "dez", "stalker"]);
  });

  test("no request message, or one asking for another row or combat, has no sender and is refused", async () => {
    const hold = (data: { messageId: string; targetIndex: number; requestId?: string }) => run(table.gm, () => withSender("fray.trackHold", data, (sender) => decideHold("hold", "fight", 2, sender)));
    expect(await hold({ messageId: "fight", targetIndex: 2 })).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NoSender" });
    for (const request of [{ messageId: "fight", targetIndex: 1 }, { messageId: "other", targetIndex: 2 }]) {
      const message = await run(table.p1, () => ChatMessage.implementation.create({ content: "", whisper: ["gm"], flags: { fray: { request: { query: "fray.trackHold", ...request } } } } as never));
      expect((await hold({ messageId: "fight", targetIndex: 2, requestId: message!.id! })).message).toBe("FRAY.Common.Chat.Error.NoSender");
    }
    expect(holds()).toEqual([]);
  });

  test("the rules refuse a hold out of turn, by the last of a pass, and Act now for one not holding", async () => {
    expect((await click(table.gm, "hold", 0)).message).toBe("FRAY.Track.Tracker.Error.notActing");
    await run(table.gm, (c) => c.update({ turn: 3 }));
    expect((await click(table.gm, "hold", 3)).message).toBe("FRAY.Track.Tracker.Error.nothingAfter");
    expect((await click(table.gm, "actNow", 4)).message).toBe("FRAY.Track.Tracker.Error.notHolding");
    expect(holds()).toEqual([]);
  });

  test("a combat that is not running is refused", async () => {
    await run(table.gm, (c) => c.update({ round: 0 }));
    expect((await click(table.gm, "hold", 2)).message).toBe("FRAY.Track.Tracker.Error.NoCombat");
  });
});

describe("the active GM settles the turn on its group", () => {
  test("a turn left on the first row of a tie group moves to the group's last row; only the active GM moves it", async () => {
    table.world.close(table.gm);
    await run(table.p1, (c) => c.update({ turn: 1 }));
    expect(positionIn(table, table.p1)).toEqual([1, 1]);
    loadSystem(table.world, table.world.open("gm"));
    await run(table.p1, (c) => c.update({ turn: 0 }));
    await run(table.p1, (c) => c.update({ turn: 1 }));
    expect(positionIn(table, table.p1)).toEqual([1, 2]);
  });
});

describe("a re-sorted round starts the turn of whoever is now on it", () => {
  test("the active GM runs the current combatant's start of turn through the phase runner; a player's client does not", async () => {
    await run(table.p1, (c) => startCurrentTurn(c));
    expect(done()).toEqual([]);
    await run(table.gm, (c) => startCurrentTurn(c));
    expect(done()).toEqual(["r1:t2:c-mara:startTurn"]);
  });
});
