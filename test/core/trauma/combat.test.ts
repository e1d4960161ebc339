import { describe, expect, test } from "vitest";
import { createRng } from "../../../src/core/random";
import type { CombatView } from "../../../src/core/ruleset";
import { rulesetFor } from "../../../src/core/rulesets";
import { type TraumaActor, type TraumaEncounter, defaultTraumaActor, traumaCombat, traumaRuleset } from "../../../src/core/trauma";

const rng = createRng(1);
const actor = (lifeSupport: number, extra: Partial<TraumaActor> = {}): TraumaActor => {
  const base = defaultTraumaActor({ isLead: true, maxVim: 8 });
  return { ...base, vim: { ...base.vim, lifeSupport, clot: 8 - lifeSupport }, ...extra };
};
const view = (...states: TraumaActor[]): CombatView<TraumaActor, TraumaEncounter> => ({
  round: 2,
  turn: null,
  encounter: {},
  combatants: states.map((state, i) => ({ id: `c${i}`, actorId: `a${i}`, name: `Actor ${i}`, isPlayer: true, defeated: false, initiative: null, state })),
});

describe("trauma's combat policy (docs/rules/trauma.md §7)", () => {
  test("start of round: 1 Life Support falls unconscious, 2+ wakes, 0 asks for the Will-to-Live draw", () => {
    const step = traumaCombat.startRound(view(actor(1), actor(3, { status: { unconscious: true, dead: false } }), actor(0), actor(5)), rng);
    expect(step.actorPatches).toEqual({ c0: { status: { unconscious: true } }, c1: { status: { unconscious: false } } });
    expect(step.prompts).toEqual([{ type: "trauma.willToLive", combatantId: "c2" }]);
    expect(step.events.map((e) => [e.type, e.combatantId])).toEqual([
      ["trauma.unconscious", "c0"],
      ["trauma.wakes", "c1"],
      ["trauma.needsWillToLive", "c2"],
    ]);
  });

  test("end of round: Overkill kills and marks the combatant defeated; others are untouched", () => {
    const step = traumaCombat.endRound(view(actor(0, { clotDeficit: 2 }), actor(4)), rng);
    expect(step.actorPatches).toEqual({ c0: { status: { dead: true } } });
    expect(step.defeated).toEqual({ c0: true });
    expect(step.events).toEqual([{ type: "trauma.overkillDeath", combatantId: "c0", detail: { name: "Actor 0", deficit: 2 } }]);
  });

  test("the dead are left alone at both boundaries", () => {
    const dead = actor(0, { clotDeficit: 3, status: { unconscious: false, dead: true } });
    expect(traumaCombat.startRound(view(dead), rng)).toMatchObject({ actorPatches: {}, prompts: [] });
    expect(traumaCombat.endRound(view(dead), rng)).toMatchObject({ actorPatches: {}, events: [] });
  });

  test("turn order is Foundry's, untouched; turns and upkeep change nothing", () => {
    const v = view(actor(5), actor(6));
    expect(traumaCombat.initiative).toEqual({ mode: "standard", formula: "1d10" });
    expect(traumaCombat.turnOrder(v, rng)).toEqual(["c0", "c1"]);
    for (const step of [traumaCombat.startTurn(v, "c0", rng), traumaCombat.endTurn(v, "c0", rng), traumaCombat.upkeep(v, rng)]) {
      expect(step).toEqual({ actorPatches: {}, events: [], prompts: [] });
    }
  });
});

describe("the trauma ruleset fulfils the contract", () => {
  test("it is the registered ruleset for trauma", () => {
    expect(rulesetFor("trauma")).toBe(traumaRuleset);
  });

  test("defaults of every kind pass its own validation", () => {
    for (const kind of ["character", "npc"] as const) {
      const state = traumaRuleset.actor.defaults({ kind });
      expect(traumaRuleset.actor.validate(state, "actor")).toEqual(state);
      expect(state.isLead).toBe(kind === "character");
    }
    for (const [kind, spec] of Object.entries(traumaRuleset.items)) {
      const item = spec.defaults({ kind: kind as "weapon" });
      expect(spec.validate(item, "item")).toEqual(item);
    }
  });

  test("validation names the bad field", () => {
    const state = { ...traumaRuleset.actor.defaults({ kind: "character" }), maxVim: 0 };
    expect(() => traumaRuleset.actor.validate(state, "actors[3].system.trauma")).toThrow(expect.objectContaining({ path: "actors[3].system.trauma.maxVim" }));
    expect(() => traumaRuleset.items.armor?.validate({ spread: [10], equipped: "yes" }, "armor")).toThrow(expect.objectContaining({ code: "armor.invalid", path: "armor.equipped" }));
  });
});
