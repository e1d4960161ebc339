/** The five combat engines a world can pick (design.md). `trauma` is the default. */
export const RULESET_IDS = ["trauma", "wounds", "track", "banks", "slots"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];
export const DEFAULT_RULESET: RulesetId = "trauma";

export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === "string" && (RULESET_IDS as readonly string[]).includes(value);
}
