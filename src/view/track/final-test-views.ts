/**
 * The final Healing Test's cards as view-models (pure): the card that says it is owed and whom it
 * waits for, and the roll with what the GM made of it (docs/rules/track.md §5.7).
 */
import { type Text, text } from "../i18n";
import { clock } from "./monitor-text";
import type { TrackHealingResult } from "./card-messages";

export interface FinalTestCardView {
  readonly owed: Text;
  readonly waiting: Text | null;
  readonly canRoll: boolean;
}

export function finalTestCardView(name: string, state: { rolled: boolean; canRoll: boolean; roller: string | null }): FinalTestCardView {
  return {
    owed: text("FRAY.Track.Log.FinalTestOwed", { name }),
    waiting: state.rolled ? null : text("FRAY.Track.Chat.FinalTestWaiting", { user: state.roller ?? "—" }),
    canRoll: state.canRoll,
  };
}

export interface HealingCardView {
  readonly roll: Text;
  readonly outcome: Text | null;
}

export function healingCardView(name: string, dice: readonly number[], healed: TrackHealingResult | null): HealingCardView {
  const hits = dice.filter((d) => d >= 5).length;
  const outcome =
    healed === null
      ? null
      : healed.dead
        ? text("FRAY.Track.Log.Dead", { name })
        : healed.stabilized
          ? text("FRAY.Track.Log.Stabilized", { name })
          : text("FRAY.Track.Log.Dying", { name, time: clock(healed.secondsLeft ?? 0) });
  return { roll: text("FRAY.Track.Chat.HealingRoll", { name, dice: dice.join(" ") || "—", hits }), outcome };
}
