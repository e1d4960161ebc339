/**
 * The `system.banks` schema of actors (docs/rules/banks.md §3.1): the banks ruleset's slice as Foundry
 * stores it. Static ranges live here so Foundry rejects a bad value at the door; the caps that
 * depend on other fields (Stun ≤ 2·WIL, Physical ≤ 2·BOD, momentum ≤ BOD, a core has both
 * replenish and max) are checked by validateBanksActor when the state is read (actor-state.ts),
 * because a field-level validator sees only the changed keys of a partial update.
 * Armor items are Items; the actor's own `armor` is natural armor (a drone's shell, a hide).
 */
import { ATTRIBUTE_KEYS, type AttributeKey, COVERS, DEFAULT_ATTRIBUTE, DEFAULT_CHUTZPAH, MAX_ATTRIBUTE, SIZE_CLASSES, TARGET_KINDS, isDamageLetter } from "../../core/banks";
import type { ActorKind } from "../../core/ruleset";

/** Choice labels, e.g. FRAY.Banks.Field.Kind.life (lang/en.json). */
export const bankChoices = (keys: readonly string[], prefix: string): Record<string, string> =>
  Object.fromEntries(keys.map((k) => [k, `FRAY.Banks.Field.${prefix}.${k}`]));

/** Foundry addresses nested data by dotted paths, so a key with a dot could never be updated. */
const dotFree = (key: string): boolean => !key.includes(".");

/** Armor is rated per damage letter, with `all` as the fallback; any other key is dropped. */
export const armorKey = (key: string): boolean => key === "all" || isDamageLetter(key);

export function banksCount(initial = 0, max?: number) {
  const f = foundry.data.fields;
  return new f.NumberField({ required: true, nullable: false, integer: true, min: 0, ...(max === undefined ? {} : { max }), initial });
}

export function armorRatingsField(initial: Record<string, number> = {}) {
  const f = foundry.data.fields;
  return new f.TypedObjectField(banksCount(), { validateKey: armorKey, initial });
}

/** Characters are player-owned (`isPlayer`, the CRIT tie-breaker); NPCs are not (banksRuleset defaults). */
export function banksActorField(kind: ActorKind) {
  const f = foundry.data.fields;
  const flag = (initial: boolean) => new f.BooleanField({ required: true, nullable: false, initial });
  const attribute = () => banksCount(DEFAULT_ATTRIBUTE, MAX_ATTRIBUTE);
  const id = () => new f.StringField({ required: true, nullable: false, blank: false });
  /** Active Dodge bank, Martial Momentum and a grapple exist only while they last: null otherwise. */
  const transient = <F extends foundry.data.fields.DataSchema>(fields: F) => new f.SchemaField(fields, { required: true, nullable: true, initial: null });
  return new f.SchemaField({
    kind: new f.StringField({ required: true, blank: false, initial: "life", choices: bankChoices(TARGET_KINDS, "Kind") }),
    isPlayer: flag(kind === "character"),
    attributes: new f.SchemaField({
      ...(Object.fromEntries(ATTRIBUTE_KEYS.map((k) => [k, attribute()])) as Record<AttributeKey, ReturnType<typeof attribute>>),
      // The two standard attributes the seed does not name (DECISION §9.3).
      extra: new f.TypedObjectField(banksCount(0, MAX_ATTRIBUTE), { validateKey: dotFree }),
    }),
    chutzpah: banksCount(DEFAULT_CHUTZPAH),
    skills: new f.TypedObjectField(banksCount(), { validateKey: dotFree }),
    ip: banksCount(),
    // Cores and vehicles only (§6.16): null for characters.
    ipReplenish: new f.NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
    ipMax: new f.NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
    sizeClass: new f.StringField({ required: true, blank: false, initial: "B", choices: bankChoices(SIZE_CLASSES, "Size") }),
    teamId: new f.StringField({ required: true, nullable: true, blank: false, initial: null }),
    stun: banksCount(),
    physical: banksCount(),
    bleedingOut: banksCount(),
    maxBleedingOut: banksCount(),
    sensory: banksCount(),
    unconscious: flag(false),
    dead: flag(false),
    destroyed: flag(false),
    armor: armorRatingsField(),
    recoil: banksCount(),
    grounded: flag(true),
    braced: flag(false),
    cover: new f.StringField({ required: true, blank: false, initial: "open", choices: bankChoices(COVERS, "Cover") }),
    prone: flag(false),
    activeDodgeBank: transient({ spec: id(), hits: banksCount() }),
    martialMomentum: transient({ targetId: id(), value: banksCount() }),
    grapple: transient({
      role: new f.StringField({ required: true, blank: false, initial: "grappler", choices: bankChoices(["grappler", "grappled"], "GrappleRole") }),
      otherId: id(),
      bank: banksCount(),
    }),
    turn: new f.SchemaField({
      blitzCount: banksCount(),
      acted: flag(false),
      passed: flag(false),
      attackedThisRound: flag(false),
      ran: flag(false),
    }),
  });
}
