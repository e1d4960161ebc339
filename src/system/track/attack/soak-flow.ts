/**
 * The soak (docs/rules/track.md §5.3, §7): whoever soaks for the target picks the hits to buy,
 * rolls the rest of the pool through Foundry and posts the soak message; the active GM then
 * recounts it and applies the wound (gm/apply.ts). Wound penalties never touch this pool.
 */
import { soakPoolSize } from "../../../core/track";
import { askGm, report } from "../../gm/gm-request";
import { actorFromUuid, mayActFor } from "../../gm/actors";
import { formatText } from "../../i18n";
import { trackStateOf } from "../actor-state";
import { chooseSoak } from "../apps/soak-dialog";
import type { TrackAttackCard, TrackSoakMessage } from "../../../view/track/card-messages";
import { soakMessageFor } from "../chat/soaker";
import { trackMessageFlags } from "../flags";
import { applyTrackSoak } from "../gm/apply";
import { rollFaces } from "../pool-roll";
import { postCard } from "../../chat/post-card";

export async function soakAttack(message: ChatMessage.Implementation, card: TrackAttackCard): Promise<void> {
  const attackMessageId = message.id;
  const target = await actorFromUuid(card.targetUuid);
  if (!attackMessageId || !target || !mayActFor(game.user, target) || !card.success) return;
  if (soakMessageFor(attackMessageId) !== null) {
    ui.notifications?.info(formatText({ key: "FRAY.Track.Chat.AlreadySoaked" }));
    return;
  }
  const state = trackStateOf(target);
  const bought = await chooseSoak({ targetName: target.name, target: state, damage: card.damage, damageType: card.damageType, category: card.category, extraDice: card.extraDice });
  if (bought === null) return;
  // §7: objects soak with their armor only.
  const poolSize = soakPoolSize({ strength: state.object ? 0 : state.strength, edge: state.object ? 0 : state.edge, armorRating: state.armor[card.category], extraDice: card.extraDice });
  const { roll, faces } = await rollFaces(poolSize - 3 * bought, 0);
  const soak: TrackSoakMessage = { attackMessageId, boughtHits: bought, dice: faces, poolSize, soakHits: bought + faces.filter((d) => d >= 5).length };
  const posted = await postCard({
    speaker: ChatMessage.getSpeaker({ actor: target }),
    content: `<p>${foundry.utils.escapeHTML(target.name)}</p>`,
    rolls: roll === null ? [] : [roll],
    flags: trackMessageFlags({ soak }),
  });
  const soakId = posted?.id;
  if (soakId) report(await askGm("fray.trackApply", { messageId: soakId }, () => applyTrackSoak(soakId)));
}
