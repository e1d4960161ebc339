// The face of the shared dice machinery (design.md: core/dice): d6 hit pools, exploding dice and
// the Wild Die, dX checks, and their exact odds. Ruleset-neutral; rulesets import from here.
export { countPool, rollDice, rollPool, validateDice } from "./pool";
export type { PoolRoll } from "./pool";
export { checkPoolTest, computePoolTest, resolvePoolTest } from "./pool-test";
export type { PoolTestInput, PoolTestResult } from "./pool-test";
export { MAX_POOL_DICE, poolHitsAtLeast, poolHitsDistribution, poolTestOdds } from "./pool-odds";
export type { PoolOptions, PoolTestOdds } from "./pool-odds";
