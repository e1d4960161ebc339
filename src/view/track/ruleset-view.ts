// The track ruleset's scenario view: the step log and the odds lines (src/view/ruleset-view.ts).
import type { TrackOddsRecord, TrackRecord } from "../../core/track";
import type { RulesetView } from "../ruleset-view";
import { trackOddsLines } from "./odds-view";
import { trackStepLog } from "./step-log";

export const trackView: RulesetView<TrackRecord, TrackOddsRecord> = {
  id: "track",
  stepLog: trackStepLog,
  oddsLines: trackOddsLines,
};
