/**
 * The wounds attack card: what its validator refuses (faces a die cannot show, totals are never
 * read), and the card as rendered from the real template — the two dice apart, damage against
 * Toughness per target, and Soak, Apply and Undo only for whoever may use them.
 */
import { describe, expect, test } from "vitest";
import { applyDamage, toughnessOf, woundsDefaultsFor } from "../../../src/core/wounds";
import { type WoundsAttackCard, damageTotal, validateAttackCard, validateSoakCard } from "../../../src/system/wounds/attack/attack-card";
import { type AttackTargetInput, attackCardView } from "../../../src/system/wounds/attack/attack-view";
import { parseHtml, unnamedControls } from "../../templates/html";
import { createRenderer, worded } from "../../templates/render";

const XSS = "<img src=x onerror=alert(1)>";
const card = (over: Partial<WoundsAttackCard> = {}): WoundsAttackCard => ({
  attacker: { actorUuid: "Actor.a", name: "Bandit Chief" },
  weapon: { name: "War Pick", profile: { damage: { strength: true, dice: [{ sides: 6 }], flat: 0 }, ap: 1, skill: "fighting" } },
  attack: { die: { sides: 8, mod: 0 }, chain: [8, 3], wildChain: [4], modifier: -1, tn: 4 },
  damage: { dice: [{ sides: 8, chain: [5] }, { sides: 6, chain: [6, 2] }, { sides: 6, chain: [3] }], flat: 0, raise: true },
  targets: [{ actorUuid: "Actor.r", name: "Red" }],
  ...over,
});

describe("the attack card's validator", () => {
  test("reads a well-formed card and adds the damage from the faces", () => {
    expect(damageTotal(validateAttackCard(card()).damage!)).toBe(16);
  });

  test.each([
    ["a face the trait die cannot show", { attack: { ...card().attack, chain: [9] } }],
    ["an ace chain that ends on the maximum", { damage: { dice: [{ sides: 6, chain: [6] }], flat: 0, raise: false } }],
    ["a Wild Die face of 7", { attack: { ...card().attack, wildChain: [7] } }],
    ["a target without a name", { targets: [{ actorUuid: "Actor.r" }] as unknown as WoundsAttackCard["targets"] }],
  ])("refuses %s", (_what, over) => {
    expect(() => validateAttackCard({ ...card(), ...over })).toThrow();
  });

  test("a Soak lists its rolls and answers one target", () => {
    expect(validateSoakCard({ attackMessageId: "m1", targetIndex: 0, rolls: [{ chain: [4], wildChain: [6, 2] }] }).rolls).toHaveLength(1);
    expect(() => validateSoakCard({ attackMessageId: "m1", targetIndex: 0, rolls: [] })).toThrow();
  });
});

describe("the attack card as rendered", () => {
  const render = createRenderer();
  const red = woundsDefaultsFor("character");
  const hitOn = (state = red) => {
    const toughness = toughnessOf(state, 1);
    return { result: applyDamage(state, { damage: 16, toughness }).result, toughness, damage: 16 };
  };
  const html = (targets: AttackTargetInput[], c = card()) => render("systems/fray/templates/wounds/chat/attack.hbs", { messageId: "m1", view: worded(attackCardView(c, targets)) });

  test("the asked person sees Soak; the GM sees Apply; the dice stay apart; the damage is set against Toughness", () => {
    const out = html([{ name: "Red", hit: hitOn(), applied: null, soaked: false, incapacitation: null, can: { soak: true, apply: true, undo: true, incapacitation: false } }]);
    expect(out).toContain("Trait die");
    expect(out).toContain("8 + 3");
    expect(out).toContain("Wild Die");
    expect(out).toContain("16 against Toughness 4: 12 over, 3 raise(s).");
    expect(out).toContain('data-action="fray-wounds-soak"');
    expect(out).toContain('data-action="fray-wounds-apply"');
    expect(out).not.toContain('data-action="fray-wounds-undo"');
    expect(out).not.toMatch(/FRAY\./);
    expect(unnamedControls(parseHtml(out))).toEqual([]);
  });

  test("someone else sees no Soak; once applied, Undo and what the hit did", () => {
    const applied = { undone: false, woundsTaken: 3, soaked: 0, benniesSpent: 0, shaken: false, incapacitated: true };
    const out = html([{ name: "Red", hit: hitOn(), applied, soaked: false, incapacitation: null, can: { soak: false, apply: true, undo: true, incapacitation: true } }]);
    expect(out).not.toContain('data-action="fray-wounds-soak"');
    expect(out).not.toContain('data-action="fray-wounds-apply"');
    expect(out).toContain('data-action="fray-wounds-undo"');
    expect(out).toContain("Applied to Red: 3 Wound(s) taken, 0 soaked, 0 Benny(ies) spent; now Incapacitated.");
    expect(out).not.toContain('data-action="fray-wounds-incapacitation"');
  });

  test("a Wild Card taken out: the person asked sees the Incapacitation roll, then its outcome", () => {
    const applied = { undone: false, woundsTaken: 3, soaked: 0, benniesSpent: 0, shaken: false, incapacitated: true, needsIncapacitationRoll: true };
    const target = { name: "Red", hit: hitOn(), applied, soaked: false, incapacitation: null, can: { soak: false, apply: true, undo: true, incapacitation: true } };
    expect(html([target])).toContain('data-action="fray-wounds-incapacitation"');
    expect(html([{ ...target, can: { ...target.can, incapacitation: false } }])).not.toContain('data-action="fray-wounds-incapacitation"');
    const done = html([{ ...target, incapacitation: "bleedingOut" }]);
    expect(done).not.toContain('data-action="fray-wounds-incapacitation"');
    expect(done).toContain("Red is Bleeding Out, and the injury is permanent.");
  });

  test("the injury the Injury Table gave is said on the card once the GM applied it", () => {
    const applied = { undone: false, woundsTaken: 3, soaked: 0, benniesSpent: 0, shaken: false, incapacitated: true, needsIncapacitationRoll: true };
    const injury = { roll2d6: 7, subRoll: 4, location: "guts" as const, effect: "vigorDown" as const, duration: "permanent" as const };
    const target = { name: "Red", hit: hitOn(), applied, soaked: false, incapacitation: "bleedingOut", injury, can: { soak: false, apply: true, undo: true, incapacitation: true } };
    expect(html([target])).toContain("Injury Table 7, applied: Guts: Battered: Vigor one die type lower, permanently.");
    expect(html([{ ...target, applied: { ...applied, undone: true } }])).not.toContain("Injury Table 7");
  });

  test("a miss offers nothing; hostile names are escaped", () => {
    const miss = card({ attack: { ...card().attack, chain: [2], wildChain: [1] }, damage: null, attacker: { actorUuid: "Actor.a", name: XSS } });
    const out = html([{ name: XSS, hit: null, applied: null, soaked: false, incapacitation: null, can: { soak: true, apply: true, undo: true, incapacitation: false } }], miss);
    expect(out).toContain("The attack misses.");
    expect(out).not.toContain("data-action");
    expect(out).not.toContain("<img src=x");
  });
});
