import "./install";
import { beforeEach, describe, expect, test } from "vitest";
import { type SimWorld, createWorld } from ".";

type StatusActor = Actor & { statuses: Set<string>; toggleStatusEffect(id: string, options?: { active?: boolean; overlay?: boolean }): Promise<unknown> };

let world: SimWorld;
beforeEach(() => {
  world = createWorld();
});

describe("an actor's statuses and core's status toggle", () => {
  test("toggling creates one single-status effect (the skull as an overlay), every client sees the status; toggling again deletes it", async () => {
    const gm = world.open("gm");
    const p1 = world.open("p1");
    world.seed("Actor", { _id: "a1", name: "Vex", type: "npc", ownership: { default: 0, p1: 3 } });
    world.focus(p1);
    const actor = game.actors!.get("a1") as unknown as StatusActor;
    await actor.toggleStatusEffect("dead", { overlay: true });
    await world.settle();
    expect([...actor.statuses]).toEqual(["dead"]);
    const effect = actor.effects.contents[0]!;
    expect(effect.name).toBe("EFFECT.StatusDead");
    expect(effect.flags).toEqual({ core: { overlay: true } });
    world.focus(gm);
    expect([...(game.actors!.get("a1") as unknown as StatusActor).statuses]).toEqual(["dead"]);
    world.focus(p1);
    expect(await actor.toggleStatusEffect("dead")).toBe(false);
    expect(actor.statuses.size).toBe(0);
    expect(await actor.toggleStatusEffect("dead", { active: false })).toBeUndefined();
    expect(world.calls).toEqual(["ActiveEffect.create(1)", "ActiveEffect.delete(1)"]);
  });

  test("forced active on an existing status writes nothing; an unknown id throws; a disabled effect grants no status", async () => {
    world.open("gm");
    world.seed("Actor", { _id: "a1", name: "Vex", type: "npc", effects: [{ _id: "e1", name: "Prone", statuses: ["prone"] }, { _id: "e2", name: "Off", statuses: ["blind"], disabled: true }] });
    const actor = game.actors!.get("a1") as unknown as StatusActor;
    expect([...actor.statuses]).toEqual(["prone"]);
    expect(await actor.toggleStatusEffect("prone", { active: true })).toBe(true);
    await expect(actor.toggleStatusEffect("nonsense")).rejects.toThrow(/Invalid status ID/);
    expect(world.calls).toEqual([]);
  });

  test("a player who does not own the actor cannot add a status", async () => {
    world.open("gm");
    const p2 = world.open("p2");
    world.seed("Actor", { _id: "a1", name: "Vex", type: "npc", ownership: { default: 0, p1: 3 } });
    world.focus(p2);
    await expect((game.actors!.get("a1") as unknown as StatusActor).toggleStatusEffect("prone")).rejects.toThrow(/lacks permission to create/);
  });

  test("an effect with no name is refused before it is sent", async () => {
    const gm = world.open("gm");
    world.seed("Actor", { _id: "a1", name: "Vex", type: "npc" });
    await game.actors!.get("a1")!.createEmbeddedDocuments("ActiveEffect", [{ statuses: ["prone"] }] as never);
    expect(world.calls).toEqual([]);
    expect(gm.notifications.of("error").join()).toMatch(/name/);
  });
});
