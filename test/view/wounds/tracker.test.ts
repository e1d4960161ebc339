/**
 * The wounds tracker's rows and the start-of-turn prompt (docs/rules/wounds.md §7): the view-models,
 * then the real templates rendered strictly — every key resolved, every control named, hostile
 * names printed as text.
 */
import { describe, expect, test } from "vitest";
import { createRng } from "../../../src/core/random";
import { PROMPT_BLEEDING_OUT, PROMPT_SHAKEN_RECOVERY, dealActionCards, defaultWoundsEncounter, setHold } from "../../../src/core/wounds";
import { type TrackerCombatantInput, trackerRows } from "../../../src/view/wounds/tracker";
import { turnPromptView } from "../../../src/view/wounds/turn-prompt";
import { allElements, parseHtml, unnamedControls } from "../../templates/html";
import { createRenderer, worded } from "../../templates/render";
import { wildCard } from "../../core/wounds/fixtures";

const render = createRenderer();
const XSS = "<img src=x onerror=alert(1)>";
const encounter = setHold(dealActionCards(defaultWoundsEncounter(), ["a", "b", "c"], createRng(1), new Map([["a", "RJ"], ["b", "QH"], ["c", "10S"]])), "h", true);

const input = (id: string, over: Partial<TrackerCombatantInput> = {}): TrackerCombatantInput => ({ id, name: id, controls: false, visible: true, turnCame: false, isCurrent: false, bennies: 3, ...over });

describe("the tracker rows", () => {
  test("each row shows its card: a Joker with its +2, a red Queen, a black Ten; one on Hold shows Hold and no card", () => {
    const rows = trackerRows(encounter, [input("a"), input("b"), input("c"), input("h")]);
    expect(rows.map((r) => r.card?.face ?? null)).toEqual(["Joker", "Q♥", "10♠", null]);
    expect(rows.map((r) => r.card?.tone ?? null)).toEqual(["joker", "red", "black", null]);
    expect(rows.map((r) => r.onHold)).toEqual([false, false, false, true]);
    expect(worded(rows[0]!.card!.label)).toBe("Red Joker: acts whenever it likes, +2 to trait and damage rolls this round");
  });

  test("controls only for the GM or the owner: Hold on its own turn, Act Now while on Hold, a redraw before its turn with a Benny", () => {
    const [mine, theirs, spent, holding] = trackerRows(encounter, [input("a", { controls: true, isCurrent: true, turnCame: true }), input("b"), input("c", { controls: true, bennies: 0 }), input("h", { controls: true })]);
    expect(mine!.can).toEqual({ hold: true, actNow: false, redraw: false });
    expect(theirs!.can).toEqual({ hold: false, actNow: false, redraw: false });
    expect(spent!.can).toEqual({ hold: false, actNow: false, redraw: false });
    expect(holding!.can).toEqual({ hold: false, actNow: true, redraw: false });
    expect(trackerRows(encounter, [input("b", { controls: true })])[0]!.can.redraw).toBe(true);
  });

  test("a hidden combatant shows nothing to those who may not see it", () => {
    expect(trackerRows(encounter, [input("a", { visible: false }), input("b")]).map((r) => r.id)).toEqual(["b"]);
  });

  test("the row template: the card face, Hold and named controls, names escaped", () => {
    const rows = trackerRows(encounter, [input("a", { name: XSS, controls: true, isCurrent: true }), input("h", { name: XSS, controls: true })]);
    const html = rows.map((row) => render("systems/fray/templates/wounds/combat/row.hbs", { row: worded(row) })).join("");
    expect(html).not.toMatch(/FRAY\.[A-Za-z]/);
    expect(html).not.toContain("<img");
    const doc = parseHtml(html);
    expect(unnamedControls(doc)).toEqual([]);
    expect(allElements(doc).flatMap((e) => (e.attrs["data-fray-wounds-action"] ? [e.attrs["data-fray-wounds-action"]] : []))).toEqual(["hold", "redraw", "actNow"]);
    expect(html).toContain("Joker");
    expect(html).toContain("Hold");
  });
});

describe("the start-of-turn prompt", () => {
  test("Bleeding Out: Vigor with the wound penalty, the odds of dying, surviving and stabilising summing to 1", () => {
    const view = turnPromptView("Red", PROMPT_BLEEDING_OUT, wildCard({ wounds: 3, incapacitated: true, bleedingOut: true }));
    expect(view.kind).toBe("bleedingOut");
    expect(view.modifiers.map((m) => m.value)).toEqual(["−3"]);
    expect(view.odds).toHaveLength(3);
    expect(view.bennyLabel).toBeNull();
    const sum = view.odds.reduce((s, r) => s + Number(r.percent.replace("%", "")), 0);
    expect(sum).toBeGreaterThan(99.8);
    expect(sum).toBeLessThan(100.2);
  });

  test("Shaken: Spirit, the Joker's +2 labelled, a Benny offered while one is left", () => {
    const view = turnPromptView("Red", PROMPT_SHAKEN_RECOVERY, wildCard({ shaken: true, wounds: 1 }), 2);
    expect(worded(view.modifiers)).toEqual([{ label: "1 Wound(s)", value: "−1" }, { label: "Joker", value: "+2" }]);
    expect(view.bennyLabel).not.toBeNull();
    expect(turnPromptView("Red", PROMPT_SHAKEN_RECOVERY, wildCard({ shaken: true, bennies: 0 })).bennyLabel).toBeNull();
  });

  test("the prompt template: every key resolved, buttons named, the name escaped", () => {
    for (const type of [PROMPT_BLEEDING_OUT, PROMPT_SHAKEN_RECOVERY]) {
      const view = turnPromptView(XSS, type, wildCard({ shaken: true, bleedingOut: type === PROMPT_BLEEDING_OUT, incapacitated: type === PROMPT_BLEEDING_OUT, wounds: 2 }), 2);
      const html = render("systems/fray/templates/wounds/chat/turn-prompt.hbs", { view: worded(view), rollAction: "roll", bennyAction: "benny" });
      expect(html).not.toMatch(/FRAY\.[A-Za-z]/);
      expect(html).not.toContain("<img");
      expect(unnamedControls(parseHtml(html))).toEqual([]);
      expect(html).toContain(type === PROMPT_BLEEDING_OUT ? "Roll Vigor" : "Roll Spirit");
    }
  });
});
