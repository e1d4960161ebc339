/**
 * The `system.trauma` schema of actors (docs/rules/trauma.md §3.1): the ruleset's slice as Foundry
 * stores it. Behaviors and armor are Items (dragged from compendiums), so they are not fields
 * here; the core state is assembled from this slice and the actor's items.
 */
import type { ActorKind } from "../../core/ruleset";
import { ABILITY_KEYS, LOBE_KEYS, MAX_ABILITY, MAX_LOBE } from "../../core/trauma";

/** Leads start as a Generic Human (every ability 2, lobes 0); bioforms state what they have. */
export function traumaActorField(kind: ActorKind) {
  const f = foundry.data.fields;
  const isLead = kind === "character";
  const count = (initial: number) => new f.NumberField({ required: true, nullable: false, integer: true, min: 0, initial });
  const rating = (max: number) =>
    new f.NumberField({ required: true, nullable: true, integer: true, min: 0, max, initial: isLead ? (max === MAX_LOBE ? 0 : 2) : null });
  return new f.SchemaField({
    isLead: new f.BooleanField({ initial: isLead }),
    maxVim: new f.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: isLead ? 8 : 6 }),
    abilities: new f.SchemaField(Object.fromEntries(ABILITY_KEYS.map((k) => [k, rating(MAX_ABILITY)])) as Record<(typeof ABILITY_KEYS)[number], ReturnType<typeof rating>>),
    lobes: new f.SchemaField(Object.fromEntries(LOBE_KEYS.map((k) => [k, rating(MAX_LOBE)])) as Record<(typeof LOBE_KEYS)[number], ReturnType<typeof rating>>),
    vim: new f.SchemaField({
      lifeSupport: count(isLead ? 8 : 6),
      clot: count(0),
      hunger: count(0),
      fatigue: count(0),
      conditions: new f.TypedObjectField(count(0)),
      relics: new f.ArrayField(
        new f.SchemaField({
          id: new f.StringField({ required: true, blank: false }),
          name: new f.StringField({ required: true, blank: false }),
          vim: count(0),
        }),
      ),
    }),
    clotDeficit: count(0),
    status: new f.SchemaField({
      unconscious: new f.BooleanField({ initial: false }),
      dead: new f.BooleanField({ initial: false }),
    }),
    conditionsInflicted: new f.ArrayField(new f.StringField({ required: true, blank: false })),
    /** The actor's Foundry Cards: its own Probability Deck (Leads) and its Perk Card hand. */
    decks: new f.SchemaField({
      probability: new f.StringField({ required: true, nullable: true, blank: false, initial: null }),
      perkHand: new f.StringField({ required: true, nullable: true, blank: false, initial: null }),
    }),
  });
}
