// Track scenarios (rules/track.md §7.1): the steps `fray run` plays, their records and odds.
export { trackScenarioRules } from "./rules";
export type { AttackRecord, CareRecord, InitiativeRecord, MonitorRecord, SoakRecord, TimeRecord, TrackRecord } from "./records";
export { trackStepOdds } from "./odds";
export type { SeverityRow, TrackOddsRecord } from "./odds";
export type { TrackStep } from "./step-read";
