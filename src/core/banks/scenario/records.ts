/**
 * What a played banks step reports: plain JSON for `fray run --json`, and the input of the
 * readable log. Every record ends with the turn order as it stands after the step, because in
 * this ruleset the order moves with every IP spent (docs/rules/banks.md §6.3).
 */
import type { ActionKind, ActionName } from "../actions";
import type { BanksState, ComponentRecord } from "../flow/damage-record";
import type { PoolModifier } from "../pool-modifiers";

export type { BanksState, ComponentRecord } from "../flow/damage-record";

export interface OrderEntry {
  readonly name: string;
  readonly ip: number;
  readonly effectiveIp: number;
}

export interface TurnState {
  readonly round: number;
  readonly inRound: boolean;
  /** Whose turn is under way, and what a further (Blitz) action multiplies its cost by. */
  readonly acting: (OrderEntry & { readonly blitzFactor: number }) | null;
  /** Still to act this round, first to act first. */
  readonly next: readonly OrderEntry[];
}

export interface PaymentLogRecord {
  readonly action: ActionName;
  readonly actionKind: ActionKind;
  readonly base: number;
  readonly blitzFactor: number;
  readonly sizeFactor: number;
  readonly cost: number;
  readonly concurrent: boolean;
  readonly cancelled: boolean;
  readonly fromIp: number;
  readonly fromTeam: number;
  readonly ipBefore: number;
  readonly ip: number;
  readonly team: string | null;
  readonly teamBank: number | null;
  /** Actions counted for Blitz this turn, after this one. */
  readonly blitzCount: number;
  /** Made from full cover: 1 IP more (SEED "Cover"); only on such actions. */
  readonly fullCoverAttack?: true;
  /** Made as an interrupt of the acting character (§6.6); only on interrupts. */
  readonly interrupt?: { readonly of: string; readonly via: "ip" | "chutzpah"; readonly chutzpahSpent: number };
}

export interface BanksStartCombatRecord {
  readonly kind: "startCombat";
  readonly teams: readonly { team: string; leader: string | null; members: string[]; bank: number }[];
  readonly starting: readonly { name: string; ip: number; ambusher: boolean; core: boolean }[];
  readonly turn: TurnState;
}

export interface InitiativeRoll {
  readonly name: string;
  readonly core: boolean;
  readonly rolled: boolean;
  readonly dice: number[];
  readonly hits: number;
  readonly ipBefore: number;
  readonly ip: number;
  readonly stunDice: number[] | null;
  readonly stunRecovered: number;
  readonly stun: number;
  readonly recoilDecay: number;
  readonly bled: boolean;
  readonly bleedingOut: number;
  readonly died: boolean;
  readonly woke: boolean;
  /** Dead, destroyed or unconscious after the upkeep: no roll, IP kept. */
  readonly out: "dead" | "destroyed" | "unconscious" | null;
}

export interface BanksStartRoundRecord {
  readonly kind: "startRound";
  readonly round: number;
  readonly rolls: readonly InitiativeRoll[];
  readonly turn: TurnState;
}

export interface BanksActRecord {
  readonly kind: "act";
  readonly actor: string;
  readonly payment: PaymentLogRecord;
  /** What the action did besides costing IP (bracing, running, taking cover…), or null. */
  readonly effect: { readonly type: string; readonly value: number | string | null } | null;
  readonly turn: TurnState;
}

export interface BidRecord {
  readonly bid: number;
  readonly chutzpahSpent: number;
  readonly fromIp: number;
  readonly fromTeam: number;
  readonly ipBefore: number;
  readonly ip: number;
}

export interface ThresholdRecord {
  readonly aware: boolean;
  readonly bid: number;
  readonly increment: number;
  readonly cover: number;
  readonly running: number;
  readonly size: number;
  readonly base: number;
  readonly bullets: number;
  readonly reduction: number;
  readonly threshold: number;
  /** Escaping or being thrown from a grapple: each IP bid adds BOD, not AGI (§6.17); only then. */
  readonly byBod?: true;
}

export interface PoolRecord {
  readonly base: number;
  readonly modifiers: readonly PoolModifier[];
  readonly size: number;
}

export interface BanksAttackRecord {
  readonly kind: "attack";
  readonly attacker: string;
  readonly target: string;
  readonly weapon: string;
  readonly bullets: number;
  readonly payment: PaymentLogRecord;
  readonly bid: BidRecord | null;
  readonly threshold: ThresholdRecord;
  readonly pool: PoolRecord;
  readonly dice: number[];
  readonly hits: number;
  readonly sixes: number;
  readonly ones: number;
  readonly gr: number;
  readonly success: boolean;
  readonly net: number;
  readonly critical: boolean;
  readonly glitch: boolean;
  /** The weapon's code, and what was dealt: net hits added to the first value, or the splash. */
  readonly code: string;
  readonly damageCode: string | null;
  readonly applied: "standard" | "multiHit" | "splash" | "none";
  /** The multi-hit option of a critical automatic attack: the base code `times` times. */
  readonly multiHit: { readonly times: number; readonly code: string } | null;
  readonly components: readonly ComponentRecord[];
  readonly overflow: { readonly toPhysical: number; readonly toBleedingOut: number };
  readonly before: BanksState;
  readonly after: BanksState;
  readonly knockedOut: boolean;
  readonly died: boolean;
  readonly destroyed: boolean;
  readonly recoil: { readonly added: number; readonly recoil: number; readonly penalty: number } | null;
  /** Melee attacks only: the Martial Momentum added to the first damage value, and the bank after this attack (§6.14). */
  readonly momentum?: { readonly bonus: number; readonly bank: number };
  /** Strike and Melee Weapon Attack only: the free Run (attacks on the attacker this round face +1). */
  readonly ran?: boolean;
  /** Grapple, Escape Grapple and Throw Grappled Target only (§6.17). */
  readonly grapple?: GrappleRecord;
  readonly turn: TurnState;
}

export interface GrappleRecord {
  readonly kind: "grapple" | "escapeGrapple" | "throwGrappledTarget";
  readonly success: boolean;
  /** Grapple: the grappler is held too (no critical). */
  readonly entangled: boolean;
  /** The Grappling Bank after the action, or null when none is held. */
  readonly bank: number | null;
  /** Escape: both are free; a failed throw: the target may escape for free at once. */
  readonly free: boolean;
  /** Throw: IP the target lost, or (damage) the code it took. */
  readonly ipLost: number;
  readonly code: string | null;
}

export interface BanksPassRecord {
  readonly kind: "pass";
  readonly actor: string;
  readonly ip: number;
  /** The actor's turn was under way: passing ends it. */
  readonly endedTurn: boolean;
  readonly turn: TurnState;
}

export interface BanksEndRoundRecord {
  readonly kind: "endRound";
  readonly round: number;
  readonly capped: readonly { name: string; from: number; to: number }[];
  readonly turn: TurnState;
}

export interface BanksTeamBankRecord {
  readonly kind: "teamBank";
  readonly team: string;
  readonly event: string;
  readonly roller: string | null;
  readonly member: string | null;
  readonly pool: number | null;
  readonly dice: number[] | null;
  readonly hits: number | null;
  readonly before: number;
  readonly bank: number;
  readonly leader: string | null;
  readonly success: boolean | null;
  readonly turn: TurnState;
}

export type BanksRecord =
  | BanksStartCombatRecord
  | BanksStartRoundRecord
  | BanksActRecord
  | BanksAttackRecord
  | BanksPassRecord
  | BanksEndRoundRecord
  | BanksTeamBankRecord;
