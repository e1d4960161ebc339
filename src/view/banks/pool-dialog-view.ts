/**
 * The pool roll dialog (docs/rules/banks.md §5): the pool from attribute + skill or a typed number,
 * a dice modifier, the threshold and the Glitch Risk, and the exact odds (core `poolOdds`) of
 * succeeding, of a critical, of a glitch and of each count of net hits, as they change.
 */
import { poolOdds } from "../../core/banks";
import { Fraction } from "../../core/odds";
import { type Text, text } from "../i18n";
import { poolTitle } from "./pool-roll-view";

const D = "FRAY.Banks.Dialog";

/** DECISION: the dialog stops at 60 dice; its exact odds stay instant and its table readable. */
export const MAX_DIALOG_POOL = 60;
/** Glitch Risk past the pool size changes nothing (one 1 already glitches); 99 keeps input sane. */
export const MAX_DIALOG_GR = 99;

/** An attribute (REA, AGI…) or a skill the actor has, with its rating. */
export interface PoolTrait {
  readonly key: string;
  readonly value: number;
}

export interface PoolDialogState {
  /** The attribute the pool starts from; null for the typed pool. */
  readonly attribute: string | null;
  /** The skill added to the attribute; null for none. */
  readonly skill: string | null;
  /** The typed pool (the caller's attribute + skill, or any number). */
  readonly dice: number;
  /** Extra dice, negative for penalties (§5.3). */
  readonly modifier: number;
  readonly threshold: number;
  readonly gr: number;
  readonly rollMode: string;
}

export interface PoolDialogInput {
  readonly label: string;
  /** Empty when the actor has no banks attributes: only the typed pool is offered. */
  readonly attributes: readonly PoolTrait[];
  readonly skills: readonly PoolTrait[];
  /** Foundry's roll modes, labels as language keys. */
  readonly rollModes: readonly { readonly value: string; readonly label: string }[];
  readonly state: PoolDialogState;
}

export interface PoolOption {
  readonly value: string;
  readonly label: Text;
  readonly selected: boolean;
}

export interface PoolOddsRow {
  readonly label: Text;
  readonly fraction: string;
  readonly percent: string;
}

export interface PoolDialogOdds {
  readonly success: string;
  readonly critical: string;
  readonly glitch: string;
  /** The miss, then each count of net hits: together exactly 1. */
  readonly rows: readonly PoolOddsRow[];
}

export interface PoolRollRequest {
  readonly pool: number;
  readonly threshold: number;
  readonly gr: number;
  readonly label: string;
  readonly rollMode: string;
}

export interface PoolDialogView {
  readonly title: Text;
  readonly state: PoolDialogState;
  readonly hasTraits: boolean;
  /** The typed pool is used (no attribute chosen): its input is editable. */
  readonly typed: boolean;
  readonly attributeOptions: readonly PoolOption[];
  readonly skillOptions: readonly PoolOption[];
  readonly rollModeOptions: readonly PoolOption[];
  readonly pool: { readonly size: number; readonly formula: Text };
  readonly odds: PoolDialogOdds | null;
  readonly error: Text | null;
  readonly canRoll: boolean;
  /** What the Roll button sends; null while the input cannot be rolled. */
  readonly request: PoolRollRequest | null;
}

const row = (label: Text, p: Fraction): PoolOddsRow => ({ label, fraction: p.toString(), percent: p.toPercent(1) });

const isWhole = (n: number): boolean => Number.isSafeInteger(n);

/** Exact odds rows: the miss (when it can happen), then every net hit count the pool can reach. */
export function poolOddsView(pool: number, threshold: number, gr: number): PoolDialogOdds {
  const odds = poolOdds(pool, threshold, gr);
  // odds.net sums to `success`; the rest of the unit is the miss.
  const miss = Fraction.ONE.sub(odds.success);
  const rows: PoolOddsRow[] = miss.isZero() ? [] : [row(text(`${D}.Miss`), miss)];
  for (const [net, p] of odds.net.entries()) rows.push(row(text(`${D}.Net`, { net }), p));
  return { success: odds.success.toPercent(1), critical: odds.critical.toPercent(1), glitch: odds.glitch.toPercent(1), rows };
}

/** The first problem with the input, or null: whole numbers, threshold ≥ 0, GR 0–99, ≤ 60 dice. */
function problem(state: PoolDialogState, size: number): Text | null {
  if (![state.dice, state.modifier, state.threshold, state.gr].every(isWhole)) return text(`${D}.NotWhole`);
  if (state.threshold < 0) return text(`${D}.BadThreshold`);
  if (state.gr < 0 || state.gr > MAX_DIALOG_GR) return text(`${D}.BadGr`, { max: MAX_DIALOG_GR });
  if (size > MAX_DIALOG_POOL) return text(`${D}.TooMany`, { max: MAX_DIALOG_POOL });
  return null;
}

const option = (value: string, label: Text, selected: boolean): PoolOption => ({ value, label, selected });

export function poolDialogView(input: PoolDialogInput): PoolDialogView {
  const { state } = input;
  // A key the actor no longer has falls back to the typed pool rather than a silent 0.
  const attribute = input.attributes.find((a) => a.key === state.attribute);
  const skill = attribute === undefined ? undefined : input.skills.find((s) => s.key === state.skill);
  const base = attribute === undefined ? state.dice : attribute.value + (skill?.value ?? 0);
  const baseText =
    attribute === undefined
      ? text(`${D}.BaseTyped`, { dice: state.dice })
      : skill === undefined
        ? text(`${D}.BaseAttribute`, { attribute: attribute.key, a: attribute.value })
        : text(`${D}.BaseSkill`, { attribute: attribute.key, a: attribute.value, skill: skill.key, s: skill.value });
  const formula =
    state.modifier === 0 ? baseText : text(`${D}.WithModifier`, { base: baseText, sign: state.modifier > 0 ? "+" : "−", modifier: Math.abs(state.modifier) });
  // docs/rules/banks.md §5.1: a pool of ≤ 0 dice after modifiers rolls no dice.
  const size = Math.max(0, base + state.modifier);
  const error = problem(state, size);
  const canRoll = error === null;
  return {
    title: poolTitle(input.label),
    state,
    hasTraits: input.attributes.length > 0,
    typed: attribute === undefined,
    attributeOptions: [
      option("", text(`${D}.Typed`), attribute === undefined),
      ...input.attributes.map((a) => option(a.key, text(`${D}.TraitOption`, { name: a.key, value: a.value }), a === attribute)),
    ],
    skillOptions: [
      option("", text(`${D}.NoSkill`), skill === undefined),
      ...input.skills.map((s) => option(s.key, text(`${D}.TraitOption`, { name: s.key, value: s.value }), s === skill)),
    ],
    rollModeOptions: input.rollModes.map((m) => option(m.value, text(m.label), m.value === state.rollMode)),
    pool: { size, formula: text(`${D}.PoolSize`, { formula, size }) },
    odds: canRoll ? poolOddsView(size, state.threshold, state.gr) : null,
    error,
    canRoll,
    request: canRoll ? { pool: size, threshold: state.threshold, gr: state.gr, label: input.label, rollMode: state.rollMode } : null,
  };
}
