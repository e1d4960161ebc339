/**
 * The wounds combat in Foundry (docs/rules/wounds.md §7), wired in a wounds world only: the Action
 * Deck mirrored into Foundry Cards by every phase, the tracker's cards and controls, the
 * start-of-turn prompts' buttons, a Hold lost to Shaken, and a combat's Cards removed with it.
 */
import { PROMPT_BLEEDING_OUT, PROMPT_SHAKEN_RECOVERY } from "../../../core/wounds";
import { registerEncounterWrites } from "../../combat/encounter-writes";
import { withSender } from "../../gm/sender";
import type { PromptPoster, QueryHandler } from "../../ruleset-adapter";
import { actionDeckWrites, deleteActionStacks } from "../cards/action-deck";
import { onActorShaken } from "./hold-lost";
import { runTrackerAction } from "./tracker-actions";
import { dealLate, onRenderWoundsTracker } from "./tracker-render";
import { applyTurnAnswer } from "./turn-apply";
import { unshakeFor } from "./unshake";
import { onRenderTurnPrompt, turnPromptPoster } from "./turn-prompts";
import "./queries-config";

export const woundsCombatPrompts: Readonly<Record<string, PromptPoster>> = {
  [PROMPT_BLEEDING_OUT]: turnPromptPoster(PROMPT_BLEEDING_OUT),
  [PROMPT_SHAKEN_RECOVERY]: turnPromptPoster(PROMPT_SHAKEN_RECOVERY),
};

export const woundsCombatQueries: Readonly<Record<string, QueryHandler>> = {
  "fray.woundsHold": (data) => withSender("fray.woundsHold", data, (sender) => runTrackerAction("hold", data.messageId, sender)),
  "fray.woundsActNow": (data) => withSender("fray.woundsActNow", data, (sender) => runTrackerAction("actNow", data.messageId, sender)),
  "fray.woundsRedraw": (data) => withSender("fray.woundsRedraw", data, (sender) => runTrackerAction("redraw", data.messageId, sender)),
  "fray.woundsDeal": (data) => withSender("fray.woundsDeal", data, (sender) => runTrackerAction("deal", data.messageId, sender)),
  "fray.woundsUnshake": (data) => withSender("fray.woundsUnshake", data, (sender) => unshakeFor(data.messageId, sender)),
  // The answer message names its author (the server stamps it): the handler needs no other sender.
  "fray.woundsTurnRoll": ({ messageId }) => applyTurnAnswer(messageId),
};

export { dealLate as woundsRollInitiative };

export function activateWoundsCombat(): void {
  registerEncounterWrites(actionDeckWrites);
  Hooks.on("renderCombatTracker", (app, html) => onRenderWoundsTracker(app as { viewed: Combat.Implementation | null }, html));
  Hooks.on("renderChatMessageHTML", onRenderTurnPrompt);
  Hooks.on("updateActor", (actor, changes) => onActorShaken(actor, changes));
  Hooks.on("deleteCombat", (combat) => {
    if (!game.user.isActiveGM || !combat.id) return;
    deleteActionStacks(combat.id).catch((error: unknown) => console.error("Fray | the combat's Action Deck could not be removed", error));
  });
}
