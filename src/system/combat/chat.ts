/**
 * Chat output of the combat automation: the wording of texts through Foundry's i18n, the
 * templates, and the flags a Fray message carries. Names and other data are inserted as plain
 * text and escaped by the templates' `{{…}}`.
 */
import type { Text } from "../../view/i18n";
import { formatText } from "../i18n";
import { SYSTEM_ID } from "../settings";
import { UNKNOWN_EVENT_KEY } from "./event-text";

export const COMBAT_TEMPLATES = {
  events: `systems/${SYSTEM_ID}/templates/common/chat/combat-events.hbs`,
  willToLivePrompt: `systems/${SYSTEM_ID}/templates/trauma/chat/will-to-live-prompt.hbs`,
  willToLiveDraw: `systems/${SYSTEM_ID}/templates/trauma/chat/will-to-live-draw.hbs`,
} as const;

/** A Text worded in the user's language; a key no lang file has falls back to a generic line. */
export function word(t: Text): string {
  return formatText(game.i18n.has(t.key) ? t : { ...t, key: UNKNOWN_EVENT_KEY });
}

export function renderCombatTemplate(path: string, data: Record<string, unknown>): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(path, data);
}

