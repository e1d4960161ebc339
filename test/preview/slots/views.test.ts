import { describe, expect, test } from "vitest";
import { initialState } from "../../../src/preview/rulesets";
import { createRenderer } from "../../templates/render";

/**
 * The slots preview's views as the page renders them (in Node, from the real templates and the
 * core's numbers): the journal's Gladius hit on the Hound, the Execution button on it lying at 0
 * HP, the outro's two buttons, a hostile item name escaped. The browser tests (test/ui) render the
 * same views in Chromium in both themes.
 */
const render = createRenderer();
const chatOf = (view: string, itemName: string | null = null): string => {
  const state = initialState(view, { scripted: true, itemName });
  return (state.chat ?? []).map((m) => m.render(state, render)?.html ?? "").join("");
};
const windowOf = (view: string): string => {
  const state = initialState(view, { scripted: true, itemName: null });
  return state.windows.flatMap((w) => w.frame(state, render).parts.map((p) => p.html)).join("");
};

describe("the slots preview", () => {
  test("the attack card: (5 + 7) × 2 = 24 cutting on the Hound, applied, with Undo and the Execution button", () => {
    const html = chatOf("slots-attack-card");
    expect(html).toContain("24 Cutting damage: 24 dealt");
    expect(html).toContain('data-action="fray-slots-undo"');
    expect(html).toContain('data-action="fray-slots-finisher"');
  });

  test("a hostile weapon name is escaped on the card", () => {
    const html = chatOf("slots-attack-card", "<img src=x onerror=alert(1)>");
    expect(html).toContain("uses &lt;img src");
    expect(html).not.toContain("<img src=x");
  });

  test("the outro offers All Resolve and Slow Burn, and lists the Hound as dead", () => {
    const html = chatOf("slots-outro-card");
    expect(html).toContain('data-action="fray-slots-outro-allResolve"');
    expect(html).toContain('data-action="fray-slots-outro-slowBurn"');
    expect(html).toMatch(/Thorn Hound<\/strong>: dead/);
  });

  test("the Execution dialog offers both Executions at 3 AS and a Maim; the card says the Hound is dead", () => {
    expect(windowOf("slots-finisher-dialog").match(/name="kind"/g)).toHaveLength(3);
    expect(chatOf("slots-finisher-card")).toContain("Thorn Hound is dead.");
  });

  test("Odo's sheet shows Agony, Bleeding and Hemorrhaging; the Warden is a construct", () => {
    expect(windowOf("slots-character-wounded")).toMatch(/Agony[\s\S]*Bleeding[\s\S]*Hemorrhaging/);
    expect(windowOf("slots-npc")).toContain("Construct or object");
  });
});
