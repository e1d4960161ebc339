/**
 * A trauma attack card keeps of its attacker only what the attack uses (docs/trust.md: every
 * client holds every message), and the outcome recomputed from it is the one the whole sheet gives.
 */
import { describe, expect, test } from "vitest";
import { parseCard } from "../../../src/core/cards";
import { attackCardOutcome, defaultTraumaActor, validateAttackCard } from "../../../src/core/trauma";
import { cardAttacker } from "../../../src/system/trauma/chat/card-attacker";

const draw = (t: string) => ({ cards: t.split(" ").map((n) => parseCard(n, "c")) });
/** An NPC with a full sheet: abilities, lobes, armour and Vim the players must not read off a card. */
const stalker = {
  ...defaultTraumaActor({ isLead: true, maxVim: 21, abilities: { operate: 4, will: 5, move: 3 }, lobes: { correl: 2, focal: 3 }, armorSpread: [50, 20] }),
  perkHand: [parseCard("KS", "p")],
};
const weapon = { difficulty: 7, ability: "operate" as const, lobe: "correl" as const, traumaType: "Biotic", spread: [100, 60], condition: "Paralysis" };
const ashmite = defaultTraumaActor({ isLead: false, maxVim: 12, abilities: { will: 3 } });

const cardWith = (state: typeof stalker) => validateAttackCard(JSON.parse(JSON.stringify({
  version: 1,
  attacker: { actorUuid: "Actor.s", name: "Stalker", state },
  weapon: { itemUuid: "Item.g", name: "Paralyzer", profile: weapon },
  draw: draw("4S 3H 2D 2C"),
  targets: [{ actorUuid: "Actor.a", name: "Ashmite" }],
})));

describe("the attacker on a trauma attack card", () => {
  test("holds the weapon's ability and lobe and the perks played, nothing else of the sheet", () => {
    const shown = cardAttacker(stalker, weapon, []);
    expect(shown.abilities).toEqual({ operate: 4 });
    expect(shown.lobes).toEqual({ correl: 2 });
    expect(shown.perkHand).toEqual([]);
    expect(shown.armorSpread).toBeNull();
    expect(shown.maxVim).toBe(1);
  });

  test("gives the outcome the whole sheet gives (T-1's numbers)", () => {
    const full = attackCardOutcome(cardWith(stalker), ashmite, draw("8S 4D AH"));
    const shown = attackCardOutcome(cardWith(cardAttacker(stalker, weapon, [])), ashmite, draw("8S 4D AH"));
    expect(shown.result).toEqual(full.result);
    expect(shown.patches.target).toEqual(full.patches.target);
  });
});
