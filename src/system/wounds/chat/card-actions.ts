/**
 * The buttons of a wounds attack card: Soak for the person asked (render.ts), Apply and Undo
 * through the active GM. Each re-checks who may press it (the card may have been rendered before
 * a permission changed); the GM handlers check again.
 */
import { askGm, report } from "../../gm/gm-request";
import { rollIncapacitationFor, soakFor } from "../attack/attack-flow";
import { applyWoundsTarget, undoWoundsTarget } from "../gm/apply";
import { applyBennySpend, undoBennySpend } from "../bennies/gm-spend";
import { undoRefresh } from "../bennies/refresh";
import { rerollWithBenny } from "../bennies/reroll";
import { applyHeal, undoHeal } from "../healing/gm-heal";

export async function onWoundsCardAction(message: ChatMessage.Implementation, action: string, targetIndex: number): Promise<boolean> {
  const messageId = message.id;
  if (!messageId) return false;
  switch (action) {
    case "fray-wounds-apply":
      report(await askGm("fray.woundsApply", { messageId, targetIndex }, () => applyWoundsTarget(messageId, targetIndex)));
      return true;
    case "fray-wounds-undo":
      report(await askGm("fray.woundsUndo", { messageId, targetIndex }, () => undoWoundsTarget(messageId, targetIndex, game.user), { withSender: true }));
      return true;
    case "fray-wounds-incapacitation":
      await rollIncapacitationFor(message, targetIndex);
      return true;
    case "fray-wounds-benny-apply":
      report(await askGm("fray.woundsBenny", { messageId }, () => applyBennySpend(messageId)));
      return true;
    case "fray-wounds-benny-undo":
      report(await askGm("fray.woundsBennyUndo", { messageId }, () => undoBennySpend(messageId, game.user), { withSender: true }));
      return true;
    case "fray-wounds-refresh-undo":
      report(await undoRefresh(messageId));
      return true;
    case "fray-wounds-heal-apply":
      report(await askGm("fray.woundsHeal", { messageId }, () => applyHeal(messageId)));
      return true;
    case "fray-wounds-heal-undo":
      report(await askGm("fray.woundsHealUndo", { messageId }, () => undoHeal(messageId, game.user), { withSender: true }));
      return true;
    case "fray-wounds-reroll":
      await rerollWithBenny(message);
      return true;
    case "fray-wounds-soak":
      await soakFor(message, targetIndex);
      return true;
    default:
      return false;
  }
}
