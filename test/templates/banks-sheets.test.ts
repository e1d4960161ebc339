/**
 * The banks sheets rendered from the real templates with the real Handlebars (strict), from
 * the compendium's Ines Caldera and Hornet Sentry Drone: every key resolved, markup balanced,
 * every control named, the numbers the view-model computed where the player reads them, and
 * names an attacker chose printed as text.
 */
import { describe, expect, test } from "vitest";
import { banksActorFromSource, banksArmorFromSource, banksWeaponFromSource } from "../../src/core/banks";
import { banksActorSheetView, type BanksSheetInput } from "../../src/view/banks/sheet/actor-sheet";
import { banksArmorSheetView, banksWeaponSheetView } from "../../src/view/banks/sheet/item-sheet";
import { XSS, combatAgainst, hornet, ines, packItem, sheetInput, withBanks, type PackActor } from "../view/banks/sheet/fixtures";
import { allElements, parseHtml, unnamedControls } from "./html";
import { createRenderer, worded } from "./render";

const render = createRenderer();
const T = "systems/fray/templates";

function checkOutput(html: string): void {
  expect(html).not.toMatch(/FRAY\.[A-Za-z]/);
  const root = parseHtml(html);
  expect(unnamedControls(root)).toEqual([]);
  expect(allElements(root).filter((e) => e.name === "img" && e.attrs["alt"] === undefined).map((e) => e.attrs["src"])).toEqual([]);
}

const TABS = ["combat", "attributes", "armor", "biography"];
const CHARACTER_PARTS = ["banks/actor/header", "common/parts/tabs", "banks/actor/combat", "banks/actor/attributes", "banks/actor/armor", "common/actor/biography"];
const NPC_PARTS = ["banks/actor/header", "banks/actor/npc-body"];

function context(actor: PackActor, opts: { editable: boolean; editMode: boolean }, over: Partial<BanksSheetInput> = {}) {
  const view = banksActorSheetView(sheetInput(actor, { editMode: opts.editMode && opts.editable, ...over }));
  const tabs = Object.fromEntries(
    TABS.map((id, i) => [id, { id, group: "primary", active: i === 0, cssClass: i === 0 ? "active" : "", icon: "fa-solid fa-circle", label: `FRAY.Banks.Sheet.Tab.${id}` }]),
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

function renderParts(actor: PackActor, parts: readonly string[], opts: { editable: boolean; editMode: boolean }, over: Partial<BanksSheetInput> = {}): string {
  const ctx = context(actor, opts, over);
  // `_preparePartContext`: a tab part gets its own tab as `tab`.
  const tabOf = (part: string) => ctx.tabs[TABS.find((t) => part.endsWith(t)) ?? ""] ?? null;
  return parts.map((p) => render(`${T}/${p}.hbs`, { ...ctx, tab: tabOf(p) })).join("\n");
}

const MODES = [
  { name: "owner, play mode", editable: true, editMode: false },
  { name: "owner, edit mode", editable: true, editMode: true },
  { name: "observer", editable: false, editMode: false },
];

const hostile = (): PackActor => {
  const actor = withBanks(ines(), { skills: { [XSS]: 2 }, attributes: { ...(ines().system.banks["attributes"] as object), extra: { [XSS]: 1 } }, teamId: XSS });
  actor.name = XSS;
  actor.items = actor.items.map((i) => ({ ...i, name: XSS }));
  return actor;
};

describe("banks character sheet (Ines Caldera)", () => {
  test.each(MODES)("renders every part, $name", (mode) => {
    checkOutput(renderParts(ines(), CHARACTER_PARTS, mode));
  });

  test("shows the boxes, the IP and the catalogue with today's prices", () => {
    const html = renderParts(withBanks(ines(), { ip: 3, stun: 2 }), CHARACTER_PARTS, { editable: true, editMode: false });
    expect(html).toContain('aria-label="Stun 2 of 6"');
    expect(html).toContain('aria-label="Physical 0 of 6"');
    const root = parseHtml(html);
    const boxes = allElements(root).filter((e) => e.attrs["data-action"] === "setBank");
    expect(boxes).toHaveLength(12);
    expect(boxes.find((b) => b.attrs["data-bank"] === "stun" && b.attrs["data-value"] === "1")?.attrs["aria-pressed"]).toBe("true");
    expect(html).toContain('aria-label="Declare Strike for 2 IP"');
    const stabilize = allElements(root).find((e) => e.attrs["data-name"] === "stabilize");
    expect(stabilize?.attrs["disabled"]).toBe("");
    expect(html).toContain('data-tooltip="Costs 6 IP; 3 available."');
    expect(html).toContain('aria-label="Attack with Needle Pistol"');
    expect(html).toContain("3P");
    // No combat: no Interrupt section.
    expect(html).not.toContain('data-action="interrupt"');
  });

  test("the Interrupt section appears while another combatant acts and the rules allow it", () => {
    const html = renderParts(withBanks(ines(), { ip: 3 }), ["banks/actor/combat"], { editable: true, editMode: false }, { combat: combatAgainst(hornet()) });
    expect(html).toContain('aria-label="Interrupt Hornet Sentry Drone with Fire Simple Weapon for 1 IP"');
    expect(html).not.toContain('data-name="walk" aria-label="Interrupt');
  });

  test("edit mode has inputs named for the form", () => {
    const html = renderParts(ines(), CHARACTER_PARTS, { editable: true, editMode: true });
    expect(html).toContain('name="system.banks.attributes.AGI" value="4"');
    expect(html).toContain('name="system.banks.skills.Ranged Combat" value="3"');
    expect(html).toContain('name="system.banks.armor.all"');
    expect(html).toContain('name="system.banks.ip"');
    expect(html).toContain('name="system.banks.kind"');
  });

  test("observers see no buttons", () => {
    const html = renderParts(ines(), CHARACTER_PARTS, { editable: false, editMode: false });
    expect(html).not.toContain('data-action="setBank"');
    expect(html).not.toContain('data-action="declare"');
    expect(html).not.toContain('data-action="banksAttack"');
  });

  test("names an attacker chose are escaped everywhere", () => {
    for (const mode of MODES) {
      const html = renderParts(hostile(), CHARACTER_PARTS, mode);
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
      checkOutput(html);
    }
  });
});

describe("banks NPC sheet (Hornet Sentry Drone)", () => {
  test.each(MODES)("renders header and body, $name", (mode) => {
    checkOutput(renderParts(hornet(), NPC_PARTS, mode));
  });

  test("a machine core: Physical boxes only, IP as replenish / max, destroyed as its state", () => {
    const html = renderParts(hornet(), NPC_PARTS, { editable: true, editMode: false });
    expect(html).not.toContain('data-bank="stun"');
    expect(html).toContain("Physical 0 of");
    expect(html).toContain("(replenishes 2 a round, up to 4)");
    expect(html).toContain('name="system.banks.destroyed"');
    expect(html).not.toContain('name="system.banks.unconscious"');
    const edit = renderParts(hornet(), NPC_PARTS, { editable: true, editMode: true });
    expect(edit).toContain('name="system.banks.ipReplenish" value="2"');
  });
});

describe("banks item sheets", () => {
  const item = (path: string) => packItem(path);
  const itemContext = (doc: ReturnType<typeof item>, editable: boolean, banks: object) => ({
    document: { uuid: `Item.${doc._id}`, name: doc.name, img: doc.img },
    editable,
    rootId: `fray-item-${doc._id}`,
    typeLabel: doc.type,
    description: { source: "", enriched: "" },
    banks,
  });

  test.each([true, false])("weapon (editable %s): code, splash, numbers", (editable) => {
    const doc = item("packs/banks/banks-weapons/fragmentation-grenade.json");
    const weapon = worded(banksWeaponSheetView(banksWeaponFromSource(doc), null));
    const html = render(`${T}/banks/item/weapon.hbs`, itemContext(doc, editable, { weapon })) + render(`${T}/common/item/header.hbs`, itemContext(doc, editable, { weapon }));
    checkOutput(html);
    expect(html).toContain('name="codeText" value="6X"');
    expect(html).toContain('name="splashText" value="3X"');
    expect(html).toContain("6 Explosive");
  });

  test("a code that did not parse is shown back with the reason", () => {
    const doc = item("packs/banks/banks-weapons/slug-pistol.json");
    const draft = { field: "code" as const, text: "6Q", error: { key: "FRAY.Banks.Sheet.Code.Invalid", data: { input: "6Q", letters: "I P C A F R H X E S" } } };
    const html = render(`${T}/banks/item/weapon.hbs`, itemContext(doc, true, { weapon: worded(banksWeaponSheetView(banksWeaponFromSource(doc), draft)) }));
    checkOutput(html);
    expect(html).toContain('value="6Q"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("is not a damage code");
  });

  test.each([true, false])("armor (editable %s): a rating per letter", (editable) => {
    const doc = item("packs/banks/banks-armor/ballistic-plate-vest.json");
    const armor = worded(banksArmorSheetView(banksArmorFromSource(doc), true));
    const html = render(`${T}/banks/item/armor.hbs`, itemContext(doc, editable, { armor }));
    checkOutput(html);
    expect(html).toContain('name="system.banks.ratings.P" value="4"');
    expect(html).toContain('name="system.banks.ratings.all" value="1"');
    expect(html).toContain('name="system.banks.ratings.E" value=""');
  });
});

test("the fixtures read as the core reads them", () => {
  expect(banksActorFromSource({ type: "npc", system: hornet().system, items: [] }).ipMax).toBe(4);
});
