// The slots tracker view-model (src/view/slots/tracker.ts): groups, the Final Phase, pips, the
// price out of phase right now, and the NPC block.
import { describe, expect, test } from "vitest";
import type { SlotsActor } from "../../../src/core/slots";
import { defaultSlotsActor } from "../../../src/core/slots/state";
import { formatText, wordView } from "../../../src/view/i18n";
import { slotsTrackerView } from "../../../src/view/slots/tracker";
import { lang } from "../../support/examples";

const en = lang();
const combatant = (id: string, state: SlotsActor) => ({ id, actorId: id, name: id, isPlayer: state.isPlayer, defeated: false, initiative: null, state });

describe("slots tracker", () => {
  const A = defaultSlotsActor({ phase: "done", reservedSlots: 2 });
  const B = defaultSlotsActor({ phase: "waiting" });
  const D = defaultSlotsActor({ phase: "active", actionSlots: 3, bleed: 2 });
  const N = defaultSlotsActor({ isPlayer: false, phase: "active", actionSlots: 4 });
  const view = { round: 1, turn: null, encounter: { cycle: [["A"], ["B"], ["D"]], groupIndex: 2 }, combatants: [combatant("A", A), combatant("B", B), combatant("D", D), combatant("N", N)] };
  const tracker = wordView(slotsTrackerView({ view, owns: (id) => id === "A" }), (t) => formatText(en, t));

  test("marks the acting last group as the Final Phase and prices others' reactions at FP", () => {
    expect(tracker.groups.map((g) => [g.label, g.acting, g.final])).toEqual([
      ["Group 1", false, false],
      ["Group 2", false, false],
      ["Final Phase (group 3)", true, true],
    ]);
    expect(tracker.groups[0]!.rows[0]).toMatchObject({ price: "Reacts at FP price", canReact: true, reservedSlots: { count: 2, label: "2 RS" } });
    expect(tracker.groups[2]!.rows[0]).toMatchObject({ price: "Pays AS now", canReact: false, statuses: ["Bleeding 2"] });
  });

  test("shows a phase's spent Action Slots as empty pips, and the NPCs apart with their pools", () => {
    expect(tracker.groups[2]!.rows[0]!.actionSlots.pips).toEqual([true, true, true, false, false]);
    expect(tracker.npcs.map((r) => [r.name, r.actionSlots.label, r.price])).toEqual([["N", "4 AS", "Pays AS now"]]);
    expect(JSON.stringify(tracker)).not.toMatch(/FRAY\./);
  });
});
