/**
 * A client document as Foundry 13 builds it: source data, the fields read from it, embedded
 * collections, ownership, and the create/update/delete calls that go through the client's
 * database backend (backend.ts) to the server (server.ts). Each tab holds its own instances.
 */
import { type Data, deepClone, getProperty } from "./object-utils";
import type { SimUser } from "./users";
import type { SimTab } from "./world";
import { currentWorld } from "./current";

/** @foundry common/constants.mjs:372-380 (DOCUMENT_OWNERSHIP_LEVELS) */
export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

export type Permission = string | ((user: SimUser, doc: SimDocument, data: Data) => boolean);
export interface DocumentMeta {
  readonly name: string;
  /** The world collection (game.actors …), or null for an embedded document. */
  readonly collection: string | null;
  /** Embedded document name → the field of the parent that holds them. */
  readonly embedded: Readonly<Record<string, string>>;
  readonly permissions: Readonly<{ create?: Permission; update?: Permission; delete?: Permission }>;
  readonly hasOwnership: boolean;
}

/** A collection of documents keyed by id, iterating values as Foundry's Collection does. */
export class SimCollection<T extends { id: string }> extends Map<string, T> {
  /** @foundry common/utils/collection.mjs:14-16 (Symbol.iterator: iterating a Collection yields its values) */
  override [Symbol.iterator](): MapIterator<[string, T]> {
    return this.values() as unknown as MapIterator<[string, T]>;
  }
  /** @foundry common/utils/collection.mjs:24-26 (contents) */
  get contents(): T[] {
    return [...this.values()];
  }
  /** @foundry common/utils/collection.mjs:42-50 (find) */
  find(test: (value: T) => boolean): T | undefined {
    return this.contents.find(test);
  }
  /** @foundry common/utils/collection.mjs:66-75 (filter) */
  filter(test: (value: T) => boolean): T[] {
    return this.contents.filter(test);
  }
  /** @foundry common/utils/collection.mjs:201-206 (some) */
  some(test: (value: T) => boolean): boolean {
    return this.contents.some(test);
  }
  /** @foundry common/utils/collection.mjs:154-160 (map) */
  map<R>(fn: (value: T) => R): R[] {
    return this.contents.map(fn);
  }
  /** @foundry common/utils/collection.mjs:112-120 (get: strict throws for a missing key) */
  override get(id: string, { strict = false }: { strict?: boolean } = {}): T | undefined {
    const found = super.get(id);
    if (strict && !found) throw new Error(`An entry with key ${id} does not exist in the collection`);
    return found;
  }
  /** @foundry common/utils/collection.mjs:138-145 (getName) */
  getName(name: string): T | undefined {
    return this.contents.find((d) => (d as unknown as { name?: string }).name === name);
  }
}

export class SimDocument {
  /** Set by defineDocument for each simulated document class. */
  static meta: DocumentMeta;
  declare ["constructor"]: typeof SimDocument;
  [field: string]: unknown;
  _source: Data;
  parent: SimDocument | null;
  id: string;

  /** Built by the server for its permission checks: embedded children use the base classes too. */
  readonly isServerCopy: boolean;

  /** @foundry common/abstract/data.mjs:41-60 (constructor: the source cleaned and kept, then _initialize) */
  constructor(source: Data, { parent = null, server = false }: { parent?: SimDocument | null; server?: boolean } = {}) {
    this._source = deepClone(source);
    this.parent = parent;
    this.isServerCopy = server;
    this.id = String(source["_id"] ?? "");
    this._initialize();
    if (!parent) this.prepareData();
  }

  /** @foundry common/abstract/document.mjs:226-228 (documentName) */
  static get documentName(): string {
    return this.meta.name;
  }

  /** @foundry common/abstract/document.mjs:185-190 (implementation: CONFIG[documentName].documentClass) */
  static get implementation(): typeof SimDocument {
    return currentWorld().documentClass(this.meta.name);
  }

  /**
   * Reads the fields off the source and builds the embedded collections.
   * @foundry common/abstract/data.mjs:304-320 (_initialize: fields prepared from _source; embedded collections of documents)
   * @foundry common/abstract/embedded-collection.mjs:245-258 (_set: an embedded document's _source is the entry in its parent's source array)
   */
  _initialize(): void {
    const meta = this.constructor.meta;
    for (const [key, value] of Object.entries(this._source)) {
      if (Object.values(meta.embedded).includes(key)) continue;
      this[key] = deepClone(value);
    }
    for (const [name, field] of Object.entries(meta.embedded)) {
      const cls = this.isServerCopy ? currentWorld().baseClass(name) : currentWorld().documentClass(name);
      const previous = this[field] instanceof SimCollection ? (this[field] as SimCollection<SimDocument>) : null;
      const collection = new SimCollection<SimDocument>();
      for (const child of (this._source[field] as Data[] | undefined) ?? []) {
        const id = String(child["_id"]);
        const kept = previous?.get(id);
        if (kept) {
          kept._source = child;
          kept._initialize();
          collection.set(id, kept);
        } else {
          // The child's source is the parent's array entry, so the child's updates are the parent's too.
          const made = new cls(child, { parent: this, server: this.isServerCopy });
          made._source = child;
          collection.set(id, made);
        }
      }
      this[field] = collection;
    }
    this.id = String(this._source["_id"] ?? "");
    this.#initializeSystem();
  }

  /**
   * The system data of a document sub-type is its TypeDataModel (CONFIG[name].dataModels[type]),
   * cleaned and validated; the server copy keeps plain data (the server runs no system code).
   * @foundry common/data/fields.mjs:3324-3400 (TypeDataField: the model of the document's type wraps its system data)
   */
  #initializeSystem(): void {
    if (this.isServerCopy) return;
    type Model = new (data: Data, options: { parent: SimDocument }) => { _source: Data };
    const models = (currentWorld().config[this.documentName] as { dataModels?: Record<string, Model> } | undefined)?.dataModels;
    const Model = models?.[String(this._source["type"])];
    if (!Model) return;
    const model = new Model((this._source["system"] as Data | undefined) ?? {}, { parent: this });
    this._source["system"] = model._source;
    this["system"] = model;
  }

  /** @foundry client/documents/abstract/client-document.mjs:266-273 (prepareData: system base, document base, embedded, system derived, document derived) */
  prepareData(): void {
    const system = this["system"] as { prepareBaseData?: () => void; prepareDerivedData?: () => void } | undefined;
    system?.prepareBaseData?.();
    this.prepareBaseData();
    this.prepareEmbeddedDocuments();
    system?.prepareDerivedData?.();
    this.prepareDerivedData();
  }
  /** @foundry client/documents/abstract/client-document.mjs:284 (prepareBaseData) */
  prepareBaseData(): void {}
  /** @foundry client/documents/abstract/client-document.mjs:291-300 (prepareEmbeddedDocuments: each embedded document prepared) */
  prepareEmbeddedDocuments(): void {
    for (const field of Object.values(this.constructor.meta.embedded)) for (const doc of (this[field] as SimCollection<SimDocument>).values()) doc.prepareData();
  }
  /** @foundry client/documents/abstract/client-document.mjs:309 (prepareDerivedData) */
  prepareDerivedData(): void {}

  /** @foundry common/abstract/document.mjs:230-232 (documentName) */
  get documentName(): string {
    return this.constructor.meta.name;
  }

  /** @foundry common/abstract/document.mjs:324-330 (uuid: the parent's uuid, then Name.id) */
  get uuid(): string {
    const own = `${this.documentName}.${this.id}`;
    return this.parent ? `${this.parent.uuid}.${own}` : own;
  }

  /** @foundry common/abstract/document.mjs:383-394 (getUserLevel: ownership by user, then default; INHERIT and no ownership defer to the parent) */
  getUserLevel(user: SimUser): number {
    const ownership = this["ownership"] as Record<string, number> | undefined;
    if (this.constructor.meta.hasOwnership && ownership) {
      const level = ownership[user.id] ?? ownership["default"] ?? OWNERSHIP.NONE;
      if (level !== OWNERSHIP.INHERIT) return level;
    }
    return this.parent ? this.parent.getUserLevel(user) : OWNERSHIP.NONE;
  }

  /** @foundry common/abstract/document.mjs:404-411 (testUserPermission: a GM is OWNER) */
  testUserPermission(user: SimUser, permission: keyof typeof OWNERSHIP | number, { exact = false }: { exact?: boolean } = {}): boolean {
    const level = user.isGM ? OWNERSHIP.OWNER : this.getUserLevel(user);
    const target = typeof permission === "number" ? permission : (OWNERSHIP[permission] ?? OWNERSHIP.OWNER);
    return exact ? level === target : level >= target;
  }

  /** @foundry common/abstract/document.mjs:423-438 (canUserModify: a test function, a user permission, a role, or an ownership level) */
  canUserModify(user: SimUser, action: "create" | "update" | "delete", data: Data = {}): boolean {
    const perm = this.constructor.meta.permissions[action] ?? DEFAULT_PERMISSIONS[action];
    if (typeof perm === "function") return perm(user, this, data);
    if (perm in OWNERSHIP) return this.testUserPermission(user, perm as keyof typeof OWNERSHIP);
    if (perm === "ASSISTANT" || perm === "GAMEMASTER" || perm === "PLAYER" || perm === "TRUSTED") return user.hasRole(perm);
    return user.hasPermission(perm);
  }

  /** @foundry client/documents/abstract/client-document.mjs:106-108 (isOwner: the local user is OWNER) */
  get isOwner(): boolean {
    return this.testUserPermission(currentWorld().currentTab().user, "OWNER");
  }

  /** @foundry common/abstract/document.mjs:906-915 (getFlag: flags.scope.key) */
  getFlag(scope: string, key: string): unknown {
    return getProperty(this["flags"] ?? {}, `${scope}.${key}`);
  }

  /** @foundry common/abstract/document.mjs:941-945 (setFlag: an update of flags.scope.key) */
  setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    return this.update({ flags: { [scope]: { [key]: value } } });
  }

  /** @foundry common/abstract/document.mjs:961-966 (unsetFlag: a -=key deletion) */
  unsetFlag(scope: string, key: string): Promise<this | undefined> {
    return this.update({ flags: { [scope]: { [`-=${key}`]: null } } });
  }

  /** @foundry common/abstract/document.mjs:700-704 (update: updateDocuments of one, with this parent) */
  async update(data: Data, options: Data = {}): Promise<this | undefined> {
    const [updated] = await this.constructor.implementation.updateDocuments([{ ...data, _id: this.id }], { ...options, parent: this.parent });
    return updated as this | undefined;
  }

  /** @foundry common/abstract/document.mjs:716-720 (delete) */
  async delete(options: Data = {}): Promise<this | undefined> {
    const [deleted] = await this.constructor.implementation.deleteDocuments([this.id], { ...options, parent: this.parent });
    return deleted as this | undefined;
  }

  /** @foundry common/abstract/document.mjs:684-690 (create: createDocuments of one) */
  static async create(data: Data, options: Data = {}): Promise<SimDocument | undefined> {
    const [created] = await this.createDocuments([data], options);
    return created;
  }

  /** @foundry common/abstract/document.mjs:538-560 (createDocuments: the backend's create operation) */
  static createDocuments(data: Data[] = [], options: Data = {}): Promise<SimDocument[]> {
    return currentWorld().backend().create(this.implementation, data, options);
  }

  /** @foundry common/abstract/document.mjs:589-610 (updateDocuments) */
  static updateDocuments(updates: Data[] = [], options: Data = {}): Promise<SimDocument[]> {
    return currentWorld().backend().update(this.implementation, updates, options);
  }

  /** @foundry common/abstract/document.mjs:641-660 (deleteDocuments) */
  static deleteDocuments(ids: string[] = [], options: Data = {}): Promise<SimDocument[]> {
    return currentWorld().backend().delete(this.implementation, ids, options);
  }

  /** @foundry common/abstract/document.mjs:816-825 (createEmbeddedDocuments: the child class with this parent) */
  createEmbeddedDocuments(name: string, data: Data[] = [], options: Data = {}): Promise<SimDocument[]> {
    return currentWorld().documentClass(name).createDocuments(data, { ...options, parent: this });
  }

  /** @foundry common/abstract/document.mjs:835-843 (updateEmbeddedDocuments) */
  updateEmbeddedDocuments(name: string, updates: Data[] = [], options: Data = {}): Promise<SimDocument[]> {
    return currentWorld().documentClass(name).updateDocuments(updates, { ...options, parent: this });
  }

  /** @foundry common/abstract/document.mjs:853-861 (deleteEmbeddedDocuments) */
  deleteEmbeddedDocuments(name: string, ids: string[] = [], options: Data = {}): Promise<SimDocument[]> {
    return currentWorld().documentClass(name).deleteDocuments(ids, { ...options, parent: this });
  }

  /** @foundry common/abstract/document.mjs:779-785 (getEmbeddedCollection) */
  getEmbeddedCollection(name: string): SimCollection<SimDocument> {
    const field = this.constructor.meta.embedded[name];
    if (!field) throw new Error(`${name} is not embedded in ${this.documentName}`);
    return this[field] as SimCollection<SimDocument>;
  }

  /** @foundry common/abstract/data.mjs:513-520 (toObject: a copy of the source) */
  toObject(): Data {
    return deepClone(this._source);
  }

  // Lifecycle callbacks a subclass overrides, called as Foundry calls them.
  /** @foundry common/abstract/document.mjs:1000-1015 (_preCreateOperation: false cancels the whole operation) */
  static async _preCreateOperation(_documents: SimDocument[], _operation: Data, _user: SimUser): Promise<boolean | undefined> {
    return undefined;
  }
  /** @foundry common/abstract/document.mjs:1060-1073 (_preUpdateOperation) */
  static async _preUpdateOperation(_documents: SimDocument[], _operation: Data, _user: SimUser): Promise<boolean | undefined> {
    return undefined;
  }
  /** @foundry common/abstract/document.mjs:1118-1130 (_preDeleteOperation) */
  static async _preDeleteOperation(_documents: SimDocument[], _operation: Data, _user: SimUser): Promise<boolean | undefined> {
    return undefined;
  }
  /** @sim what the server does after applying an update of this document type (its server-side _onUpdateOperation) */
  static async _serverUpdated(_tab: SimTab, _changes: Data[], _options: Data, _user: SimUser): Promise<void> {}
  /** @foundry client/documents/abstract/client-document.mjs:415-422 (_preCreate: false cancels) */
  async _preCreate(_data: Data, _options: Data, _user: SimUser): Promise<boolean | undefined> {
    return undefined;
  }
  /** @foundry client/documents/abstract/client-document.mjs:428-466 (_onCreate) */
  _onCreate(_data: Data, _options: Data, _userId: string): void {}
  /** @foundry client/documents/abstract/client-document.mjs:472-479 (_preUpdate: false cancels) */
  async _preUpdate(_changes: Data, _options: Data, _user: SimUser): Promise<boolean | undefined> {
    return undefined;
  }
  /** @foundry client/documents/abstract/client-document.mjs:485-528 (_onUpdate) */
  _onUpdate(_changed: Data, _options: Data, _userId: string): void {}
  /** @foundry client/documents/abstract/client-document.mjs:534-541 (_preDelete: false cancels) */
  async _preDelete(_options: Data, _user: SimUser): Promise<boolean | undefined> {
    return undefined;
  }
  /** @foundry client/documents/abstract/client-document.mjs:547-564 (_onDelete) */
  _onDelete(_options: Data, _userId: string): void {}
}

/** @foundry common/abstract/document.mjs:138-143 (default permissions: create ASSISTANT, update OWNER, delete ASSISTANT) */
const DEFAULT_PERMISSIONS = { create: "ASSISTANT", update: "OWNER", delete: "ASSISTANT" } as const;
