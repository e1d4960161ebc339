/**
 * Foundry's combat sidebar for the slots tracker views (page/combat-tracker.ts), with the block
 * the adapter adds above the list (src/system/slots/combat/tracker.ts) from the same template and
 * view-model: a Full Round in its Final Phase — Sera and Odo, a tie group, have acted and hold
 * Reserved Slots (RS prices no longer: FP now), Vell acts last, and the NPCs spend their pools.
 * The GM sees the hidden Lurker; a player does not, and reacts only for the character they own.
 */
import type { CombatView } from "../../core/ruleset";
import { type SlotsActor, type SlotsEncounter, slotsRuleset } from "../../core/slots";
import { slotsTrackerView } from "../../view/slots/tracker";
import { worded } from "../i18n";
import { trackerSidebar } from "../page/combat-tracker";
import type { PreviewSidebar } from "../page/state";

const pc = (over: Partial<SlotsActor>): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "character" }), strength: 10, vitality: 10, hp: 170, ...over });
const npc = (over: Partial<SlotsActor>): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "npc" }), strength: 6, vitality: 6, hp: 102, ...over });

interface Sample {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly hidden: boolean;
  readonly state: SlotsActor;
}

export function slotsFightSample(): readonly Sample[] {
  return [
    { id: "sera", name: "Seraphine <Vane>", img: "icons/svg/mystery-man.svg", hidden: false, state: pc({ agility: 2, reservedSlots: 4, phase: "done", bleed: 2 }) },
    { id: "odo", name: "Odo Marrow", img: "icons/svg/mystery-man.svg", hidden: false, state: pc({ reservedSlots: 1, phase: "done" }) },
    { id: "vell", name: "Vell", img: "icons/svg/mystery-man.svg", hidden: false, state: pc({ agility: 1, actionSlots: 4, phase: "active", slow: { fraction: "1/4", startRound: 2, rounds: 2 } }) },
    { id: "hound", name: "Thorn Hound", img: "icons/svg/eye.svg", hidden: false, state: npc({ agility: 1, actionSlots: 3, phase: "active", hemorrhage: 1 }) },
    { id: "lurker", name: "Lurker in the Reeds", img: "icons/svg/skull.svg", hidden: true, state: npc({ actionSlots: 5, phase: "active" }) },
  ];
}

const ENCOUNTER: SlotsEncounter = { cycle: [["sera", "odo"], ["vell"]], groupIndex: 1 };

/** The tracker as `viewer` sees it: the GM all of it, a player (Seraphine's) without the hidden. */
export const slotsTrackerSidebar = (viewer: "gm" | "player"): PreviewSidebar =>
  trackerSidebar((render) => {
    const sample = slotsFightSample();
    const visible = sample.filter((c) => viewer === "gm" || !c.hidden);
    const view: CombatView<SlotsActor, SlotsEncounter> = {
      round: 3,
      turn: 2,
      encounter: ENCOUNTER,
      combatants: sample.map((c) => ({ id: c.id, actorId: c.id, name: c.name, isPlayer: c.state.isPlayer, defeated: false, initiative: null, state: c.state })),
    };
    const hiddenIds = new Set(viewer === "gm" ? [] : sample.filter((c) => c.hidden).map((c) => c.id));
    const tracker = worded(slotsTrackerView({ view, owns: (id) => viewer === "gm" || id === "sera", hiddenIds }));
    return {
      round: 3,
      before: render("systems/fray/templates/slots/combat/cycle.hbs", { view: tracker }),
      rows: visible.map((c) => ({ id: c.id, name: c.name, img: c.img, initiative: "", active: c.id === "vell", defeated: false })),
    };
  });
