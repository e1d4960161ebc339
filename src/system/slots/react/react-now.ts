/**
 * "React now" on the player's side (docs/rules/slots.md §7): out of its Active Phase, an action's
 * price is paid by the active GM, who serialises concurrent spends (react-spend.ts). The player
 * creates the request message (the server stamps who asks), asks the GM, and gets the payment
 * back; the action then goes on as any other, its price already paid.
 */
import { gmIds } from "../../gm/gm-users";
import { askGm } from "../../gm/gm-request";
import { type ReactPayment, paymentOf, reactRequestFlags } from "./react-request";
import { reactSpend } from "./react-spend";

/** Asks the active GM to pay `item` out of phase; the payment, or null after telling the user why not. */
export async function payOutOfPhase(actor: Actor.Implementation, item: Item.Implementation, combat: Combat.Implementation): Promise<ReactPayment | null> {
  const whisper = gmIds();
  const request = await ChatMessage.implementation.create({
    content: "",
    whisper,
    flags: reactRequestFlags({ actorUuid: actor.uuid, itemId: item.id ?? "", combatId: combat.id ?? "" }),
  } as ChatMessage.CreateData);
  if (!request?.id) {
    ui.notifications.warn(game.i18n.localize("FRAY.Common.Chat.Error.NoSender"));
    return null;
  }
  const messageId = request.id;
  const result = await askGm("fray.slotsReact", { messageId }, () => reactSpend(messageId));
  const payment = paymentOf(result);
  if (payment === null) ui.notifications.warn(game.i18n.localize(result.message));
  else ui.notifications.info(game.i18n.format("FRAY.Slots.Combat.React.PaidNote", { price: String(payment.price), left: String(payment.left) }));
  return payment;
}
