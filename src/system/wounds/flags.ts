/**
 * The wounds ruleset's flags under `flags.fray.wounds`, and the one way to read them. A message's
 * flags are its author's to write, so every reader validates what it finds (design.md "Trust
 * model"): what the GM acts on is checked again by the GM pipeline.
 */

/** `flags.fray.wounds` of a chat message. */
export interface WoundsMessageFlags {
  /** The kind of wounds card, so the chat renderer knows its own. */
  card?: string;
  [key: string]: unknown;
}

/** The message's wounds flag `key`, as stored (unvalidated). */
export function woundsMessageFlag(message: ChatMessage.Implementation, key: string): unknown {
  const flags = (message.flags as { fray?: FrayChatMessageFlags }).fray?.wounds;
  return flags === undefined || !Object.hasOwn(flags, key) ? undefined : flags[key];
}
