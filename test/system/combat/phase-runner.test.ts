/**
 * The phase runner against the Foundry double: batching (one call per kind of document),
 * once-only application, and the active-GM rule.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type CombatDouble, installCombatDouble } from "../../support/combat-double";
import { traumaState } from "./fixtures";
import type * as RunnerModule from "../../../src/system/combat/phase-runner";
import type * as ContextModule from "../../../src/system/combat/ruleset-context";

vi.mock("../../../src/system/trauma/actor-state", () => ({ traumaStateOf: (actor: { system: { trauma: unknown } }) => actor.system.trauma }));

type Runner = typeof RunnerModule;
type AnyCombat = Parameters<Runner["runCombatPhase"]>[0];

let foundry: CombatDouble;
let runner: Runner;
let trauma: NonNullable<ReturnType<typeof ContextModule.combatRulesetFor>>;

beforeEach(async () => {
  foundry = installCombatDouble();
  runner = await import("../../../src/system/combat/phase-runner");
  const context = await import("../../../src/system/combat/ruleset-context");
  trauma = context.combatRulesetFor("trauma")!;
});
afterEach(() => foundry.uninstall());

/** A combat of `n` Leads dying of Overkill plus one healthy Lead. */
function overkillCombat(n: number): AnyCombat {
  const dying = Array.from({ length: n }, (_, i) => foundry.actor({ id: `d${i}`, name: `Dying ${i}`, trauma: traumaState({ lifeSupport: 0, clotDeficit: i + 1 }), owners: ["p1"] }));
  const healthy = foundry.actor({ id: "h", name: "Healthy", trauma: traumaState() });
  const Combat = (globalThis as unknown as { Combat: new (data: unknown) => AnyCombat }).Combat;
  return new Combat({ _id: "cb1", round: 2, turn: 0, combatants: [...dying, healthy].map((a) => foundry.combatant(a)) });
}

describe("a round end with Overkill deaths", () => {
  test("applies N deaths in ONE actor update and ONE combatant update, and records its key in ONE combat update", async () => {
    const combat = overkillCombat(3);
    expect(await runner.runCombatPhase(combat, { phase: "endRound", round: 2 }, trauma)).toBe("applied");
    const r = foundry.recorded;
    expect(r.actorUpdates).toHaveLength(1);
    expect(r.actorUpdates[0]).toEqual(["d0", "d1", "d2"].map((id) => ({ _id: id, system: { trauma: { status: { dead: true } } } })));
    expect(r.combatantUpdates).toHaveLength(1);
    expect(r.combatantUpdates[0]!.updates).toEqual(["d0", "d1", "d2"].map((id) => ({ _id: `c-${id}`, defeated: true })));
    expect(r.combatUpdates).toHaveLength(1);
    expect(r.combatUpdates[0]!.data).toEqual({ flags: { fray: { automation: { done: ["r2:endRound"], pending: [], resolved: [], encounter: {} } } } });
  });

  test("posts one public card naming the dead", async () => {
    await runner.runCombatPhase(overkillCombat(2), { phase: "endRound", round: 2 }, trauma);
    expect(foundry.recorded.messageCreateCalls).toBe(1);
    const [card] = foundry.recorded.messages;
    expect(card!["whisper"]).toEqual([]);
    expect(card!["content"]).toContain("End of round 2");
    expect(card!["content"]).toContain("Dying 0 dies of Overkill.");
    expect(card!["content"]).toContain("Dying 1 dies of Overkill.");
  });

  test("a hidden combatant's death goes to the GMs only", async () => {
    const combat = overkillCombat(2);
    (combat.combatants.get("c-d1") as unknown as { hidden: boolean }).hidden = true;
    await runner.runCombatPhase(combat, { phase: "endRound", round: 2 }, trauma);
    const [pub, gm] = foundry.recorded.messages;
    expect(pub!["content"]).not.toContain("Dying 1");
    expect(gm!["content"]).toContain("Dying 1 dies of Overkill.");
    expect(gm!["whisper"]).toEqual(["gm1", "gm2"]);
  });
});

describe("once only", () => {
  test("running the same phase again (a rewind, a second GM, a reconnect) applies nothing", async () => {
    const combat = overkillCombat(2);
    await runner.runCombatPhase(combat, { phase: "endRound", round: 2 }, trauma);
    const calls = JSON.stringify(foundry.recorded);
    expect(await runner.runCombatPhase(combat, { phase: "endRound", round: 2 }, trauma)).toBe("alreadyDone");
    foundry.actAs("gm2");
    foundry.users[1]!.isActiveGM = true;
    expect(await runner.runCombatPhase(combat, { phase: "endRound", round: 2 }, trauma)).toBe("alreadyDone");
    expect(JSON.stringify(foundry.recorded)).toBe(calls);
  });

  test("two runs started together apply once", async () => {
    const combat = overkillCombat(2);
    const outcomes = await Promise.all([
      runner.runCombatPhase(combat, { phase: "endRound", round: 2 }, trauma),
      runner.runCombatPhase(combat, { phase: "endRound", round: 2 }, trauma),
    ]);
    expect(outcomes.sort()).toEqual(["alreadyDone", "applied"]);
    expect(foundry.recorded.actorUpdates).toHaveLength(1);
  });

  test("the next round's end is a new key and applies", async () => {
    const combat = overkillCombat(1);
    await runner.runCombatPhase(combat, { phase: "endRound", round: 2 }, trauma);
    expect(await runner.runCombatPhase(combat, { phase: "endRound", round: 3 }, trauma)).toBe("applied");
    expect(foundry.recorded.combatUpdates.at(-1)!.data).toMatchObject({ flags: { fray: { automation: { done: ["r2:endRound", "r3:endRound"] } } } });
  });
});

describe("who applies", () => {
  test("a GM who is not the active GM applies nothing", async () => {
    foundry.actAs("gm2");
    expect(await runner.runCombatPhase(overkillCombat(2), { phase: "endRound", round: 2 }, trauma)).toBe("notActiveGm");
    expect(foundry.recorded).toMatchObject({ actorUpdates: [], combatantUpdates: [], combatUpdates: [], messages: [] });
  });

  test("a player applies nothing", async () => {
    foundry.actAs("p1");
    expect(await runner.runCombatPhase(overkillCombat(1), { phase: "endRound", round: 2 }, trauma)).toBe("notActiveGm");
    expect(foundry.recorded.actorUpdates).toEqual([]);
  });

  test("a ruleset without combat automation applies nothing", async () => {
    expect(await runner.runCombatPhase(overkillCombat(1), { phase: "endRound", round: 2 }, null)).toBe("noRuleset");
    expect(foundry.recorded.combatUpdates).toEqual([]);
  });
});

describe("a round start", () => {
  test("an actor at 0 Life Support gets a Will-to-Live prompt for its owners and the GMs; the round's prompt is recorded as open", async () => {
    const Combat = (globalThis as unknown as { Combat: new (data: unknown) => AnyCombat }).Combat;
    const low = foundry.actor({ id: "low", name: "Qulia", trauma: traumaState({ lifeSupport: 0 }), owners: ["p1"] });
    const one = foundry.actor({ id: "one", name: "Brenn", trauma: traumaState({ lifeSupport: 1 }), owners: ["p2"] });
    const combat = new Combat({ _id: "cb1", round: 3, turn: 0, combatants: [foundry.combatant(low), foundry.combatant(one)] });
    expect(await runner.runCombatPhase(combat, { phase: "startRound", round: 3 }, trauma)).toBe("applied");
    const r = foundry.recorded;
    expect(r.actorUpdates).toEqual([[{ _id: "one", system: { trauma: { status: { unconscious: true } } } }]]);
    expect(r.combatantUpdates).toEqual([]);
    expect(r.combatUpdates[0]!.data).toMatchObject({ flags: { fray: { automation: { pending: ["trauma.willToLive:r3:c-low"] } } } });
    const prompt = r.messages.find((m) => JSON.stringify(m["flags"] ?? {}).includes("willToLivePrompt"))!;
    expect(prompt["whisper"]).toEqual(["gm1", "gm2", "p1"]);
    expect(prompt["flags"]).toEqual({ fray: { trauma: { willToLivePrompt: { combatId: "cb1", round: 3, combatantId: "c-low" } } } });
    expect(prompt["content"]).toContain('data-action="frayWillToLive"');
    expect(prompt["content"]).toContain("Draw for the will to live");
  });
});

describe("one GM client acts (design.md \"One GM client acts\")", () => {
  test("two GM tabs running the same round end (a query and a hook reach both): the deaths are written once", async () => {
    vi.resetModules();
    const secondTab = (await import("../../../src/system/combat/phase-runner")).runCombatPhase;
    expect(secondTab).not.toBe(runner.runCombatPhase);
    const combat = overkillCombat(2);
    const outcomes = await Promise.all([runner.runCombatPhase(combat, { phase: "endRound", round: 2 }, trauma), secondTab(combat, { phase: "endRound", round: 2 }, trauma)]);
    expect(outcomes.sort()).toEqual(["alreadyDone", "applied"]);
    expect(foundry.recorded.actorUpdates).toHaveLength(1);
    expect(foundry.recorded.messageCreateCalls).toBe(1);
  });

  test("the phase's intent is recorded with the absolute values it writes, and closed once written", async () => {
    const { allRecords } = await import("../../../src/system/gm/records/record-book");
    await runner.runCombatPhase(overkillCombat(1), { phase: "endRound", round: 2 }, trauma);
    const [record] = allRecords();
    expect(record).toMatchObject({ key: "combat:cb1:r2:endRound", status: "done", refs: ["cb1"] });
    expect(record?.writes).toEqual(
      expect.arrayContaining([
        { type: "update", uuid: "Actor.d0", data: { system: { trauma: { status: { dead: true } } } } },
        { type: "update", uuid: "Combat.cb1.Combatant.c-d0", data: { defeated: true } },
      ]),
    );
  });
});

describe("catching up on turn events no GM was there to run", () => {
  test("rounds ended while no GM was connected: each round's end, upkeep and the next start run once, in order, then the current turn's start", async () => {
    const { catchUpCombat } = await import("../../../src/system/combat/catch-up");
    const combat = overkillCombat(1) as AnyCombat & { round: number; flags: Record<string, unknown> };
    combat.flags = { fray: { automation: { done: ["start", "r1:startRound"], pending: [], resolved: [], encounter: {} } } };
    combat.round = 3;
    await catchUpCombat(combat);
    const done = (combat.flags as { fray: { automation: { done: string[] } } }).fray.automation.done;
    expect(done).toEqual(["start", "r1:startRound", "r1:endRound", "r1:upkeep", "r2:startRound", "r2:endRound", "r2:upkeep", "r3:startRound", "r3:t0:c-d0:startTurn"]);
    // What the missed rounds bring (the Overkill death) is applied once, however often the GM comes back.
    expect(foundry.recorded.actorUpdates[0]).toEqual([{ _id: "d0", system: { trauma: { status: { dead: true } } } }]);
    const writes = foundry.recorded.actorUpdates.length + foundry.recorded.combatUpdates.length;
    await catchUpCombat(combat);
    expect(foundry.recorded.actorUpdates.length + foundry.recorded.combatUpdates.length).toBe(writes);
  });

  test("a player's client does nothing", async () => {
    const { catchUpCombat } = await import("../../../src/system/combat/catch-up");
    foundry.actAs("p1");
    const combat = overkillCombat(1);
    await catchUpCombat(combat);
    expect(foundry.recorded.combatUpdates).toEqual([]);
  });
});
