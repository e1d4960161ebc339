import "../../sim/install";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { deepClone } from "../../sim/object-utils";

/**
 * An Awareness group acts as one turn (docs/rules/slots.md §7), on Foundry's client Combat (the
 * simulation): the turn sits on the group's first member, whose owner alone gets Foundry's End
 * turn; the owner of another member ends it with Fray's, and the active GM passes over the rows
 * of the rest of the group.
 */
// Fray's data-model boundary (the simulation has no TypeDataModel): an actor's system is its source.
vi.mock("../../../src/system/data/actor/actor-system", () => ({
  actorSystem: (actor: { system: object }) => ({ toObject: () => deepClone(actor.system) }),
  isFrayActor: () => true,
}));
// The registry would load every ruleset's sheets. Without a ruleset the turns keep Foundry's
// order by score (Awareness here), which is the slots cycle's order; no phase runs.
vi.mock("../../../src/system/combat/ruleset-context", () => ({ activeCombatRuleset: () => null, combatRulesetFor: () => null }));
// Chat cards of the combat events (combat/chat.ts reads SYSTEM_ID from settings.ts, which loads the sheets).
vi.mock("../../../src/system/combat/chat", () => ({ COMBAT_TEMPLATES: { events: "events.hbs" }, word: (t: { key: string }) => t.key, renderCombatTemplate: async () => "<p></p>" }));
vi.mock("../../../src/system/active-ruleset", () => ({ activeAdapter: () => ({ id: "slots", core: {}, combat: { prompts: {} } }) }));

const { createWorld } = await import("../../sim");
const { FrayCombat } = await import("../../../src/system/documents/combat");
const { registerGroupTurns, slotsActingMembers } = await import("../../../src/system/slots/combat/group-turns");
const { endGroupTurn, mayEndGroupTurn } = await import("../../../src/system/combat/group-end-turn");

type World = ReturnType<typeof createWorld>;
type Tab = ReturnType<World["open"]>;
let world: World;
let tabs: { gm: Tab; p1: Tab; p2: Tab };

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
  world = createWorld();
  (world.config["Combat"] as Record<string, unknown>)["documentClass"] = FrayCombat;
  tabs = { gm: world.open("gm"), p1: world.open("p1"), p2: world.open("p2") };
  for (const tab of Object.values(tabs)) world.inTabSync(tab, () => registerGroupTurns());
  for (const [id, owner] of [["ash", "p1"], ["bram", "p2"], ["crow", null]] as const) {
    world.seed("Actor", { _id: id, name: id, type: "character", ownership: { default: 0, ...(owner ? { [owner]: 3 } : {}) }, system: {}, items: [] });
  }
  const combatant = (id: string, awareness: number) => ({ _id: `c-${id}`, actorId: id, initiative: awareness, defeated: false, hidden: false, name: "", flags: {} });
  world.seed("Combat", {
    _id: "fight",
    round: 1,
    turn: 0,
    flags: { fray: { automation: { done: [], pending: [], resolved: [], encounter: { cycle: [["c-ash", "c-bram"], ["c-crow"]], groupIndex: 0 } } } },
    combatants: [combatant("ash", 5), combatant("bram", 5), combatant("crow", 3)],
  });
});
afterEach(() => vi.restoreAllMocks());

const combatIn = (tab: Tab): Combat.Implementation => world.inTabSync(tab, () => game.combats!.get("fight")!);
const offered = (tab: Tab): boolean => world.inTabSync(tab, () => mayEndGroupTurn(game.user, combatIn(tab), slotsActingMembers(combatIn(tab))));

describe("ending an Awareness group's turn", () => {
  test("the turn sits on Ash, the group's first member: Bram's owner is offered Fray's End turn, Ash's owner has Foundry's", () => {
    expect(world.inTabSync(tabs.p2, () => slotsActingMembers(combatIn(tabs.p2)).map((c) => c.id))).toEqual(["c-ash", "c-bram"]);
    expect([offered(tabs.p2), offered(tabs.p1), offered(tabs.gm)]).toEqual([true, false, false]);
  });

  test("Bram's owner ends it: the turn moves to Bram, the active GM passes over his row, and the next group (Crow) begins", async () => {
    const ended = await world.inTab(tabs.p2, () => endGroupTurn(combatIn(tabs.p2), slotsActingMembers(combatIn(tabs.p2))));
    await world.settle();
    expect(ended).toBe(true);
    expect(tabs.p2.notifications.of("error")).toEqual([]);
    for (const tab of Object.values(tabs)) expect([combatIn(tab).round, combatIn(tab).turn, combatIn(tab).combatant?.id]).toEqual([1, 2, "c-crow"]);
  });
});
