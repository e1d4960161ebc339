// The trauma ruleset's scenario view: the step log and the odds lines (src/view/ruleset-view.ts).
import type { TraumaOddsRecord, TraumaRecord } from "../../core/trauma/scenario";
import type { RulesetView } from "../ruleset-view";
import { traumaOddsLines } from "./odds-view";
import { traumaStepLog } from "./step-log";

export const traumaView: RulesetView<TraumaRecord, TraumaOddsRecord> = {
  id: "trauma",
  stepLog: traumaStepLog,
  oddsLines: traumaOddsLines,
};
