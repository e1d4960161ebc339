/**
 * The `system.trauma` schemas of items (docs/rules/trauma.md §3.2, §3.3): weapons and attack
 * methods, armor (a resistance spread), and behaviors (a percentage against a type or family).
 */
import { ABILITY_KEYS, LOBE_KEYS } from "../../core/trauma";

const choices = (keys: readonly string[], prefix: string): Record<string, string> =>
  Object.fromEntries(keys.map((k) => [k, `${prefix}.${k}`]));

function spreadField(initial: number[]) {
  const f = foundry.data.fields;
  return new f.ArrayField(new f.NumberField({ required: true, nullable: false, integer: true, min: 0, max: 100 }), { initial, min: 1 });
}

export function traumaWeaponField() {
  const f = foundry.data.fields;
  return new f.SchemaField({
    difficulty: new f.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 7 }),
    ability: new f.StringField({ required: true, blank: false, initial: "operate", choices: choices(ABILITY_KEYS, "FRAY.Trauma.Ability") }),
    lobe: new f.StringField({ required: true, nullable: true, blank: false, initial: null, choices: choices(LOBE_KEYS, "FRAY.Trauma.Lobe") }),
    traumaType: new f.StringField({ required: true, blank: false, initial: "Blunt" }),
    spread: spreadField([100, 50]),
    condition: new f.StringField({ required: true, nullable: true, blank: false, initial: null }),
  });
}

export function traumaArmorField() {
  const f = foundry.data.fields;
  return new f.SchemaField({
    spread: spreadField([10, 75, 90]),
    equipped: new f.BooleanField({ initial: true }),
  });
}

export function traumaBehaviorField() {
  const f = foundry.data.fields;
  return new f.SchemaField({
    scope: new f.StringField({ required: true, blank: false, initial: "type", choices: { type: "FRAY.Trauma.Behavior.Scope.type", family: "FRAY.Trauma.Behavior.Scope.family" } }),
    key: new f.StringField({ required: true, blank: false, initial: "Blunt" }),
    percent: new f.NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 150 }),
  });
}
