// The face of the shared dice machinery (design.md: core/dice): d6 hit pools, exploding dice and
// the Wild Die, dX checks, and their exact odds. Ruleset-neutral; rulesets import from here.
export { countPool, rollDice, rollPool, validateDice } from "./pool";
export type { PoolRoll } from "./pool";
export { checkPoolTest, computePoolTest, resolvePoolTest } from "./pool-test";
export type { PoolTestInput, PoolTestResult } from "./pool-test";
export { MAX_POOL_DICE, poolHitsAtLeast, poolHitsDistribution, poolTestOdds } from "./pool-odds";
export type { PoolOptions, PoolTestOdds } from "./pool-odds";
export { MAX_EXPLODING_SIDES, chainTotal, validateChain, validateSides } from "./exploding";
export { DEFAULT_TN, RAISE_STEP, TRAIT_DIE_SIDES, WILD_DIE_SIDES, damageRoll, traitRoll, validateTraitDie } from "./trait-roll";
export type { DamageDie, DamageRollInput, DamageRollResult, TraitDie, TraitDieSides, TraitRollInput, TraitRollResult } from "./trait-roll";
export {
  MAX_EXPLODING_DICE,
  MAX_EXPLODING_TOTAL,
  explodingAtLeast,
  explodingExactly,
  explodingSumAtLeast,
  explodingSumOdds,
} from "./exploding-odds";
export type { ExplodingSumOddsInput, RaiseOdds } from "./exploding-odds";
export { traitRollOdds } from "./trait-odds";
export type { TraitRollOdds, TraitRollOddsInput } from "./trait-odds";
export { MAX_CHECK_SIDES, flatCheck, flatCheckOdds, validateNatural, variableCheck, variableCheckOdds } from "./check";
export type { FlatCheckInput, FlatTarget, VariableCheckInput, VariableCheckOdds, VariableCheckResult } from "./check";
