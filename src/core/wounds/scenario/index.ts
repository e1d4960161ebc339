// Wounds scenarios (docs/rules/wounds.md §10): the steps `fray run` plays, their records and odds.
export { woundsScenarioRules } from "./rules";
export type { WoundsStep } from "./step-read";
export type { BennyRecord, EndRoundRecord, HealRecord, HitRecord, HoldRecord, HoursRecord, IncapacitationRecord, RollRecord, StartRoundRecord, StartTurnRecord, TrackRecord, WoundsRecord } from "./records";
export { createWoundsTable } from "./table";
export type { WoundsTable } from "./table";
export { woundsStepOdds } from "./odds";
export type { DamageOddsRecord, P, SoakOddsRecord, TraitOddsRecord, WoundsOddsRecord } from "./odds";
