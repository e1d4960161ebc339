/**
 * The track preview's moment of play, the rules journal's worked example: a Ganger shoots Mara
 * Okafor twice with a Heavy Pistol; the first shot is soaked to a Serious wound, the second is
 * Terminal. Every number is the core's (test/system/track/packs.test.ts checks the journal).
 */
import type { AttackRecord, TrackActor } from "../../core/track";
import { applyWound } from "../../core/track";
import { monitorOf } from "../../core/track/scenario/records";

export const TRACK_NAMES = { attacker: "Street Ganger", target: "Mara Okafor", soaker: "Player One", weapon: "Heavy Pistol" } as const;

export function afterWound(state: TrackActor, wound: "serious" | "terminal"): TrackActor {
  return { ...state, ...applyWound(state, { wound, damageType: "lethal" }).patch } as TrackActor;
}

/** The second shot, as the GM applied it: Terminal, Incapacitated and Dying. */
export function terminalRecord(before: TrackActor, weapon: string): AttackRecord {
  const after = afterWound(before, "terminal");
  return {
    kind: "attack",
    attacker: TRACK_NAMES.attacker,
    weapon,
    roll: { pool: 9, penalty: 0, dice: [6, 6, 5, 5, 5, 2, 2, 1, 1], hits: 5, threshold: 1, success: true, netHits: 4 },
    damage: 9,
    damageType: "lethal",
    soak: { poolSize: 9, boughtHits: 0, dice: [5, 5, 4, 3, 3, 2, 2, 1, 1], soakHits: 2 },
    netDamage: 7,
    wound: "terminal",
    boxes: 10,
    converted: false,
    countedTowardDeath: 0,
    target: monitorOf(TRACK_NAMES.target, after),
  };
}
