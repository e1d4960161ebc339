/**
 * The healing card in the chat log, rendered from its flags each time: the healer's roll judged
 * with the healer's die as it is now, and what the GM applied (Apply while it waits, for its author
 * or a GM; Undo after).
 */
import { traitDieOf } from "../../../core/wounds";
import { actorFromUuid } from "../../gm/actors";
import { formatText, wordView } from "../../i18n";
import { healCardView } from "../../../view/wounds/heal-views";
import { traitLabel } from "../../../view/wounds/sheet-view";
import { woundsStateOf } from "../actor-state";
import { woundsMessageFlag } from "../flags";
import { healCardOf } from "./heal-card";

function healedOf(raw: unknown): { healed: number; injuriesEnded: number; undone: boolean } | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { healed, injuriesEnded, undone } = raw as Record<string, unknown>;
  return typeof healed === "number" && typeof injuriesEnded === "number" ? { healed, injuriesEnded, undone: undone === true } : null;
}

export async function renderHealCard(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean> {
  const card = healCardOf(message);
  if (!card) return false;
  const healer = await actorFromUuid(card.healer.actorUuid);
  if (!healer) return false;
  let die;
  try {
    die = traitDieOf(woundsStateOf(healer), card.trait);
  } catch {
    return false;
  }
  const may = game.user.isGM || message.isAuthor;
  const view = healCardView({
    healer: card.healer.name,
    patient: card.patient.name,
    label: formatText(traitLabel(card.trait)),
    die,
    chain: card.chain,
    wildChain: card.wildChain,
    modifier: card.modifier,
    healed: healedOf(woundsMessageFlag(message, "healed")),
    can: { apply: may, undo: may },
  });
  content.innerHTML = await foundry.applications.handlebars.renderTemplate("systems/fray/templates/wounds/chat/heal.hbs", { messageId: message.id, view: wordView(view) });
  return true;
}
