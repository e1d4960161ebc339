import "../../sim/install";
import { beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { type SimWorld, createWorld } from "../../sim";
import type * as PoolRollFile from "../../../src/system/banks/pool-roll";

// Imported after the simulation is installed: the class extends the global Roll at load time.
type PoolRollModule = typeof PoolRollFile;

let world: SimWorld;
let mod: PoolRollModule;
let faces: number[] = [];
let rendered: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  world = createWorld();
  world.focus(world.open("gm"));
  // Foundry draws each face from CONFIG.Dice.randomUniform: the next queued face of a d6.
  (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = () => {
    const face = faces.shift();
    if (face === undefined) throw new Error("no face queued");
    return (6 - face + 0.5) / 6;
  };
  mod = await import("../../../src/system/banks/pool-roll");
  // Watched, not replaced: the card goes through the simulation's renderTemplate (the real template and handlebars).
  rendered = vi.spyOn(foundry.applications.handlebars, "renderTemplate");
});

beforeEach(() => {
  faces = [];
  rendered.mockClear();
});

async function rolled(queued: number[], options: Record<string, unknown> = {}): Promise<InstanceType<PoolRollModule["PoolRoll"]>> {
  faces = [...queued];
  const roll = mod.PoolRoll.forPool(queued.length, options);
  await roll.evaluate();
  return roll;
}

/** A pool roll as a chat message stores it and Foundry rebuilds it (Roll.fromData). */
function stored(results: { result: number; active?: boolean; discarded?: boolean }[]): InstanceType<PoolRollModule["PoolRoll"]> {
  const data = { class: "PoolRoll", formula: `${results.length}d6`, options: { threshold: 1 }, terms: [{ class: "Die", number: results.length, faces: 6, results }], evaluated: true };
  return mod.PoolRoll.fromData(data as never) as InstanceType<PoolRollModule["PoolRoll"]>;
}

describe("PoolRoll (docs/rules/banks.md §5) on Foundry's Roll", () => {
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
    const roll = stored([{ result: 6, discarded: true }, { result: 5, active: false }, { result: 2, active: true }]);
    expect(roll).toBeInstanceOf(mod.PoolRoll);
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
    expect(rendered.mock.calls.map((call: unknown[]) => call[0])).toEqual(["systems/fray/templates/banks/chat/pool-roll.hbs"]);
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
    const html = await stored([{ result: 9, active: true }]).render();
    expect(rendered).not.toHaveBeenCalled();
    expect(html).toContain('class="dice-roll"');
    expect(html).not.toContain("fray-pool");
  });

  test("registerPoolRoll adds the class to CONFIG.Dice.rolls once (Roll.fromData finds it by name)", () => {
    mod.registerPoolRoll();
    mod.registerPoolRoll();
    const rolls = (CONFIG.Dice as unknown as { rolls: unknown[] }).rolls;
    expect(rolls.filter((r) => r === mod.PoolRoll)).toHaveLength(1);
    expect(mod.PoolRoll.name).toBe("PoolRoll");
  });
});
