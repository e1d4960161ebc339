/**
 * DataModel and TypeDataModel: a source migrated, cleaned and validated against the schema,
 * then initialized onto the model; Fray's TypeDataModels extend these in the simulation.
 */
import { type Data, deepClone, mergeUpdate } from "../object-utils";
import { type DataField, SchemaField } from "./fields";

const schemas = new WeakMap<typeof SimDataModel, SchemaField>();

export class SimDataModel {
  [field: string]: unknown;
  declare ["constructor"]: typeof SimDataModel;
  declare readonly parent: unknown;
  declare _source: Data;

  /** @foundry common/abstract/data.mjs:41-72 (constructor: parent, source initialized, validated, then initialized) */
  constructor(data: Data = {}, { parent = null }: { parent?: unknown } = {}) {
    Object.defineProperty(this, "parent", { value: parent, writable: false, enumerable: false });
    Object.defineProperty(this, "_source", { value: this._initializeSource(data), writable: true, enumerable: false });
    this.#validateOrThrow(this._source);
    this._initialize();
  }

  /** @foundry common/abstract/data.mjs:145-147 (defineSchema: subclasses define it) */
  static defineSchema(): Record<string, DataField> {
    throw new Error(`${this.name} must define its schema`);
  }

  /** @foundry common/abstract/data.mjs:155-165 (schema: built once per class from defineSchema) */
  static get schema(): SchemaField {
    let schema = schemas.get(this);
    if (!schema) schemas.set(this, (schema = new SchemaField(this.defineSchema())));
    return schema;
  }

  /** @foundry common/abstract/data.mjs:255-270 (_initializeSource: migrated, then cleaned) */
  _initializeSource(data: Data): Data {
    const migrated = this.constructor.migrateData(deepClone(data));
    return this.constructor.cleanData(migrated);
  }

  /** @foundry common/abstract/data.mjs:278-280 (cleanData: the schema cleans the source) */
  static cleanData(source: Data = {}, options: Data = {}): Data {
    return this.schema.clean(source, options) as Data;
  }

  /** @foundry common/abstract/data.mjs:566-570 (migrateData: subclasses migrate older sources) */
  static migrateData(source: Data): Data {
    return source;
  }

  /** @foundry common/abstract/data.mjs:367-420 (validate: every field, then validateJoint; a failure throws a validation error naming the field) */
  #validateOrThrow(source: Data): void {
    const failure = this.constructor.schema.validate(source);
    if (failure) throw new Error(`${this.constructor.name} validation errors: ${failure}`);
    const joint = (this.constructor as unknown as { validateJoint?: (data: Data) => void }).validateJoint;
    joint?.call(this.constructor, source);
  }

  /** @foundry common/abstract/data.mjs:304-330 (_initialize: each field's value set on the model) */
  _initialize(): void {
    const data = this.constructor.schema.initialize(this._source) as Data;
    for (const [key, value] of Object.entries(data)) this[key] = value;
  }

  /** @foundry common/abstract/data.mjs:442-470 (updateSource: changes cleaned partially, validated with the whole source, merged, then initialized) */
  updateSource(changes: Data = {}): Data {
    const cleaned = this.constructor.schema.clean(deepClone(changes), { partial: true }) as Data;
    const next = mergeUpdate(deepClone(this._source), cleaned);
    this.#validateOrThrow(next);
    this._source = next;
    this._initialize();
    return cleaned;
  }

  /** @foundry common/abstract/data.mjs:513-520 (toObject: a copy of the source) */
  toObject(): Data {
    return deepClone(this._source);
  }
}

/** @foundry common/abstract/type-data.mjs:75-130 (TypeDataModel: the system data of a document sub-type) */
export class SimTypeDataModel extends SimDataModel {
  static LOCALIZATION_PREFIXES: string[] = [];
  /** @foundry common/abstract/type-data.mjs:129 (prepareBaseData: subclasses prepare) */
  prepareBaseData(): void {}
  /** @foundry common/abstract/type-data.mjs:153 (prepareDerivedData: subclasses derive) */
  prepareDerivedData(): void {}
  /** @foundry common/abstract/type-data.mjs:181 (_preCreate: called by the document's _preCreate; false cancels) */
  async _preCreate(_data: Data, _options: Data, _user: unknown): Promise<boolean | undefined> {
    return undefined;
  }
  /** @foundry common/abstract/type-data.mjs:190-225 (_onCreate, _preUpdate, _onUpdate, _preDelete, _onDelete: called by the document's) */
  _onCreate(_data: Data, _options: Data, _userId: string): void {}
  /** @foundry common/abstract/type-data.mjs:190-225 (_preUpdate) */
  async _preUpdate(_changes: Data, _options: Data, _user: unknown): Promise<boolean | undefined> {
    return undefined;
  }
  /** @foundry common/abstract/type-data.mjs:190-225 (_onUpdate) */
  _onUpdate(_changed: Data, _options: Data, _userId: string): void {}
}
