import "../../../sim/install";
import { beforeEach, describe, expect, test } from "vitest";
import { localize } from "../../../../src/view/i18n";
import { en } from "../../../templates/render";
import { type StatusTable, statusTable } from "./status-table";

/**
 * Banks statuses in Foundry, on the simulation: registration, the sync after a banks change, and
 * hand toggles on the token HUD, with Fray booted on a GM's and two players' clients, real banks
 * data models, core's toggleStatusEffect, and every hook delivered to every client.
 */
type StatusEntry = { id: string; name: string; img: string; hud?: unknown };
const CORE_COUNT = 34;

let t: StatusTable;
const statusEffects = (): StatusEntry[] => t.tabs.gm.config["statusEffects"] as StatusEntry[];
/** Every status appears in exactly one effect: nothing was created twice. */
const noDuplicates = (id: string): void => {
  const actor = t.doc(t.tabs.gm, id);
  expect(actor.effects.contents.flatMap((e) => [...(e as unknown as { statuses: Set<string> }).statuses]).length).toBe(actor.statuses.size);
};
const toggle = (tab: keyof StatusTable["tabs"], id: string, status: string, options?: { active?: boolean; overlay?: boolean }) =>
  t.world.inTab(t.tabs[tab], () => (t.doc(t.tabs[tab], id) as unknown as { toggleStatusEffect(s: string, o?: object): Promise<unknown> }).toggleStatusEffect(status, options));
const banksOf = (id: string) => (t.doc(t.tabs.gm, id).system as unknown as { banks: Record<string, unknown> }).banks;
const info = (tab: keyof StatusTable["tabs"]) => t.tabs[tab].notifications.of("info");

describe("registration at init", () => {
  test("a banks world adds Fray's statuses, reuses core's dead, unconscious and prone, and keeps derived ones off the HUD", async () => {
    t = await statusTable();
    expect(statusEffects().slice(0, CORE_COUNT).map((s) => s.id)).toContain("prone");
    const added = statusEffects().slice(CORE_COUNT);
    expect(added.map((s) => s.id)).toEqual(["fray-bleeding-out", "fray-braced", "fray-grappled", "fray-grappling", "fray-partial-cover", "fray-full-cover"]);
    expect(Object.fromEntries(added.map((s) => [s.id, s.hud]))).toMatchObject({ "fray-bleeding-out": false, "fray-grappled": false, "fray-grappling": false, "fray-braced": true, "fray-partial-cover": true, "fray-full-cover": true });
    for (const status of added) {
      expect(status.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
      expect(localize(en, status.name), status.name).not.toBe(status.name);
    }
  });

  test("a core status that is not there is registered as Fray's own, so it still shows", async () => {
    t = await statusTable((core) => core.filter((s) => s.id !== "prone"));
    expect(statusEffects().map((s) => s.id)).toContain("fray-prone");
    t.actor("vex", ["p1"]);
    await t.patch(t.tabs.p1, "vex", { prone: true });
    await t.world.settle();
    expect(t.sorted("vex")).toEqual(["fray-prone"]);
  });

  test("registering twice adds nothing twice", async () => {
    const world = await statusTable((core) => core.filter((s) => s.id !== "prone"));
    const { registerBanksStatuses } = await import("../../../../src/system/banks/statuses/statuses-hooks");
    const count = (world.tabs.gm.config["statusEffects"] as unknown[]).length;
    world.world.inTabSync(world.tabs.gm, () => registerBanksStatuses());
    expect((world.tabs.gm.config["statusEffects"] as unknown[]).length).toBe(count);
  });
});

describe("after a banks change the statuses follow", () => {
  beforeEach(async () => {
    t = await statusTable();
  });

  test("B-25 knocked out and Bleeding Out, prone behind partial cover: one batched create by the owner", async () => {
    t.actor("vex", ["p1"]);
    await t.patch(t.tabs.p1, "vex", { stun: 4, physical: 6, bleedingOut: 2, unconscious: true, prone: true, cover: "partial" });
    await t.world.settle();
    expect(t.sorted("vex")).toEqual(["fray-bleeding-out", "fray-partial-cover", "prone", "unconscious"]);
    expect(t.calls.create).toEqual([{ actor: "vex", user: "p1", statuses: ["unconscious", "fray-bleeding-out", "prone", "fray-partial-cover"] }]);
    expect(t.calls.delete).toEqual([]);
    // The sync's own effects are not read back as hand toggles: no writes, no refusals.
    expect(t.calls.updates).toHaveLength(1);
    for (const tab of ["gm", "p1", "p2"] as const) expect(t.tabs[tab].notifications.shown, tab).toEqual([]);
  });

  test("then dead in full cover: one delete of exactly what goes, one create of what comes, the skull as an overlay", async () => {
    t.actor("vex", ["p1"], { unconscious: true, bleedingOut: 2, prone: true, cover: "partial" });
    await t.patch(t.tabs.p1, "vex", { bleedingOut: 3 });
    await t.world.settle();
    t.calls.create.length = 0;
    await t.patch(t.tabs.p1, "vex", { bleedingOut: 8, dead: true, cover: "full" });
    await t.world.settle();
    expect(t.sorted("vex")).toEqual(["dead", "fray-full-cover", "prone"]);
    expect(t.calls.delete).toEqual([{ actor: "vex", user: "p1", count: 3 }]);
    expect(t.calls.create).toEqual([{ actor: "vex", user: "p1", statuses: ["dead", "fray-full-cover"] }]);
    const skull = t.doc(t.tabs.gm, "vex").effects.find((e) => (e as unknown as { statuses: Set<string> }).statuses.has("dead"));
    expect(skull?.flags).toEqual({ core: { overlay: true } });
  });

  test("a grapple shows on both sides; a change that shows nothing new writes nothing", async () => {
    t.actor("holder", ["p1"]);
    await t.patch(t.tabs.p1, "holder", { grapple: { role: "grappler", otherId: "held", bank: 2 } });
    await t.world.settle();
    await t.patch(t.tabs.p1, "holder", { ip: 5, recoil: 2 });
    await t.world.settle();
    expect(t.sorted("holder")).toEqual(["fray-grappling"]);
    expect(t.calls.create).toHaveLength(1);
    t.actor("held", []);
    await t.patch(t.tabs.gm, "held", { grapple: { role: "grappled", otherId: "holder", bank: 2 } });
    await t.world.settle();
    expect(t.sorted("held")).toEqual(["fray-grappled"]);
  });

  test("quick successive updates never create a status twice", async () => {
    t.actor("vex", ["p1"]);
    await Promise.all([t.patch(t.tabs.p1, "vex", { braced: true }), t.patch(t.tabs.p1, "vex", { prone: true }), t.patch(t.tabs.p1, "vex", { braced: true })]);
    await t.world.settle();
    expect(t.sorted("vex")).toEqual(["fray-braced", "prone"]);
    noDuplicates("vex");
  });

  test("exactly one client follows up each change: the author if they own the actor, else the active GM", async () => {
    t.actor("vex", ["p1"]);
    const { followsUpHere } = await import("../../../../src/system/banks/statuses/statuses-hooks");
    const runners = (author: string): string[] =>
      (["gm", "p1", "p2"] as const).flatMap((u) => (t.world.inTabSync(t.tabs[u], () => followsUpHere(t.doc(t.tabs[u], "vex"), author)) ? [u] : []));
    expect(runners("p1")).toEqual(["p1"]);
    expect(runners("gm")).toEqual(["gm"]);
    expect(runners("p2")).toEqual(["gm"]);
    // p1 closes their last tab: inactive, so the GM follows up their change.
    t.world.close(t.tabs.p1);
    expect(runners("p1").filter((u) => u !== "p1")).toEqual(["gm"]);
    await t.world.settle();
  });

  test("at ready the active GM brings every actor in step, once each", async () => {
    t.actor("a", ["p1"], { prone: true });
    t.actor("b", [], { unconscious: true });
    t.actor("c", []);
    for (const tab of ["gm", "p1", "p2"] as const) t.world.inTabSync(t.tabs[tab], () => t.tabs[tab].hooks.callAll("ready"));
    await t.world.settle();
    expect([t.sorted("a"), t.sorted("b")]).toEqual([["prone"], ["unconscious"]]);
    expect(t.calls.create.map((c) => [c.actor, c.user])).toEqual([
      ["a", "gm"],
      ["b", "gm"],
    ]);
  });

  test("switching a world to banks never deletes another ruleset's statuses: the ready pass only adds", async () => {
    // Dead and Unconscious set while the world played trauma (no banks hook saw them); the banks state shows neither.
    t.world.seed("Actor", {
      _id: "corpse",
      name: "corpse",
      type: "character",
      effects: [{ _id: "e-dead", name: "Dead", statuses: ["dead"] }, { _id: "e-ko", name: "Unconscious", statuses: ["unconscious"] }],
    });
    t.world.inTabSync(t.tabs.gm, () => t.tabs.gm.hooks.callAll("ready"));
    await t.world.settle();
    expect(t.sorted("corpse")).toEqual(["dead", "unconscious"]);
    expect(t.calls.delete).toEqual([]);
    // A banks change afterwards still ends what banks itself shows.
    t.actor("runner", [], { prone: true });
    await t.world.settle();
    await t.patch(t.tabs.gm, "runner", { prone: false });
    await t.world.settle();
    expect(t.sorted("runner")).toEqual([]);
  });

  test("at ready a player's client leaves statuses alone", async () => {
    t.actor("a", ["p1"], { prone: true });
    t.world.inTabSync(t.tabs.p1, () => t.tabs.p1.hooks.callAll("ready"));
    await t.world.settle();
    expect(t.calls.create).toEqual([]);
  });
});

describe("a status switched on the token HUD writes system.banks", () => {
  beforeEach(async () => {
    t = await statusTable();
  });

  test("prone on and off: one update each, by the user who clicked, and the effect is not doubled", async () => {
    t.actor("vex", ["p1"]);
    await toggle("p1", "vex", "prone");
    await t.world.settle();
    expect(banksOf("vex")["prone"]).toBe(true);
    expect(t.calls.updates).toEqual([{ actor: "vex", user: "p1", patch: { prone: true } }]);
    expect(t.calls.create).toHaveLength(1);
    noDuplicates("vex");
    await toggle("p1", "vex", "prone");
    await t.world.settle();
    expect(banksOf("vex")["prone"]).toBe(false);
    expect(t.calls.updates.map((u) => u.patch)).toEqual([{ prone: true }, { prone: false }]);
    expect(t.sorted("vex")).toEqual([]);
  });

  test("full cover from partial: the field becomes full and the partial-cover status goes", async () => {
    t.actor("vex", ["p1"]);
    await t.patch(t.tabs.p1, "vex", { cover: "partial" });
    await t.world.settle();
    await toggle("p1", "vex", "fray-full-cover");
    await t.world.settle();
    expect(banksOf("vex")["cover"]).toBe("full");
    expect(t.sorted("vex")).toEqual(["fray-full-cover"]);
    expect(t.calls.updates.map((u) => u.patch)).toEqual([{ cover: "partial" }, { cover: "full" }]);
  });

  test("the tracker's Defeated toggle on a drone marks it destroyed, and only the GM's client writes", async () => {
    t.actor("hornet", [], { kind: "machine" });
    await toggle("gm", "hornet", "dead", { overlay: true });
    await t.world.settle();
    expect(banksOf("hornet")).toMatchObject({ destroyed: true, dead: false });
    expect(t.calls.updates).toEqual([{ actor: "hornet", user: "gm", patch: { destroyed: true } }]);
  });

  test("Bleeding Out follows the bank: removing it by hand is refused, said so to the one who clicked, and it comes back", async () => {
    t.actor("vex", ["p1"]);
    await t.patch(t.tabs.p1, "vex", { physical: 6, bleedingOut: 2, unconscious: true });
    await t.world.settle();
    const updates = t.calls.updates.length;
    await toggle("p1", "vex", "fray-bleeding-out", { active: false });
    await t.world.settle();
    expect(t.calls.updates).toHaveLength(updates);
    expect(banksOf("vex")["bleedingOut"]).toBe(2);
    expect(t.sorted("vex")).toEqual(["fray-bleeding-out", "unconscious"]);
    expect(info("p1")).toEqual([expect.stringContaining("Bleeding Out")]);
    expect([...info("gm"), ...info("p2")]).toEqual([]);
  });

  test("Unconscious switched on for a dead actor writes nothing; the skull shows instead (dead outranks it)", async () => {
    t.actor("vex", ["p1"], { unconscious: true, dead: true });
    await toggle("p1", "vex", "unconscious");
    await t.world.settle();
    expect(t.calls.updates).toEqual([]);
    expect(t.sorted("vex")).toEqual(["dead"]);
  });
});
