/**
 * Banks scenario rules (docs/scenarios.md "Banks"): `startCombat`, `startRound`, `act`,
 * `attack`, `pass`, `endRound` and `teamBank`, played on the core procedures and the same
 * combat policy the Foundry tracker runs. Every record ends with the turn order after the step.
 */
import type { ScenarioRules } from "../../encounter";
import { RulesInputError, requireRecord } from "../../errors";
import { playAct, playTeamBank } from "./actions";
import { playAttack } from "./attack";
import type { BanksRecord } from "./records";
import { type BanksStep, readBanksStep } from "./step-read";
import { type BanksTable, createBanksTable } from "./table";
import { playEndRound, playPass, playStartCombat, playStartRound } from "./turns";

export const banksScenarioRules: ScenarioRules<BanksTable, BanksStep, BanksRecord> = {
  createTable: (scenario) => createBanksTable(scenario),
  readStep: readBanksStep,
  playStep(table, step, rng): { table: BanksTable; outcome: BanksRecord } {
    // The runner hands back what readBanksStep returned; anything else is refused, not played.
    requireRecord(table, "table");
    requireRecord(step, "step");
    switch (step.type) {
      case "startCombat":
        return playStartCombat(table, step, rng);
      case "startRound":
        return playStartRound(table, step, rng);
      case "act":
        return playAct(table, step, rng);
      case "attack":
        return playAttack(table, step, rng);
      case "pass":
        return playPass(table, step, rng);
      case "endRound":
        return playEndRound(table, step, rng);
      case "teamBank":
        return playTeamBank(table, step, rng);
      default:
        throw new RulesInputError("scenario.invalid", "step.type", "a step must be one readBanksStep returned");
    }
  },
};
