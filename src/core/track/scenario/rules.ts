/**
 * Track scenario rules (rules/track.md §7.1): the steps `fray run` plays on the same core
 * procedures and combat policy the Foundry tracker runs (rules/track.md §5, §7).
 */
import type { ScenarioRules } from "../../encounter";
import { playAttack, playDamage } from "./play-attack";
import { playCare, playStartRound, playTime } from "./play-care";
import type { TrackRecord } from "./records";
import { type TrackStep, readTrackStep } from "./step-read";
import { type TrackTable, createTrackTable } from "./table";

export const trackScenarioRules: ScenarioRules<TrackTable, TrackStep, TrackRecord> = {
  createTable: (scenario) => createTrackTable(scenario),
  readStep: readTrackStep,
  playStep(table, step, rng): { table: TrackTable; outcome: TrackRecord } {
    switch (step.type) {
      case "attack":
        return playAttack(table, step, rng);
      case "damage":
        return playDamage(table, step, rng);
      case "startRound":
        return playStartRound(table, step, rng);
      case "endRound":
      case "passTime":
        return playTime(table, step);
      default:
        return playCare(table, step);
    }
  },
};
