// Every worked example of docs/rules/trauma.md §9, by id.
import { describe, expect, test } from "vitest";
import { RulesInputError } from "../../../src/core/errors";
import { applyPatch } from "../../../src/core/patch";
import {
  type TraumaActor,
  applyTrauma,
  baseTrauma,
  defaultTraumaActor,
  endOfRound,
  modifyTrauma,
  moveRelicVim,
  parseSpread,
  resolveAttack,
  resolveDraw,
  resolveResistance,
  startOfRound,
  validateTraumaActor,
  vimTotal,
  PROBABILITY_DECK_VALUES,
} from "../../../src/core/trauma";
import { FEAR_ROD, GRIMGRIN, ashmite, cards, deepFreeze, perk, qulia, withVim } from "./fixtures";

function codeOf(fn: () => unknown): { code: string; path: string } {
  try {
    fn();
  } catch (e) {
    if (e instanceof RulesInputError) return { code: e.code, path: e.path };
    throw e;
  }
  throw new Error("expected a RulesInputError");
}

/** A target of Physical trauma with Labor `labor`, no lobes. */
function brute(labor: number, extra: Partial<TraumaActor> = {}): TraumaActor {
  return deepFreeze({ ...defaultTraumaActor({ isLead: false, maxVim: 20, abilities: { labor } }), ...extra });
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

describe("docs/rules/trauma.md §9 — from the seed and its pages", () => {
  test("T-1 Qulia vs the Ashmite: final trauma 6", () => {
    const target = ashmite();
    const { result, patches } = resolveAttack({
      attacker: qulia(),
      target,
      weapon: GRIMGRIN,
      draw: { cards: cards("4S 3S 2D 2C") },
      resistance: { cards: cards("8S 4D AC") },
    });
    expect(result.attack.targetDifficulty).toBe(5);
    expect(result.attack.result).toBe(4);
    expect(result.attack.margin).toBe(1);
    expect(result.attack.success).toBe(false);
    expect(result.perks.attacker.earns).toBe(true);
    expect(result.hit).toBe(true);
    expect(result.spreadPercent).toBe(60);
    expect(result.baseTrauma).toBe(7);
    expect(result.family).toBe("Molecular");
    expect(result.modifier.scope).toBeNull();
    expect(result.modifiedTrauma).toBe(7);
    expect(result.resistance?.ability).toBe("will");
    expect(result.resistance?.lobe).toBe("focal");
    expect(result.resistance?.draw.targetDifficulty).toBe(10);
    expect(result.resistance?.draw.result).toBe(8);
    expect(result.resistance?.draw.margin).toBe(2);
    expect(result.resistance?.spread).toEqual([10, 75, 90]);
    expect(result.resistance?.percent).toBe(90);
    expect(result.finalTrauma).toBe(6);
    expect(result.perks.target.earns).toBe(true);
    expect(result.condition).toBeNull();
    expect(result.stage).toBe("resolved");
    expect(patches.attacker).toEqual({});
    expect(patches.target).toEqual({ vim: { lifeSupport: 6, clot: 6 } });
    const after = applyPatch(target, patches.target);
    expect(after.vim.lifeSupport).toBe(6);
    expect(after.vim.clot).toBe(6);
    expect(after.conditionsInflicted).toEqual([]);
    expect(vimTotal(after.vim)).toBe(12);
  });

  test("T-2 Fear Rod against the immune Ashmite: modified 0, no resistance draw, no Fear", () => {
    const { result, patches } = resolveAttack({
      attacker: qulia(),
      target: ashmite(),
      weapon: FEAR_ROD,
      draw: { cards: cards("4S 3S 2D 2C") },
    });
    expect(result.attack.targetDifficulty).toBe(6);
    expect(result.attack.margin).toBe(2);
    expect(result.baseTrauma).toBe(1);
    expect(result.family).toBe("Mental");
    expect(result.modifiedTrauma).toBe(0);
    expect(result.stage).toBe("nullified");
    expect(result.resistanceCall).toBeNull();
    expect(result.resistance).toBeNull();
    expect(result.finalTrauma).toBe(0);
    expect(result.condition).toBeNull();
    expect(patches.target).toEqual({});
  });

  test("T-3 Qulia plays a King on the 4: success, final trauma 10, Paralysis", () => {
    const king = perk("KH");
    const attacker = qulia({ perkHand: [king] });
    const target = ashmite();
    const { result, patches } = resolveAttack({
      attacker,
      target,
      weapon: GRIMGRIN,
      draw: { cards: cards("4S 3S 2D 2C"), perks: [{ card: king, targetIndex: 0 }] },
      resistance: { cards: cards("8S 4D AC") },
    });
    expect(result.attack.hand).toEqual([5, 3, 2, 2]);
    expect(result.attack.result).toBe(5);
    expect(result.attack.margin).toBe(0);
    expect(result.attack.success).toBe(true);
    expect(result.perks.attacker.earns).toBe(false);
    expect(result.baseTrauma).toBe(12);
    expect(result.modifiedTrauma).toBe(12);
    expect(result.resistance?.percent).toBe(90);
    expect(result.finalTrauma).toBe(10);
    expect(result.condition).toBe("Paralysis");
    expect(patches.target.conditionsInflicted).toEqual(["Paralysis"]);
    expect(result.perks.attacker.spent).toEqual([king]);
    expect(patches.attacker).toEqual({ perkHand: [] });
    expect(applyPatch(target, patches.target).vim).toMatchObject({ lifeSupport: 2, clot: 10 });
  });

  test("T-4 Qulia appends a valued 7: success", () => {
    const seven = perk("7C");
    const { result } = resolveDraw({
      baseDifficulty: 7,
      lobeScore: 2,
      abilityRating: 4,
      cards: cards("4S 3S 2D 2C"),
      perks: [{ card: seven }],
      perkHand: [seven],
    });
    expect(result.hand).toEqual([4, 3, 2, 2, 7]);
    expect(result.result).toBe(7);
    expect(result.success).toBe(true);
    expect(result.margin).toBe(0);
  });

  test("T-5 two face cards on the Ashmite's 8: resistance succeeds, final 0", () => {
    const jack = perk("JH");
    const queen = perk("QC");
    const target = ashmite({ perkHand: [jack, queen] });
    const { result, patch } = resolveResistance({
      modified: 7,
      family: "Molecular",
      target,
      cards: cards("8S 4D AC"),
      perks: [
        { card: jack, targetIndex: 0 },
        { card: queen, targetIndex: 0 },
      ],
    });
    expect(result.draw.hand).toEqual([10, 4, 1]);
    expect(result.draw.result).toBe(10);
    expect(result.draw.margin).toBe(0);
    expect(result.percent).toBe(10);
    expect(result.final).toBe(0);
    expect(patch).toEqual({ perkHand: [] });
  });

  test("T-6 Ashmite weak to Blunt 12 → 18, immune to Sanity 18 → 0", () => {
    const { behaviors } = ashmite();
    expect(modifyTrauma(12, "Blunt", behaviors).modified).toBe(18);
    expect(modifyTrauma(12, "Blunt", behaviors).scope).toBe("type");
    const sanity = modifyTrauma(18, "Sanity", behaviors);
    expect(sanity.modified).toBe(0);
    expect(sanity.scope).toBe("family");
    // resistance moot: an attack whose Modified Trauma is 0 stops before the resistance draw
    const { result } = resolveAttack({
      attacker: qulia(),
      target: ashmite(),
      weapon: { ...FEAR_ROD, traumaType: "Sanity" },
      draw: { cards: cards("6S 3S 2D 2C") },
    });
    expect(result.baseTrauma).toBe(12);
    expect(result.modifiedTrauma).toBe(0);
    expect(result.stage).toBe("nullified");
  });

  test("T-7 Overkill: 16 at 75 % is 12 against Life Support 4 → deficit 8, dead at end of round", () => {
    const target = withVim(brute(1), { lifeSupport: 4, clot: 12 });
    const resisted = resolveResistance({ modified: 16, family: "Physical", target, cards: cards("9S") });
    expect(resisted.result.draw.margin).toBe(1);
    expect(resisted.result.percent).toBe(75);
    expect(resisted.result.final).toBe(12);
    const { result, patch } = applyTrauma(target, resisted.result.final);
    expect(result).toEqual({ trauma: 12, absorbed: 4, deficit: 8, overkill: true });
    const after = applyPatch(target, patch);
    expect(after.vim.lifeSupport).toBe(0);
    expect(after.vim.clot).toBe(16);
    expect(after.clotDeficit).toBe(8);
    const end = endOfRound(after);
    expect(end.result.died).toBe(true);
    expect(applyPatch(after, end.patch).status.dead).toBe(true);
    expect(applyPatch(after, end.patch).clotDeficit).toBe(8);
  });

  test("T-8 Thegru's fence: fails by 1, J♦ on a 4 or an appended 7♣ succeeds", () => {
    const jack = perk("JD");
    const seven = perk("7C");
    const base = { baseDifficulty: 5, lobeScore: 0, abilityRating: 4, cards: cards("4S 4D 3S 2S"), perkHand: [jack, seven] };
    const plain = resolveDraw(base).result;
    expect(plain.success).toBe(false);
    expect(plain.margin).toBe(1);
    expect(plain.earnsPerk).toBe(true);
    const withJack = resolveDraw({ ...base, perks: [{ card: jack, targetIndex: 1 }] });
    expect(withJack.result.result).toBe(5);
    expect(withJack.result.success).toBe(true);
    expect(withJack.patch).toEqual({ perkHand: [seven] });
    const withSeven = resolveDraw({ ...base, perks: [{ card: seven }] });
    expect(withSeven.result.result).toBe(7);
    expect(withSeven.result.success).toBe(true);
    expect(withSeven.patch).toEqual({ perkHand: [jack] });
  });
});

describe("docs/rules/trauma.md §9 — edge cases", () => {
  test("T-9 missing Think: no cards, margin 10, 100 % → final 9", () => {
    const bioform = deepFreeze(defaultTraumaActor({ isLead: false, maxVim: 9 }));
    const { result } = resolveResistance({ modified: 9, family: "Mental", target: bioform, cards: [] });
    expect(result.draw.cards).toEqual([]);
    expect(result.draw.result).toBe(0);
    expect(result.draw.targetDifficulty).toBe(10);
    expect(result.draw.margin).toBe(10);
    expect(result.percent).toBe(100);
    expect(result.final).toBe(9);
  });

  test("T-10 TD at or below zero succeeds with an empty or any hand", () => {
    const zero = resolveDraw({ baseDifficulty: 3, lobeScore: 3, abilityRating: 0, cards: [] }).result;
    expect(zero.targetDifficulty).toBe(0);
    expect(zero.result).toBe(0);
    expect(zero.margin).toBe(0);
    expect(zero.success).toBe(true);
    expect(zero.earnsPerk).toBe(false);
    const negative = resolveDraw({ baseDifficulty: 2, lobeScore: 3, abilityRating: 1, cards: cards("AS") }).result;
    expect(negative.targetDifficulty).toBe(-1);
    expect(negative.success).toBe(true);
  });

  test("T-11 a margin off the end of the spread misses: base 0, no resistance, attacker earns a Perk", () => {
    expect(baseTrauma(12, [100, 60], 2)).toEqual({ hit: false, percent: null, base: 0 });
    const { result, patches } = resolveAttack({
      attacker: qulia(),
      target: ashmite(),
      weapon: GRIMGRIN,
      draw: { cards: cards("3S 2S 2D AS") },
    });
    expect(result.attack.margin).toBe(2);
    expect(result.stage).toBe("miss");
    expect(result.hit).toBe(false);
    expect(result.baseTrauma).toBe(0);
    expect(result.resistance).toBeNull();
    expect(result.finalTrauma).toBe(0);
    expect(result.perks.attacker.earns).toBe(true);
    expect(patches).toEqual({ attacker: {}, target: {} });
  });

  test("T-12 resistance beyond the spread: default 100 % → 10; armor [0, 25] → 2, then 10", () => {
    const naked = brute(1);
    expect(resolveResistance({ modified: 10, family: "Physical", target: naked, cards: cards("7S") }).result).toMatchObject({
      percent: 100,
      final: 10,
    });
    const armored = brute(1, { armorSpread: [0, 25] });
    const one = resolveResistance({ modified: 10, family: "Physical", target: armored, cards: cards("9S") }).result;
    expect(one.draw.margin).toBe(1);
    expect(one.final).toBe(2);
    const two = resolveResistance({ modified: 10, family: "Physical", target: armored, cards: cards("8S") }).result;
    expect(two.draw.margin).toBe(2);
    expect(two.percent).toBe(100);
    expect(two.final).toBe(10);
  });

  test("T-13 rounding: 50 % of 17 is 8, then 90 % of 8 is 7", () => {
    expect(baseTrauma(17, [100, 50], 1).base).toBe(8);
    const target = brute(1);
    expect(resolveResistance({ modified: 8, family: "Physical", target, cards: cards("8S") }).result.final).toBe(7);
  });

  test("T-14 type beats family: Blunt 15, Pierce 5", () => {
    const behaviors = deepFreeze([
      { scope: "family" as const, key: "Physical", percent: 50 },
      { scope: "type" as const, key: "Blunt", percent: 150 },
    ]);
    expect(modifyTrauma(10, "Blunt", behaviors).modified).toBe(15);
    expect(modifyTrauma(10, "Pierce", behaviors).modified).toBe(5);
  });

  test("T-15 same-level modifiers multiply with one floor: 7 and 1", () => {
    const blunt = [
      { scope: "type" as const, key: "Blunt", percent: 150 },
      { scope: "type" as const, key: "Blunt", percent: 50 },
    ];
    expect(modifyTrauma(10, "Blunt", blunt).modified).toBe(7);
    const slash = [
      { scope: "type" as const, key: "Slash", percent: 33 },
      { scope: "type" as const, key: "Slash", percent: 33 },
    ];
    const r = modifyTrauma(10, "Slash", slash);
    expect(r.percents).toEqual([33, 33]);
    expect(r.modified).toBe(1);
  });

  test("T-16 a face card improves an appended perk: hand {3, 2, 8}", () => {
    const seven = perk("7H");
    const jack = perk("JH");
    const { result } = resolveDraw({
      baseDifficulty: 8,
      lobeScore: 0,
      abilityRating: 2,
      cards: cards("3S 2S"),
      perks: [{ card: seven }, { card: jack, targetIndex: 2 }],
      perkHand: [jack, seven],
    });
    expect(result.hand).toEqual([3, 2, 8]);
    expect(result.result).toBe(8);
    expect(result.success).toBe(true);
  });

  test("T-17 values above 10: a King on the 10 gives 11", () => {
    const king = perk("KS");
    const { result } = resolveDraw({
      baseDifficulty: 10,
      lobeScore: 0,
      abilityRating: 1,
      cards: cards("10S"),
      perks: [{ card: king, targetIndex: 0 }],
      perkHand: [king],
    });
    expect(result.result).toBe(11);
  });

  test("T-18 exactly empty: Will-to-Live {7, 2} survives unconscious, {6, 2} dies", () => {
    const actor = withVim(qulia(), { lifeSupport: 6, clot: 4 });
    const hit = applyTrauma(actor, 6);
    expect(hit.result.overkill).toBe(false);
    const empty = deepFreeze(applyPatch(actor, hit.patch));
    expect(empty.vim.lifeSupport).toBe(0);
    expect(empty.vim.clot).toBe(10);
    expect(empty.clotDeficit).toBe(0);
    expect(endOfRound(empty).result.died).toBe(false);

    const ask = startOfRound(empty);
    expect(ask.result.needsWillToLive).toBe(true);
    expect(ask.patch).toEqual({});

    const live = startOfRound(empty, { cards: cards("7S 2S") });
    expect(live.result.willToLive?.targetDifficulty).toBe(7);
    expect(live.result.willToLive?.success).toBe(true);
    expect(live.result.died).toBe(false);
    expect(live.patch).toEqual({ status: { unconscious: true } });

    const die = startOfRound(empty, { cards: cards("6S 2S") });
    expect(die.result.willToLive?.margin).toBe(1);
    expect(die.result.died).toBe(true);
    expect(die.patch).toEqual({ status: { dead: true } });
  });

  test("T-19 relic rescue after Overkill: lantern covers the deficit, unconscious at 1", () => {
    const actor = withVim(qulia(), { lifeSupport: 4, clot: 3, relics: [{ id: "lantern", name: "Lantern", vim: 3 }] });
    const hit = applyTrauma(actor, 6);
    expect(hit.result).toEqual({ trauma: 6, absorbed: 4, deficit: 2, overkill: true });
    const hurt = deepFreeze(applyPatch(actor, hit.patch));
    expect(hurt.clotDeficit).toBe(2);

    const moved = moveRelicVim(hurt, "lantern");
    expect(moved.result).toEqual({ relicId: "lantern", moved: 3, covered: 2, clotDeficit: 0 });
    const saved = deepFreeze(applyPatch(hurt, moved.patch));
    expect(saved.vim.lifeSupport).toBe(1);
    expect(saved.vim.clot).toBe(hurt.vim.clot + 2);
    expect(saved.clotDeficit).toBe(0);
    expect(saved.vim.relics).toEqual([{ id: "lantern", name: "Lantern", vim: 0 }]);
    expect(validateTraumaActor(saved)).toBe(saved);

    expect(endOfRound(saved).result.died).toBe(false);
    const next = startOfRound(saved);
    expect(next.result.unconscious).toBe(true);
    expect(next.patch).toEqual({ status: { unconscious: true } });
  });

  test("T-20 waking: unconscious with Life Support 2 wakes at the start of the round", () => {
    const actor = withVim(qulia(), { lifeSupport: 2, clot: 15 }, { status: { unconscious: true, dead: false } });
    const { result, patch } = startOfRound(actor);
    expect(result.unconscious).toBe(false);
    expect(patch).toEqual({ status: { unconscious: false } });
  });

  test("T-21 botch flag: all Aces on a failed draw", () => {
    const aces = resolveDraw({ baseDifficulty: 5, lobeScore: 0, abilityRating: 2, cards: cards("AS AD") }).result;
    expect(aces.result).toBe(1);
    expect(aces.margin).toBe(4);
    expect(aces.botch).toBe(true);
    expect(resolveDraw({ baseDifficulty: 5, lobeScore: 0, abilityRating: 2, cards: cards("AS 2S") }).result.botch).toBe(false);
    const seven = perk("7H");
    const saved = resolveDraw({
      baseDifficulty: 5,
      lobeScore: 0,
      abilityRating: 1,
      cards: cards("AS"),
      perks: [{ card: seven }],
      perkHand: [seven],
    }).result;
    expect(saved.success).toBe(true);
    expect(saved.botch).toBe(false);
  });

  test("T-22 zero base: 10 % of Max Vim 3 is 0, no resistance draw", () => {
    expect(baseTrauma(3, [100, 10], 1)).toEqual({ hit: true, percent: 10, base: 0 });
    const tiny = deepFreeze(defaultTraumaActor({ isLead: false, maxVim: 3 }));
    const { result } = resolveAttack({
      attacker: qulia(),
      target: tiny,
      weapon: { ...GRIMGRIN, spread: [100, 10] },
      draw: { cards: cards("4S 3S 2D 2C") },
    });
    expect(result.baseTrauma).toBe(0);
    expect(result.stage).toBe("nullified");
    expect(result.resistance).toBeNull();
    expect(result.finalTrauma).toBe(0);
  });

  test("T-23 bad input: each throws its code and changes nothing", () => {
    const king = perk("KH");
    const hand = deepFreeze([king]);
    const inputs = deepFreeze({
      count: { baseDifficulty: 7, lobeScore: 0, abilityRating: 3, cards: cards("8S 4S") },
      duplicate: { baseDifficulty: 7, lobeScore: 0, abilityRating: 2, cards: cards("10S 10S") },
      sevens: { baseDifficulty: 7, lobeScore: 0, abilityRating: 3, cards: cards("7S 7D 7H") },
      target: {
        baseDifficulty: 7,
        lobeScore: 0,
        abilityRating: 4,
        cards: cards("4S 3S 2D 2C"),
        perks: [{ card: king, targetIndex: 5 }],
        perkHand: hand,
      },
    });
    const before = JSON.stringify(inputs);
    expect(codeOf(() => resolveDraw(inputs.count))).toEqual({ code: "draw.countMismatch", path: "draw.cards" });
    expect(codeOf(() => resolveDraw(inputs.duplicate))).toEqual({ code: "card.duplicate", path: "draw.cards[1]" });
    expect(codeOf(() => resolveDraw(inputs.sevens))).toEqual({ code: "card.invalid", path: "draw.cards[2]" });
    expect(codeOf(() => resolveDraw(inputs.target))).toEqual({ code: "perk.badTarget", path: "draw.perks[0].targetIndex" });
    expect(codeOf(() => parseSpread("100% > abc"))).toEqual({ code: "spread.invalid", path: "spread[1]" });
    expect(JSON.stringify(inputs)).toBe(before);
  });

  test("T-24 odds: C(16,4)/C(28,4) and C(27,3)/C(28,3) from the deck composition", () => {
    const below = (td: number): number => PROBABILITY_DECK_VALUES.filter((v) => v < td).length;
    expect(PROBABILITY_DECK_VALUES).toHaveLength(28);
    expect(below(5)).toBe(16);
    expect(binomial(below(5), 4)).toBe(1820);
    expect(binomial(28, 4)).toBe(20475);
    expect(binomial(28, 4) - binomial(below(5), 4)).toBe(18655);
    expect(below(10)).toBe(27);
    expect(binomial(below(10), 3)).toBe(2925);
    expect(binomial(28, 3)).toBe(3276);
    expect(binomial(28, 3) - binomial(below(10), 3)).toBe(351);
    expect(351 * 28).toBe(3 * 3276); // 351/3276 = 3/28
  });

  // The T-25 property test (random sequences) lives in vim.test.ts; this is its fixed-sequence twin.
  test("T-25 Vim invariant holds through a fixed sequence on Max Vim 12", () => {
    let actor: TraumaActor = withVim(ashmite(), { lifeSupport: 9, relics: [{ id: "charm", name: "Charm", vim: 3 }] });
    expect(actor.maxVim).toBe(12);
    const steps: ((a: TraumaActor) => TraumaActor)[] = [
      (a) => applyPatch(a, applyTrauma(a, 5).patch),
      (a) => applyPatch(a, applyTrauma(a, 7).patch),
      (a) => applyPatch(a, moveRelicVim(a, "charm").patch),
      (a) => applyPatch(a, applyTrauma(a, 0).patch),
    ];
    for (const step of steps) {
      actor = deepFreeze(step(actor));
      expect(vimTotal(actor.vim)).toBe(12);
    }
    expect(actor.clotDeficit).toBe(0);
    expect(actor.vim).toMatchObject({ lifeSupport: 0, clot: 12 });
  });
});
