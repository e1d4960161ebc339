/**
 * The slots actor sheet as a view-model (pure: no Foundry), every word a lang key: HP with the
 * three Stress tracks beside it (the HP column), the counters, this Full Round's slot pools, the
 * attributes, weaknesses and resistances, maims, and the abilities with their prices.
 * It lives with the adapter because src/view/slots has no sheet view-model yet (see the report).
 */
import type { ActorSheetSource } from "../sheet/actor-source";
import { LIMITS, STRESS_TRACKS, type SlotsActor, type SlotsStatus, formatCost, parseCost } from "../../core/slots";
import { slotsActorFromSource, slotsItemFromSource } from "../../core/slots/document";
import { slotsStatuses } from "../../core/slots/statuses";
import { maxHpOf } from "../../core/slots/state";
import { type Text, text } from "../i18n";
import type { SheetItem } from "../sheet/sheet-item";

const S = "FRAY.Slots.Sheet";

export interface TrackView {
  readonly key: string;
  readonly label: Text;
  readonly value: number;
  readonly max: number;
  readonly field: string;
  /** One pip per point, filled up to the value. */
  readonly pips: readonly { readonly filled: boolean; readonly value: number }[];
}

export interface NumberView {
  readonly key: string;
  readonly label: Text;
  readonly value: number;
  readonly field: string;
  readonly min: number;
  readonly max: number;
}

export interface AbilityView {
  readonly id: string;
  readonly name: string;
  readonly img: string | null;
  readonly price: string;
  readonly damage: string;
  readonly types: string;
  readonly reserved: boolean;
  /** The item's slots profile did not read: the reason instead of its numbers. */
  readonly problem: string | null;
}

export interface SlotsSheetView {
  readonly header: { readonly name: string; readonly img: string | null; readonly role: Text; readonly badges: readonly { readonly key: SlotsStatus; readonly label: Text }[] };
  readonly editMode: boolean;
  readonly problem: string | null;
  readonly hp: { readonly value: number; readonly max: number; readonly percent: number };
  readonly tracks: readonly TrackView[];
  readonly counters: readonly NumberView[];
  readonly slots: { readonly actionSlots: number; readonly reservedSlots: number; readonly phase: Text; readonly slow: Text | null; readonly stunDebt: number };
  readonly attributes: readonly NumberView[];
  readonly weakness: readonly { readonly type: string; readonly n: number }[];
  readonly resistance: readonly { readonly type: string; readonly n: number }[];
  readonly maims: readonly Text[];
  /** A dismembered limb is bleeding out (§5.12): the sheet offers to treat it. */
  readonly bleedingOut: boolean;
  /** A construct or object: Erosion multiplies what it takes (§5.8). */
  readonly construct: boolean;
  readonly abilities: readonly AbilityView[];
}

/** What the sheet reads of the actor: the shared source (view/sheet/actor-source.ts). */
export type SlotsSheetInput = ActorSheetSource;

const num = (key: string, value: number, min: number, max: number): NumberView => ({ key, label: text(`${S}.Field.${key}`), value, field: `system.slots.${key}`, min, max });

function abilityView(item: SheetItem): AbilityView {
  const base = { id: item.id, name: item.name, img: item.img };
  try {
    const profile = slotsItemFromSource({ name: item.name, type: item.type, system: item.system });
    const d = profile.damage;
    const damage = d.die === 0 ? (d.flat === 0 ? "—" : String(d.flat)) : `(v:${d.die}${d.potency ? "&Potency" : ""})${d.flat > 0 ? ` + ${d.flat}` : ""}`;
    return { ...base, price: formatCost(parseCost(profile.cost)), damage, types: profile.types.join(", "), reserved: profile.reservedAllowed, problem: null };
  } catch (error) {
    return { ...base, price: "", damage: "", types: "", reserved: false, problem: error instanceof Error ? error.message : String(error) };
  }
}

/** The state when the core reads it, else the raw slice (drawn as stored) and the reason. */
function readState(input: SlotsSheetInput): { state: SlotsActor; problem: string | null } {
  try {
    return { state: slotsActorFromSource({ type: input.type, system: input.system, items: [] }), problem: null };
  } catch (error) {
    return { state: input.system["slots"] as SlotsActor, problem: error instanceof Error ? error.message : String(error) };
  }
}

export function slotsSheetView(input: SlotsSheetInput): SlotsSheetView {
  const { state, problem } = readState(input);
  const max = maxHpOf(state);
  const pips = (value: number, of: number) => Array.from({ length: of }, (_, i) => ({ filled: i < value, value: i + 1 }));
  const tracks = STRESS_TRACKS.map((t) => ({ key: t, label: text(`FRAY.Slots.Track.${t}`), value: state.stress[t], max: LIMITS.stress, field: `system.slots.stress.${t}`, pips: pips(state.stress[t], LIMITS.stress) }));
  let badges: { key: SlotsStatus; label: Text }[] = [];
  try {
    badges = slotsStatuses(state).map((s) => ({ key: s, label: text(`FRAY.Slots.Status.${s}`) }));
  } catch {
    // An unreadable slice: the problem line says why; no badges.
  }
  const entries = (r: Record<string, number>) => Object.entries(r).map(([type, n]) => ({ type, n }));
  return {
    header: { name: input.name, img: input.img, role: text(`${S}.Role.${input.type}`), badges },
    editMode: input.editMode,
    problem,
    hp: { value: state.hp, max, percent: max === 0 ? 0 : Math.round((100 * state.hp) / max) },
    tracks,
    counters: [num("bleed", state.bleed, 0, LIMITS.counters), num("hemorrhage", state.hemorrhage, 0, LIMITS.counters), num("stunDebt", state.stunDebt, 0, LIMITS.counters)],
    slots: {
      actionSlots: state.actionSlots,
      reservedSlots: state.reservedSlots,
      phase: text(`FRAY.Slots.Tracker.Phase.${state.phase}`),
      slow: state.slow === null ? null : text(`${S}.Slowed`, { fraction: state.slow.fraction }),
      stunDebt: state.stunDebt,
    },
    attributes: [
      num("strength", state.strength, 0, LIMITS.strength),
      num("vitality", state.vitality, 1, LIMITS.vitality),
      num("agility", state.agility, LIMITS.agility.min, LIMITS.agility.max),
      num("awareness", state.awareness, 0, LIMITS.awareness),
      num("accuracy", state.accuracy, LIMITS.accuracy.min, LIMITS.accuracy.max),
      num("hpBonus", state.hpBonus, -LIMITS.bonus, LIMITS.bonus),
      num("slotBonus", state.slotBonus, -LIMITS.slotBonus, LIMITS.slotBonus),
    ],
    weakness: entries(state.weakness),
    resistance: entries(state.resistance),
    construct: state.construct === true,
    maims: state.maims.map((m) => text(`${S}.Maim.${m.kind}`, { part: m.side === null ? m.part : `${m.part} (${m.side})` })),
    bleedingOut: !state.dead && state.maims.some((m) => m.bleedOut !== null),
    abilities: input.items.filter((i) => i.type === "weapon").map(abilityView),
  };
}
