import { describe, expect, test } from "vitest";
import {
  ABILITY_KEYS,
  defaultTraumaActor,
  defaultTraumaWeapon,
  validateTraumaActor,
  validateTraumaWeapon,
  vimTotal,
} from "../../../src/core/trauma";
import { GRIMGRIN, ashmite, perk, qulia } from "./fixtures";

function broken(change: (s: Record<string, unknown>) => void): unknown {
  const s = structuredClone(qulia()) as unknown as Record<string, unknown>;
  change(s);
  return s;
}

describe("actor state (docs/rules/trauma.md §3.1)", () => {
  test("a new Lead is a Generic Human: eight abilities at 2, lobes 0, Max Vim move+think+will+labor", () => {
    const lead = defaultTraumaActor({ isLead: true });
    expect(Object.keys(lead.abilities).sort()).toEqual([...ABILITY_KEYS].sort());
    expect(Object.values(lead.abilities).every((v) => v === 2)).toBe(true);
    expect(lead.lobes).toEqual({ correl: 0, focal: 0, marvel: 0, natural: 0 });
    expect(lead.maxVim).toBe(8);
    expect(lead.vim).toEqual({ lifeSupport: 8, clot: 0, hunger: 0, fatigue: 0, conditions: {}, relics: [] });
    expect(lead.status).toEqual({ unconscious: false, dead: false });
    expect(lead.armorSpread).toBeNull();
    expect(validateTraumaActor(lead)).toBe(lead);
  });

  test("Qulia's stored Max Vim 17 is kept although the sum gives 11", () => {
    const q = qulia();
    expect(q.maxVim).toBe(17);
    expect(defaultTraumaActor({ isLead: true, abilities: q.abilities }).maxVim).toBe(11);
    expect(vimTotal(q.vim)).toBe(17);
  });

  test("a bioform has only the abilities it states", () => {
    const a = ashmite();
    expect(a.abilities).toEqual({ labor: 4, move: 2, sense: 4, will: 3 });
    expect(a.lobes).toEqual({});
    expect(validateTraumaActor(a, "actors[1].system.trauma")).toBe(a);
    expect(validateTraumaActor(defaultTraumaActor({ isLead: false, abilities: { labor: 9 }, maxVim: 30 }))).toBeTruthy();
  });

  test.each([
    ["maxVim 0", (s: Record<string, unknown>) => (s["maxVim"] = 0), "actor.invalid", "trauma.maxVim"],
    ["isLead text", (s: Record<string, unknown>) => (s["isLead"] = "yes"), "actor.invalid", "trauma.isLead"],
    ["Lead ability 6", (s: Record<string, unknown>) => ((s["abilities"] as Record<string, unknown>)["operate"] = 6), "actor.invalid", "trauma.abilities.operate"],
    ["unknown ability", (s: Record<string, unknown>) => ((s["abilities"] as Record<string, unknown>)["charm"] = 1), "actor.invalid", "trauma.abilities.charm"],
    ["lobe 4", (s: Record<string, unknown>) => ((s["lobes"] as Record<string, unknown>)["focal"] = 4), "actor.invalid", "trauma.lobes.focal"],
    ["behavior scope", (s: Record<string, unknown>) => (s["behaviors"] = [{ scope: "x", key: "Blunt", percent: 1 }]), "behavior.invalid", "trauma.behaviors[0].scope"],
    ["armor 120", (s: Record<string, unknown>) => (s["armorSpread"] = [10, 120]), "spread.invalid", "trauma.armorSpread[1]"],
    ["perk hand 3♠", (s: Record<string, unknown>) => (s["perkHand"] = [{ id: "x", rank: "3", suit: "S" }]), "perk.invalidCard", "trauma.perkHand[0]"],
    ["perk hand twice", (s: Record<string, unknown>) => (s["perkHand"] = [perk("KH"), perk("KH")]), "card.duplicate", "trauma.perkHand[1].id"],
    ["negative clot", (s: Record<string, unknown>) => ((s["vim"] as Record<string, unknown>)["clot"] = -1), "vim.negative", "trauma.vim.clot"],
    ["negative condition", (s: Record<string, unknown>) => ((s["vim"] as Record<string, unknown>)["conditions"] = { Slumber: -2 }), "vim.negative", "trauma.vim.conditions.Slumber"],
    ["relic without id", (s: Record<string, unknown>) => ((s["vim"] as Record<string, unknown>)["relics"] = [{ id: "", name: "x", vim: 0 }]), "actor.invalid", "trauma.vim.relics[0].id"],
    ["vim sum off", (s: Record<string, unknown>) => ((s["vim"] as Record<string, unknown>)["lifeSupport"] = 16), "vim.invariant", "trauma.vim"],
    ["negative deficit", (s: Record<string, unknown>) => (s["clotDeficit"] = -3), "vim.negative", "trauma.clotDeficit"],
    ["status text", (s: Record<string, unknown>) => ((s["status"] as Record<string, unknown>)["dead"] = "no"), "actor.invalid", "trauma.status.dead"],
    ["empty condition", (s: Record<string, unknown>) => (s["conditionsInflicted"] = [""]), "actor.invalid", "trauma.conditionsInflicted[0]"],
  ])("rejects %s", (_name, change, code, path) => {
    expect(() => validateTraumaActor(broken(change))).toThrow(expect.objectContaining({ code, path }));
  });
});

describe("weapon state (docs/rules/trauma.md §3.2)", () => {
  test("the Grimgrin Paralyzer and the default weapon validate", () => {
    expect(validateTraumaWeapon(GRIMGRIN)).toBe(GRIMGRIN);
    expect(validateTraumaWeapon(defaultTraumaWeapon())).toBeTruthy();
  });

  test.each([
    [{ difficulty: -1 }, "weapon.invalid", "items[0].difficulty"],
    [{ ability: "charm" }, "weapon.invalid", "items[0].ability"],
    [{ lobe: "brain" }, "weapon.invalid", "items[0].lobe"],
    [{ traumaType: "Plasma" }, "trauma.unknownType", "items[0].traumaType"],
    [{ spread: [] }, "spread.invalid", "items[0].spread"],
    [{ condition: 3 }, "weapon.invalid", "items[0].condition"],
  ])("rejects %j", (change, code, path) => {
    expect(() => validateTraumaWeapon({ ...GRIMGRIN, ...change }, "items[0]")).toThrow(expect.objectContaining({ code, path }));
  });
});
