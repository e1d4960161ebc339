/**
 * The `system.track` schema of actors (docs/rules/track.md §3.2): the condition monitor as three
 * stroke counts, Dying, the Death Threshold count, attributes, Edge, armor by category and damage
 * over time. The ranges are the core's (core/track/state.ts), so Foundry refuses a bad value at
 * the door; what depends on other fields (`bar ≤ back ≤ slash` is not required — healing leaves
 * partial boxes — but edgeSpent ≤ edge is) is checked by validateTrackActor when the state is read.
 */
import {
  ARMOR_CATEGORIES,
  ATTRIBUTE_KEYS,
  type AttributeKey,
  BOXES,
  DAMAGE_TYPES,
  MAX_ATTRIBUTE,
  MAX_DEATH_BONUS,
  MAX_DOTS,
  MAX_DOT_DELAY,
  MAX_DYING_SECONDS,
  MAX_EDGE,
  MAX_EXTRA_PASSES,
  defaultTrackActor,
} from "../../core/track";
import type { ActorKind } from "../../core/ruleset";

/** Choice labels, e.g. FRAY.Track.DamageType.Lethal (lang/en.json). */
export const trackChoices = (keys: readonly string[], prefix: string): Record<string, string> =>
  Object.fromEntries(keys.map((k) => [k, `FRAY.Track.${prefix}.${k.charAt(0).toUpperCase()}${k.slice(1)}`]));

export function trackCount(initial: number, max: number) {
  const f = foundry.data.fields;
  return new f.NumberField({ required: true, nullable: false, integer: true, min: 0, max, initial });
}

export function armorCategoriesField(max = 2 * MAX_ATTRIBUTE) {
  const f = foundry.data.fields;
  const rating = () => trackCount(0, max);
  return new f.SchemaField(Object.fromEntries(ARMOR_CATEGORIES.map((k) => [k, rating()])) as Record<(typeof ARMOR_CATEGORIES)[number], ReturnType<typeof rating>>);
}

/** Characters and NPCs share one shape; an object or vehicle is an NPC with `object: true`. */
export function trackActorField(_kind: ActorKind) {
  const f = foundry.data.fields;
  const initial = defaultTrackActor();
  const flag = (value: boolean) => new f.BooleanField({ required: true, nullable: false, initial: value });
  const attribute = (key: AttributeKey) => trackCount(initial[key], MAX_ATTRIBUTE);
  return new f.SchemaField({
    slash: trackCount(0, BOXES),
    back: trackCount(0, BOXES),
    bar: trackCount(0, BOXES),
    // Null while not Dying (§5.6); the timer runs on world time (dying-clock.ts).
    dying: new f.SchemaField({ secondsLeft: trackCount(0, MAX_DYING_SECONDS) }, { required: true, nullable: true, initial: null }),
    deathCount: trackCount(0, MAX_ATTRIBUTE + MAX_DEATH_BONUS + 2),
    dead: flag(false),
    ...(Object.fromEntries(ATTRIBUTE_KEYS.map((k) => [k, attribute(k)])) as Record<AttributeKey, ReturnType<typeof attribute>>),
    edge: trackCount(initial.edge, MAX_EDGE),
    edgeSpent: trackCount(0, MAX_EDGE),
    armor: armorCategoriesField(),
    indomitable: flag(false),
    deathThresholdBonus: trackCount(0, MAX_DEATH_BONUS),
    extraPasses: trackCount(0, MAX_EXTRA_PASSES),
    object: flag(false),
    dots: new f.ArrayField(
      new f.SchemaField({
        damageType: new f.StringField({ required: true, blank: false, initial: "lethal", choices: trackChoices(DAMAGE_TYPES, "DamageType") }),
        delay: trackCount(1, MAX_DOT_DELAY),
        elapsedSeconds: new f.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
      }),
      { initial: [], validate: (value: unknown) => (Array.isArray(value) && value.length > MAX_DOTS ? false : undefined) },
    ),
  });
}
