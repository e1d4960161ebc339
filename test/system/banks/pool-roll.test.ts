import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { formatText, localize } from "../../../src/view/i18n";
import { type FoundryDouble, installFoundryDouble } from "../../support/foundry-double";
import { RollDouble } from "../../support/roll-double";
import { createRenderer, en } from "../../templates/render";
import type * as PoolRollFile from "../../../src/system/banks/pool-roll";

// Imported after the double is installed: the class extends the global Roll at load time.
type PoolRollModule = typeof PoolRollFile;

let foundry: FoundryDouble;
let mod: PoolRollModule;
const rendered: string[] = [];

beforeAll(async () => {
  foundry = installFoundryDouble();
  const g = globalThis as Record<string, unknown>;
  const render = createRenderer();
  // The chat card goes through the real template and the real handlebars, worded from lang/en.json.
  const handlebars = (g["foundry"] as { applications: { handlebars: Record<string, unknown> } }).applications.handlebars;
  handlebars["renderTemplate"] = async (path: string, context: object) => {
    rendered.push(path);
    return render(path, context);
  };
  (g["game"] as Record<string, unknown>)["i18n"] = {
    localize: (key: string) => localize(en, key),
    format: (key: string, data: Record<string, string>) => formatText(en, { key, data }),
  };
  mod = await import("../../../src/system/banks/pool-roll");
});

afterAll(() => foundry.uninstall());

beforeEach(() => {
  RollDouble.queue = [];
  rendered.length = 0;
});

async function rolled(faces: number[], options: Record<string, unknown> = {}): Promise<InstanceType<PoolRollModule["PoolRoll"]>> {
  RollDouble.queue = [...faces];
  const roll = mod.PoolRoll.forPool(faces.length, options);
  await roll.evaluate();
  return roll;
}

describe("PoolRoll (docs/rules/banks.md §5) on a stand-in Roll", () => {
  test("the formula is n d6, none for n ≤ 0", () => {
    expect(mod.PoolRoll.formulaFor(6)).toBe("6d6");
    expect(mod.PoolRoll.formulaFor(-2)).toBe("0d6");
    expect(mod.PoolRoll.forPool(0).formula).toBe("0d6");
  });

  test("B-19: the natural faces go to the core — 4 hits, 3 sixes, net 1, critical", async () => {
    const roll = await rolled([6, 6, 6, 5, 2, 1], { threshold: 3, gr: 0, label: "Pistols" });
    expect(roll.faces).toEqual([6, 6, 6, 5, 2, 1]);
    expect([roll.hits, roll.sixes, roll.ones]).toEqual([4, 3, 1]);
    expect(roll.netHits()).toBe(1);
    expect(roll.netHits(5)).toBe(0);
    expect(roll.resolve()).toMatchObject({ success: true, net: 1, critical: true, glitch: false });
  });

  test("B-32: the stored Glitch Risk decides the glitch", async () => {
    const roll = await rolled([1, 1, 1, 5, 5, 6], { threshold: 1, gr: 2 });
    expect(roll.resolve().glitch).toBe(true);
    expect(roll.resolve(1, 0).glitch).toBe(false);
  });

  test("an empty pool has no dice and 0 hits", async () => {
    const roll = await rolled([], { threshold: 1 });
    expect(roll.faces).toEqual([]);
    expect(roll.resolve()).toMatchObject({ hits: 0, success: false });
  });

  test("discarded or inactive dice are not part of the pool", () => {
    const roll = mod.PoolRoll.forPool(3, { threshold: 1 });
    (roll as unknown as RollDouble).setResults([{ result: 6, discarded: true }, { result: 5, active: false }, { result: 2, active: true }]);
    expect(roll.faces).toEqual([2]);
  });

  test("reading the dice before evaluation is an error, not 0 hits", () => {
    expect(() => mod.PoolRoll.forPool(2).faces).toThrow(/evaluate/);
  });

  test("stored options are not trusted: a missing or broken threshold is 1, GR 0, label empty", async () => {
    const roll = await rolled([5], { threshold: "3", gr: -2, label: 7 });
    expect([roll.threshold, roll.gr, roll.label]).toEqual([1, 0, ""]);
  });

  test("render: Fray's card from the real template, hits highlighted", async () => {
    const roll = await rolled([6, 6, 6, 5, 2, 1], { threshold: 3, label: "<b>Pistols</b>" });
    const html = await roll.render();
    expect(rendered).toEqual(["systems/fray/templates/banks/chat/pool-roll.hbs"]);
    expect(html).toContain("Critical success (net hits: 1)");
    expect(html).toContain('class="fray-pool-die is-hit is-six"');
    expect(html).toContain("&lt;b&gt;Pistols&lt;/b&gt;");
    expect(html).not.toMatch(/FRAY\.[A-Za-z]/);
  });

  test("render: a private roll shows no dice", async () => {
    const html = await (await rolled([5, 5], { threshold: 1 })).render({ isPrivate: true });
    expect(html).toContain("The dice were rolled privately.");
    expect(html).not.toContain("fray-pool-die");
  });

  test("render: stored faces the core rejects fall back to Foundry's own card", async () => {
    const roll = mod.PoolRoll.forPool(1, { threshold: 1 });
    (roll as unknown as RollDouble).setResults([{ result: 9, active: true }]);
    expect(await roll.render()).toBe(`core-roll:${RollDouble.CHAT_TEMPLATE}`);
  });

  test("registerPoolRoll adds the class to CONFIG.Dice.rolls once (Roll.fromData finds it by name)", () => {
    mod.registerPoolRoll();
    mod.registerPoolRoll();
    const rolls = (globalThis as unknown as { CONFIG: { Dice: { rolls: unknown[] } } }).CONFIG.Dice.rolls;
    expect(rolls.filter((r) => r === mod.PoolRoll)).toHaveLength(1);
    expect(mod.PoolRoll.name).toBe("PoolRoll");
  });
});
