/**
 * Who sees a roll: v13's roll modes (`core.rollMode`, `CONFIG.Dice.rollModes`, `{rollMode}`),
 * v14's message modes (`core.messageMode`, `CONFIG.ChatMessage.modes`, `{messageMode}`). On v14
 * the old setting no longer follows the chat's mode selector, so reading it would send a GM's
 * private roll out in public.
 */
import { foundryGeneration } from "./generation";
import { v14MessageModes } from "./v14";

export interface ChatModes {
  /** The mode the chat log is set to now. */
  readonly current: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** The options of `Roll#toMessage` that post in `mode` (an unknown mode posts in the current one). */
  messageOptions(mode: string): Record<string, string>;
}

export function chatModes(): ChatModes {
  const v14 = foundryGeneration() >= 14 ? v14MessageModes() : null;
  if (v14) {
    const settings = game.settings as unknown as { get(namespace: string, key: string): unknown };
    const stored = settings.get("core", "messageMode");
    const current = typeof stored === "string" && stored in v14 ? stored : (Object.keys(v14)[0] ?? "public");
    return {
      current,
      options: Object.entries(v14).map(([value, mode]) => ({ value, label: mode.label })),
      messageOptions: (mode) => ({ messageMode: mode in v14 ? mode : current }),
    };
  }
  const modes = CONFIG.Dice.rollModes as unknown as Record<string, { label: string }>;
  const stored: unknown = game.settings.get("core", "rollMode");
  const current = typeof stored === "string" && stored in modes ? stored : "publicroll";
  return {
    current,
    options: Object.entries(modes).map(([value, mode]) => ({ value, label: mode.label })),
    messageOptions: (mode) => ({ rollMode: mode in modes ? mode : current }),
  };
}
