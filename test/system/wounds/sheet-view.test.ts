// The wounds actor sheet's pure view-model, its edits and the weapon damage parser, read from the
// compendium's Red and Bandit Chief.
import { describe, expect, test } from "vitest";
import { parseDamageText } from "../../../src/system/wounds/apps/damage-text";
import { clampSubmittedWounds, woundsAfterClick } from "../../../src/system/wounds/apps/edits";
import { dieLabel, weaponDamage, woundsActorSheetView } from "../../../src/view/wounds/sheet-view";
import { formatText } from "../../../src/view/i18n";
import { lang } from "../../support/examples";
import { bandit, chief, red, sheetInput } from "./fixtures";

describe("the wounds actor sheet view", () => {
  test("Red, unhurt: Toughness 5 (the seed's), three empty Wound boxes, Pace 6, attributes first in their order", () => {
    const view = woundsActorSheetView(sheetInput(red));
    expect(view.derived).toMatchObject({ toughness: 5, armor: 0, pace: 6 });
    expect(view.track).toMatchObject({ wounds: 0, capacity: 3, penalty: "0", bennies: 3, shaken: false });
    expect(view.track.boxes.map((b) => b.filled)).toEqual([false, false, false]);
    expect(view.attributes.map((a) => a.key)).toEqual(["agility", "smarts", "spirit", "strength", "vigor"]);
    expect(view.skills.map((s) => s.key)).toEqual(["athletics", "fighting", "intimidation", "notice", "shooting"]);
    expect(view.weapons.map((w) => [w.name, w.damage, w.ap])).toEqual([
      ["Broadsword", "Str+d8", 0],
      ["Short Blade", "Str+d4", 0],
    ]);
    expect(formatText(lang(), view.header.kind)).toBe("Wild Card");
  });

  test("two Wounds and Shaken: −2 on the sheet, Pace 4, and the badges say so", () => {
    const view = woundsActorSheetView(sheetInput(red, { wounds: 2, shaken: true }));
    expect(view.track.penalty).toBe("−2");
    expect(view.derived.pace).toBe(4);
    expect(view.track.boxes.map((b) => b.filled)).toEqual([true, true, false]);
    expect(view.header.badges.map((b) => b.key)).toEqual(["shaken"]);
  });

  test("ending Shaken with a Benny is offered while Shaken, alive and able to pay: its own Benny, else the GM's pool", () => {
    expect(woundsActorSheetView(sheetInput(red, { shaken: true, bennies: 1 })).track.canUnshake).toBe(true);
    expect(woundsActorSheetView(sheetInput(red, { shaken: false, bennies: 1 })).track.canUnshake).toBe(false);
    expect(woundsActorSheetView(sheetInput(red, { shaken: true, bennies: 0 })).track.canUnshake).toBe(false);
    expect(woundsActorSheetView(sheetInput(red, { shaken: true, bennies: 0 }), 2).track.canUnshake).toBe(true);
    expect(woundsActorSheetView(sheetInput(red, { shaken: true, bennies: 1, dead: true }), 2).track.canUnshake).toBe(false);
  });

  test("an injury that lowers Vigor shows the die it rolls now beside the stored one, and Toughness follows", () => {
    const injury = { roll2d6: 7, subRoll: null, location: "guts", side: null, effect: "vigorDown", duration: "untilHealed", hoursLeft: null };
    const view = woundsActorSheetView(sheetInput(red, { wounds: 3, incapacitated: true, injuries: [injury] }));
    const vigor = view.attributes.find((a) => a.key === "vigor")!;
    expect([vigor.die, vigor.lowered]).toEqual(["d6", "d4"]);
    expect(view.derived.toughness).toBe(4);
    expect(formatText(lang(), view.injuries[0]!.text)).toBe("Guts: Battered: Vigor one die type lower, until every Wound is healed.");
  });

  test("the Bandit Chief wears a mail shirt: +2 armor in Toughness 8; an Extra has no boxes", () => {
    expect(woundsActorSheetView(sheetInput(chief)).derived).toMatchObject({ toughness: 8, armor: 2 });
    expect(woundsActorSheetView(sheetInput(chief)).armor.map((a) => [a.name, a.rating, a.equipped])).toEqual([["Mail Shirt", 2, true]]);
    const extra = woundsActorSheetView(sheetInput(bandit));
    expect([extra.track.capacity, extra.track.boxes.length, extra.isWildCard]).toEqual([0, 0, false]);
  });

  test("data the core refuses shows the kind's defaults instead of throwing", () => {
    const view = woundsActorSheetView(sheetInput(red, { wounds: 9 }));
    expect(view.track.wounds).toBe(0);
  });

  test("dice read as people write them", () => {
    expect([dieLabel({ sides: 8, mod: 0 }), dieLabel({ sides: 12, mod: 2 })]).toEqual(["d8", "d12+2"]);
    expect(weaponDamage({ wounds: { damage: { strength: false, dice: [{ sides: 6 }, { sides: 6 }], flat: -1 } } })).toBe("d6+d6−1");
  });
});

describe("sheet edits", () => {
  test("a Wound box sets the Wounds up to it; the last filled one clicked again empties it", () => {
    expect(woundsAfterClick(0, 1)).toBe(2);
    expect(woundsAfterClick(2, 1)).toBe(1);
    expect(woundsAfterClick(2, 0)).toBe(1);
    expect(woundsAfterClick(1, 2)).toBe(3);
  });

  test("lowering the capacity lowers the Wounds with it", () => {
    const edit: Record<string, unknown> = { woundCapacity: 1 };
    clampSubmittedWounds(edit, { wounds: 3, woundCapacity: 3 });
    expect(edit).toEqual({ woundCapacity: 1, wounds: 1 });
    const untouched: Record<string, unknown> = { bennies: 2 };
    clampSubmittedWounds(untouched, { wounds: 1, woundCapacity: 3 });
    expect(untouched).toEqual({ bennies: 2 });
  });
});

describe("weapon damage as typed", () => {
  test.each([
    ["Str+d6", { strength: true, dice: [{ sides: 6 }], flat: 0 }],
    ["2d6+1", { strength: false, dice: [{ sides: 6 }, { sides: 6 }], flat: 1 }],
    ["d8 + d6 − 1", { strength: false, dice: [{ sides: 8 }, { sides: 6 }], flat: -1 }],
    ["STR+D12", { strength: true, dice: [{ sides: 12 }], flat: 0 }],
  ])("%s", (typed, damage) => {
    expect(parseDamageText(typed)).toEqual({ damage });
  });

  test.each(["", "Str+Str", "d7", "11d6", "fists", "-d6", "+3", "Str+d6+999"])("%j is refused with a reason", (typed) => {
    const parsed = parseDamageText(typed);
    expect("error" in parsed && formatText(lang(), { key: parsed.error }) !== parsed.error).toBe(true);
  });

  test("what the sheet shows parses back to the same damage", () => {
    for (const system of [{ wounds: { damage: { strength: true, dice: [{ sides: 8 }], flat: 2 } } }, { wounds: { damage: { strength: false, dice: [{ sides: 6 }, { sides: 6 }], flat: -1 } } }]) {
      expect(parseDamageText(weaponDamage(system))).toEqual({ damage: system.wounds.damage });
    }
  });
});
