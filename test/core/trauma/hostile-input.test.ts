/** Fixes the core fuzzer found (issue "Trust and exactly-once"): fractions, absurd sizes and player-typed names. */
import { describe, expect, test } from "vitest";
import { RulesInputError } from "../../../src/core/errors";
import { DEFAULT_TRAUMA_REGISTRY, MAX_LEADS, MAX_TIMER_HOURS, applyPercent, applyPercents, biologicalTimers, extendTraumaRegistry, isTraumaFamily, perkDeck, targetDifficulty, vimInUse, vimTotal, familyOf, familyResistance, actorDrawInput, parseBehavior } from "../../../src/core/trauma";
import { qulia } from "./fixtures";

function thrown(fn: () => unknown): { code: string; path: string } {
  try {
    fn();
  } catch (e) {
    if (e instanceof RulesInputError) return { code: e.code, path: e.path };
    throw e;
  }
  throw new Error("expected a RulesInputError");
}

describe("percentages", () => {
  test("applyPercent refuses a fraction with percent.invalid", () => {
    expect(thrown(() => applyPercent(10, 12.5))).toEqual({ code: "percent.invalid", path: "percent" });
    expect(thrown(() => applyPercent(2.5, 50))).toEqual({ code: "percent.invalid", path: "amount" });
    expect(thrown(() => applyPercents(10, [100, 0.5]))).toEqual({ code: "percent.invalid", path: "percents[1]" });
  });

  test("a value whose toString is not a function is refused with percent.invalid, not a TypeError from the message", () => {
    expect(thrown(() => applyPercent({ toString: false } as never, 50))).toEqual({ code: "percent.invalid", path: "amount" });
  });

  test("applyPercents refuses a product beyond a safe whole number instead of returning an inexact one", () => {
    expect(thrown(() => applyPercents(Number.MAX_SAFE_INTEGER, [1000]))).toEqual({ code: "percent.invalid", path: "percents" });
    expect(applyPercents(17, [150, 60])).toBe(15);
  });
});

describe("biological timers", () => {
  test(`biologicalTimers refuses more than ${MAX_TIMER_HOURS} hours at once (before ticking any)`, () => {
    expect(thrown(() => biologicalTimers(qulia(), { hours: 5_000_000 }))).toEqual({ code: "vim.negative", path: "hours" });
    expect(biologicalTimers(qulia(), { hours: MAX_TIMER_HOURS }).result.ticks.length).toBeGreaterThan(MAX_TIMER_HOURS);
  });

  test("biologicalTimers refuses missing options with timers.invalid", () => {
    expect(thrown(() => biologicalTimers(qulia(), null as never))).toEqual({ code: "timers.invalid", path: "options" });
  });
});

describe("small helpers", () => {
  test("targetDifficulty refuses a missing lobe score with draw.invalid instead of returning NaN", () => {
    expect(thrown(() => targetDifficulty(7, undefined as never))).toEqual({ code: "draw.invalid", path: "lobeScore" });
  });
});

describe("state and registry helpers", () => {
  test("vim sums refuse a Vim without its counters with vim.negative instead of returning NaN", () => {
    expect(thrown(() => vimTotal({ lifeSupport: 3 } as never))).toEqual({ code: "vim.negative", path: "vim.clot" });
    expect(thrown(() => vimInUse(undefined as never))).toEqual({ code: "vim.negative", path: "vim" });
  });

  test("a registry that is not one is refused with registry.invalid before a name is looked up", () => {
    expect(thrown(() => familyOf(undefined as never, "Blunt"))).toEqual({ code: "registry.invalid", path: "registry" });
    const broken = { families: { Physical: { ability: "constructor", lobe: "correl" } }, types: { Blunt: "Physical" } };
    expect(thrown(() => familyResistance(broken as never, "Physical"))).toEqual({ code: "registry.invalid", path: "registry.families.Physical" });
  });

  test("parseBehavior refuses a registry that is not one with registry.invalid", () => {
    expect(thrown(() => parseBehavior("Blunt 150%", {} as never))).toEqual({ code: "registry.invalid", path: "registry.families" });
  });

  test("actorDrawInput refuses an ability named constructor instead of drawing a function's worth of cards", () => {
    expect(thrown(() => actorDrawInput(qulia(), "constructor" as never, null, 7, { cards: [] }))).toEqual({ code: "draw.invalid", path: "ability" });
  });
});

describe("decks", () => {
  test(`perkDeck refuses more than ${MAX_LEADS} Leads with deck.invalid instead of building millions of cards`, () => {
    expect(thrown(() => perkDeck(50_000_000))).toEqual({ code: "deck.invalid", path: "leadCount" });
    expect(perkDeck(MAX_LEADS).length).toBeGreaterThan(0);
  });
});

describe("player-typed names", () => {
  test("a trauma family named __proto__ is added as a family, not as a prototype", () => {
    const families = JSON.parse('{"__proto__": {"ability": "will", "lobe": "focal"}}') as Record<string, never>;
    const registry = extendTraumaRegistry(DEFAULT_TRAUMA_REGISTRY, { families, types: { Dread: "__proto__" } });
    expect(Object.getPrototypeOf(registry.families)).toBe(Object.prototype);
    expect(isTraumaFamily(registry, "__proto__")).toBe(true);
    expect(registry.types["Dread"]).toBe("__proto__");
  });
});
