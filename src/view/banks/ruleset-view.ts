// The banks ruleset's scenario view: the step log and the odds lines (src/view/ruleset-view.ts).
import type { BanksOddsRecord, BanksRecord } from "../../core/banks/scenario";
import type { RulesetView } from "../ruleset-view";
import { banksOddsLines } from "./odds-view";
import { banksStepLog } from "./step-log";

export const banksView: RulesetView<BanksRecord, BanksOddsRecord> = {
  id: "banks",
  stepLog: banksStepLog,
  oddsLines: banksOddsLines,
};
