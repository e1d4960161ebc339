// Banks scenarios (docs/scenarios.md "Banks"): the steps `fray run` plays through core/banks/flow, their records and odds.
export { banksScenarioRules } from "./rules";
export type {
  BanksActRecord,
  BanksAttackRecord,
  BanksEndRoundRecord,
  BanksRecord,
  BanksStartCombatRecord,
  BanksStartRoundRecord,
  BanksState,
  BanksTeamBankRecord,
  ComponentRecord,
  GrappleRecord,
  InitiativeRoll,
  OrderEntry,
  PaymentLogRecord,
  ThresholdRecord,
  TurnState,
} from "./records";
export { banksActorFromDocument, banksWeaponFromItem } from "./table";
export { banksOddsRecord, banksStepOdds } from "./odds";
export type { BanksOddsRecord, BanksOddsRow, ProbabilityRecord } from "./odds";
