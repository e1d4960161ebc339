/**
 * The wounds cards' dice chips (templates/wounds/parts/dice.hbs), rendered from the real
 * templates and view-models: the Wild Die's chip carries its own class (styles/wounds/dice.css)
 * and says what it is, on the trait roll card and the healing card alike; an Extra has no Wild Die.
 */
import { describe, expect, test } from "vitest";
import { healCardView } from "../../src/view/wounds/heal-views";
import { traitRollCard } from "../../src/view/wounds/roll-views";
import { allElements, parseHtml } from "./html";
import { createRenderer, worded } from "./render";

const render = createRenderer();
/** The text a browser would show (Handlebars escapes = too). */
const shown = (s: string | undefined): string | undefined => s?.replace(/&#x3D;/g, "=");

function chips(html: string) {
  return allElements(parseHtml(html))
    .filter((e) => e.name === "li" && (e.attrs["class"] ?? "").includes("fray-wounds-die-line"))
    .map((li) => ({ classes: (li.attrs["class"] ?? "").split(/\s+/), ariaLabel: shown(li.attrs["aria-label"]), text: li.text.replace(/\s+/g, " ").trim() }));
}

const roll = { label: "Fighting", die: { sides: 8 as const }, chain: [8, 2], wildChain: [4], modifier: 0, tn: 4 };

describe("the Wild Die's chip", () => {
  test("the trait roll card: the Wild Die's chip has its own class and label, the kept die is marked", () => {
    const html = render("systems/fray/templates/wounds/chat/trait-roll.hbs", { card: worded(traitRollCard(roll)), isPrivate: false });
    const [traitChip, wildChip, ...rest] = chips(html);
    expect(rest).toEqual([]);
    expect(traitChip!.classes).toEqual(["fray-wounds-die-line", "kept"]);
    expect(traitChip!.ariaLabel).toBe("Trait die: 8 + 2 = 10, the die that counts");
    expect(wildChip!.classes).toEqual(["fray-wounds-die-line", "fray-wounds-die-line--wild"]);
    expect(wildChip!.ariaLabel).toBe("Wild Die: 4 = 4, not counted");
    expect(wildChip!.text).toBe("Wild Die 4 = 4");
  });

  test("the healing card draws the same chips; a kept Wild Die is both wild and kept", () => {
    const view = healCardView({ healer: "Tamsin", patient: "Red", label: "Healing", die: { sides: 6, mod: 0 }, chain: [2], wildChain: [6, 3], modifier: 0, healed: null, can: { apply: true, undo: false } });
    const wildChip = chips(render("systems/fray/templates/wounds/chat/heal.hbs", { messageId: "m", view: worded(view) }))[1];
    expect(wildChip?.classes).toEqual(["fray-wounds-die-line", "fray-wounds-die-line--wild", "kept"]);
    expect(wildChip?.ariaLabel).toBe("Wild Die: 6 + 3 = 9, the die that counts");
  });

  test("an Extra's card has one chip, the trait die's", () => {
    const html = render("systems/fray/templates/wounds/chat/trait-roll.hbs", { card: worded(traitRollCard({ ...roll, wildChain: null })), isPrivate: false });
    expect(chips(html).map((c) => c.classes)).toEqual([["fray-wounds-die-line", "kept"]]);
  });
});
