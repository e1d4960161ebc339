// The (v:X) roll dialog and the Upkeep card view-models (src/view/slots).
import { describe, expect, test } from "vitest";
import { createRng } from "../../../src/core/random";
import { slotsRuleset } from "../../../src/core/slots";
import { defaultSlotsActor } from "../../../src/core/slots/state";
import { formatText, wordView } from "../../../src/view/i18n";
import { checkDialogView } from "../../../src/view/slots/check-dialog";
import { upkeepCardView } from "../../../src/view/slots/upkeep-card";
import { lang } from "../../support/examples";
import { defaultSlotsItem } from "../../../src/core/slots/item";
import { type SlotsAttackCard, validateSlotsAttackCard } from "../../../src/view/slots/attack-card";
import { attackCardView } from "../../../src/view/slots/attack-card-view";
import { treatCardView, validateTreatCard } from "../../../src/view/slots/treat-card";

const en = lang();
const word = <T>(v: T) => wordView(v, (t) => formatText(en, t));

describe("the (v:X) roll dialog", () => {
  test("a Mental Stress (v:20) + 2 check against 15: success 8/20, and Stress +1 at 1/20, 5/20 in Agony", () => {
    const plain = word(checkDialogView({ name: "Cato", sides: 20, bonus: 2, target: 15, stress: { track: "mental", agony: false } }));
    expect(plain.formula).toBe("(v:20) + 2");
    expect(plain.rows.map((r) => [r.label, r.fraction])).toEqual([
      ["Total 15 or more", "2/5"],
      ["Natural 20", "1/20"],
      ["Natural 1", "1/20"],
      ["Mental Stress +1", "1/20"],
    ]);
    const agony = word(checkDialogView({ name: "Cato", sides: 20, bonus: 0, stress: { track: "mental", agony: true } }));
    expect(agony.rows.at(-1)).toMatchObject({ fraction: "1/4", percent: "25.0%" });
  });
});

describe("the Upkeep card", () => {
  test("lists each actor's bleeding, hemorrhage and death from one policy Upkeep, skipping those untouched", () => {
    const state = (o: object) => defaultSlotsActor({ strength: 10, vitality: 10, ...o });
    const combatants = [
      { id: "a", actorId: "a", name: "Ilsa", isPlayer: true, defeated: false, initiative: null, state: state({ bleed: 5, hemorrhage: 1 }) },
      { id: "b", actorId: "b", name: "Bram", isPlayer: true, defeated: false, initiative: null, state: state({}) },
      { id: "c", actorId: "c", name: "Ghoul", isPlayer: false, defeated: false, initiative: null, state: state({ hp: 0, bleed: 2 }) },
    ];
    const step = slotsRuleset.combat.upkeep({ round: 3, turn: null, encounter: { cycle: [["a", "b"]], groupIndex: 0 }, combatants }, createRng(1));
    const card = word(upkeepCardView(3, step.events));
    expect(card.title).toBe("Upkeep after Full Round 3");
    expect(card.rows).toEqual([
      { name: "Ilsa", lines: ["Bleeding: 5 damage", "Hemorrhage: 3 damage", "162 HP left"], died: false },
      { name: "Ghoul", lines: ["Bleeding: 2 damage", "Dies"], died: true },
    ]);
    expect(word(upkeepCardView(4, [])).empty).toBe("Nothing bleeds, heals or runs out this Upkeep.");
  });
});

describe("the attack card of an Impact", () => {
  test("shows the maim chance, the (v:100) against it and the maim it inflicts", () => {
    const item = { ...defaultSlotsItem(), cost: "3AS", types: ["striking"], aoe: "impact" as const, damage: { die: 0, potency: false, flat: 10 } };
    const attacker = defaultSlotsActor({ accuracy: 2, agility: 2, actionSlots: 7, phase: "active" });
    const card = (maim: number): SlotsAttackCard => ({
      version: 1,
      attackerUuid: "Actor.a",
      attackerName: "Brute",
      itemName: "Falling Hammer",
      item,
      attacker,
      time: "active",
      round: 1,
      rolls: { accuracy: 15, maim, impactMaim: { kind: "breakage", part: "leg", side: "left" } },
      targets: [{ actorUuid: "Actor.b", name: "Ghoul", construct: false }],
    });
    const victim = defaultSlotsActor({ strength: 10, vitality: 10 });
    expect(word(attackCardView(card(40), [victim], {})).targets[0]?.lines).toEqual(expect.arrayContaining(["Unarmored: a 50% chance of a maim", "Maim roll 40 against 50", "Breakage: Left leg"]));
    expect(word(attackCardView(card(60), [victim], {})).targets[0]?.lines).not.toEqual(expect.arrayContaining(["Breakage: Left leg"]));
    expect(() => validateSlotsAttackCard({ ...card(40), rolls: { accuracy: 15, maim: 101, impactMaim: { kind: "breakage", part: "leg", side: null } } })).toThrow();
    // Once applied, the card says what the GM applied, not what the same roll would do to the target now (Vulnerable: 100%).
    const nowDown = defaultSlotsActor({ strength: 10, vitality: 10, hp: 0 });
    const missed = word(attackCardView(card(60), [nowDown], { "0": { dealt: 10, undone: false, maim: { chance: 50, maimed: false } } })).targets[0]?.lines;
    expect(missed).toEqual(expect.arrayContaining(["Unarmored: a 50% chance of a maim", "Maim roll 60 against 50"]));
    expect(missed).not.toEqual(expect.arrayContaining(["Breakage: Left leg"]));
  });
});

describe("the treatment card", () => {
  test("waits for the GM, then lists the wounds that stopped bleeding, and says so when undone", () => {
    const card = validateTreatCard({ version: 1, actorUuid: "Actor.a", actorName: "Ilsa" });
    expect(word(treatCardView(card, undefined))).toMatchObject({ title: "Ilsa's bleeding wound is treated", outcome: "Waiting for the GM.", applied: false });
    const done = word(treatCardView(card, { limbs: [{ part: "arm", side: "left" }], undone: false }));
    expect(done).toMatchObject({ outcome: "Ilsa no longer bleeds out from:", limbs: ["Left arm"], applied: true });
    expect(word(treatCardView(card, { limbs: [{ part: "arm", side: "left" }], undone: true })).undone).toBe(true);
    expect(() => validateTreatCard({ version: 1, actorUuid: "", actorName: "Ilsa" })).toThrow();
  });
});
