/**
 * The buttons of Fray's chat cards: a delegated click finds the button, disables it while its
 * handler runs, and hands it to the adapter whose action it is. Each handler re-checks who may
 * press it (the card may have been rendered before a permission changed).
 */
import { allAdapters } from "../rulesets";

export async function onCardAction(message: ChatMessage.Implementation, event: MouseEvent): Promise<void> {
  const button = (event.target as HTMLElement | null)?.closest<HTMLButtonElement>("button[data-action]");
  const action = button?.dataset["action"];
  if (!button || !action?.startsWith("fray-")) return;
  event.preventDefault();
  const targetIndex = Number(button.dataset["targetIndex"] ?? "0");
  if (!message.id || !Number.isInteger(targetIndex)) return;
  button.disabled = true;
  try {
    for (const adapter of allAdapters()) if (await adapter.chat.onAction(message, action, targetIndex)) return;
  } catch (error) {
    console.error(`Fray | the card button ${action} failed`, error);
    ui.notifications?.error(game.i18n.localize("FRAY.Common.Chat.Error.Refused"));
  } finally {
    button.disabled = false;
  }
}
