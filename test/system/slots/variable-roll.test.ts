import "../../sim/install";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createWorld } from "../../sim";
import type * as VariableRollFile from "../../../src/system/slots/variable-roll";

// Imported after the simulation is installed: the class extends the global Roll at load time.
let mod: typeof VariableRollFile;
let queued: { face: number; sides: number }[] = [];

beforeAll(async () => {
  const world = createWorld();
  world.focus(world.open("gm"));
  // Foundry draws each face from CONFIG.Dice.randomUniform: the next queued face of its die.
  (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = () => {
    const next = queued.shift();
    if (!next) throw new Error("no face queued");
    return (next.sides - next.face + 0.5) / next.sides;
  };
  mod = await import("../../../src/system/slots/variable-roll");
});
beforeEach(() => {
  queued = [];
});

async function rolled(sides: number, face: number, options: Record<string, unknown> = {}) {
  queued = [{ face, sides }];
  const roll = mod.VariableRoll.check(sides, options);
  await roll.evaluate();
  return roll;
}

describe("the (v:X) roll", () => {
  test("(v:X) is one X-sided die, read back as its natural face", async () => {
    expect(mod.VariableRoll.formulaFor(20)).toBe("1d20");
    const roll = await rolled(20, 14, { bonus: 3, target: 15 });
    expect([roll.natural, roll.bonus, roll.target]).toEqual([14, 3, 15]);
  });

  test("a Stress check adds Stress on a natural 1, and on 1–5 in Agony (the core decides)", () => {
    const view = (natural: number, agony: boolean) => mod.variableRollView({ sides: 20, natural, bonus: 0, target: null, stress: { track: "mental", agony }, label: "Hex" }).lines.map((l) => l.text.key);
    expect(view(1, false)).toEqual(["FRAY.Slots.Roll.NatMin", "FRAY.Slots.Roll.StressGained"]);
    expect(view(4, false)).toEqual(["FRAY.Slots.Roll.StressSpared"]);
    expect(view(4, true)).toEqual(["FRAY.Slots.Roll.StressGained"]);
  });

  test("its card says the total against the target, escapes the label and shows no dice in private", async () => {
    const roll = await rolled(8, 8, { bonus: 2, target: 9, label: "<b>Odo</b>" });
    const html = await roll.render();
    expect(html).toContain("&lt;b&gt;Odo&lt;/b&gt;");
    expect(html).toContain("(v:8) + 2");
    expect(html).toContain("Success: 9 or more");
    expect(html).toContain("Nat Max");
    const hidden = await (await rolled(8, 3)).render({ isPrivate: true });
    expect(hidden).toContain("rolled in private");
    expect(hidden).not.toContain("(v:8)");
  });

  test("a stored roll whose options were edited into nonsense still reads safely", async () => {
    const roll = await rolled(20, 5, { bonus: "lots", target: {}, stress: { track: "soul" } });
    expect([roll.bonus, roll.target, roll.stress]).toEqual([0, null, null]);
  });
});
