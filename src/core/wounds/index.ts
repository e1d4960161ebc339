// The face of the wounds ruleset (rules/wounds.md): everything other layers may use.
export { ATTRIBUTE_KEYS, INJURY_DURATIONS, INJURY_EFFECTS, INJURY_LOCATIONS, MAX_WOUND_CAPACITY, WILD_CARD_CAPACITY, d, defaultWoundsActor, noHindrances } from "./state";
export type { AttributeKey, Hindrances, Injury, InjuryDuration, InjuryEffect, InjuryLocation, Side, SlowLevel, TraitDie, WoundsActor, WoundsActorPatch } from "./state";
export { validateInjury, validateTrait, validateWoundsActor } from "./state-validation";
export { MAX_WOUND_PENALTY, effectiveHindrances, effectiveTraits, paceOf, stepDown, toughnessOf, traitDieOf, woundPenaltyOf } from "./derived";
export { MAX_CHAIN, MAX_ROLLS, actorRolls, rollChain, rollTraitDice } from "./rolls";
export type { ActorRolls, RollDice } from "./rolls";
export { MAX_DAMAGE, damageOutcome } from "./damage-outcome";
export type { DamageEffect, DamageOutcome } from "./damage-outcome";
export { soak } from "./soak";
export type { SoakInput, SoakResult } from "./soak";
export { applyDamage } from "./apply-damage";
export type { ApplyDamageInput, ApplyDamageResult } from "./apply-damage";
export { injuryTable } from "./injury-table";
export type { InjuryRolls } from "./injury-table";
export { incapacitationRoll } from "./incapacitation";
export type { IncapacitationOutcome, IncapacitationResult } from "./incapacitation";
export { shakenRecovery, unshakeWithBenny } from "./shaken";
export type { RecoveryResult } from "./shaken";
export { bleedingOutRoll, dailyRecoveryRoll, stabilise } from "./bleeding-out";
export type { BleedingOutResult, BleedingOutcome } from "./bleeding-out";
export { spendBennies, spendFromPool } from "./bennies";
export { heal, passHours } from "./healing";
export type { HealResult } from "./healing";
export {
  ACTION_DECK_SIZE,
  JOKER_BONUS,
  actionDeck,
  actionOrder,
  cardRank,
  dealActionCards,
  defaultWoundsEncounter,
  endActionRound,
  jokerBonusOf,
  redrawActionCard,
  setHold,
  validateWoundsEncounter,
} from "./action-cards";
export type { DealtCard, WoundsEncounter } from "./action-cards";
export { actionCardDocId, actionDeckLayout } from "./action-deck-layout";
export type { ActionDeckLayout } from "./action-deck-layout";
export { HOLD_INITIATIVE, PROMPT_BLEEDING_OUT, PROMPT_SHAKEN_RECOVERY, actionInitiative, turnStartPrompt, woundsCombat } from "./combat";
export { WOUNDS_BARS, WOUNDS_STATUSES, woundsStatuses } from "./bars";
export { defaultWoundsArmor, defaultWoundsWeapon, validateWoundsArmor, validateWoundsWeapon } from "./items";
export type { WoundsArmor, WoundsItem, WoundsWeapon } from "./items";
export { woundsActorFromDocument, woundsDefaultsFor, woundsWeaponFromItem } from "./document";
export { actorTraitOdds, bleedingOutOdds, damageOdds, recoveryOdds, soakOdds } from "./odds";
export type { BleedingOutOdds, DamageOdds, DamageOddsInput, SoakOdds } from "./odds";
export { woundsRuleset } from "./ruleset";
