import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type FoundryDouble, installFoundryDouble } from "../../support/foundry-double";

let foundry: FoundryDouble;
let FrayTokenDocument: new () => { getBarAttribute(name: string): unknown };
const base = { bar: null as unknown };

beforeAll(async () => {
  foundry = installFoundryDouble();
  (globalThis as Record<string, unknown>)["TokenDocument"] = class {
    getBarAttribute(): unknown {
      return base.bar;
    }
  };
  ({ FrayTokenDocument } = (await import("../../../src/system/documents/token")) as unknown as { FrayTokenDocument: typeof FrayTokenDocument });
});
afterAll(() => foundry.uninstall());

/** Foundry greys out a bar whose value is not a schema field; Fray's derived bars are all editable. */
describe("the token HUD may edit Fray's bars", () => {
  test.each(["health", "bars.stun", "bars.physical", "trauma.vim.clot", "banks.ip"])("%s is editable", (attribute) => {
    base.bar = { type: "bar", attribute, value: 3, max: 6, editable: false };
    expect(new FrayTokenDocument().getBarAttribute("bar1")).toEqual({ type: "bar", attribute, value: 3, max: 6, editable: true });
  });

  test("another attribute keeps what Foundry decided, and no bar stays no bar", () => {
    base.bar = { type: "value", attribute: "biography", value: 1, editable: false };
    expect(new FrayTokenDocument().getBarAttribute("bar1")).toEqual(base.bar);
    base.bar = null;
    expect(new FrayTokenDocument().getBarAttribute("bar1")).toBeNull();
  });
});
