/**
 * Fray's ChatMessage: each ruleset's cards render from their recorded inputs every time (the
 * outcome is recomputed, never stored), through the adapter whose card it is. One delegated
 * click listener per message, as dnd5e does.
 */
import { allAdapters } from "../rulesets";
import { onCardAction } from "./card-actions";
import { isSenderRequest } from "../gm/sender";

export class FrayChatMessage<SubType extends ChatMessage.SubType = ChatMessage.SubType> extends ChatMessage<SubType> {
  /** A sender request (gm/sender.ts) is plumbing between a player and the GM: nobody reads it. */
  override get visible(): boolean {
    return !isSenderRequest(this) && super.visible;
  }

  /**
   * A private or blind roll this user may not read keeps Foundry's "rolled privately" content:
   * the card (its faces, targets and buttons) is drawn only where the content is visible.
   */
  override async renderHTML(options?: ChatMessage.RenderHTMLOptions): Promise<HTMLElement> {
    const html = await super.renderHTML(options);
    const content = html.querySelector<HTMLElement>(".message-content");
    if (!content || !this.isContentVisible) return html;
    for (const adapter of allAdapters()) {
      if (await adapter.chat.render(this, content)) {
        html.addEventListener("click", (event) => void onCardAction(this, event));
        break;
      }
    }
    return html;
  }
}
