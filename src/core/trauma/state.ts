import type { Card } from "../cards";
import type { Patch } from "../patch";
import type { Behavior } from "./behaviors";
import { type AbilityKey, type LobeKey, ABILITY_KEYS, LOBE_KEYS } from "./traits";
import { RulesInputError, requireInt, requireRecord } from "../errors";

/** Vim dedicated to a device or relic; it can all be moved back to Life Support (§5.9). */
export type Relic = { id: string; name: string; vim: number };

/** The Vim tracking sheet (docs/rules/trauma.md §3.1). */
export type TraumaVim = {
  lifeSupport: number;
  clot: number;
  hunger: number;
  fatigue: number;
  conditions: Record<string, number>;
  relics: Relic[];
};

export type TraumaStatus = { unconscious: boolean; dead: boolean };

/** An actor's `system.trauma` (docs/rules/trauma.md §3.1). */
export type TraumaActor = {
  isLead: boolean;
  maxVim: number;
  abilities: Partial<Record<AbilityKey, number>>;
  lobes: Partial<Record<LobeKey, number>>;
  behaviors: Behavior[];
  /** null = the default spread [10, 75, 90] (§5.7). */
  armorSpread: number[] | null;
  perkHand: Card[];
  vim: TraumaVim;
  /** Overkill trauma that found no counter; outside the Vim invariant (§5.8a). */
  clotDeficit: number;
  status: TraumaStatus;
  conditionsInflicted: string[];
};

/** The changed fields of `system.trauma`, nested like the state. */
export type TraumaActorPatch = Patch<TraumaActor>;

/** Generic Human: every ability 2 (SOURCE: Abilities page). */
export const GENERIC_HUMAN_ABILITY = 2;

/** The counters the Vim sums read, checked before they are added (a missing one would make NaN). */
function checkVim(vim: TraumaVim): void {
  const v = requireRecord(vim, "vim", "vim.negative");
  for (const key of ["lifeSupport", "clot", "hunger", "fatigue"]) requireInt(v[key], `vim.${key}`, "vim.negative", { min: 0 });
  for (const [name, n] of Object.entries(requireRecord(v["conditions"], "vim.conditions", "vim.negative"))) requireInt(n, `vim.conditions.${name}`, "vim.negative", { min: 0 });
  if (!Array.isArray(v["relics"])) throw new RulesInputError("vim.negative", "vim.relics", "vim.relics must be a list");
  v["relics"].forEach((relic: unknown, i: number) => requireInt(requireRecord(relic, `vim.relics[${i}]`, "vim.negative")["vim"], `vim.relics[${i}].vim`, "vim.negative", { min: 0 }));
}

/** Counters that are not Life Support: what a lower Max Vim must still hold (§5.11). */
export function vimInUse(vim: TraumaVim): number {
  checkVim(vim);
  return sumInUse(vim);
}

/** lifeSupport + every other counter: equals maxVim at all times (the Vim invariant, §3.1). */
export function vimTotal(vim: TraumaVim): number {
  checkVim(vim);
  return vim.lifeSupport + sumInUse(vim);
}

/** `vimInUse` of Vim already checked (a validated actor's): the unchecked twin for the core's own loops. */
export function sumInUse(vim: TraumaVim): number {
  let used = vim.clot + vim.hunger + vim.fatigue;
  for (const n of Object.values(vim.conditions)) used += n;
  for (const relic of vim.relics) used += relic.vim;
  return used;
}

/** move + think + will + labor, missing = 0 (SOURCE: Vim Tracking Sheet; §3.1). */
export function defaultMaxVim(abilities: Partial<Record<AbilityKey, number>>): number {
  const v = requireRecord(abilities, "abilities", "actor.invalid");
  for (const key of ["move", "think", "will", "labor"]) if (v[key] !== undefined) requireInt(v[key], `abilities.${key}`, "actor.invalid", { min: 0 });
  return (abilities.move ?? 0) + (abilities.think ?? 0) + (abilities.will ?? 0) + (abilities.labor ?? 0);
}

export type TraumaActorOptions = {
  isLead: boolean;
  /** Merged over the defaults: all eight = 2 for Leads, none for bioforms. */
  abilities?: Partial<Record<AbilityKey, number>>;
  lobes?: Partial<Record<LobeKey, number>>;
  /** Defaults to move + think + will + labor (at least 1). */
  maxVim?: number;
  behaviors?: Behavior[];
  armorSpread?: number[] | null;
};

/**
 * A freshly created actor's state (§3.1). Max Vim is stored from here on and never
 * recomputed (the seed's Qulia has 17 where the sum gives 11; DECISION §5.11).
 * Does not validate; pass the result to `validateTraumaActor` when options come from outside.
 */
export function defaultTraumaActor(options: TraumaActorOptions): TraumaActor {
  requireRecord(options, "options", "actor.invalid");
  const abilities: Partial<Record<AbilityKey, number>> = {};
  const lobes: Partial<Record<LobeKey, number>> = {};
  if (options.isLead) {
    for (const key of ABILITY_KEYS) abilities[key] = GENERIC_HUMAN_ABILITY;
    for (const key of LOBE_KEYS) lobes[key] = 0;
  }
  Object.assign(abilities, options.abilities ?? {});
  Object.assign(lobes, options.lobes ?? {});
  const maxVim = options.maxVim ?? Math.max(1, defaultMaxVim(abilities));
  return {
    isLead: options.isLead,
    maxVim,
    abilities,
    lobes,
    behaviors: (options.behaviors ?? []).map((b) => ({ ...b })),
    armorSpread: options.armorSpread === undefined || options.armorSpread === null ? null : [...options.armorSpread],
    perkHand: [],
    vim: { lifeSupport: maxVim, clot: 0, hunger: 0, fatigue: 0, conditions: {}, relics: [] },
    clotDeficit: 0,
    status: { unconscious: false, dead: false },
    conditionsInflicted: [],
  };
}
