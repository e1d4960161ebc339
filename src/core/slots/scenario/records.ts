/**
 * What a played slots step reports (docs/rules/slots.md §5, §7): plain JSON for `fray run --json`
 * and the input of the readable log. Actors are named, not referenced by id.
 */
import type { AccuracyOutcome } from "../accuracy";
import type { DamageResult } from "../damage";
import type { EffectsResult } from "../effects";
import type { Maim } from "../state";
import type { StressResult } from "../stress";

/** A combat policy event, flattened: its type, who, and the numbers it carries. */
export type EventRecord = { readonly type: string; readonly name: string; readonly detail: Readonly<Record<string, string | number | boolean | null>> };

export interface InitiativeRecord {
  readonly kind: "initiative";
  readonly rolls: readonly { readonly name: string; readonly natural: number; readonly awareness: number; readonly total: number }[];
  readonly stays: readonly string[];
  readonly cycle: readonly (readonly string[])[];
}

export interface PhaseRecord {
  readonly kind: "startRound" | "endPhase";
  readonly round: number;
  /** The group now acting (empty once the last group is done), and whether it is the Final Phase. */
  readonly group: readonly string[];
  readonly final: boolean;
  readonly events: readonly EventRecord[];
}

export interface EndRoundRecord {
  readonly kind: "endRound";
  readonly round: number;
  readonly events: readonly EventRecord[];
}

export interface PaymentRecord {
  readonly time: "active" | "reserved" | "final";
  readonly price: number;
  readonly pool: "actionSlots" | "reservedSlots";
  readonly left: number;
}

export interface TargetRecord {
  readonly hp: number;
  readonly maxHp: number;
  readonly vulnerable: boolean;
  readonly dead: boolean;
  readonly bleed: number;
  readonly hemorrhage: number;
}

export interface AttackRecord {
  readonly kind: "attack";
  readonly attacker: string;
  readonly target: string;
  readonly item: string;
  readonly payment: PaymentRecord;
  readonly stress: StressResult | null;
  readonly activated: boolean;
  readonly accuracyTotal: number | null;
  readonly evasion: number;
  readonly outcome: AccuracyOutcome | null;
  readonly damageType: string;
  readonly damage: DamageResult | null;
  readonly effects: EffectsResult | null;
  readonly after: TargetRecord;
}

export interface AbilityRecord {
  readonly kind: "ability";
  readonly actor: string;
  readonly item: string;
  readonly payment: PaymentRecord;
  readonly stress: StressResult | null;
  /** A channelled effect now running, with its Upkeep stress. */
  readonly channel: { readonly rounds: number } | null;
  readonly after: TargetRecord;
}

export interface EffectRecord {
  readonly kind: "effect";
  readonly target: string;
  readonly effects: EffectsResult;
  /** Damage or healing over time now running for `rounds` Full Rounds (§5.9 step 3). */
  readonly timed: { readonly dot: number; readonly hot: number; readonly rounds: number } | null;
  readonly after: TargetRecord;
}

export interface ExecuteRecord {
  readonly kind: "execute";
  readonly actor: string;
  readonly target: string;
  readonly lethal: boolean;
  readonly price: number;
  readonly left: number;
}

export interface MaimRecord {
  readonly kind: "maim";
  readonly target: string;
  readonly maim: Maim;
  readonly movement: string;
}

export interface OutroRecord {
  readonly kind: "outro";
  readonly mode: "allResolve" | "slowBurn";
  readonly names: readonly string[];
}

export type SlotsRecord = InitiativeRecord | PhaseRecord | EndRoundRecord | AttackRecord | AbilityRecord | EffectRecord | ExecuteRecord | MaimRecord | OutroRecord;
