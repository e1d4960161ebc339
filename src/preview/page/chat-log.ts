/**
 * The chat log: each entry as a Foundry chat message (sender, then the card rendered from its
 * template into `.message-content`), re-rendered from the table on every change, the way a
 * FrayChatMessage recomputes its card whenever it is drawn.
 */
import { banksActionMessage, banksAttackMessage, banksBidMessage } from "../context/banks-cards";
import { attackCardContext, combatEventsContext, resistanceCardContext, willToLiveDrawContext, willToLivePromptContext } from "../context/chat-cards";
import { localizeKey } from "../i18n";
import type { RenderTemplate } from "../templates";
import { CHROME } from "./chrome-text";
import type { AppState, ChatEntry } from "./state";

const T = "systems/fray/templates";

/** The data-action of the Will-to-Live button (src/system/combat/will-to-live-prompt.ts). */
export const WILL_TO_LIVE_ACTION = "frayWillToLive";

function message(state: AppState, entry: ChatEntry, render: RenderTemplate): { sender: string; html: string } | null {
  const combat = localizeKey("FRAY.Common.Combat.Speaker");
  switch (entry.kind) {
    case "attack": {
      const card = state.table.card(entry.cardId);
      return { sender: card.state.attacker.name, html: render(`${T}/trauma/chat/attack.hbs`, attackCardContext(state.table, card, true)) };
    }
    case "resistance": {
      const card = state.table.card(entry.cardId);
      const context = resistanceCardContext(card);
      return context === null ? null : { sender: card.state.targets[0]?.name ?? "", html: render(`${T}/trauma/chat/resistance.hbs`, context) };
    }
    case "events":
      return { sender: combat, html: render(`${T}/common/chat/combat-events.hbs`, combatEventsContext(entry.log)) };
    case "willToLivePrompt":
      return { sender: combat, html: render(`${T}/trauma/chat/will-to-live-prompt.hbs`, willToLivePromptContext(entry.name, WILL_TO_LIVE_ACTION)) };
    case "willToLiveDraw":
      return { sender: entry.name, html: render(`${T}/trauma/chat/will-to-live-draw.hbs`, willToLiveDrawContext(entry.name, entry.cards)) };
    case "banksAttack":
      return banksAttackMessage(entry.stage, entry.weaponName, render);
    case "banksBid":
      return banksBidMessage(entry.weaponName, render);
    default:
      return banksActionMessage(render, entry.sample);
  }
}

export function chatLogElement(doc: Document, state: AppState, entries: readonly ChatEntry[], render: RenderTemplate): HTMLElement {
  const aside = doc.createElement("aside");
  aside.className = "preview-sidebar";
  aside.setAttribute("aria-label", CHROME.chat);
  const log = doc.createElement("ol");
  log.id = "chat-log";
  log.className = "chat-log";
  for (const entry of entries) {
    const rendered = message(state, entry, render);
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
