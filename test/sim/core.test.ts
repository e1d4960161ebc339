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

describe("users and queries", () => {
  test("the active GM is the highest role among active GMs, then the lowest id; none when no GM is on", () => {
    world.open("p1");
    expect(game.users!.activeGM).toBeNull();
    const assistant = world.open("gm2");
    expect(game.users!.activeGM?.id).toBe("gm2");
    world.open("gm");
    expect(game.users!.activeGM?.id).toBe("gm");
    world.close(assistant);
    expect(game.users!.activeGM?.id).toBe("gm");
  });

  test("a query reaches every tab of the user; each runs the handler, the first answer wins, and the handler is not told the sender", async () => {
    const tabs = [world.open("gm"), world.open("gm")];
    const p1 = world.open("p1");
    const ran: string[] = [];
    // Each client registers its queries at init.
    for (const tab of [...tabs, p1])
      world.inTabSync(tab, () => {
        (CONFIG as unknown as { queries: Record<string, (data: unknown, options: unknown) => unknown> }).queries["fray.probe"] = (data, options) => {
          ran.push(`${world.currentTab().id}:${JSON.stringify(data)}:${JSON.stringify(options)}`);
          return world.currentTab().id;
        };
      });
    world.focus(p1);
    const answer = await game.users!.activeGM!.query("fray.probe" as never, { n: 1 } as never);
    await world.settle();
    expect(ran).toEqual(tabs.map((t) => `${t.id}:{"n":1}:{}`));
    expect(answer).toBe(tabs[0]!.id);
  });
});

describe("creation on the server", () => {
  test("embedded ids are renewed when keepEmbeddedIds is false, and the creator becomes an owner", async () => {
    world.open("gm");
    const stack = (await Cards.implementation.create({ _id: "deck000000000001", name: "Deck", type: "deck", ownership: { default: 0 }, cards: [{ _id: "card000000000001", name: "A" }] } as never, { keepId: true } as never)) as unknown as Cards;
    expect(stack.id).toBe("deck000000000001");
    expect(stack.cards.has("card000000000001")).toBe(false);
    expect(stack.cards.size).toBe(1);
    expect((stack as unknown as { ownership: Record<string, number> }).ownership["gm"]).toBe(3);
  });

  test("a player cannot post a message as someone else", async () => {
    world.open("gm");
    const p1 = world.open("p1");
    world.focus(p1);
    await expect(ChatMessage.implementation.create({ author: "gm", content: "forged" } as never)).rejects.toThrow(/lacks permission to create/);
    const own = (await ChatMessage.implementation.create({ content: "mine" } as never)) as unknown as ChatMessage;
    expect(own.author?.id).toBe("p1");
  });
});

describe("world time", () => {
  test("advancing the clock reaches every client as updateWorldTime(worldTime, dt, options, userId)", async () => {
    const gm = world.open("gm");
    const p1 = world.open("p1");
    const heard: string[] = [];
    for (const tab of [gm, p1]) world.inTabSync(tab, () => Hooks.on("updateWorldTime", (t: unknown, dt: unknown, _o: unknown, user: unknown) => void heard.push(`${tab.id}:${String(t)}:${String(dt)}:${String(user)}`)));
    world.focus(gm);
    await game.time!.advance(12);
    expect(heard).toEqual([`${gm.id}:12:12:gm`, `${p1.id}:12:12:gm`]);
    world.focus(p1);
    expect(game.time!.worldTime).toBe(12);
  });
});
