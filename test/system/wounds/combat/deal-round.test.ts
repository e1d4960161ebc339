/**
 * Dealing Action Cards through the shared phase runner (docs/rules/wounds.md §7) on the combat
 * double with the Cards double: one Cards operation (a pass) and one Combatant batch for a round
 * of 50, the Cards always showing the record, nothing dealt twice when the phase runs again.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type WoundsActor, type WoundsEncounter, actionDeckLayout, actionInitiative } from "../../../../src/core/wounds";
import { type CombatDouble, installCombatDouble } from "../../../support/combat-double";
import { CardsDouble, installCards } from "./cards-double";
import { wildCardState } from "./world";
import type * as RunnerModule from "../../../../src/system/combat/phase-runner";
import type * as ContextModule from "../../../../src/system/combat/ruleset-context";

vi.mock("../../../../src/system/wounds/actor-state", () => ({ woundsStateOf: (actor: { system: { trauma: unknown } }) => actor.system.trauma as WoundsActor }));

let foundry: CombatDouble;
let runner: typeof RunnerModule;
let wounds: NonNullable<ReturnType<typeof ContextModule.combatRulesetFor>>;

beforeEach(async () => {
  foundry = installCombatDouble();
  runner = await import("../../../../src/system/combat/phase-runner");
  wounds = (await import("../../../../src/system/combat/ruleset-context")).combatRulesetFor("wounds")!;
  const { registerEncounterWrites } = await import("../../../../src/system/combat/encounter-writes");
  const { actionDeckWrites } = await import("../../../../src/system/wounds/cards/action-deck");
  registerEncounterWrites(actionDeckWrites);
  installCards(() => null);
});
afterEach(async () => {
  (await import("../../../../src/system/combat/encounter-writes")).registerEncounterWrites(null);
  foundry.uninstall();
});

type AnyCombat = Parameters<typeof runner.runCombatPhase>[0];

function combatOf(n: number): AnyCombat {
  const actors = Array.from({ length: n }, (_, i) => foundry.actor({ id: `a${i}`, name: `Fighter ${i}`, trauma: wildCardState({ incapacitated: i === 0, wounds: i === 0 ? 3 : 0 }) }));
  const Combat = (globalThis as unknown as { Combat: new (data: unknown) => AnyCombat }).Combat;
  return new Combat({ _id: "cb1", round: 1, turn: 0, combatants: actors.map((a) => foundry.combatant(a)) });
}

const encounterOf = (combat: AnyCombat): WoundsEncounter => (combat.flags as { fray: { automation: { encounter: WoundsEncounter } } }).fray.automation.encounter;
const cardCalls = (): string[] => CardsDouble.calls.filter((c) => !c.startsWith("Cards.create"));

function expectCardsShow(combat: AnyCombat): void {
  const layout = actionDeckLayout(encounterOf(combat));
  const [deck, pile] = CardsDouble.all.contents;
  expect(pile!.cards.contents.map((c) => c.id).sort()).toEqual([...layout.inPlay].sort());
  const undrawn = deck!.cards.contents.filter((c) => !c.drawn).sort((a, b) => a.sort - b.sort).map((c) => c.id);
  expect(undrawn).toEqual(layout.available);
}

describe("a round of Action Cards", () => {
  test("dealt to 50 (the Incapacitated too) in one pass and one Combatant batch setting each card's initiative", async () => {
    const combat = combatOf(50);
    expect(await runner.runCombatPhase(combat, { phase: "startRound", round: 1 }, wounds)).toBe("applied");
    expect(CardsDouble.calls.filter((c) => c.startsWith("Cards.create"))).toEqual(["Cards.create(2)"]);
    expect(cardCalls()).toEqual(["pass(50)"]);
    expect(foundry.recorded.combatantUpdates).toHaveLength(1);
    const updates = foundry.recorded.combatantUpdates[0]!.updates;
    expect(updates).toHaveLength(50);
    expect(Object.fromEntries(updates.map((u) => [u["_id"], u["initiative"]]))).toEqual(actionInitiative(encounterOf(combat)));
    expect(encounterOf(combat).dealt.map((d) => d.combatantId)).toContain("c-a0");
    expectCardsShow(combat);
  });

  test("running the phase again (a second GM tab, a reconnect) deals nothing twice", async () => {
    const combat = combatOf(6);
    await runner.runCombatPhase(combat, { phase: "startRound", round: 1 }, wounds);
    const calls = [...CardsDouble.calls];
    expect(await runner.runCombatPhase(combat, { phase: "startRound", round: 1 }, wounds)).toBe("alreadyDone");
    expect(CardsDouble.calls).toEqual(calls);
  });

  test("the end of a round and the next deal keep the Cards in step with the record, round after round", async () => {
    const combat = combatOf(12);
    for (let round = 1; round <= 6; round++) {
      await runner.runCombatPhase(combat, { phase: "startRound", round }, wounds);
      expectCardsShow(combat);
      await runner.runCombatPhase(combat, { phase: "endRound", round }, wounds);
      expectCardsShow(combat);
      expect(CardsDouble.all.contents[1]!.cards.size).toBe(0);
    }
  });

  test("a deal the GM's client left halfway is completed by the next active GM, exactly", async () => {
    const combat = combatOf(8);
    CardsDouble.failNextPass = true;
    await expect(runner.runCombatPhase(combat, { phase: "startRound", round: 1 }, wounds)).rejects.toThrow("stopped");
    expect(CardsDouble.all.contents[1]!.cards.size).toBe(0);
    const stacks = CardsDouble.all.contents;
    // What recovery writes to: the combat by uuid, and its batch calls (the double's classes lack them).
    const g = globalThis as Record<string, unknown>;
    const CombatClass = g["Combat"] as { implementation?: unknown };
    CombatClass.implementation = { updateDocuments: (updates: ({ _id: string } & Record<string, unknown>)[], options?: unknown) => Promise.all(updates.map(({ _id, ...data }) => combat.update(data as Combat.UpdateData, options as Combat.Database.UpdateOperation))) };
    // No actor or combatant is written here: classes nothing is an instance of.
    g["Actor"] = Object.assign(function NoActor() {}, g["Actor"] as object);
    g["Combatant"] = function NoCombatant() {};
    installCards((uuid) => (uuid === "Combat.cb1" ? combat : null));
    for (const st of stacks) CardsDouble.all.set(st.id, st);
    const { completeUnfinished } = await import("../../../../src/system/gm/records/exactly-once");
    expect(await completeUnfinished()).toBe(1);
    expectCardsShow(combat);
    expect(CardsDouble.all.contents[1]!.cards.size).toBe(8);
    expect(await completeUnfinished()).toBe(0);
    expect(await runner.runCombatPhase(combat, { phase: "startRound", round: 1 }, wounds)).toBe("alreadyDone");
  });
});
