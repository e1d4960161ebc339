import "./install";
import { beforeEach, describe, expect, test } from "vitest";
import { type SimWorld, createWorld } from ".";

let world: SimWorld;
beforeEach(() => {
  world = createWorld();
});

describe("the simulated server and clients", () => {
  test("a player's update of an actor they do not own is refused, and the player sees Foundry's red error", async () => {
    const gm = world.open("gm");
    const p1 = world.open("p1");
    world.seed("Actor", { _id: "a1", name: "Hound", type: "npc", ownership: { default: 0 }, system: { hp: 10 } });
    world.focus(p1);
    const actor = game.actors!.get("a1")!;
    await expect(actor.update({ system: { hp: 3 } } as never)).rejects.toThrow(/lacks permission to update Actor \[a1\]/);
    expect(p1.notifications.of("error")).toHaveLength(1);
    expect(gm.notifications.shown).toHaveLength(0);
  });

  test("an update reaches every client, firing updateActor on each with that client's user", async () => {
    const gm = world.open("gm");
    const p1 = world.open("p1");
    world.seed("Actor", { _id: "a1", name: "Qulia", type: "character", ownership: { default: 0, p1: 3 }, system: { hp: 10 } });
    const seen: string[] = [];
    for (const tab of [gm, p1]) world.inTabSync(tab, () => Hooks.on("updateActor", () => void seen.push(game.user!.id!)));
    world.focus(p1);
    await game.actors!.get("a1")!.update({ system: { hp: 4 } } as never);
    await world.settle();
    expect(seen.sort()).toEqual(["gm", "p1"]);
    world.focus(gm);
    expect((game.actors!.get("a1")!.system as unknown as { hp: number }).hp).toBe(4);
  });

  test("embedded ids are refused when they exist; top-level ids are not", async () => {
    world.open("gm");
    const entry = (await JournalEntry.implementation.create({ _id: "book0000000000aa", name: "Book", ownership: { default: 0 } } as never, { keepId: true } as never)) as unknown as JournalEntry;
    await entry.createEmbeddedDocuments("JournalEntryPage", [{ _id: "page000000000001", name: "r" }] as never, { keepId: true });
    await expect(entry.createEmbeddedDocuments("JournalEntryPage", [{ _id: "page000000000001", name: "r" }] as never, { keepId: true })).rejects.toThrow(/already exists/);
    await expect(JournalEntry.implementation.create({ _id: "book0000000000aa", name: "Again" } as never, { keepId: true } as never)).resolves.toBeTruthy();
  });

  test("userConnected fires on the other clients on connect and on disconnect, not on a second tab", () => {
    const gm = world.open("gm");
    const heard: string[] = [];
    world.inTabSync(gm, () => Hooks.on("userConnected", (user: unknown, active: unknown) => void heard.push(`${(user as { id: string }).id}:${String(active)}`)));
    const p1 = world.open("p1");
    world.open("p1");
    world.close(p1);
    expect(heard).toEqual(["p1:true"]);
  });
});
