/**
 * Wounds scenario rules (docs/rules/wounds.md §10): the steps `fray run` plays, on the core
 * procedures and the same combat policy the Foundry tracker runs.
 */
import type { ScenarioRules } from "../../encounter";
import { RulesInputError } from "../../errors";
import { playAttack, playDamage } from "./hits";
import type { WoundsRecord } from "./records";
import { type WoundsStep, readWoundsStep } from "./step-read";
import { type WoundsTable, createWoundsTable } from "./table";
import { playBenny, playEndRound, playHeal, playHold, playHours, playStartRound, playStartTurn } from "./turns";

export const woundsScenarioRules: ScenarioRules<WoundsTable, WoundsStep, WoundsRecord> = {
  createTable: (scenario) => createWoundsTable(scenario),
  readStep: readWoundsStep,
  playStep(table, step, rng): { table: WoundsTable; outcome: WoundsRecord } {
    if (typeof step !== "object" || step === null) throw new RulesInputError("scenario.invalid", "step", "a step read by readWoundsStep is needed");
    switch (step.type) {
      case "startRound":
        return playStartRound(table, step, rng);
      case "endRound":
        return playEndRound(table, step, rng);
      case "startTurn":
        return playStartTurn(table, step, rng);
      case "attack":
        return playAttack(table, step, rng);
      case "damage":
        return playDamage(table, step, rng);
      case "benny":
        return playBenny(table, step, rng);
      case "heal":
        return playHeal(table, step, rng);
      case "hold":
        return playHold(table, step);
      case "hours":
        return playHours(table, step);
      default:
        throw new RulesInputError("scenario.invalid", "step", "a step read by readWoundsStep is needed");
    }
  },
};
