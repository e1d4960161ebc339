// The wounds ruleset's scenario view: the step log and the odds lines (src/view/ruleset-view.ts).
import type { WoundsOddsRecord, WoundsRecord } from "../../core/wounds/scenario";
import type { RulesetView } from "../ruleset-view";
import { woundsOddsLines } from "./odds-view";
import { woundsStepLog } from "./step-log";

export const woundsView: RulesetView<WoundsRecord, WoundsOddsRecord> = {
  id: "wounds",
  stepLog: woundsStepLog,
  oddsLines: woundsOddsLines,
};
