/**
 * An unlinked token's actor merges its delta over the base actor (ActorDelta.applyDelta), so a
 * key the base actor has comes back after any delete: such a removal is refused with a word.
 */
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { inheritedFromBase, refuseInheritedRemoval } from "../../../src/system/documents/inherited-keys";

const g = globalThis as Record<string, unknown>;
const saved = { ui: g["ui"], game: g["game"] };
const warnings: string[] = [];
beforeEach(() => {
  warnings.length = 0;
  g["ui"] = { notifications: { warn: (m: string) => void warnings.push(m) } };
  g["game"] = { i18n: { format: (key: string, data: Record<string, string>) => `${key} ${data["name"]} ${data["actor"]}` } };
});
afterEach(() => Object.assign(g, saved));

const base = { name: "Hornet", system: { banks: { skills: { Gunnery: 3 } }, trauma: { vim: { conditions: { fear: 1 } } } } };
const tokenActor = { isToken: true, name: "Hornet (token)", token: { baseActor: base }, system: {} } as unknown as Actor.Implementation;
const worldActor = { isToken: false, name: "Ines", system: {} } as unknown as Actor.Implementation;

describe("removing a key on an unlinked token's actor", () => {
  test("a key its base actor has is refused, with the base actor named", () => {
    expect(inheritedFromBase(tokenActor, ["banks", "skills"], "Gunnery")).toBe(true);
    expect(refuseInheritedRemoval(tokenActor, ["trauma", "vim", "conditions"], "fear")).toBe(true);
    expect(warnings).toEqual(["FRAY.Common.Sheet.InheritedKey fear Hornet"]);
  });

  test("a key the token added itself, any key of a world actor, and a key named constructor are removable", () => {
    expect(refuseInheritedRemoval(tokenActor, ["banks", "skills"], "Pilot")).toBe(false);
    expect(refuseInheritedRemoval(tokenActor, ["banks", "skills"], "constructor")).toBe(false);
    expect(refuseInheritedRemoval(worldActor, ["banks", "skills"], "Gunnery")).toBe(false);
    expect(warnings).toEqual([]);
  });
});
