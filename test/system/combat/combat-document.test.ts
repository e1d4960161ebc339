/**
 * FrayCombat against the Foundry double: each v13 turn-event hook runs its policy phase once,
 * combat start runs before round 1, the round is held while a prompt is open, and a dynamic
 * policy orders the turns. The double does not run Foundry's turn events: the tests call the
 * hooks as Foundry would after each update, on the designated GM.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type CombatPolicy, noChange } from "../../../src/core/ruleset";
import { traumaCombat } from "../../../src/core/trauma";
import { type CombatDouble, installCombatDouble } from "../../support/combat-double";
import { traumaState } from "./fixtures";

const active = vi.hoisted(() => ({ ruleset: null as unknown }));
vi.mock("../../../src/system/combat/ruleset-context", () => ({ activeCombatRuleset: () => active.ruleset }));
vi.mock("../../../src/system/active-ruleset", () => ({
  activeAdapter: () => {
    const ruleset = active.ruleset as { policy: unknown; readState: unknown; rollInitiative?: unknown };
    return { core: { combat: ruleset.policy }, combat: { readState: ruleset.readState, prompts: {}, rollInitiative: ruleset.rollInitiative } };
  },
}));
vi.mock("../../../src/system/trauma/actor-state", () => ({ traumaStateOf: () => ({}) }));

interface Hooks {
  id: string;
  round: number;
  turn: number | null;
  turns: { id: string }[];
  flags: Record<string, unknown>;
  combatants: Map<string, unknown>;
  startCombat(): Promise<unknown>;
  nextTurn(): Promise<unknown>;
  nextRound(): Promise<unknown>;
  setupTurns(): { id: string }[];
  rollInitiative(ids: string | string[]): Promise<unknown>;
  _onStartRound(c: { round: number; skipped: boolean }): Promise<void>;
  _onEndRound(c: { round: number; skipped: boolean }): Promise<void>;
  _onStartTurn(combatant: unknown, c: { round: number; turn: number; skipped: boolean }): Promise<void>;
  _onEndTurn(combatant: unknown, c: { round: number; turn: number; skipped: boolean }): Promise<void>;
}

let foundry: CombatDouble;
let FrayCombat: new (data: unknown) => Hooks;
const readTrauma = (actor: { system: { trauma: unknown } }): unknown => actor.system.trauma;

beforeEach(async () => {
  foundry = installCombatDouble();
  active.ruleset = { id: "trauma", policy: traumaCombat, readState: readTrauma };
  ({ FrayCombat } = (await import("../../../src/system/documents/combat")) as unknown as { FrayCombat: typeof FrayCombat });
});
afterEach(() => foundry.uninstall());

function combatOf(states: Record<string, ReturnType<typeof traumaState> | { speed: number }>, round = 0, initiative: Record<string, number> = {}): Hooks {
  const combatants = Object.entries(states).map(([id, trauma]) =>
    foundry.combatant(foundry.actor({ id, name: id, trauma, owners: ["p1"] }), { initiative: initiative[id] ?? null }),
  );
  return new FrayCombat({ _id: "cb1", round, turn: round ? 0 : null, combatants });
}

const done = (c: Hooks): unknown => (c.flags["fray"] as { automation: { done: string[] } } | undefined)?.automation.done;

describe("the turn-event hooks", () => {
  test("a round end applies once, even when Foundry fires it again after a rewind", async () => {
    const combat = combatOf({ A: traumaState({ lifeSupport: 0, clotDeficit: 2 }), B: traumaState() }, 2);
    await combat._onEndRound({ round: 2, skipped: false });
    await combat._onEndRound({ round: 2, skipped: false });
    expect(foundry.recorded.actorUpdates).toHaveLength(1);
    expect(foundry.recorded.combatantUpdates).toHaveLength(1);
    expect(done(combat)).toEqual(["r2:endRound", "r2:upkeep"]);
  });

  test("the round 0 Foundry ends when a combat starts is no round", async () => {
    const combat = combatOf({ A: traumaState({ lifeSupport: 0, clotDeficit: 2 }) }, 1);
    await combat._onEndRound({ round: 0, skipped: false });
    expect(foundry.recorded.combatUpdates).toEqual([]);
  });

  test("round 1's start runs the combat start first, once, then the round start", async () => {
    const combat = combatOf({ A: traumaState({ lifeSupport: 1 }) }, 1);
    await combat._onStartRound({ round: 1, skipped: false });
    expect(done(combat)).toEqual(["start", "r1:startRound"]);
    expect(foundry.recorded.actorUpdates).toEqual([[{ _id: "A", system: { trauma: { status: { unconscious: true } } } }]]);
  });

  test("turn hooks are keyed by round, turn and combatant", async () => {
    const combat = combatOf({ A: traumaState(), B: traumaState() }, 1);
    const [a, b] = [combat.combatants.get("c-A"), combat.combatants.get("c-B")];
    await combat._onEndTurn(a, { round: 1, turn: 0, skipped: false });
    await combat._onStartTurn(b, { round: 1, turn: 1, skipped: false });
    await combat._onStartTurn(b, { round: 1, turn: 1, skipped: false });
    expect(done(combat)).toEqual(["r1:t0:c-A:endTurn", "r1:t1:c-B:startTurn"]);
  });

  test("startCombat runs the policy's combat start before Foundry moves to round 1", async () => {
    const combat = combatOf({ A: traumaState() });
    await combat.startCombat();
    expect(foundry.recorded.combatUpdates.map((u) => Object.keys(u.data))).toEqual([["flags"], ["round", "turn"]]);
    expect(done(combat)).toEqual(["start"]);
  });

  test("a GM who is not the active one runs no phase", async () => {
    foundry.actAs("gm2");
    const combat = combatOf({ A: traumaState({ lifeSupport: 0, clotDeficit: 2 }) }, 2);
    await combat._onEndRound({ round: 2, skipped: false });
    await combat._onStartRound({ round: 3, skipped: false });
    expect(foundry.recorded.combatUpdates).toEqual([]);
  });
});

describe("an open Will-to-Live prompt holds the round (docs/rules/trauma.md §7)", () => {
  test("the tracker does not advance until the draw is applied", async () => {
    const combat = combatOf({ A: traumaState({ lifeSupport: 0 }), B: traumaState() }, 2);
    await combat._onStartRound({ round: 2, skipped: false });
    await combat.nextTurn();
    await combat.nextRound();
    expect(combat.round).toBe(2);
    expect(foundry.recorded.warnings).toEqual(["FRAY.Common.Combat.PromptsOpen", "FRAY.Common.Combat.PromptsOpen"]);
    (combat.flags["fray"] as { automation: { pending: string[] } }).automation.pending = [];
    await combat.nextRound();
    expect(combat.round).toBe(3);
  });

  test("a combatant removed from the combat no longer holds it", async () => {
    const combat = combatOf({ A: traumaState({ lifeSupport: 0 }), B: traumaState() }, 2);
    await combat._onStartRound({ round: 2, skipped: false });
    combat.combatants.delete("c-A");
    await combat.nextTurn();
    expect(combat.turn).toBe(1);
  });
});

describe("combatants who cannot act are passed over (docs/rules/trauma.md §7)", () => {
  test("the unconscious lose their turn; the next conscious combatant acts", async () => {
    const combat = combatOf({ A: traumaState(), B: traumaState({ lifeSupport: 1, unconscious: true }), C: traumaState() }, 1, { A: 30, B: 20, C: 10 });
    expect(combat.turns.map((t) => t.id)).toEqual(["c-A", "c-B", "c-C"]);
    await combat.nextTurn();
    expect(combat.turn).toBe(2);
  });

  test("when everyone left in the round is unconscious, the next round begins", async () => {
    const combat = combatOf({ A: traumaState(), B: traumaState({ lifeSupport: 1, unconscious: true }) }, 1, { A: 30, B: 20 });
    await combat.nextTurn();
    expect(combat.round).toBe(2);
    expect(combat.turn).toBe(0);
  });
});

describe("a dynamic policy orders the turns", () => {
  const dynamic: CombatPolicy<{ speed: number }, Record<string, never>> = {
    initialEncounter: () => ({}),
    initiative: { mode: "dynamic" },
    turnOrder: (view) => [...view.combatants].sort((a, b) => a.state.speed - b.state.speed).map((c) => c.id),
    canAct: () => true,
    startCombat: () => noChange(),
    startRound: () => noChange(),
    startTurn: () => noChange(),
    endTurn: () => noChange(),
    endRound: () => noChange(),
    upkeep: () => noChange(),
  };

  test("turns follow the policy, not the initiative", () => {
    active.ruleset = { id: "banks", policy: dynamic, readState: readTrauma };
    const combat = combatOf({ A: { speed: 3 }, B: { speed: 1 }, C: { speed: 2 } }, 1, { A: 30, B: 20, C: 10 });
    expect(combat.setupTurns().map((t) => t.id)).toEqual(["c-B", "c-C", "c-A"]);
    expect(combat.turns.map((t) => t.id)).toEqual(["c-B", "c-C", "c-A"]);
  });

  test("a standard policy keeps Foundry's sort", () => {
    const combat = combatOf({ A: traumaState(), B: traumaState(), C: traumaState() }, 1, { A: 10, B: 30, C: 20 });
    expect(combat.setupTurns().map((t) => t.id)).toEqual(["c-B", "c-C", "c-A"]);
  });
});

describe("registerCombat", () => {
  test("sets the Combat class and a standard policy's initiative formula", async () => {
    const { registerCombat } = await import("../../../src/system/combat/register");
    registerCombat();
    const config = (globalThis as unknown as { CONFIG: { Combat: { documentClass: unknown; initiative: { formula: string | null } } } }).CONFIG;
    expect(config.Combat.documentClass).toBe(FrayCombat);
    expect(config.Combat.initiative.formula).toBe("1d10");
    // One shared tracker hook: the warning on an unreadable combatant's row.
    expect([...foundry.hooks.on.keys()]).toEqual(["renderCombatTracker"]);
  });

  test("leaves the formula alone for a dynamic policy", async () => {
    active.ruleset = { id: "banks", policy: { initiative: { mode: "dynamic" } }, readState: readTrauma };
    const { registerCombat } = await import("../../../src/system/combat/register");
    registerCombat();
    const config = (globalThis as unknown as { CONFIG: { Combat: { initiative: { formula: string | null } } } }).CONFIG;
    expect(config.Combat.initiative.formula).toBeNull();
  });
});

describe("the tracker's initiative buttons", () => {
  test("a policy with its own initiative answers them (banks shows effective IP): no dice formula is rolled", async () => {
    const asked: unknown[] = [];
    active.ruleset = { id: "banks", policy: { initiative: { mode: "dynamic" } }, readState: readTrauma, rollInitiative: async (_c: unknown, ids: readonly string[]) => void asked.push([...ids]) };
    const combat = combatOf({ a: traumaState(), b: traumaState() });
    await combat.rollInitiative("a");
    await combat.rollInitiative(["a", "b"]);
    expect(asked).toEqual([["a"], ["a", "b"]]);
  });
});
