/**
 * The combat chat templates rendered by the real `handlebars` (the engine Foundry uses), with a
 * stand-in of Foundry's `localize` helper over lang/en.json: names and texts are escaped.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type CombatDouble, installCombatDouble, renderTemplate } from "../../support/combat-double";
import type * as CardModule from "../../../src/system/combat/events-card";
import type * as ChatModule from "../../../src/system/combat/chat";

const EVIL = `<img src=x onerror="alert('x')">`;
const ESCAPED = "&lt;img src&#x3D;x onerror&#x3D;&quot;alert(&#x27;x&#x27;)&quot;&gt;";

let foundry: CombatDouble;
let card: typeof CardModule;
let chat: typeof ChatModule;
beforeAll(async () => {
  foundry = installCombatDouble();
  card = await import("../../../src/system/combat/events-card");
  chat = await import("../../../src/system/combat/chat");
});
afterAll(() => foundry.uninstall());

describe("the events card", () => {
  test("words each event by its ruleset's lang key and escapes the names", async () => {
    const data = card.eventsCardData(
      { phase: "endRound", round: 4 },
      [
        { type: "trauma.overkillDeath", combatantId: "a", detail: { name: "ignored", deficit: 3 } },
        { type: "trauma.unconscious", combatantId: "b", detail: {} },
      ],
      new Map([["a", EVIL], ["b", "Brenn & Co"]]),
    );
    expect(data).toEqual({ heading: "End of round 4", lines: [`${EVIL} dies of Overkill.`, "Brenn & Co falls unconscious."] });
    const html = await renderTemplate(chat.COMBAT_TEMPLATES.events, data);
    expect(html).toContain(`<li class="combat-events__line">${ESCAPED} dies of Overkill.</li>`);
    expect(html).toContain("Brenn &amp; Co falls unconscious.");
    expect(html).not.toContain("<img");
  });

  test("an event no lang key words still says something", () => {
    const data = card.eventsCardData({ phase: "startCombat" }, [{ type: "banks.blitz", detail: {} }], new Map());
    expect(data).toEqual({ heading: "The fight begins", lines: ["Something happened in the fight (banks.blitz)."] });
  });
});

describe("the Will-to-Live cards", () => {
  test("the prompt escapes the name and carries the button's action", async () => {
    const html = await renderTemplate(chat.COMBAT_TEMPLATES.willToLivePrompt, { name: EVIL, action: "frayWillToLive" });
    expect(html).toContain(`${ESCAPED} has no Life Support left`);
    expect(html).toContain('<button type="button" data-action="frayWillToLive">');
    expect(html).not.toContain("<img");
  });

  test("the draw escapes the name and the result", async () => {
    const html = await renderTemplate(chat.COMBAT_TEMPLATES.willToLiveDraw, { name: EVIL, cards: "10♠ 3♥", result: `${EVIL} dies`, refused: true });
    expect(html).toContain(`${ESCAPED} draws for the will to live`);
    expect(html).toContain(`<p class="combat-will-to-live__result is-refused">${ESCAPED} dies</p>`);
    expect(html).not.toContain("<img");
  });
});
