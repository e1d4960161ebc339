/**
 * What a track attack card carries (flags.fray.track): the attack as rolled, and the soak once
 * its roller has rolled it. Both are plain data, so the card renders the same for everyone and
 * the GM's Apply reads the wound from them, never from a client's say-so.
 */
import type { ArmorCategory, AttackRecord, DamageType } from "../../core/track";

export interface TrackAttackCard {
  readonly attackerUuid: string | null;
  readonly attacker: string;
  readonly weapon: string;
  /** The weapon item, whose damage the GM reads rather than the card's (absent on old or hazard cards). */
  readonly weaponUuid?: string;
  readonly targetUuid: string;
  readonly target: string;
  /** The pool rolled after the wound penalty, and that penalty. */
  readonly pool: number;
  readonly penalty: number;
  readonly dice: readonly number[];
  readonly hits: number;
  readonly threshold: number;
  readonly success: boolean;
  readonly netHits: number;
  readonly damage: number;
  readonly damageType: DamageType;
  readonly category: ArmorCategory;
  readonly extraDice: number;
}

export interface TrackSoakRecord {
  readonly boughtHits: number;
  readonly dice: readonly number[];
  readonly poolSize: number;
  readonly soakHits: number;
}

/** A soak message: who soaked which attack, with what purchase and dice (the GM recounts the hits). */
export interface TrackSoakMessage extends TrackSoakRecord {
  readonly attackMessageId: string;
}

/** What the GM's Apply wrote on the soak message: the played record the card shows, and whether it was undone. */
export interface TrackResultFlag {
  readonly record: AttackRecord;
  readonly undone: boolean;
}

/** A final Healing Test owed (posted by the active GM when a Dying timer runs out, docs/rules/track.md §5.7). */
export interface TrackFinalTestCard {
  readonly actorUuid: string;
  readonly name: string;
  /** The combats whose round the test holds (their automation ledger's prompt keys), if any. */
  readonly holds?: readonly { readonly combatUuid: string; readonly key: string }[];
}

/** The final Healing Test as rolled by whoever acts for the Dying actor. */
export interface TrackHealingRoll {
  readonly finalTestMessageId: string;
  readonly dice: readonly number[];
}

/** What the GM made of it. */
export interface TrackHealingResult {
  readonly hits: number;
  readonly dead: boolean;
  readonly stabilized: boolean;
  readonly secondsLeft: number | null;
}
