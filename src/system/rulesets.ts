/**
 * The adapter registry: every ruleset Fray can run in Foundry, one line each (design.md). The
 * shared machinery loops over it; nothing else lists rulesets or compares their ids.
 */
import type { RulesetId } from "../core/ruleset-id";
import { banksAdapter } from "./banks/adapter";
import { slotsAdapter } from "./slots/adapter";
import type { RulesetAdapter } from "./ruleset-adapter";
import { trackAdapter } from "./track/adapter";
import { traumaAdapter } from "./trauma/adapter";
import { woundsAdapter } from "./wounds/adapter";

export const RULESET_ADAPTERS = {
  trauma: traumaAdapter,
  banks: banksAdapter,
  track: trackAdapter,
  wounds: woundsAdapter,
  slots: slotsAdapter,
} as const satisfies Partial<Record<RulesetId, RulesetAdapter>>;

export type RegisteredRulesets = typeof RULESET_ADAPTERS;
export type RegisteredRulesetId = keyof RegisteredRulesets;

export function allAdapters(): readonly RulesetAdapter[] {
  return Object.values(RULESET_ADAPTERS);
}

export function adapterFor(id: string): RulesetAdapter | null {
  return Object.hasOwn(RULESET_ADAPTERS, id) ? RULESET_ADAPTERS[id as RegisteredRulesetId] : null;
}
