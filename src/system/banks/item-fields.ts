/**
 * The `system.banks` schemas of items (docs/rules/banks.md §3.3): a weapon's damage code, size class,
 * recoil, bracing, auto, reach and design; an armor's ratings per damage letter. Behaviors have
 * no banks profile. Initial values are defaultBanksWeapon's and defaultBanksArmor's.
 */
import { SIZE_CLASSES, defaultBanksArmor, defaultBanksWeapon, parseDamageCode } from "../../core/banks";
import { armorRatingsField, bankChoices, banksCount } from "./actor-fields";

/**
 * A damage code must parse (§6.10), so `6Q` is refused when typed rather than when the attack is
 * rolled; the core's message (RulesInputError) becomes Foundry's validation message.
 */
function damageCode(value: unknown): void {
  if (typeof value === "string") parseDamageCode(value);
}

export function banksWeaponField() {
  const f = foundry.data.fields;
  const initial = defaultBanksWeapon();
  return new f.SchemaField({
    code: new f.StringField({ required: true, nullable: false, blank: false, initial: initial.code, validate: damageCode }),
    splashCode: new f.StringField({ required: true, nullable: true, blank: false, initial: initial.splashCode, validate: damageCode }),
    sizeClass: new f.StringField({ required: true, blank: false, initial: initial.sizeClass, choices: bankChoices(SIZE_CLASSES, "Size") }),
    recoil: banksCount(initial.recoil),
    bracing: banksCount(initial.bracing),
    // 1 = semi-automatic: one bullet per action at most (§6.7 step 5).
    auto: new f.NumberField({ required: true, nullable: false, integer: true, min: 1, initial: initial.auto }),
    reach: banksCount(initial.reach),
    // A negative Design is an unwieldy weapon (SEED "Design Attribute"), so no minimum.
    design: new f.NumberField({ required: true, nullable: false, integer: true, initial: initial.design }),
    designMax: banksCount(initial.designMax),
    gr: banksCount(initial.gr),
    qualities: new f.ArrayField(new f.StringField({ required: true, nullable: false, blank: false }), { initial: [...initial.qualities] }),
  });
}

export function banksArmorField() {
  const f = foundry.data.fields;
  // Worn or not, in a banks world (core isWornArmor); trauma keeps its own flag.
  return new f.SchemaField({ ratings: armorRatingsField({ ...defaultBanksArmor().ratings }), equipped: new f.BooleanField({ initial: true }) });
}
