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

/** The options of `Roll#toMessage` that post in the chat's current mode (v14 reads its own option name). */
export function rollMessageOptions(): { rollMode?: string; messageMode?: string } {
  const modes = chatModes();
  return modes.messageOptions(modes.current);
}
