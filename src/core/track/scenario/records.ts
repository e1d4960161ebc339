/**
 * What a played track step reports (plain JSON for `fray run --json`, and the input of the
 * readable log): every record that touches an actor ends with its monitor as it now stands.
 */
import { type TrackActor, isIncapacitated, trackGlyphs, woundPenalty } from "../state";
import type { InitiativePass } from "../initiative";

export interface MonitorRecord {
  readonly name: string;
  readonly slash: number;
  readonly back: number;
  readonly bar: number;
  readonly boxes: string;
  readonly penalty: number;
  readonly incapacitated: boolean;
  readonly dyingSeconds: number | null;
  readonly deathCount: number;
  readonly dead: boolean;
}

export function monitorOf(name: string, s: TrackActor): MonitorRecord {
  return {
    name,
    slash: s.slash,
    back: s.back,
    bar: s.bar,
    boxes: trackGlyphs(s),
    penalty: woundPenalty(s),
    incapacitated: isIncapacitated(s),
    dyingSeconds: s.dying?.secondsLeft ?? null,
    deathCount: s.deathCount,
    dead: s.dead,
  };
}

export interface SoakRecord {
  readonly poolSize: number;
  readonly boughtHits: number;
  readonly dice: number[];
  readonly soakHits: number;
}

export interface AttackRecord {
  readonly kind: "attack";
  readonly attacker: string;
  readonly weapon: string | null;
  /** Null for damage that needs no attack roll (a hazard). */
  readonly roll: { readonly pool: number; readonly penalty: number; readonly dice: number[]; readonly hits: number; readonly threshold: number; readonly success: boolean; readonly netHits: number } | null;
  readonly damage: number;
  readonly damageType: string;
  readonly soak: SoakRecord | null;
  readonly netDamage: number;
  readonly wound: string;
  readonly boxes: number;
  readonly converted: boolean;
  readonly countedTowardDeath: number;
  readonly target: MonitorRecord;
}

export interface InitiativeRecord {
  readonly kind: "initiative";
  readonly scores: { readonly name: string; readonly dice: number[]; readonly score: number; readonly canAct: boolean }[];
  /** Each pass as groups of names, first to act first. */
  readonly passes: { readonly pass: number; readonly groups: { readonly score: number; readonly names: string[] }[] }[];
}

export interface TimeRecord {
  readonly kind: "time";
  readonly seconds: number;
  readonly actors: { readonly dotBoxes: string[]; readonly needsFinalHealingTest: boolean; readonly monitor: MonitorRecord }[];
}

export interface CareRecord {
  readonly kind: "care";
  /** healingTest, finalHealingTest, firstAid, heal, edge, click, addDot */
  readonly action: string;
  readonly hits: number | null;
  readonly detail: string | null;
  readonly stabilized: boolean;
  readonly monitor: MonitorRecord;
}

export type TrackRecord = AttackRecord | InitiativeRecord | TimeRecord | CareRecord;

export function passNames(passes: readonly InitiativePass[], nameOf: (id: string) => string): InitiativeRecord["passes"] {
  return passes.map((p) => ({ pass: p.pass, groups: p.groups.map((g) => ({ score: g.score, names: g.ids.map(nameOf) })) }));
}
