// Banks scenarios (docs/scenarios.md "Banks"): the steps `fray run` plays through core/banks/flow, their records and odds.
export { banksScenarioRules } from "./rules";
export type { BanksStep, PoolSpec, TeamSpec } from "./step-read";
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
  GrappleRecord,
  InitiativeRoll,
  OrderEntry,
  PaymentRecord,
  PoolRecord,
  ThresholdRecord,
  TurnState,
} from "./records";
export { banksActorFromDocument, banksWeaponFromItem, createBanksTable } from "./table";
export type { BanksTable, BanksTableActor, BanksTableWeapon } from "./table";
export { banksOddsRecord, banksStepOdds } from "./odds";
export type { BanksOddsRecord, BanksOddsRow, BanksStepOdds, ProbabilityRecord } from "./odds";
