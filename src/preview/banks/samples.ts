/**
 * The banks samples the preview shows, from the compendium sources (packs/banks/banks-characters):
 * Tomas Reyk fires his Spacer Carbine at Ines Caldera, at the start of a round in which he
 * rolled 6 IP and she 3. The dice are fixed, so every view shows the same numbers each time:
 * 9 dice (AGI 4 + Ranged Combat 4 + 1 design) against Ines's 1 IP dodge (threshold 1 + AGI 4
 * = 5); the hit rolls 6 hits, net 1, so 6P through her armor 1 puts 5 into Physical.
 */
import { activeDodgeCardView } from "../../view/banks/active-dodge-view";
import { teamRollCardView } from "../../view/banks/team-roll-view";
import ines from "../../../packs/banks/banks-characters/ines-caldera.json";
import tomas from "../../../packs/banks/banks-characters/tomas-reyk.json";
import { type BanksActor, type BanksAttackCard, type BanksWeapon, type DeclaredAction, type TargetSnapshot, banksAttackOutcome, declarationOf } from "../../core/banks";
import { readSourceDocument } from "../../core/encounter";
import { banksActorFromDocument, banksWeaponFromItem } from "../../core/banks/scenario";
import type { BanksAttackCardInput, BanksAttackTargetInput, PaymentStatus } from "../../view/banks/attack-card-view";
import type { ActionCardInput } from "../../view/banks/action-card-view";
import type { AttackDialogInput } from "../../view/banks/attack-dialog-view";
import { defaultAttackState } from "../../view/banks/attack-dialog-view";
import type { BidCardInput } from "../../view/banks/bid-card-view";
import type { BidDialogInput } from "../../view/banks/bid-dialog-view";
import { refusalReason } from "../../view/banks/payment-status";

export const BANKS_CARD_STAGES = ["bid", "roll", "hit", "applied", "undone", "miss", "refused"] as const;
export type BanksCardStage = (typeof BANKS_CARD_STAGES)[number];

const tomasDoc = readSourceDocument(tomas, "tomas");
const inesDoc = readSourceDocument(ines, "ines");
const carbineDoc = tomasDoc.items.find((i) => i.name === "Spacer Carbine");
if (carbineDoc === undefined) throw new Error("Tomas Reyk's pack source has no Spacer Carbine");

const TOMAS: BanksActor = { ...banksActorFromDocument(tomasDoc, "tomas"), ip: 6 };
const INES: BanksActor = { ...banksActorFromDocument(inesDoc, "ines"), ip: 3 };
const CARBINE: BanksWeapon = banksWeaponFromItem(carbineDoc, "carbine");
/** Ines's Boarding Axe (Reach 2) counts against melee attacks only. */
const INES_SNAPSHOT: TargetSnapshot = { state: INES, reach: 2 };

const DICE = { hit: [6, 6, 5, 5, 5, 6, 2, 3, 1], miss: [5, 2, 3, 1, 4, 2, 6, 3, 3] } as const;
/** Ines bids 1 IP: threshold 1 + 1 × AGI 4 = 5. */
const INES_BID = { bid: 1, chutzpah: 0, threshold: 5 };
const PAID: PaymentStatus = { state: "paid", cost: 1, fromIp: 1, fromTeam: 0, chutzpahSpent: 0, blitzCount: 1, via: "turn" };

export const BANKS_NAMES = { attacker: tomasDoc.name, target: inesDoc.name, weapon: carbineDoc.name } as const;

function attackCard(weaponName: string, dice: readonly number[] | null): BanksAttackCard {
  return {
    version: 1,
    attacker: { actorUuid: `Actor.${tomasDoc._id}`, name: tomasDoc.name, combatantId: null, state: TOMAS },
    weapon: { itemUuid: `Actor.${tomasDoc._id}.Item.${carbineDoc?._id ?? ""}`, name: weaponName, profile: CARBINE },
    action: "fireSimpleWeapon",
    bullets: 1,
    pool: { attribute: "AGI", skill: "Ranged Combat", bonus: 0 },
    choice: "standard",
    targets: [{ actorUuid: `Actor.${inesDoc._id}`, name: inesDoc.name, combatantId: null }],
    dice,
  };
}

/** The attack card at `stage`, as the GM-side glue would assemble its input. */
export function banksAttackSample(stage: BanksCardStage, weaponName: string = BANKS_NAMES.weapon): BanksAttackCardInput {
  const dice = stage === "bid" || stage === "roll" || stage === "refused" ? null : stage === "miss" ? DICE.miss : DICE.hit;
  const card = attackCard(weaponName, dice);
  const bid = stage === "bid" || stage === "refused" ? null : INES_BID;
  const target: BanksAttackTargetInput = {
    name: inesDoc.name,
    outcome: banksAttackOutcome(card, INES_SNAPSHOT, { recordedThreshold: bid?.threshold ?? null }),
    bid,
    applied: stage === "applied" ? { undone: false } : stage === "undone" ? { undone: true } : null,
    can: { bid: true, apply: true, undo: true },
    state: INES,
  };
  const payment: PaymentStatus = stage === "refused" ? { state: "refused", reason: refusalReason("ip.insufficient") } : PAID;
  return { card, payment, targets: [target], can: { roll: true, chooseMultiHit: true } };
}

/** Ines's whispered bid card for the attack above. */
export function banksBidSample(weaponName: string = BANKS_NAMES.weapon): BidCardInput {
  return {
    defenderName: inesDoc.name,
    attackerName: tomasDoc.name,
    weaponName,
    bid: { attackMessageId: "banks-attack", targetIndex: 0, bid: 1, chutzpah: 0, duckToFullCover: false, hitTheDeck: false },
    payment: PAID,
    threshold: INES_BID.threshold,
  };
}

/** Ines takes cover as an interrupt of Tomas's turn, with 1 Chutzpah (her 3 IP do not beat his 6 + 1). */
export function banksActionSample(): ActionCardInput {
  const action: DeclaredAction = { version: 1, actorUuid: `Actor.${inesDoc._id}`, name: inesDoc.name, action: "takeCover", interrupt: true };
  return { action, payment: { state: "paid", cost: 1, fromIp: 1, fromTeam: 0, chutzpahSpent: 1, blitzCount: 0, via: "chutzpah" } };
}

/** Tomas, leading the crew, rolls Leadership for the Team Bank: 2 hits take it from 3 to 5. */
export function banksTeamRollSample(): ActionCardInput {
  const action: DeclaredAction = { version: 1, actorUuid: `Actor.${tomasDoc._id}`, name: tomasDoc.name, action: "leadershipTactics", interrupt: false };
  const roll = { kind: "leadership" as const, specialization: null, pool: { attribute: "MAN" as const, skill: "Leadership", bonus: 0 }, dice: [5, 6, 2] };
  const record = { state: "applied" as const, kind: "leadership" as const, hits: 2, poolSize: 3, before: 3, after: 5, success: null };
  return { action, payment: { state: "paid", cost: 2, fromIp: 2, fromTeam: 0, chutzpahSpent: 0, blitzCount: 1, via: "turn" }, roll: teamRollCardView({ roll, record, canRoll: true }) };
}

/** Tomas readies a Weapon Parry (REA + Melee Combat) and banks 2 hits; the roll button waits on the author until then. */
export function banksActiveDodgeSample(rolled: boolean): ActionCardInput {
  const action: DeclaredAction = { version: 1, actorUuid: `Actor.${tomasDoc._id}`, name: tomasDoc.name, action: "activeDodge", interrupt: false };
  const roll = rolled ? { spec: "weaponParry" as const, pool: { attribute: "REA" as const, skill: "Melee Combat", bonus: 0 }, dice: [6, 5, 1, 2, 3, 4] } : null;
  const record = rolled ? { state: "applied" as const, spec: "weaponParry" as const, hits: 2 } : null;
  return { action, payment: { state: "paid", cost: 1, fromIp: 1, fromTeam: 0, chutzpahSpent: 0, blitzCount: 1, via: "turn" }, roll: activeDodgeCardView({ roll, record, canRoll: !rolled }) };
}

/** Tomas's attack dialog with a 3-bullet burst chosen, in a combat. */
export function banksAttackDialogSample(weaponName: string = BANKS_NAMES.weapon): AttackDialogInput {
  return {
    attackerName: tomasDoc.name,
    weaponName,
    attacker: TOMAS,
    weapon: CARBINE,
    state: { ...defaultAttackState(TOMAS, CARBINE), action: "burstFire", bullets: 3 },
    targets: [{ name: inesDoc.name, snapshot: INES_SNAPSHOT }],
    cost: 2,
  };
}

/** Ines's bid dialog against Tomas's shot, bidding 1 IP. */
export function banksBidDialogSample(weaponName: string = BANKS_NAMES.weapon): BidDialogInput {
  const card = attackCard(weaponName, null);
  return {
    defenderName: inesDoc.name,
    attackerName: tomasDoc.name,
    weaponName,
    declaration: declarationOf(card),
    snapshot: INES_SNAPSHOT,
    available: { ip: INES.ip, teamBank: 0, chutzpah: INES.chutzpah },
    state: { bid: 1, chutzpah: 0, duckToFullCover: false, hitTheDeck: false },
  };
}
