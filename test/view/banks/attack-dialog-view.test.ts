import { describe, expect, test } from "vitest";
import type { BanksActor, BanksWeapon } from "../../../src/core/banks";
import { type LangDictionary, type Text, formatText } from "../../../src/view/i18n";
import { attackActionsFor, settleAction } from "../../../src/view/banks/attack-actions";
import { type AttackDialogInput, type AttackDialogState, attackDialogView, defaultAttackState } from "../../../src/view/banks/attack-dialog-view";
import { banksActorFromDocument, banksWeaponFromItem } from "../../../src/core/banks/scenario";
import { readSourceDocument } from "../../../src/core/encounter";
import { lang, readJson } from "../../support/examples";

const en: LangDictionary = lang();
const word = (t: Text | null): string => (t === null ? "" : formatText(en, t));

const doc = (path: string) => readSourceDocument(readJson(path), path);
const actor = (file: string): BanksActor => banksActorFromDocument(doc(`packs/banks/banks-characters/${file}.json`), file);
const weapon = (file: string): BanksWeapon => banksWeaponFromItem(doc(`packs/banks/banks-weapons/${file}.json`), file);

const tomas = actor("tomas-reyk");
const ines = actor("ines-caldera");
const carbine = weapon("spacer-carbine");

function input(state: Partial<AttackDialogState> = {}, over: Partial<AttackDialogInput> = {}): AttackDialogInput {
  return {
    attackerName: "Tomas Reyk",
    weaponName: "Spacer Carbine",
    attacker: tomas,
    weapon: carbine,
    state: { ...defaultAttackState(tomas, carbine), ...state },
    targets: [{ name: "Ines Caldera", snapshot: { state: ines, reach: 2 } }],
    cost: 1,
    ...over,
  };
}

describe("which attacks a weapon allows", () => {
  test("a gun fires (burst as far as its auto allows), a Reach weapon strikes, a Thrown one is thrown", () => {
    expect(attackActionsFor(carbine)).toEqual(["fireSimpleWeapon", "quickDrawFire", "burstFire"]);
    expect(attackActionsFor({ ...carbine, auto: 8 })).toEqual(["fireSimpleWeapon", "quickDrawFire", "burstFire", "fullAutoFire"]);
    expect(attackActionsFor(weapon("boarding-axe"))).toEqual(["meleeWeaponAttack"]);
    expect(attackActionsFor(weapon("fragmentation-grenade"))).toEqual(["throwObject", "hurl"]);
  });

  test("bullets pick the firing action (core autoFireAction); a new action keeps the bullets it fires", () => {
    expect(settleAction(carbine, "fireSimpleWeapon", 3, "bullets")).toEqual({ action: "burstFire", bullets: 3 });
    expect(settleAction(carbine, "burstFire", 1, "bullets")).toEqual({ action: "fireSimpleWeapon", bullets: 1 });
    expect(settleAction(carbine, "burstFire", 1, "action")).toEqual({ action: "burstFire", bullets: 2 });
    expect(settleAction(carbine, "burstFire", 9, "bullets")).toEqual({ action: "burstFire", bullets: 3 });
    expect(settleAction(carbine, "quickDrawFire", 3, "action")).toEqual({ action: "quickDrawFire", bullets: 1 });
    expect(settleAction(carbine, "hurl", 1, null)).toEqual({ action: "fireSimpleWeapon", bullets: 1 });
  });

  test("the dialog opens on the weapon's first action, AGI and the skill its kind of attack suggests", () => {
    expect(defaultAttackState(tomas, carbine)).toEqual({ action: "fireSimpleWeapon", bullets: 1, attribute: "AGI", skill: "Ranged Combat", bonus: 0 });
    expect(defaultAttackState(tomas, weapon("shock-baton"))).toMatchObject({ action: "meleeWeaponAttack", skill: "Melee Combat" });
    expect(defaultAttackState(ines, weapon("fragmentation-grenade"))).toMatchObject({ action: "throwObject", skill: "Athletics" });
    expect(defaultAttackState(ines, weapon("boarding-axe")).skill).toBeNull();
  });
});

describe("banks attack dialog view", () => {
  test("Tomas's carbine at Ines: AGI 4 + Ranged Combat 4 + 1 design = 9 dice; threshold 1, then 5, 9, 13 per IP bid", () => {
    const v = attackDialogView(input());
    expect(word(v.pool?.line ?? null)).toBe("Pool AGI 4 + Ranged Combat 4 + 1 (design) = 9 dice, Glitch Risk 0.");
    expect(word(v.cost)).toBe("Costs 1 IP now (you have 0).");
    const t = v.targets[0];
    expect(t?.threshold).toBe(1);
    // 1 − (2/3)^9 = 19171/19683; a critical 1 − (5/6)^9.
    expect(t?.odds).toEqual({ success: "97.4%", critical: "80.6%", glitch: expect.stringMatching(/%$/) });
    expect(t?.bids.map((b) => [b.bid, b.threshold])).toEqual([
      [1, 5],
      [2, 9],
      [3, 13],
    ]);
    expect(word(t?.bids[0]?.label ?? null)).toBe(`Bid 1 IP: threshold 5, ${t?.bids[0]?.success ?? ""} to hit`);
    expect(t?.bids[2]?.success).toBe("0.0%");
    expect(v.request).toEqual({ action: "fireSimpleWeapon", bullets: 1, pool: { attribute: "AGI", skill: "Ranged Combat", bonus: 0 } });
  });

  test("a 3-bullet burst lowers every threshold by 2 and costs 2 IP, doubled as a Blitz", () => {
    const v = attackDialogView(input({ action: "burstFire", bullets: 3 }));
    expect(v.targets[0]?.bids.map((b) => b.threshold)).toEqual([3, 7, 11]);
    expect(v.bullets).toMatchObject({ show: true, min: 1, max: 3 });
    expect(word(v.actionOptions.find((o) => o.value === "burstFire")?.label ?? null)).toBe("Burst Fire (2–3 bullets)");
    expect(word(v.cost)).toBe("Costs 2 IP now (you have 0).");
    const blitz = attackDialogView(input({ action: "burstFire", bullets: 3 }, { attacker: { ...tomas, turn: { ...tomas.turn, blitzCount: 1 } } }));
    expect(word(blitz.cost)).toBe("Costs 4 IP now as a Blitz, ×2 (you have 0).");
    expect(word(attackDialogView(input({}, { cost: null })).cost)).toBe("Not in a combat: no IP.");
  });

  test("Quick Draw & Fire adds 2 Glitch Risk; a bonus adds dice; bad bonuses give no request", () => {
    expect(attackDialogView(input({ action: "quickDrawFire", bonus: -2 })).pool).toMatchObject({ size: 7, gr: 2 });
    const half = attackDialogView(input({ bonus: 1.5 }));
    expect(half.request).toBeNull();
    expect(word(half.error)).toBe("Bonus dice must be a whole number.");
    expect(word(attackDialogView(input({ bonus: 21 })).error)).toBe("Bonus dice must be between −20 and +20.");
  });

  test("an unconscious target cannot dodge; no target is said plainly; a skill the actor lacks is dropped", () => {
    const v = attackDialogView(input({ skill: "Piloting" }, { targets: [{ name: "Ines", snapshot: { state: { ...ines, unconscious: true }, reach: 0 } }] }));
    expect(v.state.skill).toBeNull();
    expect(v.targets[0]?.bids).toEqual([]);
    expect(word(v.targets[0]?.note ?? null)).toBe("Ines cannot dodge.");
    expect(word(attackDialogView(input({}, { targets: [] })).noTargets)).toBe("No target selected: the roll will stand on its own.");
  });

  test("options: attributes with their ratings, skills and No skill, the chosen one selected", () => {
    const v = attackDialogView(input());
    expect(v.attributeOptions.map((o) => [o.value, word(o.label), o.selected])).toContainEqual(["AGI", "AGI (4)", true]);
    expect(v.skillOptions.map((o) => o.value)).toEqual(["", "Ranged Combat", "Melee Combat", "Leadership", "Athletics"]);
    expect(v.skillOptions.find((o) => o.selected)?.value).toBe("Ranged Combat");
  });
});
