/**
 * A client's database backend: the pre-operation workflow on the asking client, the request to
 * the server, and the response handled on every connected client (the asking one first), each
 * in its own tab's context so hooks fire with that client's globals.
 */
import { type Data, deepClone, diffUpdate, expandObject, mergeUpdate } from "./object-utils";
import type { SimCollection, SimDocument } from "./document";
import type { SimTab, SimWorld } from "./world";
import type { ServerRequest, ServerResponse } from "./server";

type DocClass = typeof SimDocument;
type Descendant = (parent: SimDocument, collection: string, documents: SimDocument[], data: unknown, options: Data, userId: string) => void;

export class SimBackend {
  /** @sim one backend per client */
  constructor(
    private readonly world: SimWorld,
    private readonly tab: SimTab,
  ) {}

  /**
   * @foundry client/data/client-backend.mjs:51-64 (_createDocuments: pre-create, request, handle the response)
   * @foundry client/data/client-backend.mjs:76-114 (#preCreateDocumentArray: _preCreate and preCreate hooks; false skips one; then _preCreateOperation)
   */
  async create(cls: DocClass, data: Data[], options: Data): Promise<SimDocument[]> {
    const { parent = null, ...rest } = options as { parent?: SimDocument | null } & Data;
    const user = this.tab.user;
    const toCreate: Data[] = [];
    const documents: SimDocument[] = [];
    for (const raw of data) {
      const d = expandObject(deepClone(raw)) as Data;
      let doc: SimDocument;
      try {
        doc = new cls(d, { parent });
      } catch (error) {
        // client-backend.mjs:86-92: an invalid document is reported and left out
        this.tab.notifications.error(error instanceof Error ? error.message : String(error));
        continue;
      }
      const allowed = (await doc._preCreate(d, rest, user)) ?? true;
      if (allowed === false || (!rest["noHook"] && this.tab.hooks.call(`preCreate${cls.meta.name}`, doc, d, rest, user.id) === false)) continue;
      toCreate.push(doc._source);
      documents.push(doc);
    }
    if (!toCreate.length) return [];
    const operation: Data = { ...rest, parent, data: toCreate };
    if ((await cls._preCreateOperation(documents, operation, user)) === false) return [];
    const { parent: _parent, data: _data, ...options2 } = operation;
    const response = await this.request({ type: cls.meta.name, action: "create", parentUuid: parent?.uuid ?? null, data: toCreate, options: options2 });
    return this.world.broadcast(this.tab, response);
  }

  /**
   * @foundry client/data/client-backend.mjs:172-180 (_updateDocuments)
   * @foundry client/data/client-backend.mjs:189-262 (#preUpdateDocumentArray: expand, _preUpdate, preUpdate hook, keep only the diff, then _preUpdateOperation)
   */
  async update(cls: DocClass, updates: Data[], options: Data): Promise<SimDocument[]> {
    const { parent = null, ...rest } = options as { parent?: SimDocument | null } & Data;
    const user = this.tab.user;
    const collection = this.collectionOf(cls, parent);
    const toUpdate: Data[] = [];
    const documents: SimDocument[] = [];
    for (const update of updates) {
      if (!update["_id"]) throw new Error("You must provide an _id for every object in the update data Array.");
      const doc = collection.get(String(update["_id"]), { strict: true })!;
      let changes = expandObject(deepClone(update)) as Data;
      const allowed = (await doc._preUpdate(changes, rest, user)) ?? true;
      if (allowed === false || (!rest["noHook"] && this.tab.hooks.call(`preUpdate${cls.meta.name}`, doc, changes, rest, user.id) === false)) continue;
      try {
        // client-backend.mjs:232-240: a dry-run of the change; an invalid one is shown and skipped
        new cls(mergeUpdate(doc.toObject(), deepClone(changes)), { parent });
      } catch (error) {
        this.tab.notifications.error(error instanceof Error ? error.message : String(error));
        continue;
      }
      if (rest["diff"] !== false) {
        const { _id: _ignored, ...fields } = changes;
        const diff = diffUpdate(doc._source, fields);
        if (!Object.keys(diff).length) continue;
        changes = { ...diff, _id: doc.id };
      }
      toUpdate.push(changes);
      documents.push(doc);
    }
    if (!toUpdate.length) return [];
    const operation: Data = { ...rest, parent, updates: toUpdate };
    if ((await cls._preUpdateOperation(documents, operation, user)) === false) return [];
    const { parent: _parent, updates: _updates, ...options2 } = operation;
    const response = await this.request({ type: cls.meta.name, action: "update", parentUuid: parent?.uuid ?? null, updates: toUpdate, options: options2 });
    return this.world.broadcast(this.tab, response);
  }

  /** @foundry client/data/client-backend.mjs:328-380 (_deleteDocuments, #preDeleteDocumentArray: _preDelete and preDelete hooks, then _preDeleteOperation) */
  async delete(cls: DocClass, ids: string[], options: Data): Promise<SimDocument[]> {
    const { parent = null, ...rest } = options as { parent?: SimDocument | null } & Data;
    const user = this.tab.user;
    const collection = this.collectionOf(cls, parent);
    const toDelete: string[] = [];
    const documents: SimDocument[] = [];
    for (const id of ids) {
      const doc = collection.get(id, { strict: true })!;
      const allowed = (await doc._preDelete(rest, user)) ?? true;
      if (allowed === false || (!rest["noHook"] && this.tab.hooks.call(`preDelete${cls.meta.name}`, doc, rest, user.id) === false)) continue;
      toDelete.push(id);
      documents.push(doc);
    }
    if (!toDelete.length) return [];
    const operation: Data = { ...rest, parent, ids: toDelete };
    if ((await cls._preDeleteOperation(documents, operation, user)) === false) return [];
    const { parent: _parent, ids: _ids, ...options2 } = operation;
    const response = await this.request({ type: cls.meta.name, action: "delete", parentUuid: parent?.uuid ?? null, ids: toDelete, options: options2 });
    return this.world.broadcast(this.tab, response);
  }

  /**
   * A refused request is shown to the asking user as an error notification before the caller
   * sees the rejection.
   * @foundry client/helpers/socket-interface.mjs:15-39 (dispatch; #handleError: ui.notifications.error(message))
   */
  private async request(request: Omit<ServerRequest, "userId">): Promise<ServerResponse> {
    try {
      // Tracked like code run in a tab, so settle() waits for requests a hook started.
      return await this.world.inTab(this.tab, () => this.world.server.handle(this.tab, { ...request, userId: this.tab.user.id }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.tab.notifications.error(message);
      throw new Error(message);
    }
  }

  /** @foundry client/data/client-backend.mjs:517-525 (#getCollection: the parent's embedded collection, else the world collection) */
  private collectionOf(cls: DocClass, parent: SimDocument | null): SimCollection<SimDocument> {
    return parent ? parent.getEmbeddedCollection(cls.meta.name) : this.tab.collection(cls.meta.name);
  }

  /**
   * Applies a server response on this client: documents created, updated or deleted in this
   * client's collections, then their callbacks and hooks, then the parent's descendant events.
   * @foundry client/data/client-backend.mjs:124-160 (#handleCreateDocuments: _onCreate, then create hook, per document)
   * @foundry client/data/client-backend.mjs:271-312 (#handleUpdateDocuments: updateSource, the parent reset, then _onUpdate and the update hook)
   * @foundry client/data/client-backend.mjs:388-425 (#handleDeleteDocuments: _onDelete, then delete hook)
   * @foundry client/data/client-backend.mjs:453-470 (#onModifyDocument: other clients handle the broadcast the same way)
   */
  handle(response: ServerResponse): SimDocument[] {
    const { type, action, parentUuid, options, userId } = response;
    const cls = this.world.documentClass(type);
    const parent = parentUuid ? (this.world.resolveIn(this.tab, parentUuid) as SimDocument | null) : null;
    if (parentUuid && !parent) return [];
    const collection = this.collectionOf(cls, parent);
    const field = parent ? parent.constructor.meta.embedded[type]! : null;
    const callbacks: (() => SimDocument)[] = [];
    if (action === "create") {
      for (const data of response.result as Data[]) {
        const source = deepClone(data);
        if (parent && field) parent._source[field] = [...((parent._source[field] as Data[] | undefined) ?? []).filter((d) => d["_id"] !== data["_id"]), source];
        const doc = new cls(deepClone(data), { parent });
        if (parent) doc._source = source;
        collection.set(doc.id, doc);
        callbacks.push(() => (doc._onCreate(data, options, userId), this.tab.hooks.callAll(`create${type}`, doc, options, userId), doc));
      }
    } else if (action === "update") {
      for (const change of response.result as Data[]) {
        const doc = collection.get(String(change["_id"]));
        if (!doc) continue;
        const { _id: _ignored, ...fields } = change;
        mergeUpdate(doc._source, deepClone(fields));
        const entry = parent && field ? ((parent._source[field] as Data[] | undefined) ?? []).find((d) => d["_id"] === doc.id) : undefined;
        if (entry && entry !== doc._source) mergeUpdate(entry, deepClone(fields));
        doc._initialize();
        if (!doc.parent) doc.prepareData();
        callbacks.push(() => (doc._onUpdate(change, options, userId), this.tab.hooks.callAll(`update${type}`, doc, change, options, userId), doc));
      }
    } else {
      for (const id of response.result as string[]) {
        const doc = collection.get(id);
        if (!doc) continue;
        collection.delete(id);
        if (parent && field) parent._source[field] = ((parent._source[field] as Data[] | undefined) ?? []).filter((d) => d["_id"] !== id);
        callbacks.push(() => (doc._onDelete(options, userId), this.tab.hooks.callAll(`delete${type}`, doc, options, userId), doc));
      }
    }
    // client-backend.mjs:143, 296, 410: parent?.reset(), which initializes and prepares the parent again
    if (parent && action === "update") parent._initialize();
    if (parent && !parent.parent) parent.prepareData();
    const documents = callbacks.map((fn) => fn());
    if (parent && field) {
      const event = { create: "_onCreateDescendantDocuments", update: "_onUpdateDescendantDocuments", delete: "_onDeleteDescendantDocuments" }[action];
      const dispatch = parent[event] as Descendant | undefined;
      if (typeof dispatch === "function") dispatch.call(parent, parent, field, documents, response.result, options, userId);
    }
    return documents;
  }
}
