/**
 * Track scenario rules (rules/track.md §7.1): the steps `fray run` plays on the same core
 * procedures and combat policy the Foundry tracker runs (rules/track.md §5, §7).
 */
import { type ScenarioRules, readScenario } from "../../encounter";
import { requireObject } from "../checks";
import { checkRng, checkStep, checkTable } from "./trust";
import { playAttack, playDamage } from "./play-attack";
import { playCare, playStartRound, playTime } from "./play-care";
import type { TrackRecord } from "./records";
import { type TrackStep, readTrackStep } from "./step-read";
import { type TrackTable, createTrackTable } from "./table";

export const trackScenarioRules: ScenarioRules<TrackTable, TrackStep, TrackRecord> = {
  // Read again, so a caller that skipped readScenario is refused cleanly.
  createTable: (scenario) => createTrackTable(readScenario(scenario)),
  readStep: (table, raw, path) => readTrackStep(checkTable(table), requireObject(raw, typeof path === "string" ? path : "step", "scenario.invalid"), typeof path === "string" ? path : "step"),
  playStep(given, raw, anyRng): { table: TrackTable; outcome: TrackRecord } {
    const table = checkTable(given);
    const step = checkStep(table, raw);
    const rng = checkRng(anyRng);
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
