/**
 * A free d6 pool test from the sheet (docs/rules/track.md §5.1, §5.2, §5.6): the dice, the
 * threshold and whether it is a Resistance or Healing Test (then no wound penalty); the pool
 * dialog shows the penalty as its own line and the exact odds. The Incapacitated and the dead
 * cannot attempt an action that needs a roll.
 */
import { woundPenalty, canActOnTrack } from "../../../core/track";
import { formatText } from "../../i18n";
import { trackStateOf } from "../actor-state";
import { choosePool } from "../apps/pool-dialog";
import { TrackPoolRoll } from "../pool-roll";
import { rollMessageOptions } from "../../chat/post-card";

export async function rollTrackPool(actor: Actor.Implementation): Promise<void> {
  const state = trackStateOf(actor);
  const choice = await choosePool({ title: formatText({ key: "FRAY.Track.Pool.Title", data: { name: actor.name } }), actor: state, dice: state.agility + 2, threshold: 1, resistance: false, askResistance: true });
  if (choice === null) return;
  if (!choice.resistance && !canActOnTrack(state)) {
    ui.notifications?.warn(formatText({ key: "FRAY.Track.Pool.Blocked" }));
    return;
  }
  const penalty = choice.resistance ? 0 : woundPenalty(state);
  const roll = TrackPoolRoll.forPool(Math.max(0, choice.dice - penalty), choice.threshold);
  await roll.evaluate({ allowInteractive: true });
  const test = roll.test;
  const outcome = formatText({ key: test.success ? "FRAY.Track.Pool.Succeeded" : "FRAY.Track.Pool.Failed", data: { hits: test.hits, threshold: test.threshold, net: test.net } });
  const note = penalty > 0 ? formatText({ key: "FRAY.Track.Log.PenaltyNote", data: { penalty } }) : formatText({ key: "FRAY.Track.Log.NoPenalty" });
  await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor: `${outcome} (${note})` }, rollMessageOptions());
}
