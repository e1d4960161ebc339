import { describe, expect, test } from "vitest";
import { slotsRuleset } from "../../../src/core/slots";
import { slotsSheetView } from "../../../src/view/slots/sheet-view";
import { pipValue } from "../../../src/system/slots/apps/pip-value";
import { multipliersText, parseMultipliers } from "../../../src/view/slots/multipliers-text";
import { slotsItemSheetView } from "../../../src/view/slots/item-sheet-view";
import { defaultSlotsItem } from "../../../src/core/slots/item";

const seraphine = { ...slotsRuleset.actor.defaults({ kind: "character" }), strength: 18, vitality: 6, hp: 200, bleed: 3, stress: { physical: 2, mental: 0, vocal: 10 }, weakness: { freezing: 2 } };

describe("the slots actor sheet view", () => {
  test("HP with its max, the three Stress tracks as pips, the counters and the abilities", () => {
    const gladius = { id: "g", name: "Gladius", img: null, type: "weapon", system: { slots: { ...defaultSlotsItem(), cost: "2AS|3RS|4FP", damage: { die: 8, potency: true, flat: 0 }, types: ["cutting"], reservedAllowed: true } } };
    const view = slotsSheetView({ name: "Seraphine", img: null, type: "character", system: { slots: seraphine }, items: [gladius], editMode: false });
    expect(view.hp).toEqual({ value: 200, max: 222, percent: 90 });
    expect(view.tracks.map((t) => [t.key, t.value, t.pips.filter((p) => p.filled).length])).toEqual([["physical", 2, 2], ["mental", 0, 0], ["vocal", 10, 10]]);
    expect(view.counters.map((c) => [c.key, c.value])).toEqual([["bleed", 3], ["hemorrhage", 0], ["stunDebt", 0]]);
    expect(view.header.badges.map((b) => b.key)).toEqual(["bleeding"]);
    expect(view.abilities).toEqual([expect.objectContaining({ name: "Gladius", price: "2AS|3RS|4FP", damage: "(v:8&Potency)", reserved: true, problem: null })]);
    expect(view.problem).toBeNull();
  });

  test("a dismembered limb bleeding out offers its treatment; a treated one, or a dead actor, does not", () => {
    const lost = { kind: "dismemberment", part: "arm", side: "left", bleedOut: { startRound: 1, rounds: 24 } };
    const view = (maims: unknown[], dead = false) => slotsSheetView({ name: "S", img: null, type: "character", system: { slots: { ...seraphine, dead, maims } }, items: [], editMode: false });
    expect(view([lost]).bleedingOut).toBe(true);
    expect(view([{ ...lost, bleedOut: null }]).bleedingOut).toBe(false);
    expect(view([lost], true).bleedingOut).toBe(false);
  });

  test("an actor the rules refuse is drawn as stored, with the reason", () => {
    const view = slotsSheetView({ name: "X", img: null, type: "npc", system: { slots: { ...seraphine, hp: 999 } }, items: [], editMode: true });
    expect(view.problem).toMatch(/hp/);
    expect(view.hp.value).toBe(999);
  });

  test("an ability whose price does not parse says so instead of its numbers", () => {
    const bad = { id: "b", name: "Bad", img: null, type: "weapon", system: { slots: { ...defaultSlotsItem(), cost: "3XS" } } };
    const view = slotsSheetView({ name: "S", img: null, type: "character", system: { slots: seraphine }, items: [bad], editMode: false });
    expect(view.abilities[0]!.problem).toMatch(/price/);
  });
});

describe("sheet edits", () => {
  test("clicking a Stress pip sets the track; clicking the last filled pip empties it", () => {
    expect(pipValue(2, 5)).toBe(5);
    expect(pipValue(5, 5)).toBe(4);
    expect(pipValue(0, 1)).toBe(1);
    expect(pipValue(1, 1)).toBe(0);
  });

  test("weakness and resistance read back from one line of text, unreadable parts dropped", () => {
    expect(parseMultipliers("freezing ×2, divine x3, scorching:4")).toEqual({ freezing: 2, divine: 3, scorching: 4 });
    expect(parseMultipliers("__proto__ 2, fire 11, , a.b 2")).toEqual({});
    expect(multipliersText({ freezing: 2, divine: 3 })).toBe("freezing ×2, divine ×3");
  });

  test("the item sheet reads a price the way the rules do, and shows a bad one back with its reason", () => {
    expect(slotsItemSheetView({ ...defaultSlotsItem(), cost: "3AS" }, null).cost).toEqual({ typed: "3AS", reads: "3AS|6RS|12FP", error: null });
    expect(slotsItemSheetView(defaultSlotsItem(), { text: "3XS", error: "nope" }).cost).toEqual({ typed: "3XS", reads: "1AS|2RS|4FP", error: "nope" });
  });

  test("the item's chips name every effect a hit leaves, its Erosion and its area", async () => {
    const { formatText } = await import("../../../src/view/i18n");
    const { en } = await import("../../templates/render");
    const onHit = { ...defaultSlotsItem().onHit, exsanguinate: true, agony: true, slow: { fraction: "1/4" as const, rounds: 3 }, frostbite: true };
    const view = slotsItemSheetView({ ...defaultSlotsItem(), onHit, erosion: 3, aoe: "engulf" }, null);
    expect(view.summary.map((t) => formatText(en, t))).toEqual(["Exsanguination", "Agony", "Slowed by ¼ for 3 Full Rounds", "Frostbite", "Erosion ×3", "Engulf"]);
    expect(slotsItemSheetView(defaultSlotsItem(), null).summary).toEqual([]);
  });
});

describe("the slots sheet templates", () => {
  test("the actor body escapes names and draws one pip button per Stress point", async () => {
    const { createRenderer, worded } = await import("../../templates/render");
    const bad = { id: "x", name: "<script>x</script>", img: null, type: "weapon", system: { slots: defaultSlotsItem() } };
    const view = slotsSheetView({ name: "<b>S</b>", img: null, type: "character", system: { slots: seraphine }, items: [bad], editMode: false });
    const html = createRenderer()("systems/fray/templates/slots/actor/body.hbs", { view: worded(view), editable: true, biography: { source: "", enriched: "" }, rootId: "r", document: { uuid: "Actor.s" }, weaknessText: "", resistanceText: "" });
    expect(html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(html).not.toContain("<script>x");
    expect(html.match(/data-action="setStress"/g)).toHaveLength(30);
    expect(html).toContain('data-action="useItem"');
  });
});
