/**
 * Paying a declared action in a Foundry combat (docs/rules/banks.md §6.4–§6.6): on one's own turn
 * at the Blitz count, or as an interrupt of the acting combatant (the IP comparison or one
 * Chutzpah). Besides the IP, a few catalogue actions change the actor (bracing, cover, prone,
 * clearing recoil); a ranged attack adds its recoil, a melee attack banks Martial Momentum
 * against its target (§6.14–§6.15).
 */
import { RulesInputError, requireRecord } from "../../errors";
import { validateBanksActor } from "../state-validation";
import { ACTIONS, type ActionName } from "../actions";
import { requireBoolean, requireObject, requireString } from "../checks";
import type { BanksTeamPatch, TeamRef } from "../encounter";
import type { ActionCost } from "../blitz";
import { interrupt } from "../interrupt";
import { martialMomentum } from "../momentum";
import { isMovingAction } from "../moving-actions";
import { brace, clearRecoil, fire } from "../recoil";
import { type SizeClass, classIndex } from "../size-class";
import type { BanksActor, BanksActorPatch } from "../state";
import { takeAction } from "../take-action";
import type { BanksWeapon } from "../weapon";
import { applyPatch } from "../../patch";
import { type AttackAction, MELEE_ACTIONS } from "./attack-card";

/** What an action chat card records: who declared what, and whether as an interrupt. */
export interface DeclaredAction {
  readonly version: 1;
  readonly actorUuid: string;
  readonly name: string;
  readonly action: ActionName;
  readonly interrupt: boolean;
}

export function isActionName(value: unknown): value is ActionName {
  return typeof value === "string" && Object.hasOwn(ACTIONS, value);
}

export function validateDeclaredAction(value: unknown, path = "banksAction"): DeclaredAction {
  const v = requireObject(value, path, "card.state");
  if (v["version"] !== 1) throw new RulesInputError("card.state", `${path}.version`, "unknown action card version");
  const action = v["action"];
  if (!isActionName(action)) throw new RulesInputError("action.invalid", `${path}.action`, `${path}.action is not in the action catalogue`);
  return {
    version: 1,
    actorUuid: requireString(v["actorUuid"], `${path}.actorUuid`, "card.state"),
    name: requireString(v["name"], `${path}.name`, "card.state"),
    action,
    interrupt: requireBoolean(v["interrupt"], `${path}.interrupt`, "card.state"),
  };
}

export interface PaymentContext {
  readonly actor: BanksActor;
  readonly team: TeamRef | null;
  readonly timeClass: SizeClass;
  /** The combatant whose turn it is, when the action interrupts it. */
  readonly interrupted: { readonly actor: BanksActor; readonly team: TeamRef | null } | null;
}

export interface DeclaredPayment {
  readonly cost: number;
  readonly fromIp: number;
  readonly fromTeam: number;
  readonly chutzpahSpent: number;
  readonly blitzCount: number;
  readonly via: "turn" | "ip" | "chutzpah";
  /** A melee attack's Martial Momentum before its own IP was banked: what it adds to the first damage value (§6.14). */
  readonly momentum?: number;
}

/**
 * What the GM records about paying a declared action or bid: free outside a combat, refused with
 * a reason (a FRAY.* language key), or paid. The card and the Foundry record share this one type.
 */
export type PaymentRecord = { readonly state: "free" } | { readonly state: "refused"; readonly reason: string } | ({ readonly state: "paid" } & DeclaredPayment);

export interface AttackFiring {
  readonly weapon: BanksWeapon;
  readonly bullets: number;
  /** A melee attack's target (its actor UUID): the IP it costs goes into Martial Momentum against it. */
  readonly meleeTarget?: string | null;
  /** The attack includes a free Run (Strike, Melee Weapon Attack). */
  readonly withRun?: boolean;
}

/** How an attack card's action fires: a melee attack banks Momentum against its first target; Strike and Melee Weapon Attack come with a free Run (SEED). */
export function attackFiringOf(action: AttackAction, weapon: BanksWeapon, bullets: number, firstTarget: string | null): AttackFiring {
  return { weapon, bullets, meleeTarget: MELEE_ACTIONS.includes(action) ? firstTarget : null, withRun: action === "strike" || action === "meleeWeaponAttack" };
}

/** How a declared action is taken, where the caller knows more than the actor's state. */
export interface DeclaredOptions {
  /** A free action done alongside another: part of it, no cost, no Blitz (§6.4 step 2). */
  readonly concurrentFree?: boolean;
  /** Attacking from full cover by other means than an attack card (the +1 IP of SEED "Cover"). */
  readonly fullCoverAttack?: boolean;
  /** Cancelled by an interrupt: nothing is paid and nothing happens, Blitz still counts (§6.6 step 5). */
  readonly cancelled?: boolean;
  /** Take Cover: the cover reached (default partial from the open). */
  readonly cover?: "partial" | "full";
  /** A recoil weapon was fired this round, so Clear Recoil does nothing (§6.15). */
  readonly firedRecoil?: boolean;
}

/** What the action itself does to the actor, beyond paying for it. */
function effectOf(action: ActionName, actor: BanksActor, options: DeclaredOptions): BanksActorPatch {
  switch (action) {
    case "braceWeapon":
      return brace(actor).patch;
    // Foundry cannot tell whether a recoil weapon was fired earlier this round; the GM can fix the bank by hand.
    case "clearRecoil":
      return clearRecoil(actor, options.firedRecoil === true).patch;
    case "takeCover": {
      const cover = options.cover ?? (actor.cover === "open" ? "partial" : actor.cover);
      return cover === actor.cover ? {} : { cover };
    }
    // SEED "Drop Prone": from partial cover the character is then under full cover.
    case "dropProne":
      return actor.prone ? {} : { prone: true, ...(actor.cover === "partial" ? { cover: "full" as const } : {}) };
    case "standFromProne":
      return actor.prone ? { prone: false } : {};
    case "run":
      return { turn: { ran: true } };
    default:
      return {};
  }
}

function firing(actor: BanksActor, attack: AttackFiring, cost: number, interrupting: boolean): { patch: BanksActorPatch; momentum: number | null } {
  const target = attack.meleeTarget ?? null;
  if (target !== null) {
    // Melee: no recoil; the IP it cost (Blitz included) is banked against this target (§6.14).
    const { result, patch } = martialMomentum({ actor, targetId: target, ipSpent: cost });
    // A Strike or Melee Weapon Attack comes with a free Run (SEED); a Brawl does not, nor an interrupt (no moving during one).
    const ran = attack.withRun === true && !interrupting ? { ran: true } : {};
    return { patch: { ...patch, turn: { ...patch.turn, ...ran } }, momentum: result.bonus };
  }
  const larger = classIndex(attack.weapon.sizeClass) > classIndex(actor.sizeClass);
  const fired = attack.weapon.recoil > 0 ? fire({ actor, bullets: attack.bullets, weaponRecoil: attack.weapon.recoil, bracing: attack.weapon.bracing, largerClassWeapon: larger }).patch : {};
  return { patch: { ...fired, turn: { attackedThisRound: true } }, momentum: null };
}

/**
 * Pays `action` for `ctx.actor`; throws `ip.insufficient`, `interrupt.notAllowed`,
 * `actor.incapable` and friends with nothing spent. An attack made from full cover costs 1 IP
 * more (SEED "Cover"); moving or dropping prone cannot interrupt (SEED "Making an Interrupt Action").
 */
export function payDeclaredAction(
  action: ActionName,
  ctx: PaymentContext,
  attack: AttackFiring | null = null,
  path = "action",
  options: DeclaredOptions = {},
): { result: DeclaredPayment; patches: { actor: BanksActorPatch; team: BanksTeamPatch }; price: ActionCost } {
  if (!isActionName(action)) throw new RulesInputError("action.invalid", `${path}.name`, `${path}.name is not an action`);
  const c = requireRecord(ctx, `${path}.context`);
  validateBanksActor(c["actor"], `${path}.context.actor`);
  if (c["interrupted"] !== null) validateBanksActor(requireRecord(c["interrupted"], `${path}.context.interrupted`)["actor"], `${path}.context.interrupted.actor`);
  requireRecord(options, `${path}.options`);
  if (attack !== null) requireRecord(attack, `${path}.attack`);
  const spec = ACTIONS[action];
  const fullCoverAttack = (attack !== null && ctx.actor.cover === "full") || options.fullCoverAttack === true;
  const interrupting = ctx.interrupted !== null;
  let result: DeclaredPayment;
  let paid: { actor: BanksActorPatch; team: BanksTeamPatch };
  let price: ActionCost;
  if (ctx.interrupted !== null) {
    const base = spec.kind === "free" ? undefined : spec.base + (fullCoverAttack ? 1 : 0);
    const kind = fullCoverAttack && spec.kind === "free" ? "simple" : spec.kind;
    const done = interrupt(
      { interrupter: ctx.actor, interrupterTeam: ctx.team, actor: ctx.interrupted.actor, actorTeam: ctx.interrupted.team, action: { kind, ...(base === undefined ? {} : { base }) }, timeClass: ctx.timeClass, move: isMovingAction(action) },
      path,
    );
    const { payment } = done.result;
    result = { cost: payment.cost, fromIp: payment.fromIp, fromTeam: payment.fromTeam, chutzpahSpent: done.result.chutzpahSpent, blitzCount: ctx.actor.turn.blitzCount, via: done.result.via === "chutzpah" ? "chutzpah" : "ip" };
    paid = done.patches;
    const sizeFactor = done.result.cost / Math.max(1, base ?? 1);
    price = { cost: done.result.cost, base: base ?? 1, blitzFactor: 1, sizeFactor, countsForBlitz: false };
  } else {
    const done = takeAction(
      {
        actor: ctx.actor,
        team: ctx.team,
        action: { kind: spec.kind, base: spec.base, ...(fullCoverAttack ? { fullCoverAttack } : {}), ...(options.concurrentFree === true ? { concurrentFree: true } : {}) },
        timeClass: ctx.timeClass,
        ...(options.cancelled === true ? { cancelled: true } : {}),
      },
      path,
    );
    const payment = done.result.payment;
    result = { cost: done.result.price.cost, fromIp: payment?.fromIp ?? 0, fromTeam: payment?.fromTeam ?? 0, chutzpahSpent: 0, blitzCount: done.result.blitzCount, via: "turn" };
    paid = done.patches;
    price = done.result.price;
  }
  if (options.cancelled === true) return { result, patches: { actor: paid.actor, team: paid.team }, price };
  const afterPayment = applyPatch(ctx.actor, paid.actor);
  const fired = attack === null ? null : firing(afterPayment, attack, result.cost, interrupting);
  const effect = fired === null ? effectOf(action, afterPayment, options) : fired.patch;
  const turn = { ...paid.actor.turn, ...effect.turn };
  const actorPatch: BanksActorPatch = { ...paid.actor, ...effect, ...(Object.keys(turn).length > 0 ? { turn } : {}) };
  const momentum = fired === null ? null : fired.momentum;
  return { result: momentum === null ? result : { ...result, momentum }, patches: { actor: actorPatch, team: paid.team }, price };
}
