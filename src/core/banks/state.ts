/**
 * An actor's `system.banks` (docs/rules/banks.md §3.1): attributes, the Initiative Bank, damage
 * banks and the per-turn flags the combat tracker keeps. Plain data; see state-validation.ts.
 */
import type { Patch } from "../patch";
import { type DamageLetter, isDamageLetter } from "./damage-code";
import { validateArmorRatings } from "./armor";
import { RulesInputError, requireInt } from "../errors";
import type { TargetKind } from "./damage-chart";
import type { SizeClass } from "./size-class";

/** The seven attributes the seed names; the other two standard ones go in `extra` (DECISION §9.3). */
export const ATTRIBUTE_KEYS = ["REA", "PER", "INT", "AGI", "BOD", "WIL", "MAN"] as const;
export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number];
export type BanksAttributes = Record<AttributeKey, number> & { extra: Record<string, number> };

/** DECISION §9.3: attributes range 0–10, a new actor has 3 in each and 3 Chutzpah. */
export const MAX_ATTRIBUTE = 10;
export const DEFAULT_ATTRIBUTE = 3;
export const DEFAULT_CHUTZPAH = 3;

/** Armor ratings per damage letter, with `all` as the fallback (§3.1). */
export type ArmorRatings = Partial<Record<DamageLetter, number>> & { all?: number };

export type Cover = "open" | "partial" | "full";
export const COVERS: readonly Cover[] = ["open", "partial", "full"];

/** `ran`: took a Run (or a melee attack's free run) this round, so attacks on it face +1 (§6.7 step 4). */
export type BanksTurn = { blitzCount: number; acted: boolean; passed: boolean; attackedThisRound: boolean; ran: boolean };

export type BanksActor = {
  kind: TargetKind;
  isPlayer: boolean;
  attributes: BanksAttributes;
  chutzpah: number;
  skills: Record<string, number>;
  /** The Initiative Bank. */
  ip: number;
  /** Cores and vehicles only (§6.16): both null for characters. */
  ipReplenish: number | null;
  ipMax: number | null;
  sizeClass: SizeClass;
  teamId: string | null;
  stun: number;
  physical: number;
  bleedingOut: number;
  /** Highest Bleeding Out of the current episode: the Negative Quality's XP (§6.13). */
  maxBleedingOut: number;
  sensory: number;
  unconscious: boolean;
  dead: boolean;
  destroyed: boolean;
  armor: ArmorRatings;
  recoil: number;
  grounded: boolean;
  braced: boolean;
  cover: Cover;
  prone: boolean;
  activeDodgeBank: { spec: string; hits: number } | null;
  martialMomentum: { targetId: string; value: number } | null;
  grapple: { role: "grappler" | "grappled"; otherId: string; bank: number } | null;
  turn: BanksTurn;
};

/** The changed fields of `system.banks`, nested like the state. */
export type BanksActorPatch = Patch<BanksActor>;

export const FRESH_TURN: BanksTurn = { blitzCount: 0, acted: false, passed: false, attackedThisRound: false, ran: false };

export type BanksActorOptions = {
  isPlayer?: boolean;
  kind?: TargetKind;
  attributes?: Partial<Record<AttributeKey, number>> & { extra?: Record<string, number> };
} & Partial<Omit<BanksActor, "attributes" | "isPlayer" | "kind">>;

/** A freshly created actor (§3.1 defaults), with any field overridden. Does not validate. */
export function defaultBanksActor(options: BanksActorOptions = {}): BanksActor {
  if (typeof options !== "object" || options === null) throw new RulesInputError("actor.invalid", "options", "options must be an object");
  const { attributes, ...rest } = options;
  const attrs: BanksAttributes = {
    REA: DEFAULT_ATTRIBUTE,
    PER: DEFAULT_ATTRIBUTE,
    INT: DEFAULT_ATTRIBUTE,
    AGI: DEFAULT_ATTRIBUTE,
    BOD: DEFAULT_ATTRIBUTE,
    WIL: DEFAULT_ATTRIBUTE,
    MAN: DEFAULT_ATTRIBUTE,
    ...attributes,
    extra: { ...(attributes?.extra ?? {}) },
  };
  return {
    kind: "life",
    isPlayer: true,
    chutzpah: DEFAULT_CHUTZPAH,
    skills: {},
    ip: 0,
    ipReplenish: null,
    ipMax: null,
    sizeClass: "B",
    teamId: null,
    stun: 0,
    physical: 0,
    bleedingOut: 0,
    maxBleedingOut: 0,
    sensory: 0,
    unconscious: false,
    dead: false,
    destroyed: false,
    armor: {},
    recoil: 0,
    grounded: true,
    braced: false,
    cover: "open",
    prone: false,
    activeDodgeBank: null,
    martialMomentum: null,
    grapple: null,
    turn: { ...FRESH_TURN },
    ...rest,
    attributes: attrs,
  };
}

/** Cores and vehicles carry `replenish / max` and roll no initiative dice (§6.16). */
/**
 * The accessors below are exported: they check the fields they read (convention 4), and only
 * those, since a sheet asks them about an actor mid-edit (Stun above a lowered cap).
 */
function readField(actor: unknown, key: string): unknown {
  if (typeof actor !== "object" || actor === null) throw new RulesInputError("actor.invalid", "actor", "actor must be a banks actor");
  return (actor as Record<string, unknown>)[key];
}

function attribute(actor: unknown, key: "WIL" | "BOD"): number {
  const attributes = readField(actor, "attributes");
  if (typeof attributes !== "object" || attributes === null) throw new RulesInputError("actor.invalid", "actor.attributes", "actor.attributes must be an object");
  return requireInt((attributes as Record<string, unknown>)[key], `actor.attributes.${key}`, "actor.invalid", { min: 0, max: MAX_ATTRIBUTE });
}

function flag(actor: unknown, key: string): boolean {
  const value = readField(actor, key);
  if (typeof value !== "boolean") throw new RulesInputError("actor.invalid", `actor.${key}`, `actor.${key} must be true or false`);
  return value;
}

export function isCore(actor: BanksActor): boolean {
  const ipMax = readField(actor, "ipMax");
  if (ipMax !== null) requireInt(ipMax, "actor.ipMax", "actor.invalid", { min: 0 });
  return actor.ipMax !== null;
}

/** Cannot act: dead, destroyed or unconscious (§7 `actor.incapable`). */
export function isIncapable(actor: BanksActor): boolean {
  return flag(actor, "dead") || flag(actor, "destroyed") || flag(actor, "unconscious");
}

/** isIncapable on an actor already validated (the validator itself asks). */
export function incapable(actor: Pick<BanksActor, "dead" | "destroyed" | "unconscious">): boolean {
  return actor.dead || actor.destroyed || actor.unconscious;
}

/** Stun cap WIL × 2 and Physical cap BOD × 2 (§6.12). */
export function stunCap(actor: BanksActor): number {
  return 2 * attribute(actor, "WIL");
}

export function physicalCap(actor: BanksActor): number {
  return 2 * attribute(actor, "BOD");
}

/** The armor rating against `letter`: its own rating, else `all`, else 0 (§6.11 step 2b). */
export function armorAgainst(armor: ArmorRatings, letter: DamageLetter): number {
  validateArmorRatings(armor, "armor");
  // A letter is read off a damage code a player may type: only real letters index the ratings.
  if (!isDamageLetter(letter)) throw new RulesInputError("code.invalid", "letter", "letter must be a damage letter");
  return ratingAgainst(armor, letter);
}

/** `armorAgainst` of checked ratings and a real letter (the damage loop's, per component). */
export function ratingAgainst(armor: ArmorRatings, letter: DamageLetter): number {
  return armor[letter] ?? armor.all ?? 0;
}
