/**
 * Who sees a roll: v13's roll modes (`core.rollMode`, `CONFIG.Dice.rollModes`, `{rollMode}`),
 * v14's message modes (`core.messageMode`, `CONFIG.ChatMessage.modes`, `{messageMode}`). On v14
 * the old setting no longer follows the chat's mode selector, so reading it would send a GM's
 * private roll out in public.
 *
 * Foundry applies the create option only to a message that has rolls (v13
 * client/documents/chat-message.mjs `_preCreate`); a card without dice (a trauma draw, a card
 * that only records faces) would stay public. So a card's data gets the mode itself
 * (`inMode`), and the option is passed as well.
 */
import { foundryGeneration } from "./generation";
import { v14ApplyMode, v14MessageModes } from "./v14";

export interface ChatModes {
  /** The mode the chat log is set to now. */
  readonly current: string;
  /** The mode that shows a message to the GMs only (v13 gmroll). */
  readonly privateMode: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** The options of `Roll#toMessage` / `ChatMessage.create` that post in `mode` (an unknown mode posts in the current one). */
  messageOptions(mode: string): Record<string, string>;
  /** A copy of a message's data whispered, and blind, as `mode` says (an unknown mode: the current one). */
  inMode<T extends object>(data: T, mode: string): T;
}

type Apply = (data: Record<string, unknown>, mode: string) => unknown;

/** Applies Foundry's own function for the mode to a copy of the data. */
function applied<T extends object>(apply: Apply | null, data: T, mode: string): T {
  const copy = { ...data } as Record<string, unknown>;
  apply?.(copy, mode);
  return copy as T;
}

export function chatModes(): ChatModes {
  const v14 = foundryGeneration() >= 14 ? v14MessageModes() : null;
  if (v14) {
    const settings = game.settings as unknown as { get(namespace: string, key: string): unknown };
    const stored = settings.get("core", "messageMode");
    const current = typeof stored === "string" && stored in v14 ? stored : (Object.keys(v14)[0] ?? "public");
    const known = (mode: string): string => (mode in v14 ? mode : current);
    return {
      current,
      privateMode: "gm" in v14 ? "gm" : current,
      options: Object.entries(v14).map(([value, mode]) => ({ value, label: mode.label })),
      messageOptions: (mode) => ({ messageMode: known(mode) }),
      inMode: (data, mode) => applied(v14ApplyMode(), data, known(mode)),
    };
  }
  const modes = CONFIG.Dice.rollModes as unknown as Record<string, { label: string }>;
  const stored: unknown = game.settings.get("core", "rollMode");
  const current = typeof stored === "string" && stored in modes ? stored : "publicroll";
  const known = (mode: string): string => (mode in modes ? mode : current);
  return {
    current,
    privateMode: "gmroll",
    options: Object.entries(modes).map(([value, mode]) => ({ value, label: mode.label })),
    messageOptions: (mode) => ({ rollMode: known(mode) }),
    inMode: (data, mode) => applied((d, m) => (ChatMessage.implementation as unknown as { applyRollMode: Apply }).applyRollMode(d, m), data, known(mode)),
  };
}
