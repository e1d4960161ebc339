/**
 * The `system.wounds` schema of actors (docs/rules/wounds.md §3.1), as Foundry stores it. Static
 * ranges live here so Foundry refuses a bad value at the door; what depends on other fields
 * (Wounds ≤ capacity, Bleeding Out only while Incapacitated, +N only on a d12) is checked by
 * validateWoundsActor when the state is read (actor-state.ts), because a field validator sees
 * only the changed keys of a partial update.
 */
import { ATTRIBUTE_KEYS, INJURY_DURATIONS, INJURY_EFFECTS, INJURY_LOCATIONS, MAX_WOUND_CAPACITY, woundsDefaultsFor } from "../../core/wounds";
import type { ActorKind } from "../../core/ruleset";

/** Choice labels, e.g. FRAY.Wounds.Injury.Effect.oneEye (lang/en.json). */
export const woundsChoices = (keys: readonly string[], prefix: string): Record<string, string> => Object.fromEntries(keys.map((k) => [k, `FRAY.Wounds.${prefix}.${k}`]));

/** A trait name Foundry can address by a dotted path and the core accepts (letters and digits). */
const traitKey = (key: string): boolean => /^[A-Za-z][A-Za-z0-9]{0,39}$/.test(key);

export function woundsCount(initial = 0, max?: number) {
  const f = foundry.data.fields;
  return new f.NumberField({ required: true, nullable: false, integer: true, min: 0, ...(max === undefined ? {} : { max }), initial });
}

function bonus() {
  const f = foundry.data.fields;
  return new f.NumberField({ required: true, nullable: false, integer: true, min: -20, max: 20, initial: 0 });
}

export function traitDieField(initialSides = 4) {
  const f = foundry.data.fields;
  return new f.SchemaField({
    sides: new f.NumberField({ required: true, nullable: false, integer: true, initial: initialSides, choices: { 4: "d4", 6: "d6", 8: "d8", 10: "d10", 12: "d12" } }),
    mod: woundsCount(0, 20),
  });
}

/** Optional parts of an injury are null when absent; actor-state.ts drops the nulls for the core. */
function injuryField() {
  const f = foundry.data.fields;
  const optional = (max: number) => new f.NumberField({ required: true, nullable: true, integer: true, min: 0, max, initial: null });
  return new f.SchemaField({
    roll2d6: new f.NumberField({ required: true, nullable: false, integer: true, min: 2, max: 12, initial: 2 }),
    subRoll: optional(6),
    location: new f.StringField({ required: true, blank: false, initial: "unmentionables", choices: woundsChoices(INJURY_LOCATIONS, "Injury.Location") }),
    side: new f.StringField({ required: true, nullable: true, blank: false, initial: null, choices: { left: "FRAY.Wounds.Injury.Location.armLeft", right: "FRAY.Wounds.Injury.Location.armRight" } }),
    effect: new f.StringField({ required: true, blank: false, initial: "none", choices: woundsChoices(INJURY_EFFECTS, "Injury.Effect") }),
    duration: new f.StringField({ required: true, blank: false, initial: "untilHealed", choices: woundsChoices(INJURY_DURATIONS, "Injury.Duration") }),
    hoursLeft: optional(24),
  });
}

/** Characters are Wild Cards with 3 Bennies; NPCs are Extras (woundsDefaultsFor). */
export function woundsActorField(kind: ActorKind) {
  const f = foundry.data.fields;
  const initial = woundsDefaultsFor(kind);
  const flag = (value: boolean) => new f.BooleanField({ required: true, nullable: false, initial: value });
  return new f.SchemaField({
    isWildCard: flag(initial.isWildCard),
    woundCapacity: woundsCount(initial.woundCapacity, MAX_WOUND_CAPACITY),
    wounds: woundsCount(initial.wounds, MAX_WOUND_CAPACITY),
    shaken: flag(false),
    incapacitated: flag(false),
    bleedingOut: flag(false),
    dead: flag(false),
    injuries: new f.ArrayField(injuryField(), { initial: [] }),
    bennies: woundsCount(initial.bennies, 99),
    traits: new f.TypedObjectField(traitDieField(), { validateKey: traitKey, initial: Object.fromEntries(ATTRIBUTE_KEYS.map((k) => [k, { sides: 4, mod: 0 }])) }),
    armor: woundsCount(initial.armor, 100),
    toughnessBonus: new f.NumberField({ required: true, nullable: false, integer: true, min: -100, max: 100, initial: 0 }),
    basePace: new f.NumberField({ required: true, nullable: false, integer: true, min: 1, max: 100, initial: initial.basePace }),
    hindrances: new f.SchemaField({
      slow: new f.StringField({ required: true, blank: false, initial: "none", choices: { none: "FRAY.Wounds.Field.Slow.none", minor: "FRAY.Wounds.Field.Slow.minor", major: "FRAY.Wounds.Field.Slow.major" } }),
      ugly: flag(false),
      oneEye: flag(false),
      blind: flag(false),
      armDisabled: new f.SchemaField({ left: flag(false), right: flag(false) }),
      legInjured: flag(false),
    }),
    soakBonus: bonus(),
    unshakeBonus: bonus(),
    bleedingOutBonus: bonus(),
  });
}
