/**
 * The Benny cards in the chat log: a spend (with Apply while it waits for the GM, for its author
 * or a GM, and Undo once spent) and a refresh for all (Undo for GMs), rendered from their flags
 * each time.
 */
import { wordView } from "../../i18n";
import { bennyCardView, refreshCardView } from "../../../view/wounds/benny-views";
import { woundsMessageFlag } from "../flags";
import { bennyCardOf } from "./benny-card";
import type { BennySpentFlag } from "./gm-spend";
import { refreshCardOf } from "./refresh";

const T = "systems/fray/templates/wounds/chat";

function spentOf(raw: unknown): BennySpentFlag | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { payer, undone } = raw as Record<string, unknown>;
  return payer === "actor" || payer === "pool" ? { payer, undone: undone === true } : null;
}

export async function renderBennyCard(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean> {
  const render = foundry.applications.handlebars.renderTemplate;
  const card = bennyCardOf(message);
  if (card) {
    const may = game.user.isGM || message.isAuthor;
    const view = bennyCardView({ name: card.name, reason: card.reason, spent: spentOf(woundsMessageFlag(message, "bennySpent")), can: { apply: may, undo: may } });
    content.innerHTML = await render(`${T}/benny.hbs`, { messageId: message.id, view: wordView(view) });
    return true;
  }
  const refresh = refreshCardOf(message);
  if (refresh) {
    // The refresh card is written applied at once; "applied" is read from the card's own lines.
    const view = refreshCardView({ ...refresh, applied: true, canUndo: game.user.isGM });
    content.innerHTML = await render(`${T}/refresh.hbs`, { messageId: message.id, view: wordView(view) });
    return true;
  }
  return false;
}
