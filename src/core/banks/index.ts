// The face of the banks ruleset (docs/rules/banks.md): everything other layers may use.
export { SIZE_CLASSES, classIndex, isSizeClass, requireSizeClass, sizeSteps, stepsBelow } from "./size-class";
export type { SizeClass } from "./size-class";
export { DAMAGE_LETTERS, addToFirst, formatDamageCode, isDamageLetter, parseDamageCode, validateComponents } from "./damage-code";
export type { DamageComponent, DamageLetter } from "./damage-code";
export { DEFAULT_DAMAGE_CHART, TARGET_KINDS, validateDamageChart } from "./damage-chart";
export type { ChartEntry, CriticalEffect, DamageBank, DamageChart, TargetKind } from "./damage-chart";
export {
  ATTRIBUTE_KEYS,
  COVERS,
  DEFAULT_ATTRIBUTE,
  DEFAULT_CHUTZPAH,
  FRESH_TURN,
  MAX_ATTRIBUTE,
  armorAgainst,
  defaultBanksActor,
  isCore,
  isIncapable,
  physicalCap,
  stunCap,
} from "./state";
export type { ArmorRatings, AttributeKey, BanksActor, BanksActorOptions, BanksActorPatch, BanksAttributes, BanksTurn, Cover } from "./state";
export { requireCapable, validateBanksActor } from "./state-validation";
export {
  defaultBanksEncounter,
  defaultBanksTeam,
  effectiveIp,
  isCoordinated,
  teamOf,
  usableTeamBank,
  validateBanksEncounter,
  validateBanksTeam,
} from "./encounter";
export type { BanksEncounter, BanksEncounterPatch, BanksTeam, BanksTeamPatch, TeamRef } from "./encounter";
export { defaultBanksWeapon, validateBanksWeapon } from "./weapon";
export type { BanksWeapon } from "./weapon";
export { defaultBanksArmor, validateArmorRatings, validateBanksArmor } from "./armor";
export type { BanksArmor } from "./armor";
export { DEFAULT_GLITCH_POLICY, GR_MODIFIERS, glitchOnesNeeded, glitchRisk } from "./glitch";
export type { ActionNature, GlitchInput, GlitchPolicy, GlitchRiskInput, GrModifier } from "./glitch";
export { checkTest, computeTest, resolveTest } from "./pool-test";
export type { TestInput, TestResult } from "./pool-test";
export { poolOdds } from "./pool-odds";
export type { PoolOdds } from "./pool-odds";
export { poolModifiers, recoilPenalty } from "./pool-modifiers";
export type { AttackMode, PoolModifier, PoolModifierInput, PoolModifiers, Range } from "./pool-modifiers";
export { ACTIONS, autoFireAction, createMacroCost, medicIpCost } from "./actions";
export type { ActionKind, ActionName, ActionSpec } from "./actions";
export { MAX_ACTION_BASE, MAX_BLITZ_COUNT, actionCost, checkActionCost, computeActionCost } from "./blitz";
export type { ActionCost, ActionCostInput } from "./blitz";
export { payCost, paymentPatches, splitCost } from "./payment";
export type { PayCostInput, Payment, PaymentPatches } from "./payment";
export { takeAction } from "./take-action";
export type { TakeActionInput, TakeActionResult } from "./take-action";
export { delayTurn, passTurn } from "./turn-choices";
export { canInterrupt, interrupt } from "./interrupt";
export type { InterruptCheck, InterruptInput, InterruptResult } from "./interrupt";
export { checkDodgeThreshold, computeDodgeThreshold, dodgeThreshold, reachBonus } from "./dodge";
export type { DodgeThreshold, DodgeThresholdInput } from "./dodge";
export { DEFAULT_CHUTZPAH_IP, payBid } from "./bid";
export type { BidInput, BidPayment } from "./bid";
export { addBleeding, addPhysical, addSensory, addStun, addToBank, bankContext, bankPatch, bleedsToDeath, damageBanksOf } from "./damage-banks";
export type { BankContext, DamageBanks } from "./damage-banks";
export { applyDamage, checkDamage, computeDamage } from "./damage";
export type { ApplyDamageInput, ApplyDamageResult, ComponentOutcome } from "./damage";
export { bystanderSplash, missedSplash, splashComponents } from "./splash";
export type { BystanderInput } from "./splash";
export { resolveAttack } from "./attack";
export type { AttackInput, AttackResult } from "./attack";
export { combatStart, coreCapacity, rerollDiceNeeded, rerollInitiative } from "./initiative";
export type { CombatStartInput, RerollInput, RerollResult } from "./initiative";
export { coinToss, compareCandidates, orderByInitiative } from "./turn-order";
export type { TurnCandidate } from "./turn-order";
export { leadershipPool, teamBankEvent, teamGoalModifier } from "./team-bank";
export type { TeamEvent, TeamEventResult } from "./team-bank";
export { averageWilRoundedUp, surrenderThreshold } from "./surrender";
export type { SurrenderInput } from "./surrender";
export { STANDARD_GRV, THROW_OPTIONS, scatter, throwRange } from "./throwing";
export type { ScatterInput, ThrowOption, ThrowRangeInput } from "./throwing";
export { martialMomentum } from "./momentum";
export type { MomentumInput, MomentumResult } from "./momentum";
export { brace, clearRecoil, collide, fire, recoilThrust, thrustRecoil } from "./recoil";
export type { FireInput } from "./recoil";
export { escapeGrapple, grapple, throwGrappled } from "./grapple";
export type { EscapeInput, GrappleInput, ThrowGrappledInput, ThrowGrappledResult } from "./grapple";
export { bleedOverTime, clearSenses, restHeal, stabilize, triage } from "./medicine";
export type { RestInput, TreatmentInput, TreatmentResult } from "./medicine";
export { brawlCode, grappleThrowCode, strikeCode } from "./unarmed";
export type { BrawlRule } from "./unarmed";
export { banksCombat, banksTurnOrder, combatantEffectiveIp, isEligible, nextToAct } from "./combat";
export { banksRuleset } from "./ruleset";
export type { BanksItem } from "./ruleset";
export { BANKS_BARS, banksBars, takenFor } from "./bars";
export type { BanksBars, Bar } from "./bars";
export { BANKS_STATUSES, SETTABLE_BANKS_STATUSES, banksStatuses, isBanksStatus, isSettableBanksStatus, statusToggle } from "./statuses";
export type { BanksStatus, StatusSource, StatusToggle } from "./statuses";
export * from "./flow";
export { banksActorFromSource, banksArmorFromSource, banksWeaponFromSource, bestArmor, isWornArmor, wornArmorRatings } from "./document";
export { MOVING_ACTIONS, isMovingAction } from "./moving-actions";
