/**
 * The banks ruleset's flags: their layout under `flags.fray.banks` (without 0.1.0's `banks`
 * prefix: `banksAttack` is now `flags.fray.banks.attack`), the one way to read them (falling
 * back to 0.1.0's keys directly under `flags.fray`, for documents the world migration has not
 * reached yet) and to write them (the new place only), and the migration that moves them.
 */
import type { ActiveDodgeRoll, BanksAttackCard, BanksBid, DeclaredAction, MedicineRoll, TeamRoll, WedgeRoll } from "../../core/banks";
import type { LedgerEntry } from "../../core/ledger";
import { deleting } from "../compat";
import { type FlagDeletion, type FlagMove, type FlagNamespace, legacyFlag as at, moveFlags, readFlag } from "../migration/flag-moves";
import type { PaymentRecord } from "./chat/messages";
import type { ActiveDodgeRecord } from "./gm/active-dodge";
import type { AppliedPair } from "./gm/banks-records";
import type { MedicineRecord } from "./gm/medicine";
import type { TeamRollRecord } from "./gm/team-roll";
import type { WedgeRecord } from "./gm/wedge";

/** `flags.fray.banks` of a chat message. */
export interface BanksMessageFlags {
  attack?: BanksAttackCard;
  bid?: BanksBid;
  action?: DeclaredAction;
  /** What the active GM recorded about paying the message's action or bid. */
  paid?: PaymentRecord;
  /** The paid dodge of each target, recorded by the active GM. */
  bids?: Record<string, { bid: number; chutzpah: number; threshold: number }>;
  /**
   * Each target's Apply, written by the active GM with the Apply: what it changed on the target
   * (and a grapple's attacker), for every client to show the target as the card found it.
   */
  applied?: Record<string, { undone: boolean; target?: AppliedPair | null; attacker?: AppliedPair | null }>;
  /** A leader's roll for the Team Bank on a "Use Leadership/Tactics" card, and what the GM made of it. */
  teamRoll?: TeamRoll;
  teamResult?: TeamRollRecord;
  /** An Active Dodge/Parry roll on its action card, and the bank the GM made of it. */
  activeDodge?: ActiveDodgeRoll;
  dodgeResult?: ActiveDodgeRecord;
  /** A Stabilize, Triage or Clear Senses roll on its action card, and what the GM took off the patient. */
  medicine?: MedicineRoll;
  medicineResult?: MedicineRecord;
  /** A Wedge roll on its action card, and the enemy team's bank the GM lowered. */
  wedge?: WedgeRoll;
  wedgeResult?: WedgeRecord;
}

/**
 * `flags.fray.banks` of an actor. `ledger` is 0.2's at-most-once ledger, kept on the player's
 * actor: the world migration still moves it, but nothing reads it any more — a player could
 * forge or erase it (design.md "Trust model"); the GM's records replaced it.
 */
export interface BanksActorFlags {
  ledger?: Record<string, LedgerEntry<unknown>>;
}

/** 0.1.0's keys: each new key with `banks` before it, directly under `flags.fray`. */
export type LegacyBanksFlags<Flags> = { [K in keyof Flags & string as `banks${Capitalize<K>}`]?: NonNullable<Flags[K]> };

const MESSAGE: FlagNamespace<BanksMessageFlags, FrayChatMessageFlags> = {
  legacy: {
    attack: at("banksAttack", (f) => f.banksAttack),
    bid: at("banksBid", (f) => f.banksBid),
    action: at("banksAction", (f) => f.banksAction),
    paid: at("banksPaid", (f) => f.banksPaid),
    bids: at("banksBids", (f) => f.banksBids),
    applied: at("banksApplied", (f) => f.banksApplied),
    teamRoll: at("banksTeamRoll", (f) => f.banksTeamRoll),
    teamResult: at("banksTeamResult", (f) => f.banksTeamResult),
    activeDodge: at("banksActiveDodge", (f) => f.banksActiveDodge),
    dodgeResult: at("banksDodgeResult", (f) => f.banksDodgeResult),
    medicine: at("banksMedicine", (f) => f.banksMedicine),
    medicineResult: at("banksMedicineResult", (f) => f.banksMedicineResult),
    wedge: at("banksWedge", (f) => f.banksWedge),
    wedgeResult: at("banksWedgeResult", (f) => f.banksWedgeResult),
  },
  entries: ["bids", "applied"],
};

const ACTOR: FlagNamespace<BanksActorFlags, FrayActorFlags> = {
  legacy: { ledger: at("banksLedger", (f) => f.banksLedger) },
  entries: ["ledger"],
};

export function banksMessageFlag<K extends keyof BanksMessageFlags>(message: ChatMessage.Implementation, key: K): BanksMessageFlags[K] | undefined {
  const fray = message.flags.fray;
  return readFlag(fray, fray?.banks, MESSAGE, key);
}

export function banksActorFlag<K extends keyof BanksActorFlags>(actor: Actor.Implementation, key: K): BanksActorFlags[K] | undefined {
  const fray = actor.flags.fray;
  return readFlag(fray, fray?.banks, ACTOR, key);
}

/** The `flags` of a create or update that writes these values (nested: dotted paths do not type-check). */
export const banksMessageFlags = (values: BanksMessageFlags) => ({ fray: { banks: values } });

/** The world migration's part for banks (RulesetAdapter.migrations): 0.1.0's keys into `flags.fray.banks`. */
export const banksFlagMigrations = {
  chatMessage: (fray: FrayChatMessageFlags) => toUpdate(moveFlags(fray, fray.banks, MESSAGE)),
  actor: (fray: FrayActorFlags) => withoutLedger(fray),
};

/**
 * Layout 2: 0.2's actor ledger goes. The GM's records (gm/banks-records.ts) replaced it, and an
 * entry a player could have written is not carried into them: cards paid before the upgrade are
 * settled by hand.
 */
function withoutLedger(fray: FrayActorFlags): FrayActorFlags | null {
  if (fray.banksLedger === undefined && fray.banks?.ledger === undefined) return null;
  return { ...deleting("banksLedger"), banks: { ...deleting("ledger") } } as FrayActorFlags;
}

function toUpdate<Flags>(move: FlagMove<Flags> | null): ({ banks: Partial<Flags> } & FlagDeletion) | null {
  return move && { banks: move.moved, ...move.deleted };
}
