/**
 * Rolling the final Healing Test from its card: whoever acts for the Dying actor picks the pool
 * (no wound penalty: a Healing Test), rolls it through Foundry, posts the roll and asks the active
 * GM to apply it (gm/final-test.ts). Closing the dialog loses nothing: the card's button stays.
 */
import { askGm, report } from "../../gm/gm-request";
import { actorFromUuid, mayActFor } from "../../gm/actors";
import { formatText } from "../../i18n";
import { trackStateOf } from "../actor-state";
import { choosePool } from "../apps/pool-dialog";
import { trackMessageFlag, trackMessageFlags } from "../flags";
import { applyFinalTest } from "../gm/final-test";
import { rollFaces } from "../pool-roll";
import { postCard } from "../../chat/post-card";

export async function rollFinalTest(card: ChatMessage.Implementation): Promise<void> {
  const owed = trackMessageFlag(card, "finalTest");
  const actor = owed ? await actorFromUuid(owed.actorUuid) : null;
  if (!owed || !actor || !card.id || !mayActFor(game.user, actor)) return;
  const state = trackStateOf(actor);
  const choice = await choosePool({ title: formatText({ key: "FRAY.Track.Chat.FinalTest", data: { name: actor.name } }), actor: state, dice: state.willpower + state.strength, threshold: 0, resistance: true });
  if (choice === null) return;
  const { roll, faces } = await rollFaces(choice.dice, 0);
  const posted = await postCard({
    speaker: ChatMessage.getSpeaker({ actor }),
    content: `<p>${foundry.utils.escapeHTML(formatText({ key: "FRAY.Track.Log.FinalHealingTest", data: { name: actor.name, hits: faces.filter((d) => d >= 5).length } }))}</p>`,
    rolls: roll === null ? [] : [roll],
    flags: trackMessageFlags({ healing: { finalTestMessageId: card.id, dice: faces } }),
  });
  const id = posted?.id;
  if (id) report(await askGm("fray.trackFinalTest", { messageId: id }, () => applyFinalTest(id)));
}
