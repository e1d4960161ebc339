/**
 * The trauma chat messages: the attack and resistance cards (re-rendered from the table, so an
 * Apply or Undo shows), the combat events and the Will-to-Live prompt and draw; and what the
 * attack card's Resist / Apply / Undo do on the table.
 */
import type { Card } from "../../core/cards";
import { RulesInputError } from "../../core/errors";
import type { Text } from "../../view/i18n";
import { localizeKey } from "../i18n";
import { type ActionTarget, type PreviewMessage, notify } from "../page/state";
import { templatePath as t } from "../../view/sheet/layout";
import { attackCardContext, combatEventsContext, resistanceCardContext, willToLiveDrawContext, willToLivePromptContext } from "./chat-cards";
import type { TraumaSession, TraumaState } from "./session";

type TraumaMessage = PreviewMessage<TraumaSession>;

/** The data-action of the Will-to-Live button (src/system/combat/will-to-live-prompt.ts). */
export const WILL_TO_LIVE_ACTION = "frayWillToLive";

export const attackMessage = (cardId: string): TraumaMessage => ({
  render(state, render) {
    const card = state.world.table.card(cardId);
    return { sender: card.state.attacker.name, html: render(t("trauma/chat/attack.hbs"), attackCardContext(state.world.table, card, true)) };
  },
});

export const resistanceMessage = (cardId: string): TraumaMessage => ({
  render(state, render) {
    const card = state.world.table.card(cardId);
    const context = resistanceCardContext(card);
    return context === null ? null : { sender: card.state.targets[0]?.name ?? "", html: render(t("trauma/chat/resistance.hbs"), context) };
  },
});

const combatSpeaker = (): string => localizeKey("FRAY.Common.Combat.Speaker");

export const eventsMessage = (log: readonly Text[]): TraumaMessage => ({
  render: (_state, render) => ({ sender: combatSpeaker(), html: render(t("common/chat/combat-events.hbs"), combatEventsContext(log)) }),
});

export const willToLivePromptMessage = (name: string): TraumaMessage => ({
  render: (_state, render) => ({ sender: combatSpeaker(), html: render(t("trauma/chat/will-to-live-prompt.hbs"), willToLivePromptContext(name, WILL_TO_LIVE_ACTION)) }),
});

export const willToLiveDrawMessage = (name: string, cards: readonly Card[]): TraumaMessage => ({
  render: (_state, render) => ({ sender: name, html: render(t("trauma/chat/will-to-live-draw.hbs"), willToLiveDrawContext(name, cards)) }),
});

/** The attack card's buttons, with the notification Foundry's GM action reports. */
export function cardAction(state: TraumaState, t: ActionTarget): TraumaState | null {
  if (!["fray-resist", "fray-apply", "fray-undo"].includes(t.action)) return null;
  const id = t.messageId;
  if (id === null) return state;
  try {
    if (t.action === "fray-resist") {
      state.world.table.resist(id);
      return { ...state, chat: [...(state.chat ?? []), resistanceMessage(id)] };
    }
    if (t.action === "fray-apply") {
      state.world.table.apply(id);
      return notify(state, { level: "info", message: localizeKey("FRAY.Common.Chat.Applied") });
    }
    state.world.table.undo(id);
    return notify(state, { level: "info", message: localizeKey("FRAY.Common.Chat.Undone") });
  } catch (error) {
    // A refused request changes nothing, as the GM's ledger refuses a replayed Apply.
    if (error instanceof RulesInputError) return notify(state, { level: "warning", message: localizeKey("FRAY.Common.Chat.Error.Refused") });
    throw error;
  }
}
