/**
 * The track chat cards as view-models (pure): the attack roll card (the roll, then whom the soak
 * waits for, or the miss) and the soak card (the soak, then the wound as the GM applied it, from
 * src/view/track/attack-card-view.ts). Which buttons a viewer sees is decided by the caller.
 */
import type { AttackRecord } from "../../core/track";
import { type Text, text } from "../i18n";
import { type AttackCardView, attackCardView } from "./attack-card-view";
import { damageTypeName } from "./monitor-text";
import type { TrackAttackCard, TrackSoakMessage } from "./card-messages";

export interface RollCardView {
  readonly title: Text;
  readonly roll: Text;
  readonly dice: readonly number[];
  readonly outcome: Text;
  /** Whom the soak waits for, once the attack hit and until it is soaked. */
  readonly waiting: Text | null;
  readonly soaked: Text | null;
  readonly canSoak: boolean;
}

export function rollCardView(card: TrackAttackCard, state: { soaker: string | null; soaked: boolean; canSoak: boolean }): RollCardView {
  const penalty = card.penalty > 0 ? text("FRAY.Track.Log.PenaltyNote", { penalty: card.penalty }) : text("FRAY.Track.Log.NoPenalty");
  const roll = text("FRAY.Track.Log.AttackRoll", { attacker: card.attacker, weapon: card.weapon, pool: card.pool, penalty, dice: card.dice.join(" ") || "—", hits: card.hits, threshold: card.threshold });
  const outcome = card.success ? text("FRAY.Track.Log.Damage", { damage: card.damage, netHits: card.netHits, type: damageTypeName(card.damageType) }) : text("FRAY.Track.Card.Missed");
  const waiting = card.success && !state.soaked ? text("FRAY.Track.Chat.Waiting", { target: card.target, user: state.soaker ?? "—" }) : null;
  return {
    title: text("FRAY.Track.Card.Title", { attacker: card.attacker, target: card.target, weapon: card.weapon }),
    roll,
    dice: card.dice,
    outcome,
    waiting,
    soaked: state.soaked ? text("FRAY.Track.Chat.Soaked") : null,
    canSoak: card.success && !state.soaked && state.canSoak,
  };
}

export interface SoakCardView {
  readonly title: Text;
  readonly soak: Text;
  readonly result: AttackCardView | null;
  readonly undone: boolean;
  readonly pending: Text | null;
}

export function soakCardView(target: string, soak: TrackSoakMessage, result: { record: AttackRecord; undone: boolean } | null): SoakCardView {
  return {
    title: text("FRAY.Track.Chat.SoakTitle", { target }),
    soak: text("FRAY.Track.Chat.SoakLine", { pool: soak.poolSize, bought: soak.boughtHits, dice: soak.dice.join(" ") || "—", hits: soak.soakHits }),
    result: result === null ? null : attackCardView(result.record),
    undone: result?.undone === true,
    pending: result === null ? text("FRAY.Track.Chat.Pending") : null,
  };
}
