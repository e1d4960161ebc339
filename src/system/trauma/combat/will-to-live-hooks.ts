/**
 * The Will-to-Live prompt's chat hooks (docs/rules/trauma.md §5.10, §7), in a trauma world only: the
 * prompt card's button, and the active GM applying a draw once it is posted.
 */
import { onCreateWillToLive } from "./will-to-live-apply";
import { onRenderWillToLivePrompt } from "./will-to-live-prompt";

export function registerWillToLiveHooks(): void {
  Hooks.on("renderChatMessageHTML", onRenderWillToLivePrompt);
  Hooks.on("createChatMessage", (message) => {
    onCreateWillToLive(message).catch((error: unknown) => console.error("fray | Will-to-Live could not be applied", error));
  });
}
