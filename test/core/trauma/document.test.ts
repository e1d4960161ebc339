import { describe, expect, test } from "vitest";
import { RulesInputError } from "../../../src/core/errors";
import { type ActorLike, traumaActorFromDocument, traumaWeaponFromItem } from "../../../src/core/trauma";

const ashmite = (items: ActorLike["items"] = []): ActorLike => ({
  type: "npc",
  system: { trauma: { isLead: false, maxVim: 12, abilities: { labor: 4, move: 2, sense: 4, will: 3, think: null }, lobes: { focal: null }, vim: { lifeSupport: 12, clot: 0, hunger: 0, fatigue: 0, conditions: {}, relics: [] } } },
  items,
});

describe("documents to core state", () => {
  test("Foundry's nulls mean the actor lacks the ability or lobe", () => {
    const state = traumaActorFromDocument(ashmite());
    expect(state.abilities).toEqual({ labor: 4, move: 2, sense: 4, will: 3 });
    expect(state.lobes).toEqual({});
  });

  test("behaviors and worn armor come from embedded items; carried armor does not count", () => {
    const state = traumaActorFromDocument(
      ashmite([
        { name: "Immune to Mental Trauma", type: "behavior", system: { trauma: { scope: "family", key: "Mental", percent: 0 } } },
        { name: "Spare plates", type: "armor", system: { trauma: { spread: [0, 0], equipped: false } } },
        { name: "Chitin", type: "armor", system: { trauma: { spread: [0, 25], equipped: true } } },
        { name: "Bite", type: "weapon", system: { trauma: { difficulty: 6, ability: "labor", lobe: null, traumaType: "Pierce", spread: [100], condition: null } } },
      ]),
    );
    expect(state.behaviors).toEqual([{ scope: "family", key: "Mental", percent: 0, label: "Immune to Mental Trauma" }]);
    expect(state.armorSpread).toEqual([0, 25]);
  });

  test("a document without a trauma slice gets its kind's defaults", () => {
    const state = traumaActorFromDocument({ type: "character", system: {}, items: [] });
    expect(state).toMatchObject({ isLead: true, abilities: { operate: 2, will: 2 }, vim: { lifeSupport: state.maxVim, clot: 0 } });
  });

  test("bad documents throw with the path of the bad field", () => {
    expect(() => traumaActorFromDocument({ type: "vehicle", system: {}, items: [] }, "doc")).toThrow(expect.objectContaining({ code: "actor.invalid", path: "doc.type" }));
    expect(() =>
      traumaActorFromDocument(ashmite([{ name: "Odd", type: "behavior", system: { trauma: { scope: "planet", key: "Mental", percent: 0 } } }]), "doc"),
    ).toThrow(expect.objectContaining({ code: "behavior.invalid", path: "doc.items[0].system.trauma.scope" }));
    expect(() => traumaWeaponFromItem({ name: "Hat", type: "armor", system: {} }, "item")).toThrow(RulesInputError);
  });
});
