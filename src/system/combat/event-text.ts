/**
 * A policy's combat event as a language key and its data (view/i18n's Text): the event type
 * "trauma.overkillDeath" is worded by FRAY.Trauma.Event.overkillDeath, with the combatant's
 * name as {name}. Pure; Foundry words it with game.i18n.format, the template escapes it.
 */
import type { CombatEvent } from "../../core/ruleset";
import { type Text, type TextValue, text } from "../../view/i18n";

/** Used when a ruleset forgot to word an event: the card still says something. */
export const UNKNOWN_EVENT_KEY = "FRAY.Common.Combat.Event.unknown";

export function eventTextKey(type: string): string {
  const dot = type.indexOf(".");
  if (dot <= 0 || dot === type.length - 1) return UNKNOWN_EVENT_KEY;
  const ruleset = type.slice(0, dot);
  return `FRAY.${ruleset.charAt(0).toUpperCase()}${ruleset.slice(1)}.Event.${type.slice(dot + 1)}`;
}

/** The event's text; `name` (the combatant's name as the tracker shows it) wins over the policy's. */
export function eventText(event: CombatEvent, name?: string): Text {
  const data: Record<string, TextValue> = { type: event.type };
  for (const [k, v] of Object.entries(event.detail)) data[k] = typeof v === "number" ? v : String(v ?? "");
  if (name !== undefined) data["name"] = name;
  return text(eventTextKey(event.type), data);
}
