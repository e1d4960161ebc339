import { describe, expect, test } from "vitest";
import { attackOdds } from "../../../src/core/trauma";
import { text } from "../../../src/view/i18n";
import { type DrawDialogInput, drawDialogView } from "../../../src/view/trauma/draw-dialog";
import { perkRequests } from "../../../src/view/trauma/draw-dialog-perks";
import { PERK_HAND, ashmite, coreState, qulia, weaponNamed } from "./fixtures";

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
    targets: [{ name: "Ashmite", img: null, state: coreState(ashmite()) }],
    selections: {},
    difficulty: weapon.difficulty,
    canEditDifficulty: false,
    ...overrides,
  };
}

describe("the draw dialog (docs/rules/trauma.md §5.3, §5.12)", () => {
  test("T-1 set-up: Grimgrin difficulty 7, Correl 2 → draw 4 against 5", () => {
    const view = drawDialogView(input());
    expect(view.difficulty).toEqual({ value: 7, weapon: 7, editable: false, changed: false });
    expect(view.lobe).toEqual(text("FRAY.Trauma.Dialog.Draw.Lobe", { lobe: text("FRAY.Trauma.Lobe.correl"), score: 2 }));
    expect(view.targetDifficulty).toBe(5);
    expect(view.draw).toEqual(text("FRAY.Trauma.Dialog.Draw.Cards", { ability: text("FRAY.Trauma.Ability.operate"), cards: 4 }));
    expect(view.weapon).toMatchObject({ type: "Biotic", family: "Molecular", spread: "100% → 60%", condition: "Paralysis" });
    expect(view.canDraw).toBe(true);
  });

  test("without perks, the odds against the Ashmite are core attackOdds exactly", () => {
    const view = drawDialogView(input());
    const { weapon } = weaponNamed(qulia(), "Grimgrin Paralyzer 272");
    const odds = attackOdds({ attacker: coreState(qulia()), target: coreState(ashmite()), weapon, usePerks: false });
    expect(view.odds?.success).toBe(odds.success.toPercent(1));
    expect(view.odds?.success).toBe("91.1%");
    expect(view.odds?.expected).toBe((Math.round(odds.expectedFinalTrauma.toNumber() * 100) / 100).toFixed(2));
    expect(view.odds?.rows.map((r) => r.label.key)).toEqual(["FRAY.Trauma.Odds.Success", "FRAY.Trauma.Odds.Partial", "FRAY.Trauma.Odds.Miss"]);
    expect(view.odds?.resistance?.key).toBe("FRAY.Trauma.Odds.Resistance");
    expect(view.targetNote).toEqual(text("FRAY.Trauma.Dialog.Draw.OddsAgainst", { name: "Ashmite" }));
  });

  test("toggling the valued 8♣ makes success certain; the odds follow the toggle", () => {
    const view = drawDialogView(input({ selections: { [EIGHT.id]: { selected: true, target: "best" } } }));
    expect(view.odds?.success).toBe("100.0%");
    expect(view.perks.find((p) => p.id === EIGHT.id)?.selected).toBe(true);
    expect(view.request.perks).toEqual([{ cardId: EIGHT.id }]);
  });

  test("the face K♥ adds one to the highest card and offers its positions: drawn cards, then valued perks", () => {
    const selections = { [KING.id]: { selected: true, target: "best" as const }, [EIGHT.id]: { selected: true, target: "best" as const } };
    const view = drawDialogView(input({ selections }));
    const king = view.perks.find((p) => p.id === KING.id);
    expect(king?.positions?.map((o) => o.value)).toEqual(["best", "0", "1", "2", "3", "4"]);
    expect(king?.positions?.at(-1)?.label).toEqual(text("FRAY.Trauma.Dialog.Draw.Position.Valued", { card: "8♣" }));
    expect(view.perks.find((p) => p.id === EIGHT.id)?.positions).toBeNull();
    expect(view.notes).toEqual([]);
    const fixed = drawDialogView(input({ selections: { ...selections, [KING.id]: { selected: true, target: 4 } } }));
    expect(fixed.request.perks).toEqual([{ cardId: KING.id, targetIndex: 4 }, { cardId: EIGHT.id }]);
    expect(fixed.notes).toEqual([text("FRAY.Trauma.Dialog.Draw.FaceOddsNote")]);
  });

  test("a fixed position past the hand falls back to the highest card", () => {
    expect(perkRequests(PERK_HAND, { [KING.id]: { selected: true, target: 9 } }, 4)).toEqual([{ cardId: KING.id }]);
  });

  test("with no target: the draw's own odds, and a note explaining why there is no trauma", () => {
    const view = drawDialogView(input({ targets: [] }));
    expect(view.odds?.success).toBe("91.1%");
    expect(view.odds?.expected).toBeNull();
    expect(view.odds?.finalTrauma).toEqual([]);
    expect(view.targetNote).toEqual(text("FRAY.Trauma.Dialog.Draw.NoTarget"));
    // A hit also counts "short by 1" (60% on the spread), so it is at least the success chance.
    expect(Number.parseFloat(view.odds?.hit ?? "0")).toBeGreaterThanOrEqual(91.1);
  });

  test("the Narrator's difficulty replaces the weapon's; a target without rules data gets the draw-only odds", () => {
    const view = drawDialogView(input({ difficulty: 9, canEditDifficulty: true, targets: [{ name: "Statue", img: null, state: null }] }));
    expect(view.difficulty).toMatchObject({ value: 9, editable: true, changed: true });
    expect(view.targetDifficulty).toBe(7);
    expect(view.odds?.expected).toBeNull();
    expect(view.notes).toContainEqual(text("FRAY.Trauma.Dialog.Draw.TargetUnreadable", { name: "Statue" }));
    expect(view.request.difficulty).toBe(9);
  });

  test("a dead attacker or a broken weapon cannot draw, and the dialog says why", () => {
    const dead = coreState(qulia());
    const deadView = drawDialogView(input({ attacker: { ...dead, status: { unconscious: false, dead: true } } }));
    expect(deadView).toMatchObject({ canDraw: false, odds: null, error: text("FRAY.Trauma.Dialog.Draw.Dead", { name: "Qulia" }) });
    const broken = drawDialogView(input({ weapon: null }));
    expect(broken).toMatchObject({ canDraw: false, targetDifficulty: null, error: text("FRAY.Trauma.Dialog.Draw.InvalidWeapon", { name: "Grimgrin Paralyzer 272" }) });
  });

  test("an ability of 0 draws nothing: only valued perks count", () => {
    const state = coreState(qulia());
    const view = drawDialogView(input({ attacker: { ...state, abilities: { ...state.abilities, operate: 0 } } }));
    expect(view.odds?.success).toBe("0.0%");
    expect(view.notes).toContainEqual(text("FRAY.Trauma.Dialog.Draw.NoCards", { ability: text("FRAY.Trauma.Ability.operate") }));
  });
});
