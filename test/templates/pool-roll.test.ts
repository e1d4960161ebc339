import { describe, expect, test } from "vitest";
import { poolRollView } from "../../src/view/banks/pool-roll-view";
import { allElements, parseHtml, unnamedControls } from "./html";
import { createRenderer, worded } from "./render";

const render = createRenderer();
const XSS = "<img src=x onerror=alert(1)>";
const card = (context: object): string => render("systems/fray/templates/banks/chat/pool-roll.hbs", context);
const rolled = (faces: number[], threshold: number, gr = 0, label = "Pistols", flavor: string | null = null): string =>
  card({ view: worded(poolRollView({ faces, threshold, gr, label })), isPrivate: false, flavor });

function check(html: string): void {
  expect(html).not.toMatch(/FRAY\.[A-Za-z]/);
  expect(unnamedControls(parseHtml(html))).toEqual([]);
}

describe("pool roll chat card", () => {
  test("B-19: every face shown, hits highlighted, the critical called out", () => {
    const html = rolled([6, 6, 6, 5, 2, 1], 3);
    check(html);
    const dice = allElements(parseHtml(html)).filter((e) => e.name === "li" && e.attrs["class"]?.startsWith("fray-pool-die"));
    expect(dice.map((d) => d.attrs["class"])).toEqual([
      "fray-pool-die is-hit is-six",
      "fray-pool-die is-hit is-six",
      "fray-pool-die is-hit is-six",
      "fray-pool-die is-hit",
      "fray-pool-die",
      "fray-pool-die is-one",
    ]);
    expect(dice.map((d) => d.text)).toEqual(["66, a hit", "66, a hit", "66, a hit", "55, a hit", "22", "11, a one"]);
    expect(html).toContain('aria-label="Dice rolled"');
    expect(html).toContain("Critical success (net hits: 1)");
    expect(html).toContain("Hits: 4 against threshold 3.");
    expect(html).toContain('<li class="fray-pool-line--critical">Critical: 3 sixes reach the threshold on their own.</li>');
  });

  test("B-32: a glitch line at GR 2", () => {
    const html = rolled([1, 1, 1, 5, 5, 6], 1, 2);
    check(html);
    expect(html).toContain('<li class="fray-pool-line--glitch">Glitch: 3 ones at Glitch Risk 2.</li>');
  });

  test("an empty pool: no dice list, 0 hits, a failure", () => {
    const html = rolled([], 1);
    check(html);
    expect(html).not.toContain("fray-pool-dice");
    expect(html).toContain("No dice to roll: 0 hits.");
    expect(html).toContain("fray-pool-card__outcome--failure");
  });

  test("a private roll shows no dice", () => {
    const html = card({ view: null, isPrivate: true, flavor: null });
    check(html);
    expect(html).toContain("The dice were rolled privately.");
    expect(html).not.toContain("fray-pool-die");
  });

  test("the label and the flavor are escaped", () => {
    const html = rolled([5, 2], 1, 0, XSS, XSS);
    check(html);
    expect(html).not.toContain("<img src=x");
    expect(html.match(/&lt;img src&#x3D;x onerror&#x3D;alert\(1\)&gt;/g)).toHaveLength(2);
  });
});
