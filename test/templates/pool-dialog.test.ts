import { describe, expect, test } from "vitest";
import { type PoolDialogInput, type PoolDialogState, poolDialogView } from "../../src/view/banks/pool-dialog-view";
import { allElements, parseHtml, unnamedControls } from "./html";
import { createRenderer, worded } from "./render";

const render = createRenderer();
const XSS = "<img src=x onerror=alert(1)>";
const STATE: PoolDialogState = { attribute: null, skill: null, dice: 6, modifier: 0, threshold: 3, gr: 0, rollMode: "publicroll" };

function input(state: Partial<PoolDialogState> = {}, rest: Partial<PoolDialogInput> = {}): PoolDialogInput {
  return {
    label: "Pistols",
    attributes: [{ key: "AGI", value: 3 }],
    skills: [{ key: "Pistols", value: 3 }],
    rollModes: [{ value: "publicroll", label: "CHAT.RollPublic" }],
    state: { ...STATE, ...state },
    ...rest,
  };
}

/** Both parts of the dialog, as Foundry puts them into one form. */
function dialog(i: PoolDialogInput): string {
  const context = { view: worded(poolDialogView(i)), dialogId: "fray-pool-test" };
  return `<form>${render("systems/fray/templates/banks/dialog/pool-roll.hbs", context)}${render("systems/fray/templates/banks/dialog/pool-roll-result.hbs", context)}</form>`;
}

function check(html: string): void {
  expect(html).not.toMatch(/FRAY\.[A-Za-z]/);
  expect(unnamedControls(parseHtml(html))).toEqual([]);
}

describe("pool roll dialog templates", () => {
  test("a typed pool: labelled inputs, exact odds rows, an enabled Roll button", () => {
    const html = dialog(input());
    check(html);
    expect(html).toContain('<label for="fray-pool-test-dice">Dice</label>');
    expect(html).toContain('name="threshold" value="3"');
    expect(html).toContain("6 &#x3D; 6 dice"); // Handlebars escapes "="
    expect(html).toContain("<strong>32.0%</strong>");
    expect(html).toContain('<td class="fray-fraction">496/729</td>');
    expect(html).not.toMatch(/data-action="roll"\s+disabled/);
    const rows = allElements(parseHtml(html)).filter((e) => e.name === "tr" && e.parent?.name === "tbody");
    expect(rows).toHaveLength(5);
  });

  test("attribute + skill: both selects labelled and selected, the typed field gone", () => {
    const html = dialog(input({ attribute: "AGI", skill: "Pistols", modifier: -2 }));
    check(html);
    expect(html).toContain('<option value="AGI" selected>AGI (3)</option>');
    expect(html).toContain('<option value="Pistols" selected>Pistols (3)</option>');
    expect(html).not.toContain('name="dice"');
    expect(html).toContain("AGI 3 + Pistols 3 − 2 &#x3D; 4 dice");
  });

  test("bad input: the reason as an alert, no odds, the Roll button disabled", () => {
    const html = dialog(input({ threshold: -1 }));
    check(html);
    expect(html).toContain('role="alert">The threshold cannot be below 0.</p>');
    expect(html).not.toContain("fray-odds-table");
    expect(html).toMatch(/data-action="roll"\s+disabled/);
  });

  test("a label and a skill name from the data are escaped", () => {
    const html = dialog(input({ attribute: "AGI", skill: XSS }, { label: XSS, skills: [{ key: XSS, value: 2 }] }));
    check(html);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
  });
});
