export { ABILITY_KEYS, LOBE_KEYS, MAX_LEAD_ABILITY, MAX_ABILITY, MAX_LOBE, isAbilityKey, isLobeKey, parseMethodTraits } from "./traits";
export type { AbilityKey, LobeKey } from "./traits";
export {
  DEFAULT_TRAUMA_REGISTRY,
  extendTraumaRegistry,
  familyOf,
  familyResistance,
  isTraumaFamily,
  isTraumaType,
} from "./registry";
export type { FamilyResistance, TraumaRegistry } from "./registry";
export { BEHAVIOR_WORDING, formatBehavior, parseBehavior, validateBehavior, validateBehaviors } from "./behaviors";
export type { Behavior } from "./behaviors";
export { DEFAULT_ARMOR_SPREAD, formatSpread, parseSpread, spreadPercent, validateSpread } from "./spread";
export { applyPercent, applyPercents } from "./percent";
export { GENERIC_HUMAN_ABILITY, defaultMaxVim, defaultTraumaActor, vimInUse, vimTotal } from "./state";
export type { Relic, TraumaActor, TraumaActorOptions, TraumaActorPatch, TraumaStatus, TraumaVim } from "./state";
export { validatePerkHand, validateTraumaActor } from "./state-validation";
export {
  PERK_DECK_COMPOSITION,
  MAX_LEADS,
  PERK_DECK_SIZE_PER_LEAD,
  PROBABILITY_DECK_COMPOSITION,
  PROBABILITY_DECK_SIZE,
  PROBABILITY_DECK_VALUES,
  isPerkCard,
  isProbabilityCard,
  perkDeck,
  probabilityDeck,
  probabilityRankCount,
} from "./decks";
export type { DeckRow } from "./decks";
export { defaultTraumaWeapon, validateTraumaWeapon } from "./weapon";
export type { TraumaWeapon } from "./weapon";
export { actorDrawInput, checkDraw, resolveDraw, targetDifficulty } from "./draw";
export type { DrawInput, DrawPlay, DrawResult, PerkPlay } from "./draw";
export { dealPerk } from "./perks";
export type { DealPerkResult, PerkPiles } from "./perks";
export { baseTrauma } from "./base-trauma";
export type { BaseTraumaResult } from "./base-trauma";
export { modifyTrauma } from "./modified-trauma";
export type { ModifiedTraumaResult } from "./modified-trauma";
export { RESISTANCE_DIFFICULTY, resistanceCall, resolveResistance } from "./resistance";
export type { ResistanceCall, ResistanceInput, ResistanceResult } from "./resistance";
export { resolveAttack } from "./attack";
export type { AttackInput, AttackOutcome, AttackResult, AttackStage, PerkEarnings } from "./attack";
export { applyTrauma, autoDrainRelics, moveRelicVim, setMaxVim } from "./vim";
export type { ApplyTraumaResult, AutoDrainResult, MoveRelicVimResult, SetMaxVimResult } from "./vim";
export { WILL_TO_LIVE, endOfRound, startOfRound } from "./rounds";
export type { EndOfRoundResult, StartOfRoundResult } from "./rounds";
export { MAX_TIMER_HOURS, biologicalTimers } from "./timers";
export type { BiologicalTimersResult, TimerTick } from "./timers";
export { defaultTraumaArmor, validateTraumaArmor } from "./armor";
export type { TraumaArmor } from "./armor";
export { actorKindOf, behaviorsOf, traumaActorFromDocument, traumaWeaponFromItem, wornArmor } from "./document";
export type { ActorLike, ItemLike } from "./document";
export { TRAUMA_INITIATIVE_FORMULA, traumaCombat } from "./combat";
export type { TraumaEncounter } from "./combat";
export { traumaRuleset } from "./ruleset";
export type { TraumaItem } from "./ruleset";
export { attackOdds } from "./attack-odds";
export type { AttackOdds, AttackOddsInput, MarginOdds } from "./attack-odds";
export { sampleFinalTrauma } from "./attack-sample";
export type { AttackSampleInput } from "./attack-sample";
export { attackCardOutcome, validateAttackCard, validateDrawPlay } from "./attack-card";
export type { AttackCardState, AttackCardTarget } from "./attack-card";
export { appliedTrauma, undoTraumaPatch } from "./undo";
export type { AppliedTrauma } from "./undo";
export { planPerkPlays } from "./perk-choice";
export type { PerkIntent } from "./perk-choice";
export { setLifeSupport } from "./life-support";
export { TRAUMA_BARS, traumaStatuses } from "./bars";
