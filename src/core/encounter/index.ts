export { readScenario } from "./scenario";
export type { Scenario } from "./scenario";
export { readSourceDocument, findDocument } from "./source-document";
export type { SourceDocument } from "./source-document";
export { runScenario } from "./runner";
export type { AnyScenarioRules, EncounterResult, ScenarioRules, StepRecord } from "./runner";
export { scenarioRulesFor } from "./registry";
export { traumaScenarioRules } from "./trauma-steps";
export type { TraumaStep } from "./trauma-steps";
export type { AttackRecord, DrawRecord, RelicRecord, RoundRecord, TraumaRecord, VimRecord } from "./trauma-records";
export { createTraumaTable, deckOf } from "./trauma-table";
export type { TableActor, TableWeapon, TraumaTable } from "./trauma-table";
export { traumaStepOdds } from "./trauma-odds";
export type { StepOdds } from "./trauma-odds";
export { banksScenarioRules } from "./banks-steps";
export type { BanksStep, PoolSpec, TeamSpec } from "./banks-step-read";
export type {
  BanksActRecord,
  BanksAttackRecord,
  BanksEndRoundRecord,
  BanksPassRecord,
  BanksRecord,
  BanksStartCombatRecord,
  BanksStartRoundRecord,
  BanksState,
  BanksTeamBankRecord,
  BidRecord,
  ComponentRecord,
  InitiativeRoll,
  OrderEntry,
  PaymentRecord,
  PoolRecord,
  ThresholdRecord,
  TurnState,
} from "./banks-records";
// The chat card words an attack result the way the log does (src/view/banks/attack-card-view.ts).
export { banksStateOf } from "./banks-records";
export { componentRecords, overflow as attackOverflow } from "./banks-attack";
export { banksActorFromDocument, banksWeaponFromItem, createBanksTable } from "./banks-table";
export type { BanksTable, BanksTableActor, BanksTableWeapon } from "./banks-table";
export { banksOddsRecord, banksStepOdds } from "./banks-odds";
export type { BanksOddsRow, BanksStepOdds } from "./banks-odds";
