/**
 * Proves the declaration merging in src/system/fvtt-config.d.ts is live: each
 * `@ts-expect-error` below must be an error, or `npm run typecheck` fails.
 */
import type { RulesetId } from "../src/core/ruleset-id";

export function rulesetSettingIsTyped(): RulesetId {
  const ruleset = game.settings.get("fray", "ruleset");
  // @ts-expect-error the ruleset setting holds one of five ids, not any string
  void game.settings.set("fray", "ruleset", "chess");
  // @ts-expect-error an unregistered Fray setting does not exist
  void game.settings.get("fray", "no-such-setting");
  return ruleset;
}

export function systemIdIsTyped(): "fray" {
  return game.system.id;
}
