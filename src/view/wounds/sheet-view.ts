/**
 * The wounds actor sheet as a pure view-model (docs/rules/wounds.md §3, §5.2): traits as dice
 * (with what the injuries leave of them), the Wounds track with its penalty, Shaken and the other
 * conditions, Bennies, injuries, armor, Toughness and Pace. It lives beside the Foundry sheet
 * because src/view/wounds has no sheet view-model yet; it imports nothing from Foundry, so the
 * preview and the tests build it the same way.
 */
import type { ActorSheetSource } from "../sheet/actor-source";
import {
  ATTRIBUTE_KEYS,
  type Injury,
  type TraitDie,
  type WoundsActor,
  effectiveTraits,
  paceOf,
  toughnessOf,
  validateWoundsArmor,
  validateWoundsWeapon,
  woundPenaltyOf,
  woundsActorFromDocument,
  woundsDefaultsFor,
} from "../../core/wounds";
import { type EquipToggle, type ItemRow, equipToggle, itemRow } from "../sheet/item-row";
import { type Text, text } from "../i18n";
import { woundsSourceOf } from "./source";

const S = "FRAY.Wounds.Sheet";
const SIDES = [4, 6, 8, 10, 12] as const;

/** What the sheet reads of the actor: the shared source (view/sheet/actor-source.ts). */
export type WoundsSheetInput = ActorSheetSource;

export interface TraitRow {
  readonly key: string;
  readonly label: Text;
  /** As stored: "d8", "d12+1". */
  readonly die: string;
  /** As it rolls now, when an injury lowered it; null otherwise. */
  readonly lowered: string | null;
  readonly sides: number;
  readonly mod: number;
  readonly sidesOptions: readonly { value: number; label: string; selected: boolean }[];
}

export interface WoundsActorSheetView {
  readonly header: { name: string; img: string | null; kind: Text; badges: readonly { key: string; label: Text }[] };
  readonly editMode: boolean;
  readonly isWildCard: boolean;
  /** Wounds or Incapacitation to heal, and alive: the sheet offers the healing rolls. */
  readonly canHeal: boolean;
  readonly track: {
    readonly wounds: number;
    readonly capacity: number;
    readonly penalty: string;
    readonly boxes: readonly { index: number; filled: boolean; label: Text }[];
    readonly shaken: boolean;
    readonly incapacitated: boolean;
    readonly bleedingOut: boolean;
    readonly dead: boolean;
    readonly bennies: number;
    /** Shaken, alive, and a Benny to pay with (its own, else the GM's pool for the GM's NPC): the sheet offers to end Shaken. */
    readonly canUnshake: boolean;
  };
  readonly derived: { toughness: number; armor: number; pace: number; basePace: number; toughnessBonus: number };
  readonly bonuses: { soak: number; unshake: number; bleedingOut: number };
  readonly attributes: readonly TraitRow[];
  readonly skills: readonly TraitRow[];
  readonly injuries: readonly { index: number; text: Text }[];
  readonly weapons: readonly (ItemRow & { damage: string; ap: number; skill: Text; attackLabel: Text })[];
  readonly armor: readonly (ItemRow & EquipToggle & { rating: number })[];
}

export const dieLabel = (die: TraitDie): string => `d${die.sides}${(die.mod ?? 0) > 0 ? `+${die.mod ?? 0}` : ""}`;

/** A trait's name: the lang key of a known one, else the stored key itself. */
export function traitLabel(key: string): Text {
  const known = ["agility", "smarts", "spirit", "strength", "vigor", "athletics", "fighting", "shooting", "healing", "notice", "stealth", "persuasion", "intimidation", "taunt", "survival", "repair", "riding", "driving", "piloting", "boating", "gambling", "thievery", "research", "occult", "science", "battle", "academics", "electronics", "faith", "focus", "spellcasting", "performance", "language", "hacking", "commonKnowledge"];
  return known.includes(key) ? text(`FRAY.Wounds.Trait.${key}`) : text("FRAY.Wounds.Trait.other", { name: key });
}

/** "−2", "0": the wound penalty as a modifier. */
export const penaltyLabel = (wounds: number): string => {
  const p = woundPenaltyOf(wounds);
  return p < 0 ? `−${-p}` : "0";
};

function traitRow(key: string, stored: TraitDie, now: TraitDie | undefined): TraitRow {
  const die = dieLabel(stored);
  const current = now === undefined ? die : dieLabel(now);
  return {
    key,
    label: traitLabel(key),
    die,
    lowered: current === die ? null : current,
    sides: stored.sides,
    mod: stored.mod ?? 0,
    sidesOptions: SIDES.map((s) => ({ value: s, label: `d${s}`, selected: s === stored.sides })),
  };
}

export function injuryText(injury: Injury): Text {
  const location = injury.location === "arm" && injury.side !== undefined ? (injury.side === "left" ? "armLeft" : "armRight") : injury.location;
  return text(`${S}.Injury`, {
    location: text(`FRAY.Wounds.Injury.Location.${location}`),
    effect: text(`FRAY.Wounds.Injury.Effect.${injury.effect}`),
    duration: text(`FRAY.Wounds.Injury.Duration.${injury.duration}`),
  });
}

export function weaponDamage(system: Readonly<Record<string, unknown>>): string {
  const w = system["wounds"] as { damage?: { strength?: boolean; dice?: { sides: number }[]; flat?: number } } | undefined;
  const damage = w?.damage;
  if (damage === undefined) return "—";
  const parts = [...(damage.strength === true ? ["Str"] : []), ...(damage.dice ?? []).map((d) => `d${d.sides}`)];
  const flat = damage.flat ?? 0;
  return `${parts.join("+") || "0"}${flat > 0 ? `+${flat}` : flat < 0 ? `−${-flat}` : ""}`;
}

/** The state as the core reads it; the kind's defaults when it refuses (the sheet shows why). */
function readable(input: WoundsSheetInput): WoundsActor {
  try {
    return woundsActorFromDocument({ type: input.type, system: woundsSourceOf(input.system), items: input.items.map((i) => ({ name: i.name, type: i.type, system: i.system })) }, "actor");
  } catch {
    return woundsDefaultsFor(input.type);
  }
}

/** An item's profile, or null when the rules refuse it (its row is flagged, not dropped). */
function readItem<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function badges(state: WoundsActor): { key: string; label: Text }[] {
  if (state.dead) return [{ key: "dead", label: text("FRAY.Wounds.Status.dead") }];
  return (["shaken", "incapacitated", "bleedingOut"] as const).filter((s) => state[s]).map((s) => ({ key: s, label: text(`FRAY.Wounds.Status.${s}`) }));
}

/** `poolBennies`: the GM's pool, when this actor (the GM's NPC, seen by a GM) may draw on it; else 0. */
export function woundsActorSheetView(input: WoundsSheetInput, poolBennies = 0): WoundsActorSheetView {
  const state = readable(input);
  const now = effectiveTraits(state);
  const rows = Object.entries(state.traits).map(([key, die]) => traitRow(key, die, now[key]));
  const isAttribute = (key: string): boolean => (ATTRIBUTE_KEYS as readonly string[]).includes(key);
  const weaponItems = input.items.filter((i) => i.type === "weapon");
  const armorItems = input.items.filter((i) => i.type === "armor");
  return {
    header: { name: input.name, img: input.img, kind: text(`${S}.Kind.${state.isWildCard ? "wildCard" : "extra"}`), badges: badges(state) },
    editMode: input.editMode,
    isWildCard: state.isWildCard,
    canHeal: !state.dead && (state.wounds > 0 || state.incapacitated),
    track: {
      wounds: state.wounds,
      capacity: state.woundCapacity,
      penalty: penaltyLabel(state.wounds),
      boxes: Array.from({ length: state.woundCapacity }, (_, index) => ({ index, filled: index < state.wounds, label: text("FRAY.Wounds.Sheet.WoundBox", { n: index + 1, capacity: state.woundCapacity }) })),
      shaken: state.shaken,
      incapacitated: state.incapacitated,
      bleedingOut: state.bleedingOut,
      dead: state.dead,
      bennies: state.bennies,
      canUnshake: state.shaken && !state.dead && (state.bennies > 0 || poolBennies > 0),
    },
    derived: { toughness: toughnessOf(state), armor: state.armor, pace: paceOf(state), basePace: state.basePace, toughnessBonus: state.toughnessBonus },
    bonuses: { soak: state.soakBonus, unshake: state.unshakeBonus, bleedingOut: state.bleedingOutBonus },
    attributes: ATTRIBUTE_KEYS.flatMap((key) => rows.filter((r) => r.key === key)),
    skills: rows.filter((r) => !isAttribute(r.key)).sort((a, b) => a.key.localeCompare(b.key)),
    injuries: state.injuries.map((injury, index) => ({ index, text: injuryText(injury) })),
    weapons: weaponItems.map((i) => {
      const w = readItem(() => validateWoundsWeapon(i.system["wounds"]));
      return { ...itemRow(i, w !== null), damage: weaponDamage(i.system), ap: w?.ap ?? 0, skill: traitLabel(w?.skill ?? "fighting"), attackLabel: text(`${S}.Weapon.Attack`, { name: i.name }) };
    }),
    armor: armorItems.map((i) => {
      const a = readItem(() => validateWoundsArmor(i.system["wounds"]));
      return { ...itemRow(i, a !== null), ...equipToggle(i, a?.equipped ?? false), rating: a?.armor ?? 0 };
    }),
  };
}
