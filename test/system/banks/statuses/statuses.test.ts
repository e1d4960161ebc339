import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type * as StatusHooks from "../../../../src/system/banks/statuses/statuses-hooks";
import { localize } from "../../../../src/view/i18n";
import { en } from "../../../templates/render";
import { CORE_STATUSES, type StatusActor, type StatusWorld, installStatusWorld } from "../../../support/status-double";

/**
 * Banks statuses in Foundry with the status double: registration, the sync after a banks change,
 * and hand toggles on the token HUD. The rules (which statuses, what a toggle writes) are the
 * real core; actor data access and the batched update are stand-ins that go through the double.
 */
vi.mock("../../../../src/system/data/actor/actor-system", () => ({
  isFrayActor: () => true,
  actorSystem: (actor: { system: unknown }) => actor.system,
}));
vi.mock("../../../../src/system/documents/apply-patches", () => ({
  applyActorPatches: async (patches: { actor: { applyBanksPatch(patch: object): Promise<void> }; ruleset: string; patch: object }[]) => {
    for (const { actor, ruleset, patch } of patches) {
      if (ruleset !== "banks") throw new Error(`unexpected ruleset ${ruleset}`);
      await actor.applyBanksPatch(patch);
    }
  },
}));

type StatusEntry = { id: string; name: string; img: string; hud?: unknown };
const statusEffects = (): StatusEntry[] => (globalThis as unknown as { CONFIG: { statusEffects: StatusEntry[] } }).CONFIG.statusEffects;
const sorted = (actor: StatusActor): string[] => [...actor.statuses].sort();
/** Every status appears in exactly one effect: nothing was created twice. */
const noDuplicates = (actor: StatusActor): void => expect(actor.effects.flatMap((e) => [...e.statuses]).length).toBe(actor.statuses.size);

let world: StatusWorld;
let hooks: typeof StatusHooks;

async function install(ruleset: "banks" | "trauma" = "banks", core = CORE_STATUSES): Promise<void> {
  world = installStatusWorld(ruleset, core);
  hooks = await import("../../../../src/system/banks/statuses/statuses-hooks");
  hooks.registerBanksStatuses();
}
afterEach(() => world.uninstall());

describe("registration at init", () => {
  test("a banks world adds Fray's statuses, reuses core's dead, unconscious and prone, and keeps derived ones off the HUD", async () => {
    await install();
    const added = statusEffects().slice(CORE_STATUSES.length);
    expect(added.map((s) => s.id)).toEqual(["fray-bleeding-out", "fray-braced", "fray-grappled", "fray-grappling", "fray-partial-cover", "fray-full-cover"]);
    expect(Object.fromEntries(added.map((s) => [s.id, s.hud]))).toMatchObject({ "fray-bleeding-out": false, "fray-grappled": false, "fray-grappling": false, "fray-braced": true, "fray-partial-cover": true, "fray-full-cover": true });
    for (const status of added) {
      expect(status.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
      expect(localize(en, status.name), status.name).not.toBe(status.name);
    }
  });

  test("a core status that is not there is registered as Fray's own, so it still shows", async () => {
    await install("banks", CORE_STATUSES.filter((s) => s.id !== "prone"));
    expect(statusEffects().map((s) => s.id)).toContain("fray-prone");
    const actor = world.actor("vex", ["p1"]);
    world.actAs("p1");
    await actor.applyBanksPatch({ prone: true });
    await world.settle();
    expect(sorted(actor)).toEqual(["fray-prone"]);
  });

  test("registering twice adds nothing twice", async () => {
    await install("banks", CORE_STATUSES.filter((s) => s.id !== "prone"));
    const count = statusEffects().length;
    hooks.registerBanksStatuses();
    expect(statusEffects().length).toBe(count);
  });

});

describe("after a banks change the statuses follow", () => {
  beforeEach(() => install());

  test("B-25 knocked out and Bleeding Out, prone behind partial cover: one batched create by the owner", async () => {
    const actor = world.actor("vex", ["p1"]);
    world.actAs("p1");
    await actor.applyBanksPatch({ stun: 4, physical: 6, bleedingOut: 2, unconscious: true, prone: true, cover: "partial" });
    await world.settle();
    expect(sorted(actor)).toEqual(["fray-bleeding-out", "fray-partial-cover", "prone", "unconscious"]);
    expect(world.calls.create).toEqual([{ actor: "vex", user: "p1", statuses: ["unconscious", "fray-bleeding-out", "prone", "fray-partial-cover"] }]);
    expect(world.calls.delete).toEqual([]);
    // The sync's own effects are not read back as hand toggles: no writes, no refusals.
    expect(world.calls.updates).toHaveLength(1);
    expect(world.notifications).toEqual([]);
  });

  test("then dead in full cover: one delete of exactly what goes, one create of what comes, the skull as an overlay", async () => {
    const actor = world.actor("vex", ["p1"], { unconscious: true, bleedingOut: 2, prone: true, cover: "partial" });
    world.actAs("p1");
    await actor.applyBanksPatch({ bleedingOut: 3 });
    await world.settle();
    world.calls.create.length = 0;
    await actor.applyBanksPatch({ bleedingOut: 8, dead: true, cover: "full" });
    await world.settle();
    expect(sorted(actor)).toEqual(["dead", "fray-full-cover", "prone"]);
    expect(world.calls.delete).toEqual([{ actor: "vex", user: "p1", count: 3 }]);
    expect(world.calls.create).toEqual([{ actor: "vex", user: "p1", statuses: ["dead", "fray-full-cover"] }]);
    expect(actor.effects.find((e) => e.statuses.has("dead"))?.flags).toEqual({ core: { overlay: true } });
  });

  test("a grapple shows on both sides; a change that shows nothing new writes nothing", async () => {
    const holder = world.actor("holder", ["p1"]);
    world.actAs("p1");
    await holder.applyBanksPatch({ grapple: { role: "grappler", otherId: "held", bank: 2 } });
    await world.settle();
    await holder.applyBanksPatch({ ip: 5, recoil: 2 });
    await world.settle();
    expect(sorted(holder)).toEqual(["fray-grappling"]);
    expect(world.calls.create).toHaveLength(1);
    world.actAs("gm");
    const held = world.actor("held", []);
    await held.applyBanksPatch({ grapple: { role: "grappled", otherId: "holder", bank: 2 } });
    await world.settle();
    expect(sorted(held)).toEqual(["fray-grappled"]);
  });

  test("an unlinked token's delta update is followed too", async () => {
    const actor = world.actor("token-vex", []);
    world.actAs("gm");
    await actor.updateTokenDelta({ braced: true });
    await world.settle();
    expect(sorted(actor)).toEqual(["fray-braced"]);
  });

  test("quick successive updates never create a status twice", async () => {
    const actor = world.actor("vex", ["p1"]);
    world.actAs("p1");
    await Promise.all([actor.applyBanksPatch({ braced: true }), actor.applyBanksPatch({ prone: true }), actor.applyBanksPatch({ braced: true })]);
    await world.settle();
    expect(sorted(actor)).toEqual(["fray-braced", "prone"]);
    noDuplicates(actor);
  });

  test("exactly one client follows up each change: the author if they own the actor, else the active GM", () => {
    const actor = world.actor("vex", ["p1"]);
    const runners = (author: string): string[] =>
      world.users.flatMap((u) => {
        world.actAs(u.id);
        return hooks.followsUpHere(actor as unknown as Actor.Implementation, author) ? [u.id] : [];
      });
    expect(runners("p1")).toEqual(["p1"]);
    expect(runners("gm")).toEqual(["gm"]);
    expect(runners("p2")).toEqual(["gm"]);
    world.users[1]!.active = false;
    expect(runners("p1")).toEqual(["gm"]);
  });

  test("at ready the active GM brings every actor in step, once each", async () => {
    const a = world.actor("a", ["p1"], { prone: true });
    const b = world.actor("b", [], { unconscious: true });
    world.actor("c", []);
    world.actAs("gm");
    world.foundry.fire("ready");
    await world.settle();
    expect([sorted(a), sorted(b)]).toEqual([["prone"], ["unconscious"]]);
    expect(world.calls.create.map((c) => [c.actor, c.user])).toEqual([
      ["a", "gm"],
      ["b", "gm"],
    ]);
  });

  test("switching a world to banks never deletes another ruleset's statuses: the ready pass only adds", async () => {
    // Dead and Unconscious set while the world played trauma (no banks hook saw them); the banks state shows neither.
    const corpse = world.actor("corpse", []);
    corpse.effects.push({ id: "e-dead", statuses: new Set(["dead"]), flags: {}, parent: corpse }, { id: "e-ko", statuses: new Set(["unconscious"]), flags: {}, parent: corpse });
    world.actAs("gm");
    world.foundry.fire("ready");
    await world.settle();
    expect(sorted(corpse)).toEqual(["dead", "unconscious"]);
    expect(world.calls.delete).toEqual([]);
    // A banks change afterwards still ends what banks itself shows.
    const runner = world.actor("runner", [], { prone: true });
    await world.settle();
    await runner.applyBanksPatch({ prone: false });
    await world.settle();
    expect(sorted(runner)).toEqual([]);
  });

  test("at ready a player's client leaves statuses alone", async () => {
    world.actor("a", ["p1"], { prone: true });
    world.actAs("p1");
    world.foundry.fire("ready");
    await world.settle();
    expect(world.calls.create).toEqual([]);
  });
});

describe("a status switched on the token HUD writes system.banks", () => {
  beforeEach(() => install());

  test("prone on and off: one update each, by the user who clicked, and the effect is not doubled", async () => {
    const actor = world.actor("vex", ["p1"]);
    world.actAs("p1");
    await actor.toggleStatusEffect("prone");
    await world.settle();
    expect(actor.system.banks.prone).toBe(true);
    expect(world.calls.updates).toEqual([{ actor: "vex", user: "p1", patch: { prone: true } }]);
    expect(world.calls.create).toHaveLength(1);
    noDuplicates(actor);
    await actor.toggleStatusEffect("prone");
    await world.settle();
    expect(actor.system.banks.prone).toBe(false);
    expect(world.calls.updates.map((u) => u.patch)).toEqual([{ prone: true }, { prone: false }]);
    expect(sorted(actor)).toEqual([]);
  });

  test("full cover from partial: the field becomes full and the partial-cover status goes", async () => {
    const actor = world.actor("vex", ["p1"]);
    world.actAs("p1");
    await actor.applyBanksPatch({ cover: "partial" });
    await world.settle();
    await actor.toggleStatusEffect("fray-full-cover");
    await world.settle();
    expect(actor.system.banks.cover).toBe("full");
    expect(sorted(actor)).toEqual(["fray-full-cover"]);
    expect(world.calls.updates.map((u) => u.patch)).toEqual([{ cover: "partial" }, { cover: "full" }]);
  });

  test("the tracker's Defeated toggle on a drone marks it destroyed, and only the GM's client writes", async () => {
    const drone = world.actor("hornet", [], { kind: "machine" });
    world.actAs("gm");
    await drone.toggleStatusEffect("dead", { overlay: true });
    await world.settle();
    expect(drone.system.banks).toMatchObject({ destroyed: true, dead: false });
    expect(world.calls.updates).toEqual([{ actor: "hornet", user: "gm", patch: { destroyed: true } }]);
  });

  test("Bleeding Out follows the bank: removing it by hand is refused, said so, and it comes back", async () => {
    const actor = world.actor("vex", ["p1"]);
    world.actAs("p1");
    await actor.applyBanksPatch({ physical: 6, bleedingOut: 2, unconscious: true });
    await world.settle();
    const updates = world.calls.updates.length;
    await actor.toggleStatusEffect("fray-bleeding-out", { active: false });
    await world.settle();
    expect(world.calls.updates).toHaveLength(updates);
    expect(actor.system.banks.bleedingOut).toBe(2);
    expect(sorted(actor)).toEqual(["fray-bleeding-out", "unconscious"]);
    expect(world.notifications).toEqual([expect.stringContaining("FRAY.Banks.Status.FollowsState")]);
  });

  test("Unconscious switched on for a dead actor writes nothing; the skull shows instead (dead outranks it)", async () => {
    const actor = world.actor("vex", ["p1"], { unconscious: true, dead: true });
    world.actAs("p1");
    await actor.toggleStatusEffect("unconscious");
    await world.settle();
    expect(world.calls.updates).toEqual([]);
    expect(sorted(actor)).toEqual(["dead"]);
  });
});
