import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { applyActorPatches, planPatches } from "../../../src/system/documents/apply-patches";

type Fake = { id: string; isToken: boolean; token: null | { id: string; parent: { id: string; updateEmbeddedDocuments: ReturnType<typeof vi.fn> } } };
const scene = (id: string) => ({ id, updateEmbeddedDocuments: vi.fn(async () => []) });
const worldActor = (id: string): Fake => ({ id, isToken: false, token: null });
const tokenActor = (id: string, tokenId: string, s: ReturnType<typeof scene>): Fake => ({ id, isToken: true, token: { id: tokenId, parent: s } });
const patch = (n: number) => ({ vim: { lifeSupport: n } });

let updateDocuments: ReturnType<typeof vi.fn>;
beforeEach(() => {
  updateDocuments = vi.fn(async () => []);
  (globalThis as Record<string, unknown>)["Actor"] = { implementation: { updateDocuments } };
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>)["Actor"];
});

describe("batched actor updates (design.md)", () => {
  test("N world actors: one Actor.updateDocuments call; unlinked tokens: one call per scene", async () => {
    const s1 = scene("s1");
    const s2 = scene("s2");
    const patches = [
      ...Array.from({ length: 5 }, (_, i) => ({ actor: worldActor(`a${i}`), ruleset: "trauma" as const, patch: patch(i) })),
      { actor: tokenActor("x", "t1", s1), ruleset: "trauma" as const, patch: patch(7) },
      { actor: tokenActor("y", "t2", s1), ruleset: "trauma" as const, patch: patch(8) },
      { actor: tokenActor("z", "t3", s2), ruleset: "trauma" as const, patch: patch(9) },
    ] as unknown as Parameters<typeof applyActorPatches>[0];
    await applyActorPatches(patches);
    expect(updateDocuments).toHaveBeenCalledTimes(1);
    expect(updateDocuments.mock.calls[0]![0]).toHaveLength(5);
    expect(updateDocuments.mock.calls[0]![0][0]).toEqual({ _id: "a0", system: { trauma: { vim: { lifeSupport: 0 } } } });
    expect(s1.updateEmbeddedDocuments).toHaveBeenCalledTimes(1);
    expect(s1.updateEmbeddedDocuments).toHaveBeenCalledWith("Token", [
      { _id: "t1", delta: { system: { trauma: { vim: { lifeSupport: 7 } } } } },
      { _id: "t2", delta: { system: { trauma: { vim: { lifeSupport: 8 } } } } },
    ]);
    expect(s2.updateEmbeddedDocuments).toHaveBeenCalledTimes(1);
  });

  test("nothing to apply: no database call at all", async () => {
    await applyActorPatches([]);
    expect(updateDocuments).not.toHaveBeenCalled();
    expect(planPatches([])).toEqual({ actors: [], tokens: new Map() });
  });
});
