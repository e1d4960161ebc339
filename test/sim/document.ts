/**
 * A client document as Foundry 13 builds it: source data, the fields read from it, embedded
 * collections, ownership, and the create/update/delete calls that go through the client's
 * database backend (backend.ts) to the server (server.ts). Each tab holds its own instances.
 */
import { type Data, deepClone, getProperty } from "./object-utils";
import type { SimUser } from "./users";
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
  /** @foundry common/utils/collection.mjs:30-40 (iterating a Collection yields its values) */
  override [Symbol.iterator](): MapIterator<[string, T]> {
    return this.values() as unknown as MapIterator<[string, T]>;
  }
  /** @foundry common/utils/collection.mjs:50-55 (contents) */
  get contents(): T[] {
    return [...this.values()];
  }
  /** @foundry common/utils/collection.mjs:60-140 (find, filter, some, map, get with strict) */
  find(test: (value: T) => boolean): T | undefined {
    return this.contents.find(test);
  }
  filter(test: (value: T) => boolean): T[] {
    return this.contents.filter(test);
  }
  some(test: (value: T) => boolean): boolean {
    return this.contents.some(test);
  }
  map<R>(fn: (value: T) => R): R[] {
    return this.contents.map(fn);
  }
  override get(id: string, { strict = false }: { strict?: boolean } = {}): T | undefined {
    const found = super.get(id);
    if (strict && !found) throw new Error(`An entry with key ${id} does not exist in the collection`);
    return found;
  }
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

  constructor(source: Data, { parent = null, server = false }: { parent?: SimDocument | null; server?: boolean } = {}) {
    this._source = deepClone(source);
    this.parent = parent;
    this.isServerCopy = server;
    this.id = String(source["_id"] ?? "");
    this._initialize();
  }

  static get documentName(): string {
    return this.meta.name;
  }

  /** The class the world configured for this document name (CONFIG[name].documentClass). */
  static get implementation(): typeof SimDocument {
    return currentWorld().documentClass(this.meta.name);
  }

  /**
   * Reads the fields off the source and builds the embedded collections.
   * @foundry common/abstract/data.mjs:220-260 (_initialize: fields prepared from _source; embedded collections of documents)
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
  }

  get documentName(): string {
    return this.constructor.meta.name;
  }

  /** @foundry client/documents/abstract/client-document.mjs:170-180 (uuid: the parent's uuid, then Name.id) */
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

  /** @foundry client/documents/abstract/client-document.mjs:120-125 (isOwner: the local user is OWNER) */
  get isOwner(): boolean {
    return this.testUserPermission(currentWorld().currentTab().user, "OWNER");
  }

  /** @foundry common/abstract/document.mjs:1090-1105 (getFlag: flags.scope.key) */
  getFlag(scope: string, key: string): unknown {
    return getProperty(this["flags"] ?? {}, `${scope}.${key}`);
  }

  /** @foundry common/abstract/document.mjs:1110-1125 (setFlag: an update of flags.scope.key) */
  setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    return this.update({ flags: { [scope]: { [key]: value } } });
  }

  /** @foundry common/abstract/document.mjs:1130-1140 (unsetFlag: a -=key deletion) */
  unsetFlag(scope: string, key: string): Promise<this | undefined> {
    return this.update({ flags: { [scope]: { [`-=${key}`]: null } } });
  }

  /** @foundry common/abstract/document.mjs:880-890 (update: updateDocuments of one, with this parent) */
  async update(data: Data, options: Data = {}): Promise<this | undefined> {
    const [updated] = await this.constructor.implementation.updateDocuments([{ ...data, _id: this.id }], { ...options, parent: this.parent });
    return updated as this | undefined;
  }

  /** @foundry common/abstract/document.mjs:900-910 (delete) */
  async delete(options: Data = {}): Promise<this | undefined> {
    const [deleted] = await this.constructor.implementation.deleteDocuments([this.id], { ...options, parent: this.parent });
    return deleted as this | undefined;
  }

  /** @foundry common/abstract/document.mjs:560-580 (create: createDocuments of one) */
  static async create(data: Data, options: Data = {}): Promise<SimDocument | undefined> {
    const [created] = await this.createDocuments([data], options);
    return created;
  }

  /** @foundry common/abstract/document.mjs:520-545 (createDocuments: the backend's create operation) */
  static createDocuments(data: Data[] = [], options: Data = {}): Promise<SimDocument[]> {
    return currentWorld().backend().create(this.implementation, data, options);
  }

  /** @foundry common/abstract/document.mjs:610-630 (updateDocuments) */
  static updateDocuments(updates: Data[] = [], options: Data = {}): Promise<SimDocument[]> {
    return currentWorld().backend().update(this.implementation, updates, options);
  }

  /** @foundry common/abstract/document.mjs:660-680 (deleteDocuments) */
  static deleteDocuments(ids: string[] = [], options: Data = {}): Promise<SimDocument[]> {
    return currentWorld().backend().delete(this.implementation, ids, options);
  }

  /** @foundry common/abstract/document.mjs:1000-1020 (createEmbeddedDocuments: the child class with this parent) */
  createEmbeddedDocuments(name: string, data: Data[] = [], options: Data = {}): Promise<SimDocument[]> {
    return currentWorld().documentClass(name).createDocuments(data, { ...options, parent: this });
  }

  /** @foundry common/abstract/document.mjs:1030-1045 (updateEmbeddedDocuments) */
  updateEmbeddedDocuments(name: string, updates: Data[] = [], options: Data = {}): Promise<SimDocument[]> {
    return currentWorld().documentClass(name).updateDocuments(updates, { ...options, parent: this });
  }

  /** @foundry common/abstract/document.mjs:1055-1070 (deleteEmbeddedDocuments) */
  deleteEmbeddedDocuments(name: string, ids: string[] = [], options: Data = {}): Promise<SimDocument[]> {
    return currentWorld().documentClass(name).deleteDocuments(ids, { ...options, parent: this });
  }

  /** @foundry common/abstract/document.mjs:1145-1165 (getEmbeddedCollection) */
  getEmbeddedCollection(name: string): SimCollection<SimDocument> {
    const field = this.constructor.meta.embedded[name];
    if (!field) throw new Error(`${name} is not embedded in ${this.documentName}`);
    return this[field] as SimCollection<SimDocument>;
  }

  /** @foundry common/abstract/data.mjs:420-440 (toObject: a copy of the source) */
  toObject(): Data {
    return deepClone(this._source);
  }

  // Lifecycle callbacks a subclass overrides, called as Foundry calls them.
  /** @foundry client/documents/abstract/client-document.mjs:520-540 (_preCreate: false cancels) */
  async _preCreate(_data: Data, _options: Data, _user: SimUser): Promise<boolean | undefined> {
    return undefined;
  }
  /** @foundry client/documents/abstract/client-document.mjs:545-560 (_onCreate) */
  _onCreate(_data: Data, _options: Data, _userId: string): void {}
  /** @foundry client/documents/abstract/client-document.mjs:580-590 (_preUpdate: false cancels) */
  async _preUpdate(_changes: Data, _options: Data, _user: SimUser): Promise<boolean | undefined> {
    return undefined;
  }
  /** @foundry client/documents/abstract/client-document.mjs:600-620 (_onUpdate) */
  _onUpdate(_changed: Data, _options: Data, _userId: string): void {}
  /** @foundry client/documents/abstract/client-document.mjs:640-650 (_preDelete: false cancels) */
  async _preDelete(_options: Data, _user: SimUser): Promise<boolean | undefined> {
    return undefined;
  }
  /** @foundry client/documents/abstract/client-document.mjs:655-670 (_onDelete) */
  _onDelete(_options: Data, _userId: string): void {}
}

/** @foundry common/abstract/document.mjs:138-143 (default permissions: create ASSISTANT, update OWNER, delete ASSISTANT) */
const DEFAULT_PERMISSIONS = { create: "ASSISTANT", update: "OWNER", delete: "ASSISTANT" } as const;
