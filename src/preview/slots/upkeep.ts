/**
 * The Upkeep card that ends a Full Round (src/system/slots/upkeep/card.ts), from the real core
 * step and view-model: Seraphine bleeds and hemorrhages, Vell's chant builds Vocal Stress to a
 * burnout, a Thorn Hound at 0 HP bleeds out, and the unspent slots are lost to Hesitation. The
 * GM's card offers Undo; the undone one says so.
 */
import { createRng } from "../../core/random";
import type { CombatView } from "../../core/ruleset";
import { type SlotsActor, type SlotsEncounter, slotsRuleset } from "../../core/slots";
import { fullRoundEnd } from "../../core/slots/round-end";
import { upkeepEventView } from "../../view/slots/upkeep-event";
import { worded } from "../i18n";
import type { PreviewMessage } from "../page/state";

const pc = (over: Partial<SlotsActor>): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "character" }), strength: 10, vitality: 10, hp: 170, ...over });

function roundEndView(): CombatView<SlotsActor, SlotsEncounter> {
  const chant = { id: "Keening Chant", startRound: 2, rounds: 3, upkeepStress: { track: "vocal" as const, n: 2 }, hot: 0, dot: 0 };
  const states: [string, string, SlotsActor][] = [
    ["sera", "Seraphine <Vane>", pc({ hp: 120, bleed: 5, hemorrhage: 2, reservedSlots: 3, phase: "done" })],
    ["vell", "Vell", pc({ hp: 90, reservedSlots: 1, phase: "done", stress: { physical: 0, mental: 0, vocal: 8 }, effects: [chant] })],
    ["hound", "Thorn Hound", { ...slotsRuleset.actor.defaults({ kind: "npc" }), strength: 6, vitality: 6, hp: 0, bleed: 2, actionSlots: 2, phase: "active" }],
  ];
  return {
    round: 3,
    turn: null,
    encounter: { cycle: [["sera"], ["vell"]], groupIndex: 1 },
    combatants: states.map(([id, name, state]) => ({ id, actorId: id, name, isPlayer: state.isPlayer, defeated: false, initiative: null, state })),
  };
}

/** The card as a chat message; `undone`: after the GM's Undo; `isGm`: the viewer. */
export function slotsUpkeepMessage(options: { readonly undone: boolean; readonly isGm: boolean }): PreviewMessage<unknown> {
  // A fixed generator: the Mute roll of Vell's burnout is the same in every run.
  const end = fullRoundEnd(roundEndView(), createRng("upkeep-preview"));
  const view = worded(upkeepEventView({ round: 3, events: end.events, undone: options.undone, isGm: options.isGm }));
  return { render: (_state, render) => ({ sender: "Combat", html: render("systems/fray/templates/slots/chat/upkeep.hbs", { view }) }) };
}
