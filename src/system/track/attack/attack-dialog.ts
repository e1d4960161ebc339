/**
 * The attack (docs/rules/track.md §5.2, §7 "Each attack"): the attacker names a pool and the
 * threshold, sees the wound penalty as its own line and the exact odds (pool-dialog.ts), rolls the
 * pool through Foundry, and posts the attack card. The card then asks the target's side to soak.
 */
import { rollFaces } from "../pool-roll";
import { type TrackAttackCard } from "../../../view/track/card-messages";
import { trackMessageFlags } from "../flags";
import { trackStateOf, trackWeaponOf } from "../actor-state";
import { choosePool } from "../apps/pool-dialog";
import { formatText } from "../../i18n";
import { computeAttack } from "../../../core/track/soak";
import { canActOnTrack, woundPenalty } from "../../../core/track";
import { postCard } from "../../chat/post-card";

/** §5.2: a threshold of 1 is the usual short-range shot; the dialog lets the attacker change it. */
const DEFAULT_THRESHOLD = 1;

/** The actor of the user's first targeted token, or null. */
function targetedActor(): Actor.Implementation | null {
  for (const token of game.user.targets) if (token.actor) return token.actor;
  return null;
}

export async function openTrackAttack(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
  const target = targetedActor();
  if (target === null) {
    ui.notifications?.warn(formatText({ key: "FRAY.Track.Attack.NoTarget" }));
    return;
  }
  const state = trackStateOf(actor);
  // §5.6: the Incapacitated (and the dead) cannot attempt an action that needs a roll.
  if (!canActOnTrack(state)) {
    ui.notifications?.warn(formatText({ key: "FRAY.Track.Pool.Blocked" }));
    return;
  }
  const weapon = trackWeaponOf(item);
  const choice = await choosePool({
    title: formatText({ key: "FRAY.Track.Attack.Title", data: { attacker: actor.name, target: target.name, weapon: item.name } }),
    actor: state,
    dice: state.agility + 2,
    threshold: DEFAULT_THRESHOLD,
    resistance: false,
  });
  if (choice === null) return;
  const penalty = woundPenalty(state);
  const pool = Math.max(0, choice.dice - penalty);
  const { roll, faces } = await rollFaces(pool, choice.threshold);
  const hits = faces.filter((d) => d >= 5).length;
  const result = computeAttack(hits, choice.threshold, weapon.damage);
  const card: TrackAttackCard = {
    attackerUuid: actor.uuid,
    attacker: actor.name,
    weapon: item.name,
    weaponUuid: item.uuid,
    targetUuid: target.uuid,
    target: target.name,
    pool,
    penalty,
    dice: faces,
    hits,
    threshold: choice.threshold,
    success: result.success,
    netHits: result.netHits,
    damage: result.damage,
    damageType: weapon.damageType,
    category: weapon.category,
    extraDice: 0,
  };
  await postCard({
    speaker: ChatMessage.getSpeaker({ actor }),
    content: `<p>${foundry.utils.escapeHTML(`${actor.name} → ${target.name}: ${item.name}`)}</p>`,
    rolls: roll === null ? [] : [roll],
    flags: trackMessageFlags({ attack: card }),
  });
}
