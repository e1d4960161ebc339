/**
 * The banks tracker against the combat double with the real banks policy: the round end runs
 * once and in batches, the order follows IP as it is spent without the current combatant
 * moving, and Pass marks the actor and moves the tracker on.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { BanksActorOptions } from "../../../../src/core/banks";
import { type CombatDouble, installCombatDouble } from "../../../support/combat-double";
import { type BanksFight, banksFight, banksRuleset } from "./banks-fixtures";

const active = vi.hoisted(() => ({ ruleset: null as unknown }));
vi.mock("../../../../src/system/combat/ruleset-context", () => ({ activeCombatRuleset: () => active.ruleset }));
vi.mock("../../../../src/system/trauma/actor-state", () => ({ traumaStateOf: () => ({}) }));

interface FrayCombatLike {
  id: string;
  round: number;
  turn: number | null;
  turns: { id: string }[];
  flags: Record<string, unknown>;
  combatant: { id: string } | undefined;
  combatants: Map<string, unknown>;
  nextTurn(): Promise<unknown>;
  setupTurns(): { id: string }[];
  _onEndRound(c: { round: number; skipped: boolean }): Promise<void>;
  _onStartTurn(combatant: unknown, c: { round: number; turn: number; skipped: boolean }): Promise<void>;
}

let foundry: CombatDouble;
let FrayCombat: new (data: unknown) => FrayCombatLike;

beforeEach(async () => {
  foundry = installCombatDouble();
  active.ruleset = banksRuleset;
  ({ FrayCombat } = (await import("../../../../src/system/documents/combat")) as unknown as { FrayCombat: typeof FrayCombat });
  const { registerBanksTracker } = await import("../../../../src/system/banks/combat/register");
  registerBanksTracker();
});
afterEach(() => foundry.uninstall());

const attrs = (INT: number): NonNullable<BanksActorOptions["attributes"]> => ({ INT });

function fightOf(specs: Record<string, BanksActorOptions>, round = 1): { fight: BanksFight; combat: FrayCombatLike } {
  const fight = banksFight(foundry, specs);
  const combat = new FrayCombat({ _id: "cb1", round, turn: round ? 0 : null, combatants: fight.combatants });
  foundry.combats.set(combat.id, combat as unknown as { id: string });
  return { fight, combat };
}
const order = (combat: FrayCombatLike): string[] => combat.turns.map((t) => t.id);
const done = (combat: FrayCombatLike): unknown => (combat.flags["fray"] as { automation?: { done: string[] } } | undefined)?.automation?.done;

describe("the round end (docs/rules/banks.md §8)", () => {
  const specs = { A: { ip: 7, attributes: attrs(3) }, B: { ip: 5, attributes: attrs(4), martialMomentum: { targetId: "c-A", value: 2 } }, C: { ip: 2, attributes: attrs(3) } };

  test("caps IP at INT for everyone in ONE actor update, ONE combatant update and ONE flags update, and says so", async () => {
    const { combat } = fightOf(specs, 2);
    const runner = await import("../../../../src/system/combat/phase-runner");
    expect(await runner.runCombatPhase(combat as never, { phase: "endRound", round: 2 }, banksRuleset as never)).toBe("applied");
    const r = foundry.recorded;
    expect(r.actorUpdates).toEqual([
      [
        { _id: "A", system: { banks: { ip: 3 } } },
        { _id: "B", system: { banks: { ip: 4, martialMomentum: null } } },
      ],
    ]);
    expect(r.combatantUpdates.map((u) => u.updates)).toEqual([
      [
        { _id: "c-A", initiative: 3 },
        { _id: "c-B", initiative: 4 },
        { _id: "c-C", initiative: 2 },
      ],
    ]);
    expect(r.combatUpdates).toHaveLength(1);
    expect(r.combatUpdates[0]!.data).toEqual({ flags: { fray: { automation: { done: ["r2:endRound"], pending: [], resolved: [], encounter: { teams: {}, timeClass: "B", medTL: 0, ambushers: [] } } } } });
    expect(r.messages).toHaveLength(1);
    expect(r.messages[0]!["content"]).toContain("A carries 3 of 7 IP into the next round (the rest is lost).");
    expect(r.messages[0]!["content"]).toContain("B carries 4 of 5 IP into the next round (the rest is lost).");
  });

  test("runs once: a second call, a second GM and a rewind apply nothing more", async () => {
    const { combat } = fightOf(specs, 2);
    await combat._onEndRound({ round: 2, skipped: false });
    const after = JSON.stringify(foundry.recorded);
    await combat._onEndRound({ round: 2, skipped: false });
    foundry.users[1]!.isActiveGM = true;
    foundry.users[0]!.isActiveGM = false;
    foundry.actAs("gm2");
    await combat._onEndRound({ round: 2, skipped: false });
    expect(JSON.stringify(foundry.recorded)).toBe(after);
    expect(foundry.recorded.actorUpdates).toHaveLength(1);
    expect(done(combat)).toEqual(["r2:endRound", "r2:upkeep"]);
  });
});

describe("the order follows IP as it is spent (§6.3 step 3)", () => {
  const specs = { A: { ip: 10 }, B: { ip: 6 }, C: { ip: 8 }, D: { ip: 5 } };

  /** Round 1 after A's turn (A spent down to 1) and at the start of C's. */
  async function afterTwoTurns(): Promise<{ fight: BanksFight; combat: FrayCombatLike }> {
    const { fight, combat } = fightOf(specs);
    expect(order(combat)).toEqual(["c-A", "c-C", "c-B", "c-D"]);
    await combat._onStartTurn(combat.combatants.get("c-A"), { round: 1, turn: 0, skipped: false });
    await fight.spend("A", 1);
    await combat.nextTurn();
    await combat._onStartTurn(combat.combatants.get("c-C"), { round: 1, turn: 1, skipped: false });
    return { fight, combat };
  }

  test("those who have acted keep the order they acted in, so the current combatant stays current", async () => {
    const { combat } = await afterTwoTurns();
    // Initiative now reads A 1, C 8: Foundry's sort alone would put C first and hand turn 1 to A.
    expect(order(combat)).toEqual(["c-A", "c-C", "c-B", "c-D"]);
    expect(combat.turn).toBe(1);
    expect(combat.combatant?.id).toBe("c-C");
  });

  test("a combatant who spends IP before its turn (a dodge bid) moves down; the current one does not move", async () => {
    const { fight, combat } = await afterTwoTurns();
    const writes = foundry.recorded.combatUpdates.length;
    await fight.spend("B", 2);
    expect(order(combat)).toEqual(["c-A", "c-C", "c-D", "c-B"]);
    expect(combat.combatant?.id).toBe("c-C");
    // Re-sorting is local: no combat or combatant document was written for it.
    expect(foundry.recorded.combatUpdates).toHaveLength(writes);
  });

  test("the tracker showing the combat re-renders once per burst of updates", async () => {
    const { fight, combat } = fightOf(specs);
    const render = vi.fn();
    (globalThis as unknown as { ui: Record<string, unknown> }).ui["combat"] = { viewed: combat, render, popout: undefined };
    await Promise.all([fight.spend("A", 9), fight.spend("B", 4), fight.spend("C", 3)]);
    await Promise.resolve();
    expect(render).toHaveBeenCalledTimes(1);
    expect(order(combat)).toEqual(["c-A", "c-D", "c-B", "c-C"]);
  });

  test("a Team Bank raised in the encounter re-sorts too", async () => {
    const { fight, combat } = fightOf(specs);
    fight.actors.get("D")!.system.banks.teamId = "crew";
    const encounter = { teams: { crew: { leaderId: "c-D", bank: 6, usedTactics: [], members: ["c-D"] } }, timeClass: "B", medTL: 0, ambushers: [] };
    await (combat as unknown as { update(d: unknown): Promise<unknown> }).update({ flags: { fray: { automation: { encounter } } } });
    foundry.fire("updateCombat", combat, { flags: { fray: { automation: { encounter } } } });
    expect(order(combat)).toEqual(["c-D", "c-A", "c-C", "c-B"]);
  });
});

describe("Pass (§6.3 step 3)", () => {
  test("the owner of the current combatant passes: turn.passed on the actor, then the next turn", async () => {
    const { fight, combat } = fightOf({ A: { ip: 10 }, B: { ip: 6 } });
    foundry.actAs("p1");
    const { passCurrentTurn } = await import("../../../../src/system/banks/combat/pass-turn");
    expect(await passCurrentTurn(combat as never, "c-A")).toBe(true);
    expect(foundry.recorded.actorUpdates).toEqual([[{ _id: "A", system: { banks: { turn: { passed: true } } } }]]);
    expect(fight.actors.get("A")!.system.banks.turn.passed).toBe(true);
    expect(combat.turn).toBe(1);
    expect(combat.combatant?.id).toBe("c-B");
  });

  test("no one passes for a combatant whose turn it is not, nor for one they do not own", async () => {
    const { combat } = fightOf({ A: { ip: 10 }, B: { ip: 6 } });
    const { passCurrentTurn } = await import("../../../../src/system/banks/combat/pass-turn");
    expect(await passCurrentTurn(combat as never, "c-B")).toBe(false);
    foundry.actAs("p2");
    expect(await passCurrentTurn(combat as never, "c-A")).toBe(false);
    expect(foundry.recorded.actorUpdates).toEqual([]);
    expect(foundry.recorded.warnings).toEqual(["You can pass only on a turn of your own.", "You can pass only on a turn of your own."]);
    expect(combat.turn).toBe(0);
  });
});
