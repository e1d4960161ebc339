/**
 * The data fields Fray's schemas are built from, with Foundry's cleaning (defaults, casts,
 * clamping, trimming) and validation, so Fray's real TypeDataModels run in the simulation.
 */
import { type Data, deepClone } from "../object-utils";

type Options = Record<string, unknown>;
const isPlain = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

export class DataField {
  readonly options: Options;
  name = "";
  parent: DataField | undefined = undefined;
  /** @foundry common/data/fields.mjs:78-95 (constructor: the class defaults, then the given options) */
  constructor(options: Options = {}) {
    this.options = { ...(this.constructor as typeof DataField)._defaults, ...options };
  }
  /** @foundry common/data/fields.mjs:126-137 (_defaults: not required, not nullable, no initial) */
  static get _defaults(): Options {
    return { required: false, nullable: false, initial: undefined, readonly: false };
  }
  /** @foundry common/data/fields.mjs:78-95 (constructor: options become the field's own properties) */
  get required(): boolean {
    return this.options["required"] === true;
  }
  /** @foundry common/data/fields.mjs:78-95 (constructor: options become the field's own properties) */
  get nullable(): boolean {
    return this.options["nullable"] === true;
  }
  /** @foundry common/data/fields.mjs:198-216 (clean: undefined takes the initial value; special values kept; cast; _cleanType) */
  clean(value: unknown, options: Data = {}): unknown {
    if (value === undefined) return this.getInitialValue();
    try {
      if (this._validateSpecial(value) === true) return value;
    } catch {
      return this.getInitialValue();
    }
    return this._cleanType(this._cast(value), options);
  }
  /** @foundry common/data/fields.mjs:227-229 (_cleanType) */
  _cleanType(value: unknown, _options: Data): unknown {
    return value;
  }
  /** @foundry common/data/fields.mjs:239-241 (_cast) */
  _cast(value: unknown): unknown {
    return value;
  }
  /** @foundry common/data/fields.mjs:250-256 (getInitialValue: a function or value; null for a required nullable field) */
  getInitialValue(): unknown {
    const initial = this.options["initial"];
    if (typeof initial === "function") return (initial as () => unknown)();
    if (initial !== undefined) return deepClone(initial);
    if (!this.required) return undefined;
    return this.nullable ? null : undefined;
  }
  /** @foundry common/data/fields.mjs:283-306 (validate: special values, the type, then the custom validator; a message on failure) */
  validate(value: unknown): string | undefined {
    try {
      if (this._validateSpecial(value) === true) return undefined;
      if (this._validateType(value) === false) return "is not a valid value";
      const custom = this.options["validate"] as ((v: unknown) => unknown) | undefined;
      if (custom && custom.call(this, value) === false) return "is not a valid value";
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    return undefined;
  }
  /** @foundry common/data/fields.mjs:313-326 (_validateSpecial: null only when nullable, undefined only when not required) */
  _validateSpecial(value: unknown): boolean | undefined {
    if (value === null) {
      if (this.nullable) return true;
      throw new Error("may not be null");
    }
    if (value === undefined) {
      if (this.required) throw new Error("may not be undefined");
      return true;
    }
    return undefined;
  }
  /** @foundry common/data/fields.mjs:342 (_validateType) */
  _validateType(_value: unknown): boolean | undefined {
    return undefined;
  }
  /** @foundry common/data/fields.mjs:367-370 (initialize: the source value) */
  initialize(value: unknown): unknown {
    return value;
  }
}

export class SchemaField extends DataField {
  readonly fields: Record<string, DataField>;
  /** @foundry common/data/fields.mjs:596-605 (constructor: a schema of named fields) */
  constructor(fields: Record<string, DataField>, options: Options = {}) {
    super(options);
    this.fields = { ...fields };
    for (const [name, field] of Object.entries(this.fields)) Object.assign(field, { name, parent: this });
  }
  /** @foundry common/data/fields.mjs:610-612 (_defaults: required, not nullable) */
  static override get _defaults(): Options {
    return { ...super._defaults, required: true, nullable: false };
  }
  /** @foundry common/data/fields.mjs:734-738 (getInitialValue: a required schema starts as its cleaned empty object) */
  override getInitialValue(): unknown {
    const initial = super.getInitialValue();
    return this.required && initial === undefined ? this._cleanType({}, {}) : initial;
  }
  /** @foundry common/data/fields.mjs:742-744 (_cast: a non-object becomes {}) */
  override _cast(value: unknown): unknown {
    return isPlain(value) ? value : {};
  }
  /** @foundry common/data/fields.mjs:750-775 (_cleanType: each field cleaned, unknown keys dropped; a partial clean only touches given keys) */
  override _cleanType(value: unknown, options: Data): unknown {
    const data = value as Data;
    for (const [name, field] of Object.entries(this.fields)) {
      if (!options["partial"] || name in data) data[name] = field.clean(data[name], options);
    }
    for (const key of Object.keys(data)) if (!(key in this.fields) && !(key.startsWith("-=") && key.slice(2) in this.fields)) Reflect.deleteProperty(data, key);
    return data;
  }
  /** @foundry common/data/fields.mjs:890-925 (_validateType: each field; the first failure names its path) */
  override _validateType(value: unknown): boolean | undefined {
    if (!isPlain(value)) throw new Error("must be an object");
    for (const [name, field] of Object.entries(this.fields)) {
      const failure = field.validate(value[name]);
      if (failure) throw new Error(`${name}: ${failure}`);
    }
    return undefined;
  }
  /** @foundry common/data/fields.mjs:778-795 (initialize: each field initialized) */
  override initialize(value: unknown): unknown {
    if (!isPlain(value)) return value;
    const data: Data = {};
    for (const [name, field] of Object.entries(this.fields)) data[name] = field.initialize(value[name]);
    return data;
  }
}

export class BooleanField extends DataField {
  /** @foundry common/data/fields.mjs:1026-1028 (_defaults: required, initial false) */
  static override get _defaults(): Options {
    return { ...super._defaults, required: true, nullable: false, initial: false };
  }
  /** @foundry common/data/fields.mjs:1030-1035 (_cast: "true" is true, objects false, else Boolean) */
  override _cast(value: unknown): unknown {
    if (typeof value === "string") return value === "true";
    if (typeof value === "object") return false;
    return Boolean(value);
  }
  /** @foundry common/data/fields.mjs:1038-1040 (_validateType: a boolean) */
  override _validateType(value: unknown): undefined {
    if (typeof value !== "boolean") throw new Error("must be a boolean");
    return undefined;
  }
}

export class NumberField extends DataField {
  /** @foundry common/data/fields.mjs:1087-1097 (constructor: a field with choices is not nullable unless asked) */
  constructor(options: Options = {}) {
    super(options);
    if (this.options["choices"]) this.options["nullable"] = options["nullable"] ?? false;
  }
  /** @foundry common/data/fields.mjs:1104-1114 (_defaults: nullable, no bounds) */
  static override get _defaults(): Options {
    return { ...super._defaults, nullable: true, integer: false, positive: false };
  }
  /** @foundry common/data/fields.mjs:1118-1120 (_cast: "" is null when nullable, else Number) */
  override _cast(value: unknown): unknown {
    return this.nullable && value === "" ? null : Number(value);
  }
  /** @foundry common/data/fields.mjs:1124-1138 (_cleanType: integers rounded, clamped to min and max) */
  override _cleanType(value: unknown): unknown {
    if (typeof value !== "number") return value;
    let n = this.options["integer"] ? Math.round(value) : value;
    const { min, max } = this.options as { min?: number; max?: number };
    if (Number.isFinite(min)) n = Math.max(n, min!);
    if (Number.isFinite(max)) n = Math.min(n, max!);
    return n;
  }
  /** @foundry common/data/fields.mjs:1141-1160 (_validateType: a finite number, in bounds, an integer when asked, one of the choices) */
  override _validateType(value: unknown): undefined {
    if (typeof value !== "number") throw new Error("must be a number");
    const { min, max, integer, positive, choices } = this.options as { min?: number; max?: number; integer?: boolean; positive?: boolean; choices?: unknown };
    if (positive && value <= 0) throw new Error("must be a positive number");
    if (Number.isFinite(min) && value < min!) throw new Error(`must be at least ${min}`);
    if (Number.isFinite(max) && value > max!) throw new Error(`must be at most ${max}`);
    if (choices && !validChoice(choices, value)) throw new Error(`${value} is not a valid choice`);
    if (integer ? !Number.isInteger(value) : !Number.isFinite(value)) throw new Error(integer ? "must be an integer" : "must be a finite number");
    return undefined;
  }
}

export class StringField extends DataField {
  /** @foundry common/data/fields.mjs:1228-1236 (constructor: with choices, not nullable and not blank unless asked) */
  constructor(options: Options = {}) {
    super(options);
    if (this.options["choices"]) {
      this.options["nullable"] = options["nullable"] ?? false;
      this.options["blank"] = options["blank"] ?? false;
    }
  }
  /** @foundry common/data/fields.mjs:1244-1246 (_defaults: blank allowed, trimmed) */
  static override get _defaults(): Options {
    return { ...super._defaults, blank: true, trim: true };
  }
  /** @foundry common/data/fields.mjs:1277-1280 (clean: strings trimmed first) */
  override clean(value: unknown, options: Data = {}): unknown {
    return super.clean(typeof value === "string" && this.options["trim"] ? value.trim() : value, options);
  }
  /** @foundry common/data/fields.mjs:1285-1289 (getInitialValue: a required blank-allowed string starts "") */
  override getInitialValue(): unknown {
    const initial = super.getInitialValue();
    return this.options["blank"] && this.required && !initial ? "" : initial;
  }
  /** @foundry common/data/fields.mjs:1293-1295 (_cast: String) */
  override _cast(value: unknown): unknown {
    return String(value);
  }
  /** @foundry common/data/fields.mjs:1299-1306 (_validateSpecial: "" only when blank is allowed) */
  override _validateSpecial(value: unknown): boolean | undefined {
    if (value === "") {
      if (this.options["blank"]) return true;
      throw new Error("may not be a blank string");
    }
    return super._validateSpecial(value);
  }
  /** @foundry common/data/fields.mjs:1312-1318 (_validateType: a string, one of the choices) */
  override _validateType(value: unknown): boolean | undefined {
    if (typeof value !== "string") throw new Error("must be a string");
    if (this.options["choices"]) {
      if (validChoice(this.options["choices"], value)) return true;
      throw new Error(`${value} is not a valid choice`);
    }
    return undefined;
  }
}

/** @foundry common/data/fields.mjs:3073-3085 (HTMLField: a StringField that is required and may be blank) */
export class HTMLField extends StringField {
  /** @foundry common/data/fields.mjs:3076-3078 (_defaults) */
  static override get _defaults(): Options {
    return { ...super._defaults, required: true, blank: true };
  }
}

export class ObjectField extends DataField {
  /** @foundry common/data/fields.mjs:1433-1435 (_defaults: required, not nullable) */
  static override get _defaults(): Options {
    return { ...super._defaults, required: true, nullable: false };
  }
  /** @foundry common/data/fields.mjs:1440-1444 (getInitialValue: {} when required) */
  override getInitialValue(): unknown {
    const initial = super.getInitialValue();
    return this.required && initial === undefined ? {} : initial;
  }
  /** @foundry common/data/fields.mjs:1448-1451 (_cast: a non-object becomes {}) */
  override _cast(value: unknown): unknown {
    return isPlain(value) ? value : {};
  }
  /** @foundry common/data/fields.mjs:1455-1458 (initialize: a copy) */
  override initialize(value: unknown): unknown {
    return value ? deepClone(value) : value;
  }
}

export class TypedObjectField extends ObjectField {
  readonly element: DataField;
  /** @foundry common/data/fields.mjs:1514-1523 (constructor: every value is one element field) */
  constructor(element: DataField, options: Options = {}) {
    super(options);
    this.element = Object.assign(element, { name: "element", parent: this });
  }
  /** @foundry common/data/fields.mjs:1552-1570 (_cleanType: each value cleaned by the element) */
  override _cleanType(value: unknown, options: Data): unknown {
    const data = value as Data;
    for (const key of Object.keys(data)) if (!key.startsWith("-=")) data[key] = this.element.clean(data[key], options);
    return data;
  }
  /** @foundry common/data/fields.mjs:1576-1600 (_validateType: an object whose values the element accepts) */
  override _validateType(value: unknown): undefined {
    if (!isPlain(value)) throw new Error("must be an object");
    for (const [key, v] of Object.entries(value)) {
      const failure = key.startsWith("-=") ? undefined : this.element.validate(v);
      if (failure) throw new Error(`${key}: ${failure}`);
    }
    return undefined;
  }
  /** @foundry common/data/fields.mjs:1627-1631 (initialize: each value initialized) */
  override initialize(value: unknown): unknown {
    if (!isPlain(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.element.initialize(v)]));
  }
}

export class ArrayField extends DataField {
  readonly element: DataField;
  /** @foundry common/data/fields.mjs:1773-1782 (constructor: every entry is one element field) */
  constructor(element: DataField, options: Options = {}) {
    super(options);
    this.element = Object.assign(element, { name: "element", parent: this });
  }
  /** @foundry common/data/fields.mjs:1800-1809 (_defaults: required, empty allowed, no length limit) */
  static override get _defaults(): Options {
    return { ...super._defaults, required: true, nullable: false, min: 0, max: Infinity };
  }
  /** @foundry common/data/fields.mjs:1836-1840 (getInitialValue: [] when required) */
  override getInitialValue(): unknown {
    const initial = super.getInitialValue();
    return this.required && initial === undefined ? [] : initial;
  }
  /** @foundry common/data/fields.mjs:1855-1868 (_cast: an index-keyed object or a Set becomes an array, a lone value a one-entry array) */
  override _cast(value: unknown): unknown {
    if (isPlain(value)) return Object.entries(value).filter(([k]) => Number.isInteger(Number(k))).sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    if (value instanceof Set) return [...value];
    return Array.isArray(value) ? value : [value];
  }
  /** @foundry common/data/fields.mjs:1870-1872 (_cleanType: each entry cleaned) */
  override _cleanType(value: unknown, options: Data): unknown {
    return (value as unknown[]).map((v) => this.element.clean(v, { ...options, partial: false }));
  }
  /** @foundry common/data/fields.mjs:1877-1900 (_validateType: an array within its length bounds, each entry valid) */
  override _validateType(value: unknown): undefined {
    if (!Array.isArray(value)) throw new Error("must be an Array");
    const { min, max } = this.options as { min: number; max: number };
    if (value.length < min) throw new Error(`cannot have fewer than ${min} elements`);
    if (value.length > max) throw new Error(`cannot have more than ${max} elements`);
    value.forEach((v: unknown, i) => {
      const failure = this.element.validate(v);
      if (failure) throw new Error(`${i}: ${failure}`);
    });
    return undefined;
  }
  /** @foundry common/data/fields.mjs:1918-1921 (initialize: each entry initialized) */
  override initialize(value: unknown): unknown {
    return Array.isArray(value) ? value.map((v: unknown) => this.element.initialize(v)) : value;
  }
}

/** @foundry common/data/fields.mjs:2028-2064 (SetField: an ArrayField initialized as a Set) */
export class SetField extends ArrayField {
  /** @foundry common/data/fields.mjs:2060-2063 (initialize: a Set) */
  override initialize(value: unknown): unknown {
    return new Set(super.initialize(value) as unknown[]);
  }
}

/** @foundry common/data/fields.mjs:1162-1168 (#isValidChoice: an array's entries or an object's keys, or what a function returns) */
function validChoice(choices: unknown, value: unknown): boolean {
  const list = typeof choices === "function" ? (choices as () => unknown)() : choices;
  if (Array.isArray(list)) return list.includes(value);
  return typeof list === "object" && list !== null && String(value) in list;
}

/** @sim the classes installed as foundry.data.fields */
export const simFields = { DataField, SchemaField, BooleanField, NumberField, StringField, HTMLField, ObjectField, TypedObjectField, ArrayField, SetField };
