import { describe, expect, test } from "vitest";
import {
  BEHAVIOR_WORDING,
  DEFAULT_TRAUMA_REGISTRY,
  extendTraumaRegistry,
  familyOf,
  familyResistance,
  formatBehavior,
  modifyTrauma,
  parseBehavior,
  parseMethodTraits,
  validateBehavior,
} from "../../../src/core/trauma";

describe("type registry (docs/rules/trauma.md §4)", () => {
  test("default types and families", () => {
    expect(familyOf(DEFAULT_TRAUMA_REGISTRY, "Biotic")).toBe("Molecular");
    expect(familyOf(DEFAULT_TRAUMA_REGISTRY, "Emotion")).toBe("Mental");
    expect(familyOf(DEFAULT_TRAUMA_REGISTRY, "Blunt")).toBe("Physical");
    expect(familyOf(DEFAULT_TRAUMA_REGISTRY, "Burn")).toBe("Chemical");
    expect(familyResistance(DEFAULT_TRAUMA_REGISTRY, "Molecular")).toEqual({ ability: "will", lobe: "focal" });
    expect(familyResistance(DEFAULT_TRAUMA_REGISTRY, "Chemical")).toEqual({ ability: "move", lobe: "marvel" });
    expect(familyResistance(DEFAULT_TRAUMA_REGISTRY, "Mental")).toEqual({ ability: "think", lobe: "natural" });
    expect(familyResistance(DEFAULT_TRAUMA_REGISTRY, "Physical")).toEqual({ ability: "labor", lobe: "correl" });
    expect(() => familyOf(DEFAULT_TRAUMA_REGISTRY, "Plasma", "weapon.traumaType")).toThrow(
      expect.objectContaining({ code: "trauma.unknownType", path: "weapon.traumaType" }),
    );
    expect(() => familyOf(DEFAULT_TRAUMA_REGISTRY, "toString")).toThrow(expect.objectContaining({ code: "trauma.unknownType" }));
  });

  test("a world extends the registry without changing the default", () => {
    const world = extendTraumaRegistry(DEFAULT_TRAUMA_REGISTRY, {
      families: { Ethereal: { ability: "surge", lobe: "marvel" } },
      types: { Plasma: "Chemical", Haunt: "Ethereal" },
    });
    expect(familyOf(world, "Plasma")).toBe("Chemical");
    expect(familyOf(world, "Haunt")).toBe("Ethereal");
    expect(modifyTrauma(10, "Haunt", [{ scope: "family", key: "Ethereal", percent: 50 }], world).modified).toBe(5);
    expect(() => familyOf(DEFAULT_TRAUMA_REGISTRY, "Plasma")).toThrow();
    expect(() => extendTraumaRegistry(DEFAULT_TRAUMA_REGISTRY, { types: { Gloom: "Shadow" } })).toThrow(
      expect.objectContaining({ code: "registry.invalid", path: "types.Gloom" }),
    );
  });
});

describe("behaviors (docs/rules/trauma.md §3.3)", () => {
  test("wording defaults: Immune 0, Weak 150, Resistant 50", () => {
    expect(BEHAVIOR_WORDING).toMatchObject({ immune: 0, weak: 150, resistant: 50 });
    expect(parseBehavior("Immune to Mental Trauma")).toEqual({
      scope: "family",
      key: "Mental",
      percent: 0,
      label: "Immune to Mental Trauma",
    });
    expect(parseBehavior("Weak to Blunt Trauma")).toMatchObject({ scope: "type", key: "Blunt", percent: 150 });
    expect(parseBehavior("resistant to physical")).toMatchObject({ scope: "family", key: "Physical", percent: 50 });
    expect(parseBehavior("Vulnerable to Blunt trauma by 120%")).toMatchObject({ key: "Blunt", percent: 120 });
    expect(parseBehavior("Sanity 0%")).toMatchObject({ scope: "type", key: "Sanity", percent: 0 });
    expect(() => parseBehavior("Afraid of spiders", DEFAULT_TRAUMA_REGISTRY, "behaviors[2]")).toThrow(
      expect.objectContaining({ code: "behavior.invalid", path: "behaviors[2]" }),
    );
    expect(formatBehavior({ scope: "type", key: "Blunt", percent: 150 })).toBe("Weak to Blunt");
    expect(formatBehavior({ scope: "type", key: "Blunt", percent: 120 })).toBe("Blunt 120%");
  });

  test("validateBehavior paths", () => {
    expect(() => validateBehavior({ scope: "kind", key: "Blunt", percent: 0 }, "b")).toThrow(
      expect.objectContaining({ code: "behavior.invalid", path: "b.scope" }),
    );
    expect(() => validateBehavior({ scope: "type", key: "Blunt", percent: -1 }, "b")).toThrow(
      expect.objectContaining({ code: "behavior.invalid", path: "b.percent" }),
    );
  });

  test("method notation Operate(Correl)", () => {
    expect(parseMethodTraits("Operate(Correl)")).toEqual({ ability: "operate", lobe: "correl" });
    expect(parseMethodTraits("Comm.")).toEqual({ ability: "communicate", lobe: null });
    expect(() => parseMethodTraits("Operate(Brain)", "w")).toThrow(expect.objectContaining({ code: "weapon.invalid", path: "w" }));
  });
});
