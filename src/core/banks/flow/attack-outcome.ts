/**
 * One target's outcome of a banks attack card (docs/rules/banks.md §6.8–§6.12): the card's dice
 * against the threshold that target set, then the damage code through its armor into its
 * banks. The threshold comes from the recorded bid (fixed when the bid was paid) or, for a
 * target that did not bid, from its state now with a bid of 0.
 */
import { RulesInputError, requireRecord } from "../../errors";
import { type AttackResult, resolveAttackWith } from "../attack";
import type { DamageChart } from "../damage-chart";
import { validateDice } from "../../dice";
import type { BanksActor, BanksActorPatch } from "../state";
import { type BanksAttackCard, isGrappleAction, validateBanksAttackCard } from "./attack-card";
import { type GrappleOutcome, grappleOutcome } from "./grapple-card";
import { type AttackDeclaration, type AttackPool, type TargetSnapshot, attackThreshold, poolOf, refuseFullCover } from "./attack-plan";

export type TargetOutcome =
  | { readonly stage: "awaitingRoll"; readonly pool: AttackPool; readonly threshold: number }
  | { readonly stage: "resolved"; readonly pool: AttackPool; readonly threshold: number; readonly result: AttackResult; readonly patch: BanksActorPatch }
  | ({ readonly stage: "grappled"; readonly pool: AttackPool; readonly threshold: number } & GrappleOutcome);

export interface OutcomeOptions {
  /** The threshold recorded when the target's bid was paid; null when it did not bid. */
  readonly recordedThreshold: number | null;
  /** Martial Momentum the attacker had against this target when it paid (melee, §6.14). */
  readonly momentum?: number;
  /** Grapple actions change the attacker too: its state now and both combatants' ids (defaults: the card's snapshot and refs). */
  readonly attacker?: BanksActor;
  readonly ids?: { readonly attacker: string; readonly target: string };
  readonly medTL?: number;
  readonly chart?: DamageChart;
}

export function declarationOf(card: BanksAttackCard): AttackDeclaration & { bullets: number } {
  validateBanksAttackCard(card, "card");
  return declarationFrom(card);
}

/** `declarationOf` a card already validated. */
function declarationFrom(card: BanksAttackCard): AttackDeclaration & { bullets: number } {
  return {
    attacker: card.attacker.state,
    weapon: card.weapon.profile,
    action: card.action,
    pool: card.pool,
    bullets: card.bullets,
    ...(card.teamBank === undefined ? {} : { teamBank: card.teamBank }),
    ...(card.interruptsTarget === undefined ? {} : { interruptsTarget: card.interruptsTarget }),
    ...(card.targetBehindFullCover === undefined ? {} : { targetBehindFullCover: card.targetBehindFullCover }),
  };
}

export function banksAttackOutcome(given: BanksAttackCard, target: TargetSnapshot, options: OutcomeOptions, path = "banksAttack"): TargetOutcome {
  // Validated once here (a chat card may be old or forged); the steps below take the checked copy unchecked (npm run bench).
  const card = validateBanksAttackCard(given, `${path}.card`);
  requireRecord(target, `${path}.target`);
  requireRecord(options, `${path}.options`);
  const declaration = declarationFrom(card);
  requireRecord(target.state, `${path}.target.state`);
  refuseFullCover(declaration, target.state, `${path}.target`);
  const pool = poolOf(declaration, path);
  const threshold = options.recordedThreshold ?? attackThreshold(declaration, target, null, `${path}.threshold`).threshold;
  if (card.dice === null) return { stage: "awaitingRoll", pool, threshold };
  const dice = validateDice(card.dice, `${path}.dice`, pool.size);
  if (isGrappleAction(card.action)) {
    const ctx = {
      attacker: options.attacker ?? card.attacker.state,
      target: target.state,
      attackerId: options.ids?.attacker ?? card.attacker.actorUuid,
      targetId: options.ids?.target ?? "",
      throwChoice: card.throwChoice ?? "damage",
      ...(options.medTL === undefined ? {} : { medTL: options.medTL }),
      ...(options.chart === undefined ? {} : { chart: options.chart }),
    };
    return { stage: "grappled", pool, threshold, ...grappleOutcome(card.action, { dice, threshold, gr: pool.gr }, ctx, path) };
  }
  const { result, patch } = resolveAttackWith(
    card.weapon.profile,
    {
      test: { dice, threshold, gr: pool.gr },
      weapon: card.weapon.profile,
      target: target.state,
      bullets: card.bullets,
      choice: card.choice,
      ...(options.momentum === undefined ? {} : { momentum: options.momentum }),
      ...(options.medTL === undefined ? {} : { medTL: options.medTL }),
      ...(options.chart === undefined ? {} : { chart: options.chart }),
    },
    path,
  );
  return { stage: "resolved", pool, threshold, result, patch };
}

/** The threshold of a paid bid must be a whole number ≥ 1 (§6.7 step 6); anything else is forged. */
export function requireRecordedThreshold(value: unknown, path: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) throw new RulesInputError("card.state", path, `${path} must be a threshold ≥ 1`);
  return value;
}


