/**
 * The chat log: each message as a Foundry chat message (sender, then the card rendered from its
 * template into `.message-content`), re-rendered from the state on every change, the way a
 * FrayChatMessage recomputes its card whenever it is drawn.
 */
import type { RenderTemplate } from "../templates";
import { CHROME } from "./chrome-text";
import type { AppState, PreviewMessage } from "./state";

export function chatLogElement<W>(doc: Document, state: AppState<W>, messages: readonly PreviewMessage<W>[], render: RenderTemplate): HTMLElement {
  const aside = doc.createElement("aside");
  aside.className = "preview-sidebar";
  aside.setAttribute("aria-label", CHROME.chat);
  const log = doc.createElement("ol");
  log.id = "chat-log";
  log.className = "chat-log";
  for (const message of messages) {
    const rendered = message.render(state, render);
    if (rendered === null) continue;
    const li = doc.createElement("li");
    li.className = "chat-message message";
    const header = doc.createElement("header");
    header.className = "message-header";
    const sender = doc.createElement("h4");
    sender.className = "message-sender";
    sender.textContent = rendered.sender;
    header.append(sender);
    const content = doc.createElement("div");
    content.className = "message-content";
    // Template output: every value in it was escaped by Handlebars.
    content.innerHTML = rendered.html;
    li.append(header, content);
    log.append(li);
  }
  aside.append(log);
  return aside;
}
