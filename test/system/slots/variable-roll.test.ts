import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { formatText, localize } from "../../../src/view/i18n";
import { type FoundryDouble, installFoundryDouble } from "../../support/foundry-double";
import { RollDouble } from "../../support/roll-double";
import { createRenderer, en } from "../../templates/render";
import type * as VariableRollFile from "../../../src/system/slots/variable-roll";

// Imported after the double is installed: the class extends the global Roll at load time.
let foundry: FoundryDouble;
let mod: typeof VariableRollFile;

beforeAll(async () => {
  foundry = installFoundryDouble();
  const g = globalThis as Record<string, unknown>;
  const render = createRenderer();
  const handlebars = (g["foundry"] as { applications: { handlebars: Record<string, unknown> } }).applications.handlebars;
  handlebars["renderTemplate"] = async (path: string, context: object) => render(path, context);
  (g["game"] as Record<string, unknown>)["i18n"] = {
    localize: (key: string) => localize(en, key),
    format: (key: string, data: Record<string, string>) => formatText(en, { key, data }),
  };
  mod = await import("../../../src/system/slots/variable-roll");
});
afterAll(() => foundry.uninstall());
beforeEach(() => {
  RollDouble.queue = [];
});

async function rolled(sides: number, face: number, options: Record<string, unknown> = {}) {
  RollDouble.queue = [face];
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
