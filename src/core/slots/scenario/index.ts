// Slots scenarios (docs/scenarios.md "Slots"): the steps `fray run` plays, their records and odds.
export { slotsScenarioRules } from "./rules";
export { slotsStepOdds } from "./odds";
export type { SlotsOddsRecord, StressOddsRecord, ProbabilityRecord } from "./odds";
export type { AbilityRecord, AttackRecord, EffectRecord, EndRoundRecord, EventRecord, ExecuteRecord, InitiativeRecord, MaimRecord, OutroRecord, PaymentRecord, PhaseRecord, SlotsRecord, TargetRecord } from "./records";
