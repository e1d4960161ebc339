import { describe, expect, test } from "vitest";
import { type DrawDialogInput, drawDialogView } from "../../src/view/trauma/draw-dialog";
import { PERK_HAND, XSS, ashmite, coreState, qulia, weaponNamed } from "../view/trauma/fixtures";
import { allElements, parseHtml, unnamedControls } from "./html";
import { createRenderer, worded } from "./render";

const render = createRenderer();
const [KING, EIGHT] = PERK_HAND as [(typeof PERK_HAND)[0], (typeof PERK_HAND)[0]];

function input(overrides: Partial<DrawDialogInput> = {}): DrawDialogInput {
  const q = qulia();
  const { item, weapon } = weaponNamed(q, "Grimgrin Paralyzer 272");
  return {
    attackerName: q.name,
    attacker: coreState(q, PERK_HAND),
    weaponName: item.name,
    weaponImg: item.img,
    weapon,
    targets: [{ name: "Ashmite", img: "icons/svg/cowled.svg", state: coreState(ashmite()) }],
    selections: {},
    difficulty: weapon.difficulty,
    canEditDifficulty: false,
    ...overrides,
  };
}

const draw = (i: DrawDialogInput): string => render("systems/fray/templates/trauma/dialog/draw.hbs", { view: worded(drawDialogView(i)), dialogId: "fray-draw-test" });

function check(html: string): void {
  expect(html).not.toMatch(/FRAY\.[A-Za-z]/);
  const root = parseHtml(html);
  expect(unnamedControls(root)).toEqual([]);
  expect(allElements(root).filter((e) => e.name === "img" && e.attrs["alt"] === undefined)).toEqual([]);
}

describe("draw dialog template", () => {
  test("a player against the Ashmite: difficulty read-only, perks as named toggles, exact odds", () => {
    const html = draw(input());
    check(html);
    expect(html).not.toContain('name="difficulty"');
    expect(html).toContain('name="perk-perkKH0000000001"');
    expect(html).toContain('aria-label="Play K♥"');
    expect(html).toContain("Odds against Ashmite.");
    expect(html).toContain("<strong>91.1%</strong>");
    expect(html).toContain("Complete success (100%)");
    expect(html).toContain("Short by 1 (60%)");
    expect(html).toContain('data-action="draw"');
  });

  test("the Narrator gets a labelled difficulty input; a chosen face card gets its position select", () => {
    const selections = { [KING.id]: { selected: true, target: "best" as const }, [EIGHT.id]: { selected: true, target: "best" as const } };
    const html = draw(input({ canEditDifficulty: true, difficulty: 8, selections }));
    check(html);
    expect(html).toContain('name="difficulty" value="8"');
    expect(html).toContain('<label class="fray-draw-step-label" for="fray-draw-test-difficulty">');
    expect(html).toContain('name="perkTarget-perkKH0000000001" aria-label="Card raised by K♥"');
    expect(html).toContain('<option value="best" selected>The highest card</option>');
  });

  test("no target: the draw's own odds and the explanation", () => {
    const html = draw(input({ targets: [] }));
    check(html);
    expect(html).toContain("No token is targeted");
    expect(html).not.toContain("Expected final trauma");
  });

  test("a dead attacker: the reason, and the Draw button disabled", () => {
    const state = coreState(qulia(), PERK_HAND);
    const html = draw(input({ attacker: { ...state, status: { unconscious: false, dead: true } } }));
    check(html);
    expect(html).toContain("Qulia is dead and cannot draw.");
    expect(html).toMatch(/data-action="draw"\s+disabled/);
  });

  test("names from the data are escaped", () => {
    const html = draw(input({ weaponName: XSS, targets: [{ name: XSS, img: null, state: null }] }));
    check(html);
    expect(html).not.toContain("<img src=x");
  });
});
