/**
 * A short wounds chat card: one or more sentences about an actor (a Benny spent, Shaken
 * removed), spoken as that actor. Every Benny spent is said on a card (issue 13: every spend on
 * a chat card); the text is worded here and escaped.
 */
import type { Text } from "../../../view/i18n";
import { formatText } from "../../i18n";

export async function postWoundsNote(actor: Actor.Implementation, ...lines: Text[]): Promise<void> {
  const body = lines.map((line) => `<p>${foundry.utils.escapeHTML(formatText(line))}</p>`).join("");
  await ChatMessage.implementation.create({
    content: `<div class="fray-wounds-card fray-wounds-note">${body}</div>`,
    speaker: ChatMessage.implementation.getSpeaker({ actor }),
  });
}
