/**
 * The buttons of an attack card. Each re-checks who may press it (the card may have been
 * rendered before a permission changed), runs with its button disabled, and reports the
 * outcome. Apply and Undo always go through the active GM.
 */
import { askGm, report } from "../gm/gm-request";
import { applyAttackTarget, undoAttackTarget } from "../trauma/gm/gm-actions";
import { resistFor } from "../trauma/attack-flow";
import { choosePerks } from "../trauma/chat/perk-prompt";
import { onBanksCardAction } from "../banks/chat/card-actions";
import { actorFromUuid, attackCardOf, mayActFor } from "../trauma/attack-messages";

export async function onCardAction(message: ChatMessage.Implementation, event: MouseEvent): Promise<void> {
  const button = (event.target as HTMLElement | null)?.closest<HTMLButtonElement>("button[data-action]");
  const action = button?.dataset["action"];
  if (!button || !action?.startsWith("fray-")) return;
  event.preventDefault();
  const messageId = message.id;
  const targetIndex = Number(button.dataset["targetIndex"] ?? "0");
  if (!messageId || !Number.isInteger(targetIndex)) return;
  button.disabled = true;
  try {
    if (action.startsWith("fray-banks-")) await onBanksCardAction(message, action, targetIndex);
    else if (action === "fray-apply") report(await askGm("fray.applyTrauma", { messageId, targetIndex }, () => applyAttackTarget(messageId, targetIndex)));
    else if (action === "fray-undo") report(await askGm("fray.undoTrauma", { messageId, targetIndex }, () => undoAttackTarget(messageId, targetIndex)));
    else if (action === "fray-resist") {
      const ref = attackCardOf(message)?.targets[targetIndex];
      const target = ref ? await actorFromUuid(ref.actorUuid) : null;
      if (!target || !mayActFor(game.user, target)) return;
      const perks = await choosePerks(target);
      if (perks !== null) await resistFor(messageId, targetIndex, perks);
    }
  } finally {
    button.disabled = false;
  }
}
