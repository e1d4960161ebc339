/**
 * The schema checks fields one by one; the core judges the slice as a whole. An update that
 * would make a readable actor unreadable is refused with the core's reason; an unreadable actor
 * may be mended freely.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { traumaRuleset } from "../../../src/core/trauma";
import { applyUpdate } from "../../support/document-update";

vi.mock("../../../src/system/active-ruleset", () => ({ activeAdapter: () => ({ core: traumaRuleset }) }));
const { jointRefusal } = await import("../../../src/system/documents/joint-validation");

const lead = (trauma: Record<string, unknown>) =>
  ({ id: "q", name: "Qulia", type: "character", items: [], toObject: () => ({ system: { trauma: structuredClone(trauma) } }) }) as unknown as Actor.Implementation;

beforeEach(() => {
  (globalThis as Record<string, unknown>)["foundry"] = {
    utils: {
      deepClone: <T>(value: T): T => structuredClone(value),
      mergeObject: (target: Record<string, unknown>, change: Record<string, unknown>) => {
        const out = structuredClone(target);
        applyUpdate(out, change);
        return out;
      },
    },
  };
});
afterEach(() => Reflect.deleteProperty(globalThis, "foundry"));

const fresh = () => structuredClone(traumaRuleset.actor.defaults({ kind: "character" })) as unknown as Record<string, unknown>;

describe("joint validation of actor updates", () => {
  test("a Lead's ability of 28 passes the schema (a bioform's cap) but not the core (a Lead's is 5): refused with the path", () => {
    const refusal = jointRefusal(lead(fresh()), { system: { trauma: { abilities: { operate: 28 } } } });
    expect(refusal).toMatchObject({ path: expect.stringContaining("abilities.operate") });
  });

  test("Vim that no longer adds up to Max Vim is refused; a change that keeps it whole is not", () => {
    expect(jointRefusal(lead(fresh()), { system: { trauma: { vim: { clot: 3 } } } })).toMatchObject({ message: expect.stringContaining("must add up") });
    expect(jointRefusal(lead(fresh()), { system: { trauma: { vim: { clot: 3, lifeSupport: 5 } } } })).toBeNull();
  });

  test("an actor that is already unreadable may be edited (to mend it step by step); an update without system data is not judged", () => {
    const broken = { ...fresh(), maxVim: 99 };
    expect(jointRefusal(lead(broken), { system: { trauma: { abilities: { operate: 28 } } } })).toBeNull();
    expect(jointRefusal(lead(fresh()), {})).toBeNull();
  });
});
