import "./install";
import { beforeEach, describe, expect, test } from "vitest";
import { type SimTab, type SimWorld, createWorld } from ".";
import { BaseCombat, type BaseCombatant } from "./documents/combat";
import { worldTimeOf } from "./documents/combat-time";
import type { Data } from "./object-utils";

/** What the turn events did, and on which client. */
const events: string[] = [];

/** A system's Combat that records Foundry's turn events (they run on the active GM only). */
class RecordingCombat extends BaseCombat {
  override async _onStartTurn(combatant: BaseCombatant, context: { round: number; turn: number; skipped: boolean }): Promise<void> {
    events.push(`${game.user!.id}:startTurn ${combatant.id} r${context.round}t${context.turn}${context.skipped ? " skipped" : ""}`);
  }
  override async _onEndTurn(combatant: BaseCombatant, context: { round: number; turn: number; skipped: boolean }): Promise<void> {
    events.push(`${game.user!.id}:endTurn ${combatant.id} r${context.round}t${context.turn}${context.skipped ? " skipped" : ""}`);
  }
  override async _onStartRound(context: { round: number }): Promise<void> {
    events.push(`${game.user!.id}:startRound ${context.round}`);
  }
  override async _onEndRound(context: { round: number }): Promise<void> {
    events.push(`${game.user!.id}:endRound ${context.round}`);
  }
}

let world: SimWorld;
let gm: SimTab;
let p1: SimTab;

const combatIn = (tab: SimTab): RecordingCombat => world.inTabSync(tab, () => tab.collection("Combat").get("fight") as RecordingCombat);
const heard = (tab: SimTab, hook: string, log: string[]): void => {
  world.inTabSync(tab, () => tab.hooks.on(hook, (...args: unknown[]) => void log.push(`${tab.user.id}:${hook} ${JSON.stringify(args.slice(1))}`)));
};

beforeEach(() => {
  events.length = 0;
  world = createWorld();
  gm = world.open("gm");
  p1 = world.open("p1");
  // Each client configures itself at init.
  for (const tab of [gm, p1]) {
    (tab.config["Combat"] as Data)["documentClass"] = RecordingCombat;
    (tab.config["time"] as Data)["turnTime"] = 6;
  }
  world.seed("Actor", { _id: "mara", name: "Mara", type: "character", ownership: { default: 0, p1: 3 }, system: {} });
  world.seed("Actor", { _id: "ganger", name: "Ganger", type: "npc", ownership: { default: 0 }, system: {} });
  world.seed("Actor", { _id: "dez", name: "Dez", type: "character", ownership: { default: 0, p2: 3 }, system: {} });
  world.seed("Combat", {
    _id: "fight",
    round: 0,
    turn: null,
    flags: {},
    combatants: [
      { _id: "cMara", actorId: "mara", initiative: 3, defeated: false, hidden: false, name: "" },
      { _id: "cGanger", actorId: "ganger", initiative: 5, defeated: false, hidden: false, name: "" },
      { _id: "cDez", actorId: "dez", initiative: 3, defeated: false, hidden: false, name: "" },
    ],
  });
});

describe("the turn order (client/documents/combat.mjs setupTurns)", () => {
  test("turns are sorted by initiative, ties by id, and set up when the client loads the combat", () => {
    expect(combatIn(gm).turns.map((t) => t.id)).toEqual(["cGanger", "cDez", "cMara"]);
    expect(combatIn(p1).combatant).toBeNull();
  });

  test("a turn past the last row becomes the first row of the next round, on the local document only", () => {
    const combat = combatIn(gm);
    world.inTabSync(gm, () => combat.updateSource({ round: 2, turn: 3 }));
    world.inTabSync(gm, () => combat.setupTurns());
    expect([combat.round, combat.turn]).toEqual([3, 0]);
    expect([combat._source["round"], combat._source["turn"]]).toEqual([2, 3]);
    world.inTabSync(gm, () => combat.updateSource({ turn: -1 }));
    world.inTabSync(gm, () => combat.setupTurns());
    expect(combat.turn).toBe(0);
  });
});

describe("Combatant", () => {
  test("its actor, name, owners and defeat come from its actor", () => {
    const mara = world.inTabSync(gm, () => combatIn(gm).combatants.get("cMara")!);
    world.inTabSync(gm, () => {
      expect(mara.actor?.id).toBe("mara");
      expect(mara.name).toBe("Mara");
      expect(mara.players.map((u) => u.id)).toEqual(["p1"]);
      expect(mara.hasPlayerOwner).toBe(true);
      expect(combatIn(gm).combatants.get("cGanger")!.hasPlayerOwner).toBe(false);
      expect(mara.isDefeated).toBe(false);
    });
    world.inTabSync(p1, () => expect(combatIn(p1).combatants.get("cMara")!.isOwner).toBe(true));
  });
});

describe("navigation and turn events", () => {
  test("Begin combat: combatStart on the clicking client, round 1 turn 0, the start events on the active GM only, combatTurnChange everywhere", async () => {
    const log: string[] = [];
    for (const tab of [gm, p1]) {
      heard(tab, "combatStart", log);
      heard(tab, "combatTurnChange", log);
    }
    await world.inTab(gm, () => combatIn(gm).startCombat());
    await world.settle();
    expect(log.filter((l) => l.includes("combatStart"))).toEqual(['gm:combatStart [{"round":1,"turn":0}]']);
    expect(log.filter((l) => l.includes("combatTurnChange")).map((l) => l.split(" ")[0]).sort()).toEqual(["gm:combatTurnChange", "p1:combatTurnChange"]);
    expect(events).toEqual(["gm:endRound 0", "gm:startRound 1", "gm:startTurn cGanger r1t0"]);
  });

  test("a player's Next turn: combatTurn with direction 1 on the player's client before the update, world time moves, the GM runs the events", async () => {
    await world.inTab(gm, () => combatIn(gm).startCombat());
    await world.settle();
    events.length = 0;
    const log: string[] = [];
    for (const tab of [gm, p1]) {
      heard(tab, "combatTurn", log);
      heard(tab, "updateWorldTime", log);
    }
    await world.inTab(p1, () => combatIn(p1).nextTurn());
    await world.settle();
    expect(log).toContain('p1:combatTurn [{"round":1,"turn":1},{"direction":1,"worldTime":{"delta":6}}]');
    expect(log.filter((l) => l.includes("combatTurn "))).toHaveLength(1);
    expect(log.filter((l) => l.includes("updateWorldTime")).map((l) => l.split(" ")[0]).sort()).toEqual(["gm:updateWorldTime", "p1:updateWorldTime"]);
    expect(worldTimeOf(gm)).toBe(6);
    expect(events).toEqual(["gm:endTurn cGanger r1t0", "gm:startTurn cDez r1t1"]);
    expect(combatIn(p1).combatant?.id).toBe("cDez");
  });

  test("a jump over a row runs its events as skipped; past the last row Next turn is Next round (combatRound hook)", async () => {
    await world.inTab(gm, () => combatIn(gm).startCombat());
    await world.settle();
    events.length = 0;
    await world.inTab(gm, () => combatIn(gm).update({ turn: 2 }));
    await world.settle();
    expect(events).toEqual(["gm:endTurn cGanger r1t0", "gm:startTurn cDez r1t1 skipped", "gm:endTurn cDez r1t1 skipped", "gm:startTurn cMara r1t2"]);
    events.length = 0;
    const log: string[] = [];
    heard(gm, "combatRound", log);
    await world.inTab(gm, () => combatIn(gm).nextTurn());
    await world.settle();
    expect(log).toEqual(['gm:combatRound [{"round":2,"turn":0},{"direction":1,"worldTime":{"delta":6}}]']);
    expect(events).toEqual(["gm:endTurn cMara r1t2", "gm:endRound 1", "gm:startRound 2", "gm:startTurn cGanger r2t0"]);
  });

  test("Previous turn and Previous round go back with direction -1 and run no turn events", async () => {
    await world.inTab(gm, () => combatIn(gm).startCombat());
    await world.inTab(gm, () => combatIn(gm).nextRound());
    await world.settle();
    events.length = 0;
    const log: string[] = [];
    heard(gm, "combatRound", log);
    await world.inTab(gm, () => combatIn(gm).previousTurn());
    await world.settle();
    expect(log).toEqual(['gm:combatRound [{"round":1,"turn":2},{"direction":-1,"worldTime":{"delta":-6}}]']);
    expect(events).toEqual([]);
  });

  test("a combatant's new initiative keeps the turn on the current combatant, without turn events (Combatant _preUpdateOperation)", async () => {
    await world.inTab(gm, () => combatIn(gm).startCombat());
    await world.inTab(gm, () => combatIn(gm).nextTurn());
    await world.settle();
    expect(combatIn(p1).combatant?.id).toBe("cDez");
    events.length = 0;
    await world.inTab(gm, () => combatIn(gm).combatants.get("cMara")!.update({ initiative: 9 }));
    await world.settle();
    for (const tab of [gm, p1]) expect(world.inTabSync(tab, () => [combatIn(tab).turns.map((t) => t.id), combatIn(tab).turn])).toEqual([["cMara", "cGanger", "cDez"], 2]);
    expect(events).toEqual([]);
    expect(world.server.collection("Combat").get("fight")!["turn"]).toBe(1);
  });

  test("a player may change the turn, not the combat's flags", async () => {
    await world.inTab(gm, () => combatIn(gm).startCombat());
    await world.settle();
    await world.inTab(p1, () => combatIn(p1).update({ turn: 2 }));
    await expect(world.inTab(p1, () => combatIn(p1).update({ flags: { fray: { x: 1 } } }))).rejects.toThrow(/lacks permission/);
  });
});
