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

export async function queriesAreTyped(): Promise<void> {
  const gm = game.users.activeGM;
  if (!gm) return;
  await gm.query("fray.applyTrauma", { messageId: "abc", targetIndex: 0 });
  // @ts-expect-error a query carries references only: a number to apply is not part of it
  await gm.query("fray.applyTrauma", { messageId: "abc", trauma: 12 });
  // @ts-expect-error an unknown Fray query does not exist
  await gm.query("fray.healEveryone", { messageId: "abc" });
}

export function flagsAreTyped(message: ChatMessage.Implementation): void {
  const applied = message.getFlag("fray", "trauma")?.applied;
  void applied?.["0"]?.finalTrauma;
  // @ts-expect-error Fray records no such flag on chat messages
  void message.getFlag("fray", "secretBonus");
}
