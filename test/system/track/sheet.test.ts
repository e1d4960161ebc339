/**
 * The track sheet and cards rendered from the real templates with the real Handlebars (strict),
 * from the compendium's Mara Okafor: ten monitor buttons with spoken labels, what a click makes of
 * each, the penalty beside them, and names an attacker chose printed as text.
 */
import { describe, expect, test } from "vitest";
import { type TrackActor, applyWound, cycleBox, trackActorFromSource } from "../../../src/core/track";
import { trackSheetView } from "../../../src/view/track/sheet-view";
import { rollCardView, soakCardView } from "../../../src/view/track/card-views";
import { finalTestCardView, healingCardView } from "../../../src/view/track/final-test-views";
import type { TrackAttackCard } from "../../../src/view/track/card-messages";
import { readJson } from "../../support/examples";
import { allElements, parseHtml, unnamedControls } from "../../templates/html";
import { createRenderer, worded } from "../../templates/render";

const render = createRenderer();
const T = "systems/fray/templates/track";
const XSS = `<img src=x onerror="alert(1)">`;

type PackDoc = { _id: string; name: string; type: string; img: string; system: Record<string, unknown> & { biography: string; track: Record<string, unknown> }; items: { _id: string; name: string; type: string; img: string; system: Record<string, unknown> }[] };
const mara = readJson<PackDoc>("packs/track/track-characters/mara-okafor.json");
const stateOf = (doc: PackDoc): TrackActor => trackActorFromSource({ type: doc.type, system: doc.system, items: doc.items }, doc.name);

function sheetHtml(doc: PackDoc, state: TrackActor | null, opts: { editable: boolean; editMode: boolean }): string {
  const view = trackSheetView({
    name: doc.name,
    img: doc.img,
    type: doc.type === "npc" ? "npc" : "character",
    state,
    stored: { ...doc.system.track, ...(state ?? {}) },
    items: doc.items.map((i) => ({ id: i._id, name: i.name, img: i.img, type: i.type, system: i.system })),
    editMode: opts.editMode,
  });
  const context = { view: worded(view), editable: opts.editable, document: { uuid: `Actor.${doc._id}` }, biography: { source: doc.system.biography, enriched: doc.system.biography }, rootId: `s-${doc._id}` };
  return render(`${T}/actor/header.hbs`, context) + render(`${T}/actor/body.hbs`, context);
}

function checked(html: string) {
  expect(html).not.toMatch(/FRAY\.[A-Za-z]/);
  const root = parseHtml(html);
  expect(unnamedControls(root)).toEqual([]);
  return allElements(root);
}

describe("the track actor sheet", () => {
  test.each([
    [true, false],
    [true, true],
    [false, false],
  ])("renders in every mode (editable %s, edit mode %s) with every control named", (editable, editMode) => {
    checked(sheetHtml(mara, stateOf(mara), { editable, editMode }));
  });

  test("the monitor is ten buttons, each saying what it holds and what a click makes of it; the penalty is beside them", () => {
    const hurt = { ...stateOf(mara), ...applyWound(stateOf(mara), { wound: "serious", damageType: "lethal" }).patch } as TrackActor;
    const withNormal = { ...hurt, ...cycleBox(hurt, 7).result };
    const boxes = checked(sheetHtml(mara, withNormal, { editable: true, editMode: false })).filter((e) => e.attrs["data-action"] === "trackCycleBox");
    expect(boxes.map((b) => b.attrs["data-box"])).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(boxes[0]!.attrs["aria-label"]).toBe("Box 1: Lethal (X). Click to mark it Aggravated");
    expect(boxes[6]!.attrs["aria-label"]).toBe("Box 7: Normal (/). Click to mark it Lethal (X)");
    expect(boxes[7]!.attrs["aria-label"]).toBe("Box 8: empty. Click to mark it Normal (/)");
    const html = sheetHtml(mara, withNormal, { editable: true, editMode: false });
    // Seven boxes with a `/`, Willpower 3: −6.
    expect(html).toContain("Wound penalty −6 to actions");
  });

  test("a player who may only look sees the boxes but cannot click them", () => {
    const boxes = checked(sheetHtml(mara, stateOf(mara), { editable: false, editMode: false })).filter((e) => e.attrs["data-action"] === "trackCycleBox");
    expect(boxes.every((b) => "disabled" in b.attrs)).toBe(true);
  });

  test("Dying, Incapacitated and the Death Threshold show beside the monitor", () => {
    const dying = { ...stateOf(mara), ...applyWound(stateOf(mara), { wound: "terminal", damageType: "lethal" }).patch } as TrackActor;
    const html = sheetHtml(mara, dying, { editable: true, editMode: false });
    expect(html).toContain("Incapacitated");
    expect(html).toContain("Dying: 5:00 left");
  });

  test("an actor the rules cannot read still renders (the base sheet shows why)", () => {
    checked(sheetHtml(mara, null, { editable: true, editMode: true }));
  });

  test("names and items an attacker chose are printed as text", () => {
    const evil = { ...mara, name: XSS, items: mara.items.map((i) => ({ ...i, name: XSS })) };
    const html = sheetHtml(evil, stateOf(mara), { editable: true, editMode: true });
    expect(html).not.toContain("<img src=x");
  });
});

describe("the track chat cards", () => {
  const card: TrackAttackCard = {
    attackerUuid: "Actor.g",
    attacker: XSS,
    weapon: "Heavy Pistol",
    targetUuid: "Actor.m",
    target: "Mara",
    pool: 8,
    penalty: 2,
    dice: [6, 5, 5, 3, 2, 2, 1, 1],
    hits: 3,
    threshold: 1,
    success: true,
    netHits: 2,
    damage: 7,
    damageType: "lethal",
    category: "ballistics",
    extraDice: 0,
  };

  test("the attack card names whom the soak waits for, and shows Soak only to that person", () => {
    const forSoaker = render(`${T}/chat/attack.hbs`, { view: worded(rollCardView(card, { soaker: "Player One", soaked: false, canSoak: true })), messageId: "a1" });
    expect(forSoaker).toContain("Waiting for Player One to soak for Mara.");
    expect(checked(forSoaker).some((e) => e.attrs["data-action"] === "fray-track-soak")).toBe(true);
    const forOthers = render(`${T}/chat/attack.hbs`, { view: worded(rollCardView(card, { soaker: "Player One", soaked: false, canSoak: false })), messageId: "a1" });
    expect(checked(forOthers).some((e) => e.attrs["data-action"] === "fray-track-soak")).toBe(false);
    expect(forSoaker).not.toContain("<img src=x");
    expect(forSoaker).toContain("Damage 7 (net hits +2), Lethal.");
  });

  test("the soak card shows the wound's name, boxes, the new monitor, the penalty and Dying", () => {
    const record = {
      kind: "attack" as const,
      attacker: "Ganger",
      weapon: "Heavy Pistol",
      roll: null,
      damage: 9,
      damageType: "lethal",
      soak: { poolSize: 9, boughtHits: 0, dice: [5, 5, 4, 3, 3, 2, 2, 1, 1], soakHits: 2 },
      netDamage: 7,
      wound: "terminal",
      boxes: 10,
      converted: false,
      countedTowardDeath: 0,
      target: { name: "Mara", slash: 10, back: 10, bar: 0, boxes: "XXXXXXXXXX", penalty: 9, incapacitated: true, dyingSeconds: 300, deathCount: 0, dead: false },
    };
    const html = render(`${T}/chat/soak.hbs`, {
      view: worded(soakCardView("Mara", { attackMessageId: "a1", boughtHits: 0, dice: [5, 5, 4, 3, 3, 2, 2, 1, 1], poolSize: 9, soakHits: 2 }, { record, undone: false })),
      can: { apply: false, undo: true },
      messageId: "s1",
    });
    checked(html);
    expect(html).toContain("Terminal wound (Lethal): boxes 10, Net Damage 7");
    expect(html).toContain("XXXXXXXXXX");
    expect(html).toContain("Wound penalty −9 to actions");
    expect(html).toContain("Mara is Dying: 5:00 left.");
    expect(html).toContain('data-action="fray-track-undo"');
  });

  test("the final Healing Test card asks its roller, and the roll shows what the GM made of it", () => {
    const owed = render(`${T}/chat/final-test.hbs`, { view: worded(finalTestCardView(XSS, { rolled: false, canRoll: true, roller: "Player One" })), messageId: "c1" });
    expect(owed).not.toContain("<img src=x");
    expect(owed).toContain("Waiting for Player One to roll it.");
    expect(checked(owed).some((e) => e.attrs["data-action"] === "fray-track-final-test")).toBe(true);
    const healed = render(`${T}/chat/healing.hbs`, { view: worded(healingCardView("Mara", [5, 6, 2], { hits: 2, dead: false, stabilized: false, secondsLeft: 3600 })), messageId: "h1" });
    checked(healed);
    expect(healed).toContain("Mara is Dying: 1:00:00 left.");
  });
});
