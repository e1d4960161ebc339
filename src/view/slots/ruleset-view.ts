// The slots ruleset's scenario view: the step log and the odds lines (src/view/ruleset-view.ts).
import type { SlotsOddsRecord, SlotsRecord } from "../../core/slots/scenario";
import type { RulesetView } from "../ruleset-view";
import { slotsOddsLines } from "./odds-view";
import { slotsStepLog } from "./step-log";

export const slotsView: RulesetView<SlotsRecord, SlotsOddsRecord> = {
  id: "slots",
  stepLog: slotsStepLog,
  oddsLines: slotsOddsLines,
};
