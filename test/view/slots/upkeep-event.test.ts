// The Upkeep event card (src/view/slots/upkeep-event.ts) and its template: Hesitation, each
// actor's Upkeep, the GM's Undo while it stands, the undone state; names escaped.
import { describe, expect, test } from "vitest";
import type { CombatEvent } from "../../../src/core/ruleset";
import { upkeepEventView } from "../../../src/view/slots/upkeep-event";
import { createRenderer, worded } from "../../templates/render";

const events: CombatEvent[] = [
  { type: "slots.hesitation", combatantId: "a", detail: { name: "<Ana>", lost: 3 } },
  { type: "slots.upkeep", combatantId: "a", detail: { name: "<Ana>", bleed: 4, hemorrhage: 3, dot: 0, healed: 0, hp: 43, stress: 2, burnouts: "vocal", expired: "Chant", died: false } },
  { type: "slots.upkeep", combatantId: "h", detail: { name: "Hound", bleed: 2, hemorrhage: 0, dot: 0, healed: 0, hp: 0, stress: 0, burnouts: "", expired: "", died: true } },
];
const render = createRenderer();
const html = (v: ReturnType<typeof upkeepEventView>) => render("systems/fray/templates/slots/chat/upkeep.hbs", { view: worded(v) });

describe("the Upkeep card", () => {
  test("a GM sees Hesitation, each actor's damage, Stress, burnout, endings and death, and the Undo button", () => {
    const out = html(upkeepEventView({ round: 2, events, undone: false, isGm: true }));
    expect(out).toContain("Upkeep after Full Round 2");
    expect(out).toContain("&lt;Ana&gt; loses 3 unspent slots to Hesitation");
    expect(out).not.toContain("<Ana>");
    for (const line of ["Bleeding: 4 damage", "Hemorrhage: 3 damage", "Upkeep Stress +2", "Ending: Chant", "43 HP left", "Dies"]) expect(out).toContain(line);
    expect(out).toContain('data-action="fray-slots-upkeep-undo"');
  });

  test("a player sees no Undo; an undone card says so and offers none", () => {
    expect(html(upkeepEventView({ round: 2, events, undone: false, isGm: false }))).not.toContain("fray-slots-upkeep-undo");
    const undone = html(upkeepEventView({ round: 2, events, undone: true, isGm: true }));
    expect(undone).toContain("is-undone");
    expect(undone).toContain("Undone by the GM");
    expect(undone).not.toContain("fray-slots-upkeep-undo");
  });

  test("a quiet round says nothing happened; Hesitation alone is not quiet", () => {
    expect(html(upkeepEventView({ round: 5, events: [], undone: false, isGm: true }))).toContain("Nothing bleeds, heals or runs out this Upkeep.");
    expect(upkeepEventView({ round: 5, events: events.slice(0, 1), undone: false, isGm: true }).empty).toBeNull();
  });
});
