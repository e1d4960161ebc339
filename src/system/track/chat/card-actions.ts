/**
 * The buttons of the track chat cards: Soak on the attack card (whoever acts for the target),
 * Apply and Undo on the soak card, always through the active GM.
 */
import { askGm, report } from "../../gm/gm-request";
import { soakAttack } from "../attack/soak-flow";
import { rollFinalTest } from "../attack/final-test-flow";
import { applyTrackSoak, undoTrackSoak } from "../gm/apply";
import { readAttackCard } from "./card-data";
import { trackMessageFlag } from "../flags";

export async function onTrackCardAction(message: ChatMessage.Implementation, action: string): Promise<boolean> {
  const messageId = message.id;
  if (!messageId) return false;
  switch (action) {
    case "fray-track-soak": {
      const card = readAttackCard(trackMessageFlag(message, "attack"));
      if (card !== null) await soakAttack(message, card);
      return true;
    }
    case "fray-track-apply":
      report(await askGm("fray.trackApply", { messageId }, () => applyTrackSoak(messageId)));
      return true;
    case "fray-track-undo":
      // Undo's answer depends on who asks: the request carries its sender (gm/sender.ts).
      report(await askGm("fray.trackUndo", { messageId }, () => undoTrackSoak(messageId, game.user), { withSender: true }));
      return true;
    case "fray-track-final-test":
      await rollFinalTest(message);
      return true;
    default:
      return false;
  }
}
