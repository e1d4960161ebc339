/**
 * What a banks attack chat card records (docs/rules/banks.md §6.7–§6.8): the attacker as it was when
 * it declared, the weapon profile, the action, the pool it rolls and, once rolled, the dice —
 * never the outcome. A dodge bid is a separate record, written by whoever acts for the target.
 * Whoever reads a card (the GM applying it, a client rendering it) recomputes with the core,
 * so a card justifies only what its inputs justify (design.md "Trust model").
 */
import { RulesInputError, requireInt, requireRecord, shown } from "../../errors";
import { ACTIONS, type ActionName } from "../actions";
import { requireBoolean, requireObject, requireString } from "../checks";
import { validateDice } from "../../dice";
import { ATTRIBUTE_KEYS, type AttributeKey, type BanksActor } from "../state";
import { validateBanksActor } from "../state-validation";
import { type BanksWeapon, validateBanksWeapon } from "../weapon";

/** The catalogue actions that make an attack roll against a dodging target (§6.18). */
export const ATTACK_ACTIONS = ["fireSimpleWeapon", "quickDrawFire", "burstFire", "fullAutoFire", "strike", "meleeWeaponAttack", "brawl", "throwObject", "hurl", "grapple", "escapeGrapple", "throwGrappledTarget"] as const satisfies readonly ActionName[];
export type AttackAction = (typeof ATTACK_ACTIONS)[number];
/** Melee attacks that deal the weapon's code and build Martial Momentum (§6.14). */
export const MELEE_ACTIONS: readonly AttackAction[] = ["strike", "meleeWeaponAttack", "brawl"];
/** Grapple, Escape Grapple and Throw Grappled Target (§6.17): rolled like attacks, no weapon code. */
export const GRAPPLE_ACTIONS = ["grapple", "escapeGrapple", "throwGrappledTarget"] as const satisfies readonly AttackAction[];
export type GrappleAction = (typeof GRAPPLE_ACTIONS)[number];

export function isGrappleAction(value: unknown): value is GrappleAction {
  return (GRAPPLE_ACTIONS as readonly unknown[]).includes(value);
}

export function isAttackAction(value: unknown): value is AttackAction {
  return (ATTACK_ACTIONS as readonly unknown[]).includes(value);
}

export interface ActorRef {
  /** The actor's UUID (a token's synthetic actor for unlinked tokens). */
  readonly actorUuid: string;
  readonly name: string;
  /** Its combatant in the combat it acted in, if any: Team Banks are keyed by combatant. */
  readonly combatantId: string | null;
}

export interface PoolChoice {
  readonly attribute: AttributeKey;
  readonly skill: string | null;
  /** Extra dice the roller adds (situational modifiers the GM allows), may be negative. */
  readonly bonus: number;
}

export interface BanksAttackCard {
  readonly version: 1;
  readonly attacker: ActorRef & { readonly state: BanksActor };
  readonly weapon: { readonly itemUuid: string; readonly name: string; readonly profile: BanksWeapon };
  readonly action: AttackAction;
  /** Bullets fired (1 unless automatic fire). */
  readonly bullets: number;
  readonly pool: PoolChoice;
  /** A critical automatic attack may deal the base code once per net hit instead (§6.8 step 4). */
  readonly choice: "standard" | "multiHit";
  readonly targets: readonly ActorRef[];
  /** The attack roll, made after the targets bid (null until then). */
  readonly dice: readonly number[] | null;
  /** Throw Grappled Target only: drain the target's IP or deal (BOD + net) I (§6.17). */
  readonly throwChoice?: "ip" | "damage";
  /** The situation when it was declared (SEED "Cover", "Spending the Team Bank"); see AttackDeclaration. */
  readonly teamBank?: number;
  readonly interruptsTarget?: boolean;
  readonly targetBehindFullCover?: boolean;
}

/** One target's dodge (§6.7): bid IP (and Chutzpah converted first), before the roll. */
export interface BanksBid {
  readonly attackMessageId: string;
  readonly targetIndex: number;
  readonly bid: number;
  readonly chutzpah: number;
  readonly duckToFullCover: boolean;
  readonly hitTheDeck: boolean;
}

const fail = (path: string, message: string): never => {
  throw new RulesInputError("card.state", path, message);
};

function actorRef(value: unknown, path: string): ActorRef {
  const v = requireObject(value, path, "card.state");
  const combatantId = v["combatantId"] ?? null;
  if (combatantId !== null && (typeof combatantId !== "string" || combatantId === "")) fail(`${path}.combatantId`, `${path}.combatantId must be an id or null`);
  return { actorUuid: requireString(v["actorUuid"], `${path}.actorUuid`, "card.state"), name: requireString(v["name"], `${path}.name`, "card.state"), combatantId: combatantId as string | null };
}

export function validatePoolChoice(value: unknown, path = "pool"): PoolChoice {
  const v = requireObject(value, path, "card.state");
  const attribute = v["attribute"];
  if (!(ATTRIBUTE_KEYS as readonly unknown[]).includes(attribute)) fail(`${path}.attribute`, `${path}.attribute must be one of ${ATTRIBUTE_KEYS.join(", ")}`);
  const skill = v["skill"] ?? null;
  if (skill !== null && (typeof skill !== "string" || skill === "")) fail(`${path}.skill`, `${path}.skill must name a skill or be null`);
  const bonus = requireInt(v["bonus"] ?? 0, `${path}.bonus`, "card.state", { min: -20, max: 20 });
  return { attribute: attribute as AttributeKey, skill: skill as string | null, bonus };
}

/** Checks a card as read back from a chat message (it may be old or forged). */
export function validateBanksAttackCard(value: unknown, path = "banksAttack"): BanksAttackCard {
  const v = requireObject(value, path, "card.state");
  if (v["version"] !== 1) fail(`${path}.version`, "unknown banks attack card version");
  const attacker = requireObject(v["attacker"], `${path}.attacker`, "card.state");
  const weapon = requireObject(v["weapon"], `${path}.weapon`, "card.state");
  const action = v["action"];
  if (!isAttackAction(action)) fail(`${path}.action`, `${path}.action must be an attack action (${ATTACK_ACTIONS.join(", ")})`);
  const profile = validateBanksWeapon(weapon["profile"], `${path}.weapon.profile`);
  const bullets = requireInt(v["bullets"], `${path}.bullets`, "card.state", { min: 1, max: profile.auto });
  const choice = v["choice"];
  if (choice !== "standard" && choice !== "multiHit") fail(`${path}.choice`, `${path}.choice must be standard or multiHit`);
  const targets = v["targets"];
  if (!Array.isArray(targets)) fail(`${path}.targets`, `${path}.targets must be a list`);
  const dice = v["dice"] ?? null;
  const throwChoice = v["throwChoice"];
  if (throwChoice !== undefined && throwChoice !== "ip" && throwChoice !== "damage") fail(`${path}.throwChoice`, `${path}.throwChoice must be ip or damage`);
  const teamBank = v["teamBank"] === undefined ? undefined : requireInt(v["teamBank"], `${path}.teamBank`, "card.state");
  const interruptsTarget = v["interruptsTarget"] === undefined ? undefined : requireBoolean(v["interruptsTarget"], `${path}.interruptsTarget`, "card.state");
  const behind = v["targetBehindFullCover"] === undefined ? undefined : requireBoolean(v["targetBehindFullCover"], `${path}.targetBehindFullCover`, "card.state");
  return {
    version: 1,
    attacker: { ...actorRef(attacker, `${path}.attacker`), state: validateBanksActor(attacker["state"], `${path}.attacker.state`) },
    weapon: { itemUuid: requireString(weapon["itemUuid"], `${path}.weapon.itemUuid`, "card.state"), name: requireString(weapon["name"], `${path}.weapon.name`, "card.state"), profile },
    action: action as AttackAction,
    bullets,
    pool: validatePoolChoice(v["pool"], `${path}.pool`),
    choice: choice as "standard" | "multiHit",
    targets: (targets as unknown[]).map((t, i) => actorRef(t, `${path}.targets[${i}]`)),
    dice: dice === null ? null : validateDice(dice, `${path}.dice`),
    ...(throwChoice === undefined ? {} : { throwChoice: throwChoice as "ip" | "damage" }),
    ...(teamBank === undefined ? {} : { teamBank }),
    ...(interruptsTarget === undefined ? {} : { interruptsTarget }),
    ...(behind === undefined ? {} : { targetBehindFullCover: behind }),
  };
}

export function validateBanksBid(value: unknown, path = "bid"): BanksBid {
  const v = requireObject(value, path, "card.state");
  return {
    attackMessageId: requireString(v["attackMessageId"], `${path}.attackMessageId`, "card.state"),
    targetIndex: requireInt(v["targetIndex"], `${path}.targetIndex`, "card.state", { min: 0 }),
    bid: requireInt(v["bid"], `${path}.bid`, "bid.negative", { min: 0 }),
    chutzpah: requireInt(v["chutzpah"] ?? 0, `${path}.chutzpah`, "card.state", { min: 0 }),
    duckToFullCover: requireBoolean(v["duckToFullCover"] ?? false, `${path}.duckToFullCover`, "card.state"),
    hitTheDeck: requireBoolean(v["hitTheDeck"] ?? false, `${path}.hitTheDeck`, "card.state"),
  };
}

/** What an attack card records of the situation it is declared in (SEED "Cover", "Spending the Team Bank"). */
export interface AttackSituationInput {
  /** The Team Bank of the attacker's team, if it is a coordinated member acting toward the team's goal. */
  readonly teamBank: number | null;
  /** The first target's state, if known. */
  readonly target: Pick<BanksActor, "cover"> | null;
  /** The attack interrupts the first target's own declared action (it pops out of cover to act). */
  readonly interruptsTarget: boolean;
}

export function attackSituation(input: AttackSituationInput): Pick<BanksAttackCard, "teamBank" | "interruptsTarget" | "targetBehindFullCover"> {
  requireRecord(input, "input");
  return {
    ...(input.teamBank === null ? {} : { teamBank: input.teamBank }),
    ...(input.interruptsTarget ? { interruptsTarget: true } : {}),
    ...(input.target?.cover === "full" && !input.interruptsTarget ? { targetBehindFullCover: true } : {}),
  };
}

/** The catalogue entry an attack pays (§6.18). */
export function attackActionSpec(action: AttackAction): (typeof ACTIONS)[AttackAction] {
  if (!isAttackAction(action)) throw new RulesInputError("action.invalid", "action", `${shown(action)} is not an attack action`);
  return ACTIONS[action];
}
