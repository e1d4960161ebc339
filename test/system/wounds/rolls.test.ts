/**
 * The wounds roll classes on a stand-in Roll whose exploding terms take faces from a queue, and
 * the pure views of the roll dialog and chat card: the trait die and the Wild Die kept apart, the
 * better one counted (not the sum), aces, raises, critical failure, and the exact odds shown.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { woundsDefaultsFor } from "../../../src/core/wounds";
import { formatText, localize } from "../../../src/view/i18n";
import { type FoundryDouble, installFoundryDouble } from "../../support/foundry-double";
import { type ResultDouble, RollDouble } from "../../support/roll-double";
import { createRenderer, en } from "../../templates/render";
import type * as TraitRollFile from "../../../src/system/wounds/rolls/trait-roll";
import type * as DamageRollFile from "../../../src/system/wounds/rolls/damage-roll";
import type * as WildDieFile from "../../../src/system/wounds/rolls/wild-die";
import { damageOddsRows, traitDialogView, traitRollCard } from "../../../src/view/wounds/roll-views";
import { damageOdds } from "../../../src/core/wounds";

interface TermDouble {
  faces: number;
  number: number;
  options: { flavor?: string; appearance?: unknown };
  results: ResultDouble[];
}

/**
 * Rolls `1dNx[flavor]` terms: made at construction, as Foundry's parser does (one term per die,
 * its flavor in `options`: client/dice/parser.mjs:86), and read through `dice` (roll.mjs:158);
 * each takes faces from the queue until one is not the maximum.
 */
class ExplodingRollDouble extends RollDouble {
  readonly terms: TermDouble[];
  constructor(formula: string, data: object = {}, options: Record<string, unknown> = {}) {
    super(formula, data, options);
    this.terms = [...formula.matchAll(/1d(\d+)x(?:\[(\w+)\])?/g)].map((m) => ({ faces: Number(m[1]), number: 1, options: m[2] === undefined ? {} : { flavor: m[2] }, results: [] }));
  }
  override get dice(): TermDouble[] {
    return this.terms;
  }
  override async evaluate(): Promise<this> {
    for (const term of this.terms) {
      for (;;) {
        const result = RollDouble.queue.shift();
        if (result === undefined) throw new Error("the queue of faces is empty");
        term.results.push({ result, active: true });
        if (result !== term.faces) break;
      }
    }
    this._evaluated = true;
    return this;
  }
  protected _evaluateTotal(): number {
    return this.terms.flatMap((d) => d.results.map((r) => r.result)).reduce((a, b) => a + b, 0);
  }
  get total(): number {
    return this._evaluateTotal();
  }
}

let foundry: FoundryDouble;
let trait: typeof TraitRollFile;
let damage: typeof DamageRollFile;
let wild: typeof WildDieFile;
const render = createRenderer();

beforeAll(async () => {
  foundry = installFoundryDouble();
  const g = globalThis as Record<string, unknown>;
  g["Roll"] = ExplodingRollDouble;
  const handlebars = (g["foundry"] as { applications: { handlebars: Record<string, unknown> } }).applications.handlebars;
  handlebars["renderTemplate"] = async (path: string, context: object) => render(path, context);
  (g["game"] as Record<string, unknown>)["i18n"] = { localize: (key: string) => localize(en, key), format: (key: string, data: Record<string, string>) => formatText(en, { key, data }) };
  trait = await import("../../../src/system/wounds/rolls/trait-roll");
  damage = await import("../../../src/system/wounds/rolls/damage-roll");
  wild = await import("../../../src/system/wounds/rolls/wild-die");
});
afterAll(() => foundry.uninstall());
beforeEach(() => {
  RollDouble.queue = [];
});

async function traitRolled(faces: number[], options: { sides?: 4 | 6 | 8 | 10 | 12; mod?: number; wild?: boolean; modifier?: number; tn?: number } = {}) {
  RollDouble.queue = [...faces];
  const roll = trait.WoundsTraitRoll.forTrait({ die: { sides: options.sides ?? 8, mod: options.mod ?? 0 }, isWildCard: options.wild ?? true, modifier: options.modifier ?? 0, tn: options.tn ?? 4, label: "Fighting" });
  await roll.evaluate();
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
  test("its term carries its own Dice So Nice appearance and the flavor wild; the trait die keeps the player's dice", async () => {
    const roll = await traitRolled([3, 6, 5]);
    const [traitTerm, wildTerm] = roll.dice as unknown as TermDouble[];
    expect(wildTerm!.options).toEqual({ flavor: "wild", appearance: wild.WILD_DIE_APPEARANCE });
    expect(wild.WILD_DIE_APPEARANCE).toMatchObject({ colorset: "custom", foreground: expect.any(String), background: expect.any(String), edge: expect.any(String), material: expect.any(String) });
    expect(traitTerm!.options).toEqual({ flavor: "trait" });
    expect(roll.dice).toHaveLength(2);
  });

  test("an Extra's roll has no Wild Die to mark", () => {
    const roll = trait.WoundsTraitRoll.forTrait({ die: { sides: 6, mod: 0 }, isWildCard: false });
    expect((roll.dice as unknown as TermDouble[]).map((d) => d.options)).toEqual([{ flavor: "trait" }]);
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
