/**
 * The `system.slots` schema of items (docs/rules/slots.md §3.2): the core models abilities and
 * weapons alike as items of kind `weapon` — the price (`2AS|3RS|4FP`), whether Reserved Slots may
 * pay it, Active-Phase-only, damage dice and types, the counters a hit inflicts, the Stress it
 * costs ((v:X), Activation or Upkeep), its area and Erosion. Initial values are the core's fist.
 */
import { AREAS, LIMITS, STRESS_KINDS, STRESS_TRACKS, parseCost } from "../../core/slots";
import { defaultSlotsItem } from "../../core/slots/item";
import { damageTypeKey, slotsChoices, slotsInt } from "./actor-fields";

/** A price must parse (§5.1), so `3XS` is refused when typed, with the core's reason. */
function price(value: unknown): void {
  if (typeof value === "string") parseCost(value, "cost");
}

export function slotsWeaponField() {
  const f = foundry.data.fields;
  const initial = defaultSlotsItem();
  const flag = (value: boolean) => new f.BooleanField({ required: true, nullable: false, initial: value });
  const count = (max: number, value = 0) => slotsInt(value, { min: 0, max });
  return new f.SchemaField({
    cost: new f.StringField({ required: true, nullable: false, blank: false, initial: initial.cost, validate: price }),
    types: new f.ArrayField(new f.StringField({ required: true, nullable: false, blank: false, validate: (v: unknown) => typeof v !== "string" || damageTypeKey(v) }), { initial: [...initial.types] }),
    damage: new f.SchemaField({
      die: count(1000, initial.damage.die),
      potency: flag(initial.damage.potency),
      flat: count(LIMITS.counters, initial.damage.flat),
    }),
    reservedAllowed: flag(initial.reservedAllowed),
    activePhaseOnly: flag(initial.activePhaseOnly),
    stress: new f.SchemaField(
      {
        track: new f.StringField({ required: true, blank: false, initial: "physical", choices: slotsChoices(STRESS_TRACKS, "Track") }),
        kind: new f.StringField({ required: true, blank: false, initial: "variable", choices: slotsChoices(STRESS_KINDS, "StressKind") }),
        n: count(1000, 1),
      },
      { required: true, nullable: true, initial: null },
    ),
    onHit: new f.SchemaField({
      bleed: count(LIMITS.counters),
      hemorrhage: count(LIMITS.counters),
      exsanguinate: flag(false),
      stunV: count(100),
      agony: flag(false),
      frostbite: flag(false),
      slow: new f.SchemaField(
        {
          fraction: new f.StringField({ required: true, blank: false, initial: "1/2", choices: { "1/4": "¼", "1/2": "½" } }),
          rounds: count(LIMITS.rounds, 1),
        },
        { required: true, nullable: true, initial: null },
      ),
    }),
    aoe: new f.StringField({ required: true, blank: false, initial: initial.aoe, choices: slotsChoices(AREAS, "Area") }),
    erosion: slotsInt(initial.erosion, { min: 1, max: LIMITS.multiplier }),
  });
}
