/**
 * The banks attack dialog (docs/rules/banks.md §5.3, §6.4, §6.7, §6.18): the action the weapon
 * allows and its bullets, the attribute, skill and bonus dice, the pool the core builds from
 * them, what the action costs now, and per target the threshold without a dodge with the exact
 * odds of a hit, a critical and a glitch, and how a bid of 1, 2 or 3 IP would change them.
 */
import {
  ACTIONS,
  ATTRIBUTE_KEYS,
  type AttackAction,
  type AttackPool,
  type AttributeKey,
  type BanksActor,
  type BanksWeapon,
  type PoolChoice,
  type SizeClass,
  type TargetSnapshot,
  attackPool,
  attackThreshold,
  computeActionCost,
  isIncapable,
  poolOdds,
  sizeSteps,
} from "../../core/banks";
import { RulesInputError } from "../../core/errors";
import { type Text, text } from "../i18n";
import { attackActionsFor, bulletRange, isFiring, settleAction } from "./attack-actions";
import { actionName } from "./log-parts";
import { MAX_DIALOG_POOL, type PoolOption } from "./pool-dialog-view";
import { poolFormula } from "./pool-formula";

const A = "FRAY.Banks.AttackDialog";

export interface AttackDialogState {
  readonly action: AttackAction;
  readonly bullets: number;
  readonly attribute: AttributeKey;
  readonly skill: string | null;
  readonly bonus: number;
}

export interface AttackDialogInput {
  readonly attackerName: string;
  readonly weaponName: string;
  readonly attacker: BanksActor;
  readonly weapon: BanksWeapon;
  readonly state: AttackDialogState;
  readonly targets: readonly { readonly name: string; readonly snapshot: TargetSnapshot }[];
  /**
   * null outside a combat (no IP). In a combat the dialog prices each action itself with the
   * core (Blitz count and size, as `payDeclaredAction` will charge it on the actor's turn).
   */
  readonly cost: number | null;
  /** The encounter's time class (default B). */
  readonly timeClass?: SizeClass;
}

export interface AttackOdds {
  readonly success: string;
  readonly critical: string;
  readonly glitch: string;
}

export interface AttackDialogTarget {
  readonly name: string;
  readonly threshold: number;
  readonly thresholdLine: Text;
  readonly odds: AttackOdds;
  /** A bid of 1, 2, 3 IP: the threshold it would set and the chance to hit. Empty when the target cannot dodge. */
  readonly bids: readonly { readonly bid: number; readonly threshold: number; readonly success: string; readonly label: Text }[];
  readonly note: Text;
}

export interface BanksAttackRequest {
  readonly action: AttackAction;
  readonly bullets: number;
  readonly pool: PoolChoice;
}

export interface AttackDialogView {
  readonly title: Text;
  readonly state: AttackDialogState;
  readonly actionOptions: readonly PoolOption[];
  /** Shown for automatic weapons while a firing action is chosen. */
  readonly bullets: { readonly show: boolean; readonly min: number; readonly max: number; readonly hint: Text };
  readonly attributeOptions: readonly PoolOption[];
  readonly skillOptions: readonly PoolOption[];
  readonly pool: { readonly size: number; readonly gr: number; readonly line: Text } | null;
  readonly cost: Text;
  readonly error: Text | null;
  readonly targets: readonly AttackDialogTarget[];
  readonly noTargets: Text | null;
  readonly request: BanksAttackRequest | null;
}

/** Bids the dialog previews for each target (§6.7: each IP adds AGI). */
export const PREVIEW_BIDS = [1, 2, 3] as const;

const option = (value: string, label: Text, selected: boolean): PoolOption => ({ value, label, selected });

/** What the dialog opens with: the weapon's first action, AGI, and the skill its kind of attack suggests. */
export function defaultAttackState(attacker: BanksActor, weapon: BanksWeapon): AttackDialogState {
  const action = attackActionsFor(weapon)[0] ?? "fireSimpleWeapon";
  const hint = action === "meleeWeaponAttack" ? /melee/i : action === "throwObject" ? /throw|athlet/i : /ranged|firearm|gun|pistol|rifle/i;
  const skill = Object.keys(attacker.skills).find((s) => hint.test(s)) ?? null;
  return { action, bullets: 1, attribute: "AGI", skill, bonus: 0 };
}

/** The state as the dialog may use it: allowed action, bullets in range, a skill the actor has. */
export function settleAttackState(input: Pick<AttackDialogInput, "attacker" | "weapon">, state: AttackDialogState, changed: "action" | "bullets" | null = null): AttackDialogState {
  const { action, bullets } = settleAction(input.weapon, state.action, state.bullets, changed);
  const attribute = ATTRIBUTE_KEYS.includes(state.attribute) ? state.attribute : "AGI";
  const skill = state.skill !== null && Object.hasOwn(input.attacker.skills, state.skill) ? state.skill : null;
  return { action, bullets, attribute, skill, bonus: state.bonus };
}

function costLine(input: AttackDialogInput, action: AttackAction): Text {
  if (input.cost === null) return text(`${A}.OutsideCombat`);
  const spec = ACTIONS[action];
  const price = computeActionCost({ kind: spec.kind, base: spec.base, blitzCount: input.attacker.turn.blitzCount, sizeSteps: sizeSteps(input.attacker.sizeClass, input.timeClass ?? "B") });
  return text(price.blitzFactor > 1 ? `${A}.CostBlitz` : `${A}.Cost`, { cost: price.cost, ip: input.attacker.ip, factor: price.blitzFactor });
}

function oddsOf(pool: AttackPool, threshold: number): AttackOdds {
  const o = poolOdds(pool.size, threshold, pool.gr);
  return { success: o.success.toPercent(1), critical: o.critical.toPercent(1), glitch: o.glitch.toPercent(1) };
}

function targetView(input: AttackDialogInput, request: BanksAttackRequest, pool: AttackPool, t: AttackDialogInput["targets"][number]): AttackDialogTarget {
  const decl = { attacker: input.attacker, weapon: input.weapon, action: request.action, pool: request.pool, bullets: request.bullets };
  const threshold = attackThreshold(decl, t.snapshot, null).threshold;
  const aware = !isIncapable(t.snapshot.state);
  const bids = aware
    ? PREVIEW_BIDS.map((bid) => {
        const tb = attackThreshold(decl, t.snapshot, { bid, duckToFullCover: false }).threshold;
        const success = poolOdds(pool.size, tb, pool.gr).success.toPercent(1);
        return { bid, threshold: tb, success, label: text(`${A}.IfBid`, { name: t.name, bid, threshold: tb, success }) };
      })
    : [];
  return {
    name: t.name,
    threshold,
    thresholdLine: text(`${A}.NoBidThreshold`, { name: t.name, threshold }),
    odds: oddsOf(pool, threshold),
    bids,
    note: aware ? text(`${A}.TargetIp`, { name: t.name, ip: t.snapshot.state.ip }) : text(`${A}.CannotDodge`, { name: t.name }),
  };
}

function problem(state: AttackDialogState): Text | null {
  if (!Number.isSafeInteger(state.bonus)) return text(`${A}.NotWhole`);
  // The card accepts −20…+20 bonus dice (core validatePoolChoice).
  if (Math.abs(state.bonus) > 20) return text(`${A}.BadBonus`, { max: 20 });
  return null;
}

export function attackDialogView(input: AttackDialogInput): AttackDialogView {
  const state = settleAttackState(input, input.state);
  const range = bulletRange(state.action, input.weapon);
  const request: BanksAttackRequest = { action: state.action, bullets: state.bullets, pool: { attribute: state.attribute, skill: state.skill, bonus: state.bonus } };
  let error = problem(state);
  let pool: AttackPool | null = null;
  if (error === null) {
    try {
      pool = attackPool({ attacker: input.attacker, weapon: input.weapon, action: state.action, pool: request.pool });
    } catch (e) {
      if (!(e instanceof RulesInputError)) throw e;
      error = text(e.code === "attack.impossible" ? `${A}.Impossible` : `${A}.Invalid`, { code: e.code });
    }
  }
  if (pool !== null && pool.size > MAX_DIALOG_POOL) {
    error = text(`${A}.TooMany`, { max: MAX_DIALOG_POOL });
    pool = null;
  }
  const ready = pool;
  return {
    title: text(`${A}.Title`, { attacker: input.attackerName, weapon: input.weaponName }),
    state,
    actionOptions: attackActionsFor(input.weapon).map((a) => {
      const r = bulletRange(a, input.weapon);
      const label =
        r.max === 1 ? actionName(a) : r.min === r.max ? text(`${A}.ActionBulletsExact`, { action: actionName(a), n: r.min }) : text(`${A}.ActionBullets`, { action: actionName(a), min: r.min, max: r.max });
      return option(a, label, a === state.action);
    }),
    bullets: { show: input.weapon.auto > 1 && isFiring(state.action), min: 1, max: input.weapon.auto, hint: text(`${A}.BulletsHint`, { min: range.min, max: range.max, action: actionName(state.action) }) },
    attributeOptions: ATTRIBUTE_KEYS.map((k) => option(k, text("FRAY.Banks.Dialog.TraitOption", { name: k, value: input.attacker.attributes[k] }), k === state.attribute)),
    skillOptions: [
      option("", text("FRAY.Banks.Dialog.NoSkill"), state.skill === null),
      ...Object.entries(input.attacker.skills).map(([k, v]) => option(k, text("FRAY.Banks.Dialog.TraitOption", { name: k, value: v }), k === state.skill)),
    ],
    pool: ready === null ? null : { size: ready.size, gr: ready.gr, line: text("FRAY.Banks.Card.Pool", { formula: poolFormula(input.attacker, request.pool, ready), size: ready.size, gr: ready.gr }) },
    cost: costLine(input, state.action),
    error,
    targets: ready === null ? [] : input.targets.map((t) => targetView(input, request, ready, t)),
    noTargets: input.targets.length === 0 ? text(`${A}.NoTargets`) : null,
    request: ready === null ? null : request,
  };
}
