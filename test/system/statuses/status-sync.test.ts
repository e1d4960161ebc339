/**
 * The status sync every ruleset shares: what a pass deletes, renames and creates, and that a
 * catch-up pass (another ruleset's world before) only adds.
 */
import "../../sim/install";
import { describe, expect, test } from "vitest";
import { createWorld } from "../../sim";

// The sync's module reads the data models, which extend Foundry's classes at import time.
const { statusSync } = await import("../../../src/system/statuses/status-sync");

/** An actor as a client holds it, with these effects (its statuses gathered from them as Foundry does). */
function actorWith(effects: { id: string; name: string; statuses: string[] }[]): Actor.Implementation {
  const world = createWorld();
  world.focus(world.open("gm"));
  world.seed("Actor", { _id: "a", name: "A", type: "npc", effects: effects.map(({ id, ...e }) => ({ _id: id, ...e })) });
  return game.actors!.get("a")!;
}

const sync = statusSync({
  wanted: () => new Map<string, string | null>([["bleeding", "Bleeding 3"], ["prone", null]]),
  managed: () => new Set(["bleeding", "prone", "dead"]),
  overlay: () => "dead",
});

describe("a status sync plan", () => {
  test("deletes a managed status the state no longer shows, renames a counted one, creates the missing, leaves others alone", () => {
    const actor = actorWith([
      { id: "e1", name: "Dead", statuses: ["dead"] },
      { id: "e2", name: "Bleeding 2", statuses: ["bleeding"] },
      { id: "e3", name: "Blessed", statuses: ["blessed"] },
      { id: "e4", name: "Two at once", statuses: ["dead", "prone"] },
    ]);
    expect(sync.plan(actor)).toEqual({
      remove: [{ effectId: "e1", statusId: "dead" }],
      rename: [{ _id: "e2", name: "Bleeding 3" }],
      add: [],
    });
  });

  test("a catch-up plan only adds: a status the state does not show may be another ruleset's", () => {
    const actor = actorWith([{ id: "e1", name: "Dead", statuses: ["dead"] }]);
    expect(sync.plan(actor, true)).toEqual({ remove: [], rename: [], add: [{ id: "bleeding", name: "Bleeding 3" }, { id: "prone", name: null }] });
  });
});
