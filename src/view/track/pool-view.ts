/**
 * A d6 pool roll's dialog (rules/track.md §5.1, §5.2, §5.6): the pool's parts, the wound penalty
 * as its own labelled line on actions (never on Resistance or Healing Tests), the threshold, and
 * the exact odds of success and of each number of net hits.
 */
import { poolTestOdds } from "../../core/dice";
import { type TrackActor, woundPenalty } from "../../core/track";
import { type Text, text } from "../i18n";

export interface PoolPart {
  readonly label: Text;
  readonly dice: number;
}

export interface PoolRollInput {
  readonly actor: TrackActor;
  readonly parts: readonly PoolPart[];
  readonly threshold: number;
  /** A Resistance (soak) or Healing Test: the wound penalty does not apply (§5.6). */
  readonly resistance: boolean;
}

export interface PoolRollView {
  readonly lines: readonly { readonly label: Text; readonly dice: string }[];
  readonly pool: number;
  readonly threshold: number;
  readonly success: string;
  readonly net: readonly { readonly label: Text; readonly percent: string; readonly fraction: string }[];
  /** Incapacitated characters cannot attempt an action that needs a roll (SEED). */
  readonly blocked: Text | null;
}

export function poolRollView(input: PoolRollInput): PoolRollView {
  const penalty = input.resistance ? 0 : woundPenalty(input.actor);
  const lines = input.parts.map((p) => ({ label: p.label, dice: `+${p.dice}` }));
  if (penalty > 0) lines.push({ label: text("FRAY.Track.Pool.Penalty"), dice: `−${penalty}` });
  const pool = Math.max(0, input.parts.reduce((sum, p) => sum + p.dice, 0) - penalty);
  const odds = poolTestOdds(pool, input.threshold);
  const net = odds.net.entries().map(([n, p]) => ({ label: text("FRAY.Track.Pool.Net", { n }), percent: p.toPercent(1), fraction: p.toString() }));
  const incapacitated = Math.max(input.actor.slash, input.actor.back, input.actor.bar) === 10;
  return {
    lines,
    pool,
    threshold: input.threshold,
    success: odds.success.toPercent(1),
    net,
    blocked: !input.resistance && (incapacitated || input.actor.dead) ? text("FRAY.Track.Pool.Blocked") : null,
  };
}
