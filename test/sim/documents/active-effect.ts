/**
 * ActiveEffect: its schema's defaults and validation (the statuses a Set once initialized), and
 * `fromStatusEffect`, which core's status toggles and Fray's status sync build effects with.
 */
import { type DocumentMeta, SimDocument } from "../document";
import { currentWorld } from "../current";
import { type Data, deepClone, expandObject, mergeUpdate } from "../object-utils";
import { ArrayField, BooleanField, ObjectField, SchemaField, SetField, StringField } from "../data/fields";

/** @foundry common/documents/active-effect.mjs:39-72 (defineSchema: name required and not blank, disabled, transfer true, statuses a SetField, flags) */
const SCHEMA = new SchemaField({
  _id: new StringField({ required: true, blank: false, nullable: true, initial: null }),
  name: new StringField({ required: true, blank: false }),
  img: new StringField({ nullable: true, initial: null }),
  changes: new ArrayField(new ObjectField()),
  disabled: new BooleanField(),
  origin: new StringField({ nullable: true, blank: false, initial: null }),
  transfer: new BooleanField({ initial: true }),
  statuses: new SetField(new StringField({ required: true, blank: false })),
  flags: new ObjectField(),
});

/** @sim a source cleaned and validated against the schema; a failure throws, naming the field */
function cleaned(source: Data): Data {
  const { system, description, duration, tint, sort, type, _stats, ...rest } = deepClone(source);
  const data = SCHEMA.clean(rest) as Data;
  const failure = SCHEMA.validate(data);
  if (failure) throw new Error(`ActiveEffect validation errors: ${failure}`);
  const extra = { system, description, duration, tint, sort, type, _stats };
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) data[key] = value;
  return data;
}

export class BaseActiveEffect extends SimDocument {
  /** @foundry common/documents/active-effect.mjs:24-35 (metadata: create and delete OWNER of the parent) */
  static override meta: DocumentMeta = { name: "ActiveEffect", collection: null, embedded: {}, permissions: { create: "OWNER", delete: "OWNER" }, hasOwnership: false };
  declare statuses: Set<string>;
  declare disabled: boolean;
  declare transfer: boolean;
  declare name: string;

  /** @foundry common/abstract/data.mjs:41-72 (constructor: the source cleaned and validated against the schema) */
  constructor(source: Data, options: { parent?: SimDocument | null; server?: boolean } = {}) {
    super(cleaned(source), options);
  }

  /** @foundry common/data/fields.mjs:2028-2063 (SetField: statuses initialized as a Set) */
  override _initialize(): void {
    super._initialize();
    this.statuses = new Set((this._source["statuses"] as string[] | undefined) ?? []);
  }

  /** @foundry client/documents/active-effect.mjs:108-110 (active: not disabled and not suppressed) */
  get active(): boolean {
    return !this.disabled;
  }

  /**
   * Changes applied to the local source only (dotted keys expanded), then read again.
   * @foundry common/abstract/data.mjs:442-470 (updateSource: expanded, cleaned, merged into _source, re-initialized)
   */
  updateSource(changes: Data = {}): Data {
    const expanded = expandObject(deepClone(changes)) as Data;
    this._source = cleaned(mergeUpdate(deepClone(this._source), expanded));
    this._initialize();
    return expanded;
  }

  /**
   * A new, unsaved effect from an entry of CONFIG.statusEffects: its name localized, its id the first
   * of its statuses, without the id, label, icon and hud keys.
   * @foundry client/documents/active-effect.mjs:42-60 (fromStatusEffect: an invalid id throws; name localized; statuses from the id)
   * @foundry client/documents/active-effect.mjs:73-75 (_fromStatusEffect: new this(effectData))
   */
  static async fromStatusEffect(statusId: string, options: { parent?: SimDocument | null } = {}): Promise<BaseActiveEffect> {
    const statusEffects = currentWorld().config["statusEffects"] as Data[];
    const status = statusEffects.find((e) => e["id"] === statusId);
    if (!status) throw new Error(`Invalid status ID "${statusId}" provided to ActiveEffect#fromStatusEffect`);
    const { id, label: _label, icon: _icon, hud: _hud, ...effectData } = deepClone(status);
    const i18n = currentWorld().currentTab().game["i18n"] as { localize(key: string): string };
    effectData["name"] = i18n.localize(String(effectData["name"]));
    effectData["statuses"] = [...new Set([id, ...((effectData["statuses"] as unknown[] | undefined) ?? [])])];
    if ((effectData["statuses"] as unknown[]).length > 1 && !status["_id"]) throw new Error("Status effects with implicit statuses must have a static _id");
    const cls = this.implementation as typeof BaseActiveEffect;
    return new cls(effectData, options);
  }
}

/** Core's status effects: id, the EFFECT.Status… name key and the icon under icons/svg/. */
const CORE_STATUSES: readonly (readonly [id: string, name: string, icon: string])[] = [
  ["dead", "Dead", "skull"], ["unconscious", "Unconscious", "unconscious"], ["sleep", "Asleep", "sleep"], ["stun", "Stunned", "daze"],
  ["prone", "Prone", "falling"], ["restrain", "Restrained", "net"], ["paralysis", "Paralysis", "paralysis"], ["fly", "Flying", "wing"],
  ["blind", "Blind", "blind"], ["deaf", "Deaf", "deaf"], ["silence", "Silenced", "silenced"], ["fear", "Fear", "terror"],
  ["burning", "Burning", "fire"], ["frozen", "Frozen", "frozen"], ["shock", "Shocked", "lightning"], ["corrode", "Corrode", "acid"],
  ["bleeding", "Bleeding", "blood"], ["disease", "Disease", "biohazard"], ["poison", "Poison", "poison"], ["curse", "Cursed", "sun"],
  ["regen", "Regen", "regen"], ["degen", "Degen", "degen"], ["hover", "Hover", "wingfoot"], ["burrow", "Burrow", "mole"],
  ["upgrade", "Upgrade", "upgrade"], ["downgrade", "Downgrade", "downgrade"], ["invisible", "Invisible", "invisible"], ["target", "Target", "target"],
  ["eye", "Marked", "eye"], ["bless", "Blessed", "angel"], ["fireShield", "FireShield", "fire-shield"], ["coldShield", "IceShield", "ice-shield"],
  ["magicShield", "MagicShield", "mage-shield"], ["holyShield", "HolyShield", "holy-shield"],
];

/** @foundry client/config.mjs:1453-1624 (statusEffects: core's status effects, each an id, a name and an img) */
export function coreStatusEffects(): Data[] {
  return CORE_STATUSES.map(([id, name, icon]) => ({ id, name: `EFFECT.Status${name}`, img: `icons/svg/${icon}.svg` }));
}
