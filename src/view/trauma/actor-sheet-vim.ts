/**
 * The Vim tracking sheet (docs/rules/trauma.md §3.1, §5.8a–§5.11) as the actor sheet shows it, and
 * the edits a person makes on it. Every edit moves Vim between Life Support and another counter,
 * so the invariant (all counters add up to Max Vim) holds after each click.
 */
import { ownValue } from "../../core/own";
import { type Relic, vimInUse, vimTotal } from "../../core/trauma";
import { type Text, text } from "../i18n";

export interface VimSource {
  readonly lifeSupport: number;
  readonly clot: number;
  readonly hunger: number;
  readonly fatigue: number;
  readonly conditions: Readonly<Record<string, number>>;
  readonly relics: readonly Relic[];
}

export const VIM_COUNTERS = ["clot", "hunger", "fatigue"] as const;
export type VimCounter = (typeof VIM_COUNTERS)[number];

/** One counter with its "take one from Life Support" and "give one back" buttons. */
export interface CounterRow {
  readonly key: string;
  readonly label: Text | string;
  readonly value: number;
  readonly canIncrease: boolean;
  readonly canDecrease: boolean;
  readonly increaseLabel: Text;
  readonly decreaseLabel: Text;
}

export interface ConditionRow extends CounterRow {
  readonly removeLabel: Text;
}

export interface RelicRow extends CounterRow {
  readonly id: string;
  readonly canDrain: boolean;
  readonly drainLabel: Text;
  readonly removeLabel: Text;
}

export interface VimSegment {
  readonly key: string;
  readonly label: Text;
  readonly value: number;
  /** CSS width of the bar segment. */
  readonly width: string;
}

export interface VimView {
  readonly maxVim: number;
  readonly lifeSupport: number;
  readonly counters: readonly CounterRow[];
  readonly conditions: readonly ConditionRow[];
  readonly relics: readonly RelicRow[];
  readonly segments: readonly VimSegment[];
  readonly summary: Text;
  /** Set when the counters do not add up to Max Vim (data edited by hand or imported). */
  readonly invariant: Text | null;
  /** Set when Overkill left trauma without a counter (§5.9). */
  readonly overkill: Text | null;
}

function row(key: string, label: Text | string, value: number, lifeSupport: number, locked: boolean): CounterRow {
  return {
    key,
    label,
    value,
    canIncrease: !locked && lifeSupport > 0,
    canDecrease: !locked && value > 0,
    increaseLabel: text("FRAY.Trauma.Sheet.Vim.Increase", { counter: label }),
    decreaseLabel: text("FRAY.Trauma.Sheet.Vim.Decrease", { counter: label }),
  };
}

const width = (value: number, max: number): string => `${max > 0 ? Math.round((value / max) * 1000) / 10 : 0}%`;

/** `dead` locks the counters: a dead actor's Vim is history, not something to spend. */
export function vimView(vim: VimSource, maxVim: number, clotDeficit: number, dead: boolean): VimView {
  const counters = VIM_COUNTERS.map((k) => row(k, text(`FRAY.Trauma.Sheet.Vim.${k}`), vim[k], vim.lifeSupport, dead));
  const conditions = Object.entries(vim.conditions)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, n]): ConditionRow => ({ ...row(name, name, n, vim.lifeSupport, dead), removeLabel: text("FRAY.Trauma.Sheet.Vim.RemoveCondition", { name }) }));
  const relics = vim.relics.map(
    (r): RelicRow => ({
      ...row(r.id, r.name, r.vim, vim.lifeSupport, dead),
      id: r.id,
      canDrain: !dead && r.vim > 0,
      drainLabel: text("FRAY.Trauma.Sheet.Vim.Drain", { relic: r.name, vim: r.vim }),
      removeLabel: text("FRAY.Trauma.Sheet.Vim.RemoveRelic", { relic: r.name }),
    }),
  );
  const conditionVim = Object.values(vim.conditions).reduce((a, b) => a + b, 0);
  const relicVim = vim.relics.reduce((a, r) => a + r.vim, 0);
  const total = vimTotal({ ...vim, conditions: { ...vim.conditions }, relics: [...vim.relics] });
  const scale = Math.max(maxVim, total);
  const segments: VimSegment[] = [
    { key: "lifeSupport", label: text("FRAY.Trauma.Sheet.Vim.lifeSupport"), value: vim.lifeSupport, width: width(vim.lifeSupport, scale) },
    ...VIM_COUNTERS.map((k) => ({ key: k, label: text(`FRAY.Trauma.Sheet.Vim.${k}`), value: vim[k], width: width(vim[k], scale) })),
    { key: "conditions", label: text("FRAY.Trauma.Sheet.Vim.Conditions"), value: conditionVim, width: width(conditionVim, scale) },
    { key: "relics", label: text("FRAY.Trauma.Sheet.Vim.Relics"), value: relicVim, width: width(relicVim, scale) },
  ].filter((s) => s.value > 0);
  return {
    maxVim,
    lifeSupport: vim.lifeSupport,
    counters,
    conditions,
    relics,
    segments,
    summary: text("FRAY.Trauma.Sheet.Vim.Summary", { lifeSupport: vim.lifeSupport, maxVim }),
    invariant: total === maxVim ? null : text("FRAY.Trauma.Sheet.Vim.Invariant", { total, maxVim }),
    overkill: clotDeficit > 0 ? text("FRAY.Trauma.Sheet.Vim.Overkill", { deficit: clotDeficit }) : null,
  };
}

/** What an edit changes in `system.trauma.vim` (only the keys it touches). */
export interface VimPatch {
  lifeSupport?: number;
  clot?: number;
  hunger?: number;
  fatigue?: number;
  conditions?: Record<string, number>;
  relics?: Relic[];
}

/** Move one Vim from Life Support to a counter (+1) or back (−1); null when there is none to move. */
export function moveCounter(vim: VimSource, counter: VimCounter, delta: 1 | -1): VimPatch | null {
  const from = delta > 0 ? vim.lifeSupport : vim[counter];
  if (from <= 0) return null;
  return { lifeSupport: vim.lifeSupport - delta, [counter]: vim[counter] + delta };
}

export function moveCondition(vim: VimSource, name: string, delta: 1 | -1): VimPatch | null {
  const current = ownValue(vim.conditions, name);
  if (current === undefined || (delta > 0 ? vim.lifeSupport : current) <= 0) return null;
  return { lifeSupport: vim.lifeSupport - delta, conditions: { [name]: current + delta } };
}

/** Dedicate one more Vim to a relic (+1), or take one back (−1). */
export function moveRelic(vim: VimSource, id: string, delta: 1 | -1): VimPatch | null {
  const relic = vim.relics.find((r) => r.id === id);
  if (relic === undefined || (delta > 0 ? vim.lifeSupport : relic.vim) <= 0) return null;
  return {
    lifeSupport: vim.lifeSupport - delta,
    relics: vim.relics.map((r) => (r.id === id ? { ...r, vim: r.vim + delta } : { ...r })),
  };
}

export function addRelic(vim: VimSource, id: string, name: string): VimPatch | null {
  const trimmed = name.trim();
  if (trimmed === "" || vim.relics.some((r) => r.id === id)) return null;
  return { relics: [...vim.relics.map((r) => ({ ...r })), { id, name: trimmed, vim: 0 }] };
}

/** A removed relic's Vim goes back to Life Support, keeping the invariant. */
export function removeRelic(vim: VimSource, id: string): VimPatch | null {
  const relic = vim.relics.find((r) => r.id === id);
  if (relic === undefined) return null;
  return { lifeSupport: vim.lifeSupport + relic.vim, relics: vim.relics.filter((r) => r.id !== id).map((r) => ({ ...r })) };
}

/** A removed condition's Vim goes back to Life Support; the adapter deletes the key. */
export function removeCondition(vim: VimSource, name: string): { lifeSupport: number } | null {
  const current = ownValue(vim.conditions, name);
  return current === undefined ? null : { lifeSupport: vim.lifeSupport + current };
}

/**
 * A new Max Vim (docs/rules/trauma.md §5.11): the difference goes to or comes from Life Support; it
 * may not drop below the Vim held elsewhere.
 */
export function maxVimEdit(vim: VimSource, maxVim: number): { maxVim: number; lifeSupport: number } | { error: Text } {
  const used = vimInUse({ ...vim, conditions: { ...vim.conditions }, relics: [...vim.relics] });
  if (!Number.isInteger(maxVim) || maxVim < 1) return { error: text("FRAY.Trauma.Sheet.Vim.MaxInvalid") };
  if (maxVim < used) return { error: text("FRAY.Trauma.Sheet.Vim.MaxBelowUsed", { maxVim, used }) };
  return { maxVim, lifeSupport: maxVim - used };
}

/** Life Support set so the counters add up again, when that is possible. */
export function rebalanceVim(vim: VimSource, maxVim: number): { lifeSupport: number } | null {
  const used = vimInUse({ ...vim, conditions: { ...vim.conditions }, relics: [...vim.relics] });
  return used <= maxVim ? { lifeSupport: maxVim - used } : null;
}
