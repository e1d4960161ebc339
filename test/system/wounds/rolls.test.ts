/**
 * The wounds roll classes on Foundry's Roll (the simulation's: exploding dice, faces from
 * CONFIG.Dice.randomUniform, which the test queues), and
 * the pure views of the roll dialog and chat card: the trait die and the Wild Die kept apart, the
 * better one counted (not the sum), aces, raises, critical failure, and the exact odds shown.
 */
import "../../sim/install";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { woundsDefaultsFor } from "../../../src/core/wounds";
import { formatText } from "../../../src/view/i18n";
import { createWorld } from "../../sim";
import { en } from "../../templates/render";
import type * as TraitRollFile from "../../../src/system/wounds/rolls/trait-roll";
import type * as DamageRollFile from "../../../src/system/wounds/rolls/damage-roll";
import type * as WildDieFile from "../../../src/system/wounds/rolls/wild-die";
import { damageOddsRows, traitDialogView, traitRollCard } from "../../../src/view/wounds/roll-views";
import { damageOdds } from "../../../src/core/wounds";

let trait: typeof TraitRollFile;
let damage: typeof DamageRollFile;
let wild: typeof WildDieFile;
let queued: { face: number; sides: number }[] = [];

beforeAll(async () => {
  const world = createWorld();
  world.focus(world.open("gm"));
  // Foundry draws each face from CONFIG.Dice.randomUniform: the next queued face of its die.
  (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = () => {
    const next = queued.shift();
    if (!next) throw new Error("no face queued");
    return (next.sides - next.face + 0.5) / next.sides;
  };
  // Fray preloads its partials at init (apps/register.ts); this card uses the dice partial.
  await foundry.applications.handlebars.loadTemplates(["systems/fray/templates/wounds/parts/dice.hbs"]);
  trait = await import("../../../src/system/wounds/rolls/trait-roll");
  damage = await import("../../../src/system/wounds/rolls/damage-roll");
  wild = await import("../../../src/system/wounds/rolls/wild-die");
});
beforeEach(() => {
  queued = [];
});

/** Faces in the order Foundry rolls them: the trait die until it stops acing, then the Wild Die (a d6). */
async function traitRolled(faces: number[], options: { sides?: 4 | 6 | 8 | 10 | 12; mod?: number; wild?: boolean; modifier?: number; tn?: number } = {}) {
  let sides: number = options.sides ?? 8;
  queued = faces.map((face) => {
    const die = { face, sides };
    if (face !== sides) sides = 6;
    return die;
  });
  const roll = trait.WoundsTraitRoll.forTrait({ die: { sides: options.sides ?? 8, mod: options.mod ?? 0 }, isWildCard: options.wild ?? true, modifier: options.modifier ?? 0, tn: options.tn ?? 4, label: "Fighting" });
  await roll.evaluate();
  expect(queued, "every queued face was rolled").toEqual([]);
  return roll;
}

describe("WoundsTraitRoll", () => {
  test("the formula keeps the trait die and the Wild Die apart; an Extra rolls no Wild Die", () => {
    expect(trait.WoundsTraitRoll.formulaFor({ sides: 8, mod: 0 }, true)).toBe("1d8x[trait] + 1d6x[wild]");
    expect(trait.WoundsTraitRoll.formulaFor({ sides: 12, mod: 2 }, false)).toBe("1d12x[trait]");
  });

  test("the better die counts, not the sum: d8 3, Wild Die 6+5 = 11, −1 → 10, a success with a raise", async () => {
    const roll = await traitRolled([3, 6, 5], { modifier: -1 });
    expect([roll.traitChain, roll.wildChain]).toEqual([[3], [6, 5]]);
    const card = roll.card();
    expect(card).toMatchObject({ total: 10, outcome: "raise", dice: [{ wild: false, total: 3, kept: false }, { wild: true, chain: "6 + 5", total: 11, kept: true }] });
    expect(formatText(en, card.result)).toBe("success with 1 raise(s)");
  });

  test("snake eyes on both dice is a critical failure, whatever the modifier", async () => {
    const card = (await traitRolled([1, 1], { modifier: 10 })).card();
    expect(card.outcome).toBe("critical");
  });

  test("d12+2 adds its +2 to the trait die; an Extra's roll is the trait die alone", async () => {
    const card = (await traitRolled([3], { sides: 12, mod: 2, wild: false })).card();
    expect(card).toMatchObject({ total: 5, outcome: "success" });
    expect(card.dice.map((d) => d.wild)).toEqual([false]);
  });

  test("the chat card shows both dice and the verdict, escaped", async () => {
    const roll = await traitRolled([8, 2, 4]);
    const html = await roll.render();
    expect(html).toContain("Trait die");
    expect(html).toContain("8 + 2");
    expect(html).toContain("Wild Die");
    expect(html).toContain("10 (modifiers 0) against 4");
    expect(html).not.toMatch(/FRAY\./);
  });
});

describe("the Wild Die, told apart", () => {
  test("its term carries its own Dice So Nice appearance and the flavor wild, also when rebuilt from the message; the trait die keeps the player's dice", async () => {
    const roll = await traitRolled([3, 6, 5]);
    const [traitTerm, wildTerm] = roll.dice;
    expect(wildTerm!.options).toEqual({ flavor: "wild", appearance: wild.WILD_DIE_APPEARANCE });
    expect(wild.WILD_DIE_APPEARANCE).toMatchObject({ colorset: "custom", foreground: expect.any(String), background: expect.any(String), edge: expect.any(String), material: expect.any(String) });
    expect(traitTerm!.options).toEqual({ flavor: "trait" });
    const rebuilt = trait.WoundsTraitRoll.fromData(JSON.parse(JSON.stringify(roll.toJSON())) as never);
    expect(rebuilt.dice[1]!.options).toEqual({ flavor: "wild", appearance: wild.WILD_DIE_APPEARANCE });
  });

  test("an Extra's roll has no Wild Die to mark", () => {
    const roll = trait.WoundsTraitRoll.forTrait({ die: { sides: 6, mod: 0 }, isWildCard: false });
    expect(roll.dice.map((d) => d.options)).toEqual([{ flavor: "trait" }]);
  });

  test("the view-model marks the Wild Die's chip and names each chip for a screen reader", () => {
    const card = traitRollCard({ label: "Fighting", die: { sides: 8 }, chain: [3], wildChain: [6, 5], modifier: 0, tn: 4 });
    expect(card.dice.map((d) => [d.wild, formatText(en, d.label), formatText(en, d.ariaLabel)])).toEqual([
      [false, "Trait die", "Trait die: 3 = 3, not counted"],
      [true, "Wild Die", "Wild Die: 6 + 5 = 11, the die that counts"],
    ]);
  });
});

describe("WoundsDamageRoll", () => {
  const sword = { damage: { strength: true, dice: [{ sides: 8 }], flat: 0 }, ap: 1, skill: "fighting" };
  test("Str+d8 with a d12+1 Strength, a raise and a Joker: every die aces, the +N and the +2 are flat", () => {
    expect(damage.WoundsDamageRoll.formulaFor(sword, { sides: 12, mod: 1 }, true, 2)).toBe("1d12x[strength] + 1d8x + 1d6x[raise] + 3");
    expect(damage.WoundsDamageRoll.formulaFor({ ...sword, damage: { strength: false, dice: [{ sides: 6 }, { sides: 6 }], flat: -1 } }, { sides: 4 }, false)).toBe("1d6x + 1d6x - 1");
    expect(damage.WoundsDamageRoll.forWeapon(sword, { sides: 6 }, false, 0).ap).toBe(1);
  });
});

describe("the trait roll dialog's view", () => {
  const red = { ...woundsDefaultsFor("character"), traits: { ...woundsDefaultsFor("character").traits, fighting: { sides: 8 as const, mod: 0 } } };

  test("the wound penalty is a labelled modifier of its own, and the odds follow it", () => {
    const hurt = traitDialogView({ ...red, wounds: 2 }, "fighting", { sides: 8, mod: 0 }, { modifier: 1, tn: 4 });
    expect(hurt.modifiers.map((m) => [formatText(en, m.label), m.value])).toEqual([
      ["2 Wound(s)", "−2"],
      ["Other", "+1"],
    ]);
    expect(hurt.total).toBe("−1");
    const fresh = traitDialogView(red, "fighting", { sides: 8, mod: 0 }, { modifier: 0, tn: 4 });
    const success = (v: typeof fresh) => v.odds![0]!.percent;
    expect(parseFloat(success(hurt))).toBeLessThan(parseFloat(success(fresh)));
    expect(fresh.odds!.map((r) => formatText(en, r.label))).toEqual(["any success", "success, 1 raise(s)", "success, 2 raise(s)", "success, 3 raises or more", "failure (critical failures included)", "critical failure"]);
  });

  test("a Joker's +2 is named; a number that is not one says so and offers no odds", () => {
    expect(traitDialogView(red, "fighting", { sides: 8, mod: 0 }, { modifier: 0, tn: 4 }, 2).modifiers.map((m) => m.value)).toEqual(["+2", "0"]);
    const bad = traitDialogView(red, "fighting", { sides: 8, mod: 0 }, { modifier: Number.NaN, tn: 4 });
    expect([bad.odds, formatText(en, bad.error!)]).toEqual([null, "Type whole numbers between −50 and 50."]);
  });

  test("the trait card reads the core's verdict: a failure below the target", () => {
    expect(traitRollCard({ label: "Vigor", die: { sides: 6 }, chain: [2], wildChain: [3], modifier: 0, tn: 4 }).outcome).toBe("failure");
  });

  test("damage odds rows add up to one", () => {
    const rows = damageOddsRows(damageOdds({ dice: [8], strength: { sides: 6 }, toughness: 5, shaken: false, wounds: 0, capacity: 3 }));
    expect(rows.map((r) => formatText(en, r.label))).toEqual(["no effect", "Shaken only", "1 Wound(s)", "2 Wound(s)", "3 Wounds or more", "taken out (before any Soak)"]);
    const total = rows.slice(0, 5).reduce((sum, r) => sum + parseFloat(r.percent), 0);
    expect(total).toBeCloseTo(100, 0);
  });
});
