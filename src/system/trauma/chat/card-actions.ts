/**
 * The buttons of a trauma attack card: Resist for whoever acts for the target, Apply and Undo
 * through the active GM. Each re-checks who may press it (the card may have been rendered
 * before a permission changed).
 */
import { actorFromUuid, mayActFor } from "../../gm/actors";
import { askGm, report } from "../../gm/gm-request";
import { resistFor } from "../attack-flow";
import { attackCardOf } from "../attack-messages";
import { applyAttackTarget, undoAttackTarget } from "../gm/gm-actions";
import { choosePerks } from "./perk-prompt";

/** Handles a click on a trauma card button; false when the click is not for a trauma card. */
export async function onTraumaCardAction(message: ChatMessage.Implementation, action: string, targetIndex: number): Promise<boolean> {
  const messageId = message.id;
  if (!messageId) return false;
  switch (action) {
    case "fray-apply":
      report(await askGm("fray.applyTrauma", { messageId, targetIndex }, () => applyAttackTarget(messageId, targetIndex)));
      return true;
    case "fray-undo":
      report(await askGm("fray.undoTrauma", { messageId, targetIndex }, () => undoAttackTarget(messageId, targetIndex, game.user), { withSender: true }));
      return true;
    case "fray-resist": {
      const ref = attackCardOf(message)?.targets[targetIndex];
      const target = ref ? await actorFromUuid(ref.actorUuid) : null;
      if (!target || !mayActFor(game.user, target)) return true;
      const perks = await choosePerks(target);
      if (perks !== null) await resistFor(messageId, targetIndex, perks);
      return true;
    }
    default:
      return false;
  }
}
