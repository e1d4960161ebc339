/**
 * The wounds sheets rendered from the real templates with the real Handlebars (strict), from the
 * compendium's Red, Bandit Chief and Road Bandit: every key resolved, every control named, the
 * numbers the view-model computed where the player reads them, and hostile names printed as text.
 */
import { describe, expect, test } from "vitest";
import { woundsActorSheetView } from "../../../src/view/wounds/sheet-view";
import { allElements, parseHtml, unnamedControls } from "../../templates/html";
import { createRenderer, worded } from "../../templates/render";
import { bandit, chief, red, sheetInput } from "./fixtures";

const render = createRenderer();
const T = "systems/fray/templates";
const XSS = "<img src=x onerror=alert(1)>";
const TABS = ["combat", "traits", "biography"];
const CHARACTER_PARTS = ["wounds/actor/header", "common/parts/tabs", "wounds/actor/combat", "wounds/actor/traits", "common/actor/biography"];
const NPC_PARTS = ["wounds/actor/header", "wounds/actor/npc-body"];
type Actor = typeof red;

function renderParts(actor: Actor, parts: readonly string[], opts: { editable: boolean; editMode: boolean }, wounds: Record<string, unknown> = {}): string {
  const view = woundsActorSheetView(sheetInput(actor, wounds, opts.editMode && opts.editable));
  const tabs = Object.fromEntries(TABS.map((id, i) => [id, { id, group: "primary", active: i === 0, cssClass: i === 0 ? "active" : "", icon: "fa-solid fa-circle", label: `FRAY.Wounds.Sheet.Tab.${id}` }]));
  const bio = String(actor.system["biography"]);
  const ctx = { view: worded(view), editable: opts.editable, document: { uuid: `Actor.${actor._id}`, img: actor.img, name: actor.name }, biography: { source: bio, enriched: bio }, rootId: `s-${actor._id}`, tabs };
  const tabOf = (part: string) => tabs[TABS.find((t) => part.endsWith(t)) ?? ""] ?? null;
  return parts.map((p) => render(`${T}/${p}.hbs`, { ...ctx, tab: tabOf(p) })).join("\n");
}

function checkOutput(html: string): void {
  expect(html).not.toMatch(/FRAY\.[A-Za-z]/);
  expect(unnamedControls(parseHtml(html))).toEqual([]);
}

const MODES = [
  { name: "owner, play mode", editable: true, editMode: false },
  { name: "owner, edit mode", editable: true, editMode: true },
  { name: "observer", editable: false, editMode: false },
];

describe("wounds character sheet (Red)", () => {
  test.each(MODES)("renders every part, $name", (mode) => {
    checkOutput(renderParts(red, CHARACTER_PARTS, mode));
  });

  test("shows the Wound boxes, the penalty, Shaken with its Benny button, Toughness and the traits as dice", () => {
    const html = renderParts(red, CHARACTER_PARTS, { editable: true, editMode: false }, { wounds: 1, shaken: true });
    const boxes = allElements(parseHtml(html)).filter((e) => e.attrs["data-action"] === "setWounds");
    expect(boxes.map((b) => b.attrs["aria-pressed"])).toEqual(["true", "false", "false"]);
    expect(html).toContain('aria-label="Wound 1 of 3"');
    expect(html).toContain("Penalty −1");
    expect(html).toContain('data-action="unshakeBenny"');
    expect(html).toContain("5 (0)");
    expect(html).toMatch(/Fighting<\/span>\s*<span class="fray-wounds-die">d8<\/span>/);
    expect(html).toContain('aria-label="Attack with the Broadsword"');
  });

  test("edit mode has inputs named for the form", () => {
    const html = renderParts(red, CHARACTER_PARTS, { editable: true, editMode: true });
    for (const name of ["system.wounds.traits.vigor.sides", "system.wounds.traits.fighting.mod", "system.wounds.bennies", "system.wounds.woundCapacity", "system.wounds.isWildCard", "system.wounds.soakBonus"]) expect(html).toContain(`name="${name}"`);
  });

  test("observers see no buttons that change anything", () => {
    const html = renderParts(red, CHARACTER_PARTS, { editable: false, editMode: false }, { shaken: true });
    expect(html).not.toContain('data-action="unshakeBenny"');
    expect(html).not.toContain('data-action="woundsAttack"');
    expect(allElements(parseHtml(html)).filter((e) => e.attrs["data-action"] === "setWounds").every((b) => b.attrs["disabled"] === "")).toBe(true);
  });

  test("names an attacker chose are escaped everywhere", () => {
    const hostile: Actor = { ...red, name: XSS, items: red.items.map((i) => ({ ...i, name: XSS })), system: { ...red.system, wounds: { ...(red.system["wounds"] as object), traits: { ...((red.system["wounds"] as { traits: object }).traits), xss1: { sides: 6, mod: 0 } } } } };
    for (const mode of MODES) {
      const html = renderParts(hostile, CHARACTER_PARTS, mode);
      expect(html).not.toContain("<img src=x");
      checkOutput(html);
    }
  });
});

describe("wounds NPC sheets", () => {
  test.each(MODES)("the Bandit Chief renders, $name", (mode) => {
    const html = renderParts(chief, NPC_PARTS, mode);
    checkOutput(html);
    expect(html).toContain("8 (2)");
  });

  test("an Extra says any Wound takes it out", () => {
    const html = renderParts(bandit, NPC_PARTS, { editable: true, editMode: false });
    checkOutput(html);
    expect(html).toContain("An Extra: any Wound takes it out.");
    expect(html).not.toContain('data-action="setWounds"');
  });
});

describe("wounds item sheets", () => {
  const item = (type: "weapon" | "armor", wounds: object, editable: boolean) =>
    render(`${T}/wounds/item/${type}.hbs`, { editable, rootId: "i1", document: { uuid: "Item.i1" }, description: { source: "", enriched: "" }, wounds: { invalid: null, [type]: wounds } });

  test("a weapon shows its damage as typed, its AP and skill", () => {
    const html = item("weapon", { damageText: "Str+d8", damageError: null, ap: 1, skill: "fighting", skillLabel: "Fighting" }, true);
    checkOutput(html);
    expect(html).toContain('name="damageText" value="Str+d8"');
    expect(html).toContain('name="system.wounds.ap" value="1"');
  });

  test("armor shows its rating and whether it is worn", () => {
    const html = item("armor", { armor: 2, equipped: true }, false);
    checkOutput(html);
    expect(html).toContain('name="system.wounds.armor" value="2"');
    expect(html).toContain("checked");
  });
});
