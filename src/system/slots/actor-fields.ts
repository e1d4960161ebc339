/**
 * The `system.slots` schema of actors (docs/rules/slots.md §3.1): attributes, HP, the slot pools
 * of the current Full Round, the bleed and hemorrhage counters, the three Stress tracks (kept in
 * the HP column), burnouts, maims, weaknesses and resistances, timed effects. Static ranges live
 * here so Foundry refuses a bad value at the door; what depends on other fields (HP ≤ max HP,
 * durability ≤ its maximum) is checked by validateSlotsActor when the state is read
 * (actor-state.ts), because a field validator sees only the changed keys of a partial update.
 * Durations are a start round and a length (§7), never a counter that Upkeep decrements.
 */
import { LIMITS, MAIM_KINDS, PHASES, SLOW_FRACTIONS, STRESS_TRACKS, slotsRuleset } from "../../core/slots";
import type { ActorKind } from "../../core/ruleset";

/** Choice labels, e.g. FRAY.Slots.Field.Phase.active (lang/en.json). */
export const slotsChoices = (keys: readonly string[], prefix: string): Record<string, string> => Object.fromEntries(keys.map((k) => [k, `FRAY.Slots.Field.${prefix}.${k}`]));

/** The core's damage type names (lower-case words), so a weakness key is always addressable. */
export const damageTypeKey = (key: string): boolean => /^[a-z][a-z-]{0,31}$/.test(key);

export function slotsInt(initial: number, range: { min?: number; max?: number } = { min: 0 }) {
  const f = foundry.data.fields;
  return new f.NumberField({ required: true, nullable: false, integer: true, ...range, initial });
}

/** The largest max HP any valid actor can have (§3.1: 10 × Strength + 7 × Vitality + bonus). */
const MAX_HP_BOUND = 10 * LIMITS.strength + 7 * LIMITS.vitality + LIMITS.bonus;

/** Slow's fractions are their own labels. */
const SLOW_CHOICES: Record<string, string> = Object.fromEntries(SLOW_FRACTIONS.map((s) => [s, s.replace("1/4", "¼").replace("1/2", "½")]));

const count = (max: number, initial = 0) => slotsInt(initial, { min: 0, max });

export function durationFields() {
  return { startRound: count(LIMITS.round), rounds: count(LIMITS.rounds) };
}

/** A Duration or null (Seizure, Mind Fog, Mute, a dismemberment's bleed-out). */
function nullableDuration() {
  const f = foundry.data.fields;
  return new f.SchemaField(durationFields(), { required: true, nullable: true, initial: null });
}

function multipliers() {
  const f = foundry.data.fields;
  return new f.TypedObjectField(slotsInt(1, { min: 1, max: LIMITS.multiplier }), { validateKey: damageTypeKey, initial: {} });
}

export function slotsActorField(kind: ActorKind) {
  const f = foundry.data.fields;
  const initial = slotsRuleset.actor.defaults({ kind });
  const flag = (value: boolean) => new f.BooleanField({ required: true, nullable: false, initial: value });
  const text = (max: number) => new f.StringField({ required: true, nullable: false, blank: false, validate: (v: unknown) => typeof v !== "string" || v.length <= max });
  const nullable = <F extends foundry.data.fields.DataSchema>(fields: F) => new f.SchemaField(fields, { required: true, nullable: true, initial: null });
  const track = () => new f.StringField({ required: true, blank: false, initial: "physical", choices: slotsChoices(STRESS_TRACKS, "Track") });
  return new f.SchemaField({
    isPlayer: flag(initial.isPlayer),
    construct: flag(initial.construct),
    strength: count(LIMITS.strength, initial.strength),
    vitality: slotsInt(initial.vitality, { min: 1, max: LIMITS.vitality }),
    agility: slotsInt(initial.agility, LIMITS.agility),
    awareness: count(LIMITS.awareness, initial.awareness),
    accuracy: slotsInt(initial.accuracy, LIMITS.accuracy),
    hp: count(MAX_HP_BOUND, initial.hp),
    hpBonus: slotsInt(0, { min: -LIMITS.bonus, max: LIMITS.bonus }),
    slotBonus: slotsInt(0, { min: -LIMITS.slotBonus, max: LIMITS.slotBonus }),
    actionSlots: count(LIMITS.slots),
    reservedSlots: count(LIMITS.slots),
    phase: new f.StringField({ required: true, blank: false, initial: "waiting", choices: slotsChoices(PHASES, "Phase") }),
    stunDebt: count(LIMITS.counters),
    slow: nullable({ ...durationFields(), fraction: new f.StringField({ required: true, blank: false, initial: "1/2", choices: SLOW_CHOICES }) }),
    bleed: count(LIMITS.counters),
    hemorrhage: count(LIMITS.counters),
    stress: new f.SchemaField(Object.fromEntries(STRESS_TRACKS.map((t) => [t, count(LIMITS.stress)])) as Record<(typeof STRESS_TRACKS)[number], ReturnType<typeof count>>),
    burnout: new f.SchemaField({
      strainedDays: count(LIMITS.days),
      seizure: nullableDuration(),
      mindFog: nullableDuration(),
      mute: nullableDuration(),
      nearMuteHours: count(LIMITS.hours),
    }),
    agony: flag(false),
    vulnerableByEffect: flag(false),
    unconscious: nullable({ hoursLeft: count(LIMITS.hours) }),
    dead: flag(false),
    prone: flag(false),
    maims: new f.ArrayField(
      new f.SchemaField({
        kind: new f.StringField({ required: true, blank: false, initial: "breakage", choices: slotsChoices(MAIM_KINDS, "Maim") }),
        part: text(40),
        side: new f.StringField({ required: true, nullable: true, blank: false, initial: null, choices: slotsChoices(["left", "right"], "Side") }),
        bleedOut: nullableDuration(),
      }),
      { initial: [] },
    ),
    weakness: multipliers(),
    resistance: multipliers(),
    armor: nullable({ durability: count(LIMITS.durability), maxDurability: count(LIMITS.durability) }),
    effects: new f.ArrayField(
      new f.SchemaField({
        id: text(80),
        ...durationFields(),
        upkeepStress: nullable({ track: track(), n: count(LIMITS.stress) }),
        hot: count(LIMITS.counters),
        dot: count(LIMITS.counters),
      }),
      { initial: [] },
    ),
    multiRound: nullable({ actionId: text(80), slotsSpent: count(LIMITS.slots), slotsNeeded: count(LIMITS.slots), startRound: count(LIMITS.round) }),
    lastUpkeepRound: count(LIMITS.round),
  });
}
