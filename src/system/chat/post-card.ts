/**
 * Every roll or result card is posted in the chat's mode (the roll-mode selector; v14's message
 * mode): a GM's private or blind roll stays with the GMs, a self roll with its roller. The data
 * gets the mode itself, because Foundry applies the create option only to a message with rolls.
 * A card that must reach named people (a prompt to a target's owners, a GM notice) does not come
 * through here: it sets its own whisper.
 */
import { chatModes } from "../compat";

/** Creates a card message in `mode`, by default the mode the chat log is set to on this client. */
export async function postCard(data: ChatMessage.CreateData, mode?: string): Promise<ChatMessage.Implementation | undefined> {
  const modes = chatModes();
  const chosen = mode ?? modes.current;
  return ChatMessage.implementation.create(modes.inMode(data, chosen), modes.messageOptions(chosen) as ChatMessage.Database.CreateOperation<undefined>);
}

type ToMessageOptions = NonNullable<Parameters<Roll["toMessage"]>[1]>;

/**
 * The options of `Roll#toMessage` that post in `mode`, by default the chat's current mode: v13
 * falls back to core.rollMode by itself, v14 needs its own option. `create: false` data gets
 * the mode too. A hidden combatant's roll goes to the GMs, as Foundry's own initiative does.
 */
export function rollMessageOptions(mode?: string, extra: { create?: false } = {}): ToMessageOptions {
  const modes = chatModes();
  return { ...modes.messageOptions(mode ?? modes.current), ...extra } as ToMessageOptions;
}

/** The mode a hidden combatant's roll is posted in (client/documents/combat.mjs rollInitiative: gmroll). */
export function privateMode(): string {
  return chatModes().privateMode;
}
