/**
 * The `system.wounds` schemas of items (docs/rules/wounds.md §3.2): a weapon's damage dice, its
 * Strength die, flat bonus, AP and skill; armor's rating and whether it is worn. Initial values
 * are defaultWoundsWeapon's and defaultWoundsArmor's.
 */
import { defaultWoundsArmor, defaultWoundsWeapon } from "../../core/wounds";
import { woundsCount } from "./actor-fields";

export function woundsWeaponField() {
  const f = foundry.data.fields;
  const initial = defaultWoundsWeapon();
  return new f.SchemaField({
    damage: new f.SchemaField({
      strength: new f.BooleanField({ required: true, nullable: false, initial: initial.damage.strength }),
      dice: new f.ArrayField(new f.SchemaField({ sides: new f.NumberField({ required: true, nullable: false, integer: true, min: 2, max: 100, initial: 6 }) }), { initial: initial.damage.dice.map((x) => ({ ...x })) }),
      flat: new f.NumberField({ required: true, nullable: false, integer: true, min: -100, max: 100, initial: initial.damage.flat }),
    }),
    ap: woundsCount(initial.ap, 100),
    skill: new f.StringField({ required: true, blank: false, initial: initial.skill, validate: (v: unknown) => typeof v !== "string" || /^[A-Za-z][A-Za-z0-9]{0,39}$/.test(v) }),
  });
}

export function woundsArmorField() {
  const f = foundry.data.fields;
  const initial = defaultWoundsArmor();
  return new f.SchemaField({ armor: woundsCount(initial.armor, 100), equipped: new f.BooleanField({ initial: initial.equipped }) });
}
