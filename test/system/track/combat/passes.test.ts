import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type TrackActor, defaultTrackActor, trackTurnOrder } from "../../../../src/core/track";
import { type ActorDouble, CombatDouble, type CombatantDouble, ServerDouble } from "../../../support/server-double";

/**
 * Initiative Passes in Foundry's tracker (docs/rules/track.md §7) on a double of what the server
 * enforces: the turns are set up from the real turn order (one row per pass), turn changes land
 * on a tie group's turn, and Hold / Act now are decided by the active GM for the combatant's owner
 * or a GM only, with the sender read from a request message the server stamped.
 */
const phases: unknown[] = [];
vi.mock("../../../../src/system/combat/phase-runner", () => ({ runCombatPhase: async (_combat: unknown, request: unknown) => void phases.push(request) }));
vi.mock("../../../../src/system/track/actor-state", () => ({ trackStateOf: (a: ActorDouble) => ({ ...defaultTrackActor(), ...(a.system["track"] as object) }) }));

const { orderTurns } = await import("../../../../src/system/combat/turn-order");
const { buildCombatView } = await import("../../../../src/system/combat/combat-view");
const { trackEncounterOf, trackRowsOf } = await import("../../../../src/system/track/combat/round-rows");
const { trackStateOf } = await import("../../../../src/system/track/actor-state");
const { decideHold } = await import("../../../../src/system/track/combat/hold");
const { landTurn } = await import("../../../../src/system/track/combat/turn-landing");
const { withSender } = await import("../../../../src/system/gm/sender");

/** FrayCombat's setupTurns with the track order (combat/dynamic-order.ts), on the server's combat double. */
class TrackCombat extends CombatDouble {
  turns: CombatantDouble[] = [];
  setupTurns(): CombatantDouble[] {
    this.turns = [];
    const { view } = buildCombatView(this as never, { round: this.round, turn: this.turn }, trackEncounterOf(this as never), { readState: trackStateOf as never });
    this.turns = orderTurns(this.combatants.contents, trackTurnOrder(view as never));
    return this.turns;
  }
  override get combatant(): CombatantDouble | null {
    return this.turns[this.turn] ?? null;
  }
  getTimeDelta(fromRound: number, _ft: number | null, toRound: number): number {
    return (toRound - fromRound) * 12;
  }
  override async update(data: Record<string, unknown>, options?: object): Promise<void> {
    await super.update(data, options);
    this.setupTurns();
  }
}

let server: ServerDouble;
let combat: TrackCombat;
const ids = () => combat.turns.map((c) => c.id.slice(2));
const holds = () => (combat.flags as { fray?: { automation?: { encounter?: { holds?: unknown[] } } } }).fray?.automation?.encounter?.holds ?? [];

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  phases.length = 0;
  server = new ServerDouble();
  server.install();
  const state = (over: Partial<TrackActor> = {}) => ({ track: defaultTrackActor(over) });
  server.actor("ganger", state({ slash: 10, back: 10, dying: { secondsLeft: 300 } }), []);
  server.actor("mara", state(), ["p1"]);
  server.actor("dez", state(), ["p2"]);
  server.actor("stalker", state({ extraPasses: 1 }), []);
  combat = new TrackCombat("fight");
  for (const [id, score] of [["ganger", 4], ["mara", 3], ["dez", 3], ["stalker", 2]] as const) {
    const c = server.combat("tmp", [id]).combatants.get(`c-${id}`)!;
    c.initiative = score;
    combat.combatants.set(c.id, c);
  }
  server.combats.set("fight", combat);
  combat.setupTurns();
  combat.turn = 2; // Dez and Mara's group: its turn is its last row
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["game"];
});

/** A player's query as the active GM receives it: a request message the server stamps with its author. */
async function asked(user: string, action: "hold" | "actNow", row: number, forged: Partial<{ messageId: string; targetIndex: number }> = {}) {
  const query = action === "hold" ? "fray.trackHold" : "fray.trackActNow";
  server.message("req", user, { fray: { request: { query, messageId: forged.messageId ?? "fight", targetIndex: forged.targetIndex ?? row } } });
  return withSender(query, { messageId: "fight", targetIndex: row, requestId: "req" }, (sender) => decideHold(action, "fight", row, sender as never));
}

describe("the rows of the round in Foundry's turns", () => {
  test("one turn row per pass; the tie group side by side; the Dying ganger keeps its row (skipped for actions)", () => {
    expect(ids()).toEqual(["ganger", "dez", "mara", "stalker", "stalker"]);
    expect(trackRowsOf(combat as never)?.map((r) => r.group)).toEqual([0, 1, 1, 2, 3]);
  });

  test("Next turn from the ganger lands on the group's last row; Previous turn from the group goes back to the ganger", () => {
    combat.turn = 0;
    const next = { round: 1, turn: 1 };
    landTurn(combat as never, next, { direction: 1 });
    expect(next.turn).toBe(2);
    combat.turn = 3;
    const back = { round: 1, turn: 2 };
    landTurn(combat as never, back, { direction: -1 });
    expect(back.turn).toBe(2);
    combat.turn = 2;
    const toGanger = { round: 1, turn: 1 };
    landTurn(combat as never, toGanger, { direction: -1 });
    expect(toGanger.turn).toBe(0);
  });

  test("Previous turn at the first turn of a later round goes to the end of the round before, and rewinds its 12 seconds", () => {
    combat.round = 2;
    combat.turn = 0;
    const update = { round: 2, turn: -1 };
    const options: { direction: number; worldTime?: { delta?: number } } = { direction: -1 };
    landTurn(combat as never, update, options);
    expect(update).toEqual({ round: 1, turn: 4 });
    expect(options.worldTime?.delta).toBe(-12);
  });
});

describe("Hold and Act now: who may, and what it does", () => {
  test("the owner holds their acting combatant: it moves to the end of the pass, the rest of its group keeps the turn", async () => {
    expect((await asked("p1", "hold", 2)).ok).toBe(true);
    expect(holds()).toEqual([{ round: 1, pass: 1, id: "c-mara", at: null }]);
    expect(ids()).toEqual(["ganger", "dez", "stalker", "mara", "stalker"]);
    expect(combat.turn).toBe(1);
    expect(server.messages.has("req")).toBe(false); // the request is deleted once answered
    // Mara's turn ends through the phase runner (Foundry sees no turn change to fire it for).
    expect(phases).toEqual([{ phase: "endTurn", round: 1, turn: 2, combatantId: "c-mara" }]);
  });

  test("a combatant acting alone holds: the next group's first row takes its index and starts its turn, then the turn lands on that group", async () => {
    combat.turn = 0;
    server.actors.get("ganger")!.system["track"] = defaultTrackActor();
    combat.setupTurns();
    expect((await asked("gm", "hold", 0)).ok).toBe(true);
    expect(ids()).toEqual(["dez", "mara", "stalker", "ganger", "stalker"]);
    expect(phases).toEqual([
      { phase: "endTurn", round: 1, turn: 0, combatantId: "c-ganger" },
      { phase: "startTurn", round: 1, turn: 0, combatantId: "c-dez" },
    ]);
    expect(combat.turn).toBe(1);
  });

  test("then acts now: right after the turn being played", async () => {
    await asked("p1", "hold", 2);
    expect((await asked("p1", "actNow", 3)).ok).toBe(true);
    expect(ids()).toEqual(["ganger", "dez", "mara", "stalker", "stalker"]);
    expect(combat.turn).toBe(1);
  });

  test("a player who does not own the combatant is refused, and nothing is written", async () => {
    const result = await asked("p2", "hold", 2);
    expect(result).toEqual({ ok: false, message: "FRAY.Track.Tracker.Error.NotYours" });
    expect(holds()).toEqual([]);
  });

  test("a GM may hold anyone's turn", async () => {
    expect((await asked("gm", "hold", 1)).ok).toBe(true);
    expect(ids()).toEqual(["ganger", "mara", "stalker", "dez", "stalker"]);
  });

  test("no request message, or one asking for another row or combat, has no sender and is refused", async () => {
    expect(await withSender("fray.trackHold", { messageId: "fight", targetIndex: 2 }, (sender) => decideHold("hold", "fight", 2, sender as never))).toEqual({ ok: false, message: "FRAY.Common.Chat.Error.NoSender" });
    expect((await asked("p1", "hold", 2, { targetIndex: 1 })).message).toBe("FRAY.Common.Chat.Error.NoSender");
    expect((await asked("p1", "hold", 2, { messageId: "other" })).message).toBe("FRAY.Common.Chat.Error.NoSender");
    expect(holds()).toEqual([]);
  });

  test("the rules refuse a hold out of turn, by the last of a pass, and Act now for one not holding", async () => {
    expect((await asked("gm", "hold", 0)).message).toBe("FRAY.Track.Tracker.Error.notActing");
    combat.turn = 3;
    expect((await asked("gm", "hold", 3)).message).toBe("FRAY.Track.Tracker.Error.nothingAfter");
    expect((await asked("gm", "actNow", 4)).message).toBe("FRAY.Track.Tracker.Error.notHolding");
    expect(holds()).toEqual([]);
  });

  test("a combat that is not running is refused", async () => {
    combat.round = 0;
    expect((await asked("gm", "hold", 2)).message).toBe("FRAY.Track.Tracker.Error.NoCombat");
  });
});

describe("the active GM settles the turn on its group", () => {
  test("a turn left on the first row of a tie group (a new round's order, a hold) moves to the group's last row; only the active GM moves it", async () => {
    const { settleTurn } = await import("../../../../src/system/track/combat/turn-landing");
    combat.turn = 1;
    server.actAs("p1");
    await settleTurn(combat as never);
    expect(combat.turn).toBe(1);
    server.actAs("gm");
    await settleTurn(combat as never);
    expect(combat.turn).toBe(2);
  });
});

describe("a re-sorted round starts the turn of whoever is now on it", () => {
  test("the active GM runs the current combatant's start of turn through the phase runner; a player's client does not", async () => {
    const { startCurrentTurn } = await import("../../../../src/system/track/combat/turn-landing");
    server.actAs("p1");
    await startCurrentTurn(combat as never);
    expect(phases).toEqual([]);
    server.actAs("gm");
    await startCurrentTurn(combat as never);
    expect(phases).toEqual([{ phase: "startTurn", round: 1, turn: 2, combatantId: "c-mara" }]);
  });
});
