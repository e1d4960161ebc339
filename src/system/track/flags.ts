/**
 * The track ruleset's flags, under `flags.fray.track`: a chat message's attack card (what was
 * rolled, frozen when it was posted) and its soak, once rolled. There is no older layout to
 * migrate from. A soak is its own message, posted by whoever soaks (the attacker's message is
 * not theirs to edit), and the GM's result is written on it.
 */
import type { TrackAttackCard, TrackFinalTestCard, TrackHealingResult, TrackHealingRoll, TrackResultFlag, TrackSoakMessage } from "../../view/track/card-messages";

/** `flags.fray.track` of a chat message. */
export interface TrackMessageFlags {
  attack?: TrackAttackCard;
  /** On the soak message the target's side posts. */
  soak?: TrackSoakMessage;
  /** On the soak message, written by the active GM's Apply and Undo. */
  result?: TrackResultFlag;
  /** A final Healing Test owed, the roll made for it, and the GM's result (on the roll). */
  finalTest?: TrackFinalTestCard;
  healing?: TrackHealingRoll;
  healed?: TrackHealingResult;
}

/** `flags.fray.track` of an actor (none yet: GM steps are recorded in the GM record book). */
export type TrackActorFlags = Record<never, never>;

export function trackMessageFlag<K extends keyof TrackMessageFlags>(message: ChatMessage.Implementation, key: K): TrackMessageFlags[K] | undefined {
  return message.flags.fray?.track?.[key];
}

/** The `flags` of a create or update that writes these values (nested: dotted paths do not type-check). */
export const trackMessageFlags = (values: TrackMessageFlags) => ({ fray: { track: values } });
