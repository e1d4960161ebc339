import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ALL_TEMPLATE_PATHS, COMMON_TEMPLATES } from "../../src/system/apps/template-paths";
import { implementedRulesets as rulesetIds } from "../../src/core/rulesets";
import { actorSheetView } from "../../src/view/trauma/actor-sheet";
import { armorSheetView, behaviorSheetView, weaponSheetView } from "../../src/view/trauma/item-sheet";
import { text } from "../../src/view/i18n";
import type { WindowLayout } from "../../src/view/sheet/layout";
import * as banksLayouts from "../../src/view/banks/sheet/layout";
import * as traumaLayouts from "../../src/view/trauma/sheet-layout";
import { PERK_HAND, XSS, type PackActor, type PackItem, ashmite, packItem, qulia, sheetInput, weaponNamed } from "../view/trauma/fixtures";
import { allElements, parseHtml, unnamedControls } from "./html";
import { createRenderer, templatePaths, templatesDir, worded } from "./render";

const render = createRenderer();
const T = "systems/fray/templates";

/** What every rendered sheet must satisfy: keys resolved, markup balanced, controls named, images described. */
function checkOutput(html: string): void {
  expect(html).not.toMatch(/FRAY\.[A-Za-z]/);
  const root = parseHtml(html);
  expect(unnamedControls(root)).toEqual([]);
  expect(allElements(root).filter((e) => e.name === "img" && e.attrs["alt"] === undefined).map((e) => e.attrs["src"])).toEqual([]);
}

const xssItem = (type: string, system: Record<string, unknown>): PackItem => ({ _id: `xss${type}`, name: XSS, type, img: "icons/svg/item-bag.svg", system });

/** Qulia with a perk hand, a relic, a condition, an inflicted condition and items named by an attacker. */
function hostileQulia(): PackActor {
  const q = qulia();
  q.name = XSS;
  const trauma = q.system.trauma;
  q.system.trauma = {
    ...trauma,
    vim: { ...trauma.vim, lifeSupport: 14, conditions: { [XSS]: 1 }, relics: [{ id: "r1", name: XSS, vim: 2 }] },
    conditionsInflicted: [XSS],
  };
  q.items.push(
    xssItem("weapon", { description: "", trauma: { difficulty: 6, ability: "labor", lobe: null, traumaType: "Blunt", spread: [100], condition: XSS } }),
    xssItem("armor", { description: "", trauma: { spread: [10, 75, 90], equipped: true } }),
    xssItem("behavior", { description: "", trauma: { scope: "type", key: "Blunt", percent: 150 } }),
  );
  return q;
}

const TABS = ["overview", "vim", "defenses", "biography"];

function actorContext(actor: PackActor, opts: { editable: boolean; editMode: boolean; activeTab?: string }) {
  const view = actorSheetView(sheetInput(actor, { perkHand: PERK_HAND, editMode: opts.editMode }));
  const tabs = Object.fromEntries(
    TABS.map((id) => {
      const active = id === (opts.activeTab ?? "overview");
      return [id, { id, group: "primary", active, cssClass: active ? "active" : "", icon: "fa-solid fa-circle", label: `FRAY.Trauma.Sheet.Tab.${id}` }];
    }),
  );
  return {
    view: worded(view),
    editable: opts.editable,
    document: { uuid: `Actor.${actor._id}`, img: actor.img, name: actor.name },
    biography: { source: actor.system.biography, enriched: actor.system.biography },
    rootId: `fray-sheet-${actor._id}`,
    tabs,
  };
}

function renderActor(actor: PackActor, parts: string[], opts: { editable: boolean; editMode: boolean }): string {
  const context = actorContext(actor, opts);
  return parts.map((part) => render(part.includes("/") ? `${T}/${part}.hbs` : `${T}/trauma/actor/${part}.hbs`, { ...context, tab: context.tabs[part.split("/").pop() ?? part] ?? null })).join("\n");
}

const CHARACTER_PARTS = ["header", "overview", "vim", "defenses", "common/actor/biography"];
const MODES = [
  { name: "owner, play mode", editable: true, editMode: false },
  { name: "owner, edit mode", editable: true, editMode: true },
  { name: "observer", editable: false, editMode: false },
];

describe("every template file is preloaded, and every preloaded path exists", () => {
  test("the generated list holds exactly the template files under templates/", () => {
    expect([...ALL_TEMPLATE_PATHS].sort()).toEqual(templatePaths().sort());
    for (const p of ALL_TEMPLATE_PATHS) expect(existsSync(join(templatesDir, p.slice(`${T}/`.length)))).toBe(true);
  });

  test("every template folder is the common one or a registered ruleset's", () => {
    const folders = new Set(ALL_TEMPLATE_PATHS.map((p) => p.slice(`${T}/`.length).split("/")[0]));
    for (const folder of folders) expect([COMMON_TEMPLATES, ...rulesetIds()], folder).toContain(folder);
  });

  test("every template path named in the adapter's sources and the sheet layouts exists", () => {
    const isLayout = (v: unknown): v is WindowLayout => typeof v === "object" && v !== null && "parts" in v;
    const layouts = [traumaLayouts, banksLayouts].flatMap((m) => Object.values(m)).flatMap((v) => (isLayout(v) ? [v] : typeof v === "object" && v !== null ? Object.values(v).filter(isLayout) : []));
    const fromLayouts = layouts.flatMap((l) => Object.values(l.parts).map((p) => p.template));
    expect(fromLayouts.length).toBeGreaterThan(20);
    const named = systemSources()
      .map((file) => {
        const text = readFileSync(file, "utf8");
        const folder = /const T = "(systems\/fray\/templates[\w/-]*)"/.exec(text)?.[1];
        return folder === undefined ? text : text.replaceAll("${T}", folder);
      })
      .flatMap((text) => [...text.matchAll(/systems\/fray\/templates\/[\w/-]+\.hbs/g)].map((m) => m[0]));
    for (const p of [...named, ...fromLayouts]) expect(ALL_TEMPLATE_PATHS, p).toContain(p);
  });
});

describe("character sheet (Qulia)", () => {
  test.each(MODES)("renders every part, $name", (mode) => {
    const html = renderActor(qulia(), ["header", "common/parts/tabs", ...CHARACTER_PARTS.slice(1)], mode);
    checkOutput(html);
    expect(html).toContain('data-action="tab" data-group="primary" data-tab="vim"');
  });

  test("shows the seed's numbers: Max Vim 17, Operate 4 of 5, Correl 2 of 3, the Grimgrin's 100% → 60%", () => {
    const html = renderActor(qulia(), CHARACTER_PARTS, { editable: true, editMode: false });
    expect(html).toContain('<span class="fray-stat-value">17</span>');
    expect(html).toContain('aria-label="Operate 4 of 5"');
    expect(html).toContain('aria-label="Correl 2 of 3"');
    expect(html).toContain("100% → 60%");
    expect(html).toContain('data-action="attack"');
    expect(html).toContain('aria-label="Attack with Grimgrin Paralyzer 272"');
    expect(html).toContain('src="systems/fray/assets/cards/KH.svg" alt="K♥"');
  });

  test("a weapon row's percentage says what it is: the chance of a complete success", () => {
    const html = renderActor(qulia(), CHARACTER_PARTS, { editable: true, editMode: false });
    expect(html).toMatch(/<span class="fray-odds-chip"[^>]*><span class="fray-odds-chip-label">Complete success<\/span> \d+(\.\d)?%<\/span>/);
  });

  test("owners click dots (buttons with names); observers see them without buttons", () => {
    const owner = parseHtml(renderActor(qulia(), ["overview"], { editable: true, editMode: false }));
    const dots = allElements(owner).filter((e) => e.name === "button" && e.attrs["data-action"] === "setRating");
    expect(dots).toHaveLength(8 * 5 + 4 * 3);
    expect(dots.find((d) => d.attrs["data-key"] === "operate" && d.attrs["data-value"] === "3" && d.attrs["aria-pressed"] === "true")?.attrs["aria-label"]).toBe(
      "Operate: set to 3",
    );
    const observer = renderActor(qulia(), ["overview"], { editable: false, editMode: false });
    expect(observer).not.toContain('data-action="setRating"');
    expect(observer).not.toContain('data-action="attack"');
  });

  test("edit mode has number inputs named for the form", () => {
    const html = renderActor(qulia(), ["header", "overview"], { editable: true, editMode: true });
    expect(html).toContain('name="system.trauma.maxVim"');
    expect(html).toContain('name="system.trauma.abilities.operate" value="4"');
    expect(html).toContain('name="system.trauma.lobes.marvel" value="0"');
  });

  test("user-authored names are escaped everywhere", () => {
    for (const mode of MODES) {
      const html = renderActor(hostileQulia(), CHARACTER_PARTS, mode);
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
      checkOutput(html);
    }
  });
});

describe("NPC sheet (the Ashmite)", () => {
  test.each(MODES)("renders header and body, $name", (mode) => {
    checkOutput(renderActor(ashmite(), ["header", "npc-body"], mode));
  });

  test("play mode lists only what the Ashmite has, and its behaviors in the seed's words", () => {
    const html = renderActor(ashmite(), ["npc-body"], { editable: true, editMode: false });
    expect(html).toContain('aria-label="Labor 4 of 5"');
    expect(html).not.toContain("Operate");
    expect(html).toContain("Immune to Mental");
    expect(html).toContain("Weak to Blunt");
    expect(html).toContain("No armor worn: resistance spread 10% → 75% → 90%");
  });

  test("edit mode offers to add a missing ability", () => {
    const html = renderActor(ashmite(), ["npc-body"], { editable: true, editMode: true });
    expect(html).toContain('data-action="addTrait" data-group="abilities" data-key="operate" aria-label="Add Operate"');
  });
});

describe("item sheets", () => {
  const itemContext = (item: PackItem, editable: boolean) => ({
    document: { uuid: `Item.${item._id}`, img: item.img, name: item.name },
    editable,
    rootId: `fray-item-${item._id}`,
    typeLabel: item.type,
    description: { source: String(item.system["description"] ?? ""), enriched: String(item.system["description"] ?? "") },
  });
  const renderItem = (item: PackItem, body: string, extra: object, editable: boolean): string =>
    [render(`${T}/common/item/header.hbs`, itemContext(item, editable)), render(`${T}/trauma/item/${body}.hbs`, { ...itemContext(item, editable), ...extra })].join("\n");

  test.each([true, false])("weapon (Grimgrin), editable %s", (editable) => {
    const { item, weapon } = weaponNamed(qulia(), "Grimgrin Paralyzer 272");
    const html = renderItem(item, "weapon", { weapon: worded(weaponSheetView(weapon, null)) }, editable);
    checkOutput(html);
    expect(html).toContain('<option value="Biotic" selected>Biotic</option>');
    expect(html).toContain('<optgroup label="Molecular family">');
    expect(html).toContain('name="spreadText" value="100%, 60%"');
    // One wording with the draw dialog and the CLI: "Short by", never "Missed by".
    expect(html).toContain("Short by 1");
    expect(html).toContain("Short by 2 or more: a miss");
    expect(html).not.toMatch(/missed by/i);
  });

  test("weapon with a refused spread shows the error, linked to the field", () => {
    const { item, weapon } = weaponNamed(qulia(), "Grimgrin Paralyzer 272");
    const draft = { text: "100 > lots", error: text("FRAY.Trauma.Item.Spread.Invalid", { input: "100 > lots" }) };
    const html = renderItem(item, "weapon", { weapon: worded(weaponSheetView(weapon, draft)) }, true);
    checkOutput(html);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("is not a spread");
    expect(html).toContain("The previous spread is kept.");
  });

  test.each([true, false])("armor and behavior, editable %s", (editable) => {
    const coat = packItem("packs/trauma/armor/couriers-longcoat.json");
    const trauma = coat.system["trauma"] as { spread: number[]; equipped: boolean };
    checkOutput(renderItem(coat, "armor", { armor: worded(armorSheetView(trauma, null)) }, editable));
    const immune = ashmite().items[0]!;
    const html = renderItem(immune, "behavior", { behavior: worded(behaviorSheetView(immune.system["trauma"] as { scope: "family"; key: string; percent: number })) }, editable);
    checkOutput(html);
    expect(html).toContain("Immune to Mental");
  });

  test("an item named by an attacker is escaped", () => {
    const item = xssItem("armor", { description: "", trauma: { spread: [10], equipped: true } });
    const html = renderItem(item, "armor", { armor: worded(armorSheetView({ spread: [10], equipped: true }, null)) }, true);
    expect(html).not.toContain("<img src=x");
    checkOutput(html);
  });
});

function systemSources(dir = join(import.meta.dirname, "../../src/system")): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? systemSources(full) : full.endsWith(".ts") ? [full] : [];
  });
}
