// The tracker's "React now" mark (templates/slots/combat/row.hbs): only on rows the viewer owns
// that hold Reserved Slots out of their phase; a hidden NPC is not drawn for a player.
import { describe, expect, test } from "vitest";
import { type SlotsActor, slotsRuleset } from "../../../../src/core/slots";
import { slotsTrackerView } from "../../../../src/view/slots/tracker";
import { createRenderer, worded } from "../../../templates/render";

const pc = (over: Partial<SlotsActor>): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "character" }), ...over });
const combatant = (id: string, state: SlotsActor) => ({ id, actorId: id, name: id, isPlayer: state.isPlayer, defeated: false, initiative: null, state });
const view = {
  round: 2,
  turn: 1,
  encounter: { cycle: [["mine"], ["theirs"], ["acting"]], groupIndex: 2 },
  combatants: [
    combatant("mine", pc({ reservedSlots: 2, phase: "done" })),
    combatant("theirs", pc({ reservedSlots: 3, phase: "done" })),
    combatant("acting", pc({ actionSlots: 4, phase: "active" })),
    combatant("lurker", { ...slotsRuleset.actor.defaults({ kind: "npc" }), actionSlots: 3 }),
  ],
};
const render = createRenderer();
const rows = (html: string) => [...html.matchAll(/data-combatant-id="(\w+)"[\s\S]*?<\/li>/g)].map((m) => [m[1], m[0].includes("fray-slots-cycle__react")]);

describe("the tracker's React now mark", () => {
  test("a player sees it on the character they own that holds Reserved Slots, never on others or the acting group", () => {
    const html = render("systems/fray/templates/slots/combat/cycle.hbs", { view: worded(slotsTrackerView({ view, owns: (id) => id === "mine" || id === "acting", hiddenIds: new Set(["lurker"]) })) });
    expect(rows(html)).toEqual([
      ["mine", true],
      ["theirs", false],
      ["acting", false],
    ]);
    expect(html).toContain("Reacts at FP price");
  });
});
