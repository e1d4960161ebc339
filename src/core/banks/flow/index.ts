// The pure half of Fray's banks chat cards: what an attack, a bid and an action card record,
// their numbers before and after the roll, the payment of a declared action, and Undo.
export { ATTACK_ACTIONS, MELEE_ACTIONS, attackActionSpec, attackSituation, isAttackAction, validateBanksAttackCard, validateBanksBid, validatePoolChoice } from "./attack-card";
export type { ActorRef, AttackAction, AttackSituationInput, BanksAttackCard, BanksBid, PoolChoice } from "./attack-card";
export { OVER_COVER_QUALITIES, attackMode, attackPool, attackThreshold, reachesBehindFullCover, requireTargetable } from "./attack-plan";
export type { AttackDeclaration, AttackPool, BidChoice, TargetSnapshot } from "./attack-plan";
export { banksAttackOutcome, declarationOf, requireRecordedThreshold } from "./attack-outcome";
export type { OutcomeOptions, TargetOutcome } from "./attack-outcome";
export { appliedBanks, undoBanksPatch } from "./applied";
export type { AppliedBanks } from "./applied";
export { attackFiringOf, isActionName, payDeclaredAction, validateDeclaredAction } from "./declared-action";
export type { AttackFiring, DeclaredAction, DeclaredOptions, DeclaredPayment, PaymentContext, PaymentRecord } from "./declared-action";
export { TEAM_ROLL_KINDS, teamRollOutcome, teamRollPoolSize, validateTeamRoll } from "./team-roll";
export type { TeamRoll, TeamRollKind } from "./team-roll";
export { DODGE_SPECS, activeDodgeFits, activeDodgeOutcome, activeDodgePoolSize, isDodgeSpec, validateActiveDodgeRoll } from "./active-dodge";
export type { ActiveDodgeRoll, DodgeSpec } from "./active-dodge";
export { MEDICINE_ACTIONS, isMedicineAction, medicineOutcome, medicinePoolSize, validateMedicineRoll } from "./medicine-roll";
export type { MedicineAction, MedicineRoll } from "./medicine-roll";
export { GRAPPLE_ACTIONS, isGrappleAction } from "./attack-card";
export type { GrappleAction } from "./attack-card";
export { grappleOutcome, requireGrappleHold } from "./grapple-card";
export type { GrappleContext, GrappleOutcome } from "./grapple-card";
export { validateWedgeRoll, wedgeOutcome } from "./wedge-roll";
export type { WedgeRoll } from "./wedge-roll";
export { attackOverflow, componentRecords, damageStateOf } from "./damage-record";
export type { BanksState, ComponentRecord } from "./damage-record";
