/**
 * What a played wounds step reports: plain JSON for `fray run --json`, and the input of the
 * readable log (src/view/wounds). Cards in the scenario notation ("QS", "RJ").
 */
import type { TraitRollResult } from "../../dice";
import { paceOf, toughnessOf, woundPenaltyOf } from "../derived";
import type { Injury, WoundsActor } from "../state";
import type { RollDice } from "../rolls";
import { requireArray, requireBoolean, requireFaces, requireObject, requireWhole } from "../checks";
import { validateWoundsActor } from "../state-validation";

export interface TrackRecord {
  readonly wounds: number;
  readonly woundCapacity: number;
  readonly penalty: number;
  readonly pace: number;
  readonly toughness: number;
  readonly shaken: boolean;
  readonly incapacitated: boolean;
  readonly bleedingOut: boolean;
  readonly dead: boolean;
  readonly bennies: number;
  readonly injuries: number;
}

export interface RollRecord {
  /** Each roll's faces: the first and every Benny reroll. */
  readonly dice: readonly { readonly trait: readonly number[]; readonly wild: readonly number[] | null }[];
  readonly total: number;
  readonly success: boolean;
  readonly raises: number;
  readonly criticalFailure: boolean;
}

export interface IncapacitationRecord {
  readonly roll: RollRecord;
  readonly outcome: string;
  readonly injury: Injury | null;
}

export interface HitRecord {
  readonly kind: "hit";
  readonly attacker: string | null;
  readonly target: string;
  readonly weapon: string | null;
  readonly attack: { readonly skill: string; readonly tn: number; readonly modifier: number; readonly joker: boolean; readonly roll: RollRecord } | null;
  /** Null when the attack missed. */
  readonly damage: { readonly total: number; readonly dice: readonly (readonly number[])[]; readonly strength: readonly number[] | null; readonly raise: readonly number[] | null; readonly flat: number } | null;
  readonly toughness: number;
  readonly ap: number;
  readonly margin: number | null;
  readonly raises: number;
  readonly effect: string;
  readonly pendingWounds: number;
  readonly soak: { readonly roll: RollRecord; readonly soaked: number; readonly remaining: number; readonly benniesSpent: number; readonly fromGmPool: boolean } | null;
  readonly woundsTaken: number;
  readonly becameIncapacitated: boolean;
  readonly incapacitation: IncapacitationRecord | null;
  readonly lostHold: boolean;
  readonly after: TrackRecord;
}

export interface StartRoundRecord {
  readonly kind: "startRound";
  readonly round: number;
  readonly order: readonly { readonly name: string; readonly card: string }[];
  readonly onHold: readonly string[];
}

export interface EndRoundRecord {
  readonly kind: "endRound";
  readonly round: number;
  readonly reshuffled: boolean;
}

export interface StartTurnRecord {
  readonly kind: "startTurn";
  readonly actor: string;
  readonly prompt: "bleedingOut" | "shakenRecovery" | null;
  readonly roll: RollRecord | null;
  readonly outcome: string;
  readonly canAct: boolean;
  readonly after: TrackRecord;
}

export interface BennyRecord {
  readonly kind: "benny";
  readonly actor: string;
  readonly use: "unshake" | "redraw";
  readonly fromGmPool: boolean;
  readonly card: { readonly old: string; readonly drawn: string; readonly kept: string } | null;
  readonly gmBennies: number;
  readonly after: TrackRecord;
}

export interface HealRecord {
  readonly kind: "heal";
  readonly actor: string;
  readonly healer: string;
  readonly roll: RollRecord;
  readonly healed: number;
  readonly injuriesEnded: number;
  readonly after: TrackRecord;
}

export interface HoldRecord {
  readonly kind: "hold";
  readonly actor: string;
  readonly hold: boolean;
}

export interface HoursRecord {
  readonly kind: "hours";
  readonly actor: string;
  readonly hours: number;
  readonly injuriesEnded: number;
  readonly after: TrackRecord;
}

export type WoundsRecord = HitRecord | StartRoundRecord | EndRoundRecord | StartTurnRecord | BennyRecord | HealRecord | HoldRecord | HoursRecord;

export function trackOf(value: WoundsActor): TrackRecord {
  const state = validateWoundsActor(value, "state");
  return {
    wounds: state.wounds,
    woundCapacity: state.woundCapacity,
    penalty: woundPenaltyOf(state.wounds),
    pace: paceOf(state),
    toughness: toughnessOf(state),
    shaken: state.shaken,
    incapacitated: state.incapacitated,
    bleedingOut: state.bleedingOut,
    dead: state.dead,
    bennies: state.bennies,
    injuries: state.injuries.length,
  };
}

export function rollRecord(dice: readonly RollDice[], best: Pick<TraitRollResult, "total" | "success" | "raises" | "criticalFailure">): RollRecord {
  requireArray(dice, "dice", "input.invalid", 100).forEach((d, i) => {
    const r = requireObject(d, `dice[${i}]`, "input.invalid");
    requireFaces(r["chain"], `dice[${i}].chain`, "input.invalid", 100);
    if (r["wildChain"] !== undefined) requireFaces(r["wildChain"], `dice[${i}].wildChain`, "input.invalid", 100);
  });
  const b = requireObject(best, "best", "input.invalid");
  requireWhole(b["total"], "best.total", "input.invalid");
  requireWhole(b["raises"], "best.raises", "input.invalid", { min: 0 });
  requireBoolean(b["success"], "best.success", "input.invalid");
  requireBoolean(b["criticalFailure"], "best.criticalFailure", "input.invalid");
  return {
    dice: dice.map((r) => ({ trait: [...r.chain], wild: r.wildChain === undefined ? null : [...r.wildChain] })),
    total: best.total,
    success: best.success,
    raises: best.raises,
    criticalFailure: best.criticalFailure,
  };
}
