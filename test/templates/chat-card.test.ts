import { describe, expect, test } from "vitest";
import { type Card, parseCard } from "../../src/core/cards";
import { type AttackCardState, attackCardOutcome, defaultTraumaActor, resolveDraw, actorDrawInput } from "../../src/core/trauma";
import { attackCardView } from "../../src/view/trauma/attack-card";
import { createRenderer, worded } from "./render";

const render = createRenderer();
const EVIL = "<img src=x onerror=alert(1)>";
const cards = (t: string): Card[] => t.split(" ").map((n) => parseCard(n, "c"));
const qulia = defaultTraumaActor({ isLead: true, maxVim: 17, abilities: { operate: 4 }, lobes: { correl: 2 } });
const ashmite = defaultTraumaActor({ isLead: false, maxVim: 12, abilities: { will: 3 } });
const image = (c: Card) => `systems/fray/assets/cards/${c.rank}${c.suit}.svg`;

function card(targetName: string): AttackCardState {
  return {
    version: 1,
    attacker: { actorUuid: "Actor.q", name: "Qulia", state: qulia },
    weapon: { itemUuid: "Item.g", name: "Grimgrin Paralyzer 272", profile: { difficulty: 7, ability: "operate", lobe: "correl", traumaType: "Biotic", spread: [100, 60], condition: "Paralysis" } },
    draw: { cards: cards("4S 3H 2D 2C") },
    targets: [{ actorUuid: "Actor.a", name: targetName }],
  };
}

function renderCard(state: AttackCardState, resisted: boolean, applied: { finalTrauma: number; undone: boolean } | null, can = { resist: true, apply: true, undo: true }): string {
  const draw = resolveDraw(actorDrawInput(qulia, "operate", "correl", 7, state.draw)).result;
  const outcome = attackCardOutcome(state, ashmite, resisted ? { cards: cards("8S 4D AH") } : null).result;
  const view = attackCardView(state, draw, [{ name: state.targets[0]!.name, outcome, applied, can }], image);
  return render("systems/fray/templates/trauma/chat/attack.hbs", { messageId: "m1", view: worded(view) });
}

/** The text a browser would show (Handlebars escapes = and ' too). */
const shown = (html: string): string => html.replace(/&#x3D;/g, "=").replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

describe("the attack chat card", () => {
  test("T-1 as the card shows it: TD, cards, short by 1, base 7, resistance, final 6, an Apply button", () => {
    const html = shown(renderCard(card("Ashmite"), true, null));
    expect(html).toContain("Target difficulty 7 − 2 (Correl) = 5.");
    expect(html).toContain('alt="4♠"');
    expect(html).toContain("Highest card 4: short by 1.");
    expect(html).toContain("Base trauma: 60% of the target's Max Vim = 7.");
    expect(html).toContain("90% of the modified trauma gets through.");
    expect(html).toMatch(/<strong>6<\/strong>/);
    expect(html).toContain('data-action="fray-apply"');
    expect(html).toContain('aria-label="Apply 6 trauma to Ashmite"');
    expect(html).not.toContain('data-action="fray-undo"');
    expect(html).not.toMatch(/FRAY\./);
  });

  test("before the resistance draw: a Resist button and no final trauma", () => {
    const html = renderCard(card("Ashmite"), false, null);
    expect(html).toContain("Waiting for the resistance draw");
    expect(html).toContain('data-action="fray-resist"');
    expect(html).not.toContain('data-action="fray-apply"');
    expect(html).not.toContain("fray-card__final");
  });

  test("applied: Undo instead of Apply; a viewer who may not act sees no buttons", () => {
    expect(renderCard(card("Ashmite"), true, { finalTrauma: 6, undone: false })).toContain('data-action="fray-undo"');
    const observer = renderCard(card("Ashmite"), true, null, { resist: false, apply: false, undo: false });
    expect(observer).not.toContain("<button");
  });

  test("a target named like an attack shows as text", () => {
    const html = renderCard(card(EVIL), true, null);
    expect(html).not.toContain(EVIL);
    expect(html).toContain("&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
  });
});
