/**
 * The sheet's action catalogue prices every action with the core (docs/rules/banks.md §6.4) and
 * offers exactly the interrupts the core allows (§6.6).
 */
import { describe, expect, test } from "vitest";
import { ACTIONS, type ActionName, actionCost, canInterrupt, defaultBanksTeam, isMovingAction } from "../../../../src/core/banks";
import { actionsView } from "../../../../src/view/banks/sheet/actions";
import { combatAgainst, hornet, ines, stateOf, tomas, withBanks } from "./fixtures";

const NAMES = Object.keys(ACTIONS) as ActionName[];
const buttons = (view: ReturnType<typeof actionsView>) => view.groups.flatMap((g) => g.actions);

describe("prices", () => {
  test.each([0, 1, 2])("at Blitz %i every action costs what core actionCost says", (blitzCount) => {
    const state = stateOf(withBanks(ines(), { ip: 20, turn: { blitzCount, acted: true, passed: false, attackedThisRound: false } }));
    const view = actionsView(state, null);
    for (const b of buttons(view)) {
      const spec = ACTIONS[b.name];
      expect({ name: b.name, cost: b.cost }).toEqual({ name: b.name, cost: actionCost({ kind: spec.kind, base: spec.base, blitzCount }).cost });
    }
    expect(buttons(view)).toHaveLength(NAMES.length);
  });

  test("B-2 on the sheet: a Simple action costs 1, then 2, then 4", () => {
    const cost = (blitzCount: number) =>
      buttons(actionsView(stateOf(withBanks(ines(), { ip: 9, turn: { blitzCount, acted: true, passed: false, attackedThisRound: false } })), null)).find((b) => b.name === "run")?.cost;
    expect([cost(0), cost(1), cost(2)]).toEqual([1, 2, 4]);
  });

  test("a class-C actor at time class B pays double (B-4), as actionCost with one size step", () => {
    const state = stateOf(withBanks(ines(), { ip: 20, sizeClass: "C" }));
    const strike = buttons(actionsView(state, null)).find((b) => b.name === "strike");
    expect(strike?.cost).toBe(actionCost({ kind: "complex", base: 2, blitzCount: 0, sizeSteps: 1 }).cost);
    expect(strike?.cost).toBe(4);
    // At time class C the same actor pays the plain price.
    const atC = buttons(actionsView(state, { timeClass: "C", team: null, current: null, ownTurn: true })).find((b) => b.name === "strike");
    expect(atC?.cost).toBe(2);
  });

  test("grouped Free, Simple, Complex as the catalogue says", () => {
    const view = actionsView(stateOf(ines()), null);
    expect(view.groups.map((g) => g.kind)).toEqual(["free", "simple", "complex"]);
    for (const g of view.groups) for (const a of g.actions) expect(ACTIONS[a.name].kind).toBe(g.kind);
  });
});

describe("what the actor can pay", () => {
  test("an action costing more than IP is disabled, with the reason", () => {
    const view = actionsView(stateOf(withBanks(ines(), { ip: 1 })), null);
    const strike = buttons(view).find((b) => b.name === "strike");
    const run = buttons(view).find((b) => b.name === "run");
    expect(run?.disabled).toBe(false);
    expect(strike?.disabled).toBe(true);
    expect(strike?.reason).toEqual({ key: "FRAY.Banks.Sheet.Action.Short", data: { cost: 2, available: 1 } });
  });

  test("the usable Team Bank counts (B-33: IP 2 + bank 3 pays 4, not 6)", () => {
    const state = stateOf(withBanks(ines(), { ip: 2, teamId: "crew" }));
    const team = { id: "crew", state: { ...defaultBanksTeam(), bank: 3, members: ["c1"] }, memberId: "c1" };
    const view = actionsView(state, { timeClass: "B", team, current: null, ownTurn: true });
    expect(buttons(view).find((b) => b.name === "fullAutoFire")?.disabled).toBe(false);
    expect(buttons(view).find((b) => b.name === "stabilize")?.reason).toEqual({ key: "FRAY.Banks.Sheet.Action.Short", data: { cost: 6, available: 5 } });
  });

  test.each(["unconscious", "dead"])("a %s actor can take no action, not even a free one", (flag) => {
    const view = actionsView(stateOf(withBanks(ines(), { ip: 10, [flag]: true })), null);
    expect(buttons(view).every((b) => b.disabled)).toBe(true);
    expect(view.unable?.key).toBe("FRAY.Banks.Sheet.Action.Unable");
  });
});

describe("the Interrupt section", () => {
  test("absent without a combat, before a turn, or on the actor's own turn", () => {
    const state = stateOf(withBanks(ines(), { ip: 10 }));
    expect(actionsView(state, null).interrupt).toBeNull();
    expect(actionsView(state, { timeClass: "B", team: null, current: null, ownTurn: false }).interrupt).toBeNull();
    expect(actionsView(state, combatAgainst(hornet(), { ownTurn: true })).interrupt).toBeNull();
  });

  test("lists exactly the actions core canInterrupt allows, never a move", () => {
    const actor = stateOf(withBanks(tomas(), { ip: 4 }));
    for (const ip of [0, 1, 3, 4, 5, 6, 7, 9]) {
      for (const chutzpah of [0, 1]) {
        const state = stateOf(withBanks(ines(), { ip, chutzpah }));
        const combat = { timeClass: "B" as const, team: null, current: { name: "Tomas", state: actor, team: null }, ownTurn: false };
        const allowed = NAMES.filter((name) => {
          if (isMovingAction(name)) return false;
          const spec = ACTIONS[name];
          return canInterrupt({ interrupter: state, actor, action: { kind: spec.kind, base: spec.base } }).allowed;
        });
        const view = actionsView(state, combat).interrupt;
        expect({ ip, chutzpah, shown: view?.actions.map((a) => a.name) ?? [] }).toEqual({ ip, chutzpah, shown: allowed });
        expect({ ip, chutzpah, visible: view !== null }).toEqual({ ip, chutzpah, visible: allowed.length > 0 });
      }
    }
  });

  test("B-7 on the sheet: 10 IP against 7 interrupts outright; 8 against 7 needs Chutzpah", () => {
    const actor = { name: "Tomas", state: stateOf(withBanks(tomas(), { ip: 7 })), team: null };
    const fire = (ip: number) =>
      actionsView(stateOf(withBanks(ines(), { ip })), { timeClass: "B", team: null, current: actor, ownTurn: false }).interrupt?.actions.find((a) => a.name === "fireSimpleWeapon");
    expect(fire(10)).toMatchObject({ cost: 1, chutzpah: false });
    expect(fire(8)).toMatchObject({ cost: 1, chutzpah: true });
    expect(fire(0)).toBeUndefined();
  });

  test("an unconscious interrupter is offered nothing", () => {
    const view = actionsView(stateOf(withBanks(ines(), { ip: 10, unconscious: true })), combatAgainst(hornet()));
    expect(view.interrupt).toBeNull();
  });
});
