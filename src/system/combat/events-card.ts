/**
 * One chat card per combat phase that had something to say: a heading ("End of round 2") and
 * one line per event, worded by the ruleset's lang keys. Events about combatants hidden from
 * the players go on a second card whispered to the GMs, so the card never reveals them.
 */
import type { CombatEvent } from "../../core/ruleset";
import type { PhaseRequest } from "./automation-ledger";
import { COMBAT_TEMPLATES, renderCombatTemplate, word } from "./chat";
import { gmIds } from "../gm/gm-users";
import { eventText } from "./event-text";
import { partitionEvents } from "./step-plan";
import { text } from "../../view/i18n";

export type EventsCardData = {
  readonly heading: string;
  readonly lines: readonly string[];
};

export function headingText(request: PhaseRequest): ReturnType<typeof text> {
  return request.phase === "startCombat"
    ? text("FRAY.Common.Combat.Heading.startCombat")
    : text(`FRAY.Common.Combat.Heading.${request.phase}`, { round: request.round });
}

export function eventsCardData(request: PhaseRequest, events: readonly CombatEvent[], names: ReadonlyMap<string, string>): EventsCardData {
  return {
    heading: word(headingText(request)),
    lines: events.map((e) => word(eventText(e, e.combatantId === undefined ? undefined : names.get(e.combatantId)))),
  };
}

/** Posts the phase's events: public, plus a GM whisper for hidden combatants' events. */
export async function postEventsCards(
  request: PhaseRequest,
  events: readonly CombatEvent[],
  names: ReadonlyMap<string, string>,
  hidden: ReadonlySet<string>,
): Promise<void> {
  const parts = partitionEvents(events, hidden);
  const messages: ChatMessage.CreateData[] = [];
  const speaker = ChatMessage.implementation.getSpeaker({ alias: game.i18n.localize("FRAY.Common.Combat.Speaker") });
  for (const [list, whisper] of [[parts.public, []], [parts.gm, gmIds()]] as const) {
    if (!list.length) continue;
    const content = await renderCombatTemplate(COMBAT_TEMPLATES.events, eventsCardData(request, list, names));
    messages.push({ speaker, content, whisper: [...whisper] });
  }
  if (messages.length) await ChatMessage.implementation.createDocuments(messages);
}
