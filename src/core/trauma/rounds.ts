import { type DrawPlay, type DrawResult, actorDrawInput, checkDraw, computeDraw, spendPerksPatch } from "./draw";
import type { TraumaActor, TraumaActorPatch } from "./state";
import { validateTraumaActor } from "./state-validation";

/** DECISION §8.10: the Will-to-Live draw is Will with Focal against 10, like every draw (§5.3). */
export const WILL_TO_LIVE = { ability: "will", lobe: "focal", baseDifficulty: 10 } as const;

export type EndOfRoundResult = { died: boolean };

/** docs/rules/trauma.md §5.10: uncovered Overkill kills at the end of the round; clotDeficit stays as a record. */
export function endOfRound(state: TraumaActor): { result: EndOfRoundResult; patch: TraumaActorPatch } {
  validateTraumaActor(state, "actor");
  if (state.status.dead || state.clotDeficit === 0) return { result: { died: false }, patch: {} };
  return { result: { died: true }, patch: { status: { dead: true } } };
}

export type StartOfRoundResult = {
  /** Life Support is 0 and no Will-to-Live draw was given: draw and call again; nothing changed. */
  needsWillToLive: boolean;
  willToLive: DrawResult | null;
  died: boolean;
  unconscious: boolean;
  dead: boolean;
};

/**
 * docs/rules/trauma.md §5.10 (SOURCE: Running Out of Vim): at 0 Life Support the actor survives
 * only by a Will-to-Live draw (then Unconscious); at 1 it is Unconscious; at 2+ it wakes.
 * A draw given when none is needed is checked and ignored.
 */
export function startOfRound(state: TraumaActor, willToLive?: DrawPlay): { result: StartOfRoundResult; patch: TraumaActorPatch } {
  validateTraumaActor(state, "actor");
  const { unconscious, dead } = state.status;
  const unchanged = { needsWillToLive: false, willToLive: null, died: false, unconscious, dead };
  if (dead) return { result: unchanged, patch: {} };
  const drawInput =
    willToLive === undefined
      ? undefined
      : actorDrawInput(state, WILL_TO_LIVE.ability, WILL_TO_LIVE.lobe, WILL_TO_LIVE.baseDifficulty, willToLive);
  if (drawInput !== undefined) checkDraw(drawInput, "willToLive");

  const lifeSupport = state.vim.lifeSupport;
  if (lifeSupport === 0) {
    if (drawInput === undefined) return { result: { ...unchanged, needsWillToLive: true }, patch: {} };
    const draw = computeDraw(drawInput);
    const patch: TraumaActorPatch = { ...spendPerksPatch(state.perkHand, draw.perksSpent) };
    if (draw.success) {
      if (!unconscious) patch.status = { unconscious: true };
      return { result: { ...unchanged, willToLive: draw, unconscious: true }, patch };
    }
    patch.status = { dead: true };
    return { result: { ...unchanged, willToLive: draw, died: true, dead: true }, patch };
  }
  // "Unable to provide more than 1 Vim" → Unconscious; 2 or more → awake.
  const nowUnconscious = lifeSupport === 1;
  return {
    result: { ...unchanged, unconscious: nowUnconscious },
    patch: nowUnconscious === unconscious ? {} : { status: { unconscious: nowUnconscious } },
  };
}
