/**
 * The world's ruleset. A stored id that is not registered or not playable (a world from a
 * later version, a hand-edited setting) falls back to the default, and the GM is told once.
 */
import { DEFAULT_RULESET, type RulesetId } from "../core/ruleset-id";
import type { RulesetAdapter } from "./ruleset-adapter";
import { adapterFor } from "./rulesets";

function storedRuleset(): unknown {
  try {
    return game.settings.get("fray", "ruleset");
  } catch {
    // Settings are not readable before init has registered them (early data preparation).
    return DEFAULT_RULESET;
  }
}

export function activeAdapter(): RulesetAdapter {
  const stored = storedRuleset();
  const adapter = typeof stored === "string" ? adapterFor(stored) : null;
  if (adapter?.playable) return adapter;
  const fallback = adapterFor(DEFAULT_RULESET);
  if (!fallback) throw new Error(`Fray | the default ruleset ${DEFAULT_RULESET} is not registered`);
  return fallback;
}

export function activeRulesetId(): RulesetId {
  return activeAdapter().id;
}

/** Whether the stored setting names something this version cannot play (told to the GM on ready). */
export function unplayableStoredRuleset(): string | null {
  const stored = storedRuleset();
  const adapter = typeof stored === "string" ? adapterFor(stored) : null;
  return adapter?.playable ? null : String(stored);
}
