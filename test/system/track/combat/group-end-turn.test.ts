import "../../../sim/install";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { deepClone } from "../../../sim/object-utils";

/**
 * A tie group acts as one turn (docs/rules/track.md §7), and any member's owner may end it, on
 * Foundry's client Combat (the simulation): Foundry's tracker offers End turn only to the owner
 * of `combat.combatant`, the group's last row; Fray offers it to the owners of the other members.
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

const { combatIn, positionIn, trackTable } = await import("./track-table");
const { trackActingMembers } = await import("../../../../src/system/track/combat/group-members");
const { endGroupTurn, mayEndGroupTurn } = await import("../../../../src/system/combat/group-end-turn");
type Table = ReturnType<typeof trackTable>;
type Tab = Table["gm"];

let table: Table;
beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  table = trackTable({ round: 1, turn: 2 }); // Dez (p2) and Mara (p1) tied: the turn sits on Mara's row
});
afterEach(() => vi.restoreAllMocks());

const offered = (tab: Tab): boolean => table.world.inTabSync(tab, () => {
  const combat = combatIn(table, tab);
  return mayEndGroupTurn(game.user, combat, trackActingMembers(combat));
});
const done = (): string[] => (combatIn(table, table.gm).flags as { fray?: { automation?: { done?: string[] } } }).fray?.automation?.done ?? [];

describe("ending a tie group's turn", () => {
  test("the acting group is Dez and Mara; Fray offers End turn to Dez's owner, Foundry already offers it to Mara's, and GMs have their own", () => {
    expect(table.world.inTabSync(table.p2, () => trackActingMembers(combatIn(table, table.p2)).map((c) => c.id))).toEqual(["c-dez", "c-mara"]);
    expect(table.world.inTabSync(table.p1, () => combatIn(table, table.p1).combatant?.players.map((u) => u.id))).toEqual(["p1"]);
    expect([offered(table.p2), offered(table.p1), offered(table.gm)]).toEqual([true, false, false]);
  });

  test("Dez's owner ends the group's turn: every client moves on to the stalker and the GM runs Mara's end and the stalker's start", async () => {
    const ended = await table.world.inTab(table.p2, () => {
      const combat = combatIn(table, table.p2);
      return endGroupTurn(combat, trackActingMembers(combat));
    });
    await table.world.settle();
    expect(ended).toBe(true);
    expect(table.p2.notifications.of("error")).toEqual([]);
    for (const tab of [table.gm, table.p1, table.p2]) expect(positionIn(table, tab)).toEqual([1, 3]);
    expect(done()).toEqual(expect.arrayContaining(["r1:t2:c-mara:endTurn", "r1:t3:c-stalker:startTurn"]));
  });

  test("a player with no member in the acting group is not offered it, and cannot end it", async () => {
    await table.world.inTab(table.gm, () => combatIn(table, table.gm).update({ turn: 0 }));
    await table.world.settle();
    expect(offered(table.p2)).toBe(false);
    const ended = await table.world.inTab(table.p2, () => {
      const combat = combatIn(table, table.p2);
      return endGroupTurn(combat, trackActingMembers(combat));
    });
    expect(ended).toBe(false);
    expect(positionIn(table, table.gm)).toEqual([1, 0]);
  });
});
