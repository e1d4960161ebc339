import { describe, expect, test } from "vitest";
import { type SlotsActor, slotsRuleset } from "../../../src/core/slots";
import { slotsTrackerView } from "../../../src/view/slots/tracker";
import { createRenderer, worded } from "../../templates/render";

const pc = (over: Partial<SlotsActor>): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "character" }), ...over });
const npc = (over: Partial<SlotsActor>): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "npc" }), ...over });
const combatant = (id: string, name: string, state: SlotsActor) => ({ id, actorId: id, name, isPlayer: state.isPlayer, defeated: false, initiative: null, state });

describe("the Active Phase Cycle above the tracker", () => {
  test("a tie group acting now, the Final Phase group with its RS price, and the NPC block; names escaped", () => {
    const view = {
      round: 1,
      turn: 0,
      encounter: { cycle: [["a", "b"], ["c"]], groupIndex: 0 },
      combatants: [
        combatant("a", "<Sera>", pc({ phase: "active", actionSlots: 5 })),
        combatant("b", "Odo", pc({ phase: "active", actionSlots: 3, bleed: 2 })),
        combatant("c", "Vell", pc({ phase: "done", reservedSlots: 2 })),
        combatant("n", "Hound", npc({ actionSlots: 4 })),
      ],
    };
    const tracker = slotsTrackerView({ view, owns: () => true });
    const html = createRenderer()("systems/fray/templates/slots/combat/cycle.hbs", { view: worded(tracker) });
    expect(html).toContain("&lt;Sera&gt;");
    expect(html).toContain("is-acting");
    expect(html).toContain("Final Phase (group 2)");
    expect(html).toContain("NPCs (outside the cycle)");
    expect(html).toContain("Bleeding 2");
    expect(html.match(/fray-slot-pip reserved held/g)).toHaveLength(2);
  });
});
