// Trauma scenarios (docs/scenarios.md "Trauma"): the steps `fray run` plays, their records and odds.
export { traumaScenarioRules } from "./rules";
export type { AttackRecord, RelicRecord, RoundRecord, TraumaRecord, WillToLiveRecord } from "./records";
export { NARRATOR_DECK, PERK_DECK, PERK_DISCARD, createTraumaTable, deckOf } from "./table";
export type { TableActor, TableWeapon, TraumaTable } from "./table";
export { traumaOddsRecord, traumaStepOdds } from "./odds";
export type { AttackOddsRecord, TraumaOddsRecord } from "./odds";
