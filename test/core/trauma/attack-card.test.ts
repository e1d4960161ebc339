import { describe, expect, test } from "vitest";
import { parseCard } from "../../../src/core/cards";
import { attackCardOutcome, defaultTraumaActor, validateAttackCard } from "../../../src/core/trauma";

const qulia = defaultTraumaActor({ isLead: true, maxVim: 17, abilities: { operate: 4 }, lobes: { correl: 2 } });
const ashmite = defaultTraumaActor({ isLead: false, maxVim: 12, abilities: { will: 3 } });
const draw = (t: string) => ({ cards: t.split(" ").map((n) => parseCard(n, "c")) });
const card = {
  version: 1,
  attacker: { actorUuid: "Actor.q", name: "Qulia", state: qulia },
  weapon: { itemUuid: "Item.g", name: "Grimgrin Paralyzer 272", profile: { difficulty: 7, ability: "operate", lobe: "correl", traumaType: "Biotic", spread: [100, 60], condition: "Paralysis" } },
  draw: draw("4S 3H 2D 2C"),
  targets: [{ actorUuid: "Actor.a", name: "Ashmite" }],
};

describe("attack cards: inputs only, outcomes recomputed", () => {
  test("a recorded card reads back and recomputes T-1", () => {
    const read = validateAttackCard(JSON.parse(JSON.stringify(card)));
    expect(attackCardOutcome(read, ashmite, null).result.stage).toBe("needsResistance");
    const { result, patches } = attackCardOutcome(read, ashmite, draw("8S 4D AH"));
    expect(result.finalTrauma).toBe(6);
    expect(patches.target).toEqual({ vim: { lifeSupport: 6, clot: 6 } });
  });
  test("a tampered card is rejected with the path of the bad value", () => {
    const forged = JSON.parse(JSON.stringify(card)) as typeof card;
    forged.draw.cards[0] = { id: "x", rank: "11", suit: "S" } as never;
    expect(() => validateAttackCard(forged)).toThrow(expect.objectContaining({ code: "card.invalid", path: "attack.draw.cards[0].rank" }));
    expect(() => validateAttackCard({ ...card, version: 2 })).toThrow(expect.objectContaining({ path: "attack.version" }));
    expect(() => validateAttackCard({ ...card, weapon: { ...card.weapon, profile: { ...card.weapon.profile, spread: [] } } })).toThrow(expect.objectContaining({ code: "spread.invalid" }));
  });
  test("a card claiming two 10s cannot be recomputed (the deck holds one)", () => {
    const read = validateAttackCard({ ...card, draw: draw("10S 10S 2D 2C") });
    expect(() => attackCardOutcome(read, ashmite, null)).toThrow(expect.objectContaining({ code: "card.duplicate" }));
  });
});
