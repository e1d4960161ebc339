/**
 * The Foundry server as far as Fray relies on it: one copy of every world document's source,
 * each request checked against the asking user's permissions with the base document rules,
 * the id rules of creation, and every request's effect broadcast back to all clients.
 */
import { type Data, deepClone, mergeUpdate, randomID } from "./object-utils";
import type { SimDocument } from "./document";
import type { SimTab, SimWorld } from "./world";

export interface ServerRequest {
  readonly type: string;
  readonly action: "create" | "update" | "delete";
  readonly parentUuid: string | null;
  readonly data?: Data[];
  readonly updates?: Data[];
  readonly ids?: string[];
  readonly options: Data;
  readonly userId: string;
}

export interface ServerResponse {
  readonly type: string;
  readonly action: "create" | "update" | "delete";
  readonly parentUuid: string | null;
  readonly result: Data[] | string[];
  readonly options: Data;
  readonly userId: string;
}

/** A macrotask: requests from several clients interleave as they would over sockets. */
const socketHop = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export class SimServer {
  /** World documents: document name → id → source (embedded documents inside their parent's source). */
  readonly sources = new Map<string, Map<string, Data>>();
  #seed = 7;

  /** @sim */
  constructor(private readonly world: SimWorld) {}

  /** The world's clock in seconds (the core.time setting). */
  worldTime = 0;

  /**
   * Advances the world's clock and tells every client.
   * @foundry dist/database/documents/combat.mjs:1 (minified; _onUpdateOperation: a numeric options.worldTime.delta advances the time)
   * @foundry dist/database/documents/setting.mjs:1 (minified; core.time is the world time)
   */
  advanceTime(delta: number, userId: string, options: Data = {}): void {
    this.worldTime += delta;
    this.world.calls.push("Setting.update(1)");
    for (const tab of this.world.tabs) if (tab.connected) this.world.inTabSync(tab, () => tab.onUpdateWorldTime(this.worldTime, options, userId));
  }

  /** @sim a deterministic id source for the server's new ids */
  newId(): string {
    return randomID(() => ((this.#seed = (this.#seed * 16807) % 2147483647) / 2147483647));
  }

  /** @sim the world collection of one document name */
  collection(type: string): Map<string, Data> {
    let found = this.sources.get(type);
    if (!found) this.sources.set(type, (found = new Map()));
    return found;
  }

  /** Requests received and not yet answered: the world is not settled while one is in flight. */
  inFlight = 0;

  /** @sim counts the request in flight while the server handles it */
  async handle(tab: SimTab, request: ServerRequest): Promise<ServerResponse> {
    this.inFlight++;
    try {
      return await this.#handle(tab, request);
    } finally {
      this.inFlight--;
    }
  }

  /**
   * One database request: counted as one round trip, refused whole if any document in it is
   * refused, applied to the sources, and answered with what every client applies.
   * @foundry common/abstract/backend.mjs:341-347 (_logError: "User <name> lacks permission to <action> <Document> [<id>]")
   */
  async #handle(tab: SimTab, request: ServerRequest): Promise<ServerResponse> {
    const count = request.data?.length ?? request.updates?.length ?? request.ids?.length ?? 0;
    this.world.calls.push(`${request.type}.${request.action}(${count})`);
    tab.countRequest();
    for (let hop = 0; hop <= tab.latency; hop++) await socketHop();
    const user = this.world.user(request.userId);
    const parent = request.parentUuid ? this.serverDocument(request.parentUuid) : null;
    if (request.parentUuid && !parent) throw new Error(`The parent ${request.parentUuid} does not exist`);
    const cls = this.world.baseClass(request.type);
    const field = parent ? parent.constructor.meta.embedded[request.type] : null;
    const siblings = (): Data[] => (parent && field ? ((parent._source[field] as Data[] | undefined) ?? []) : []);
    const top = this.collection(request.type);
    const refuse = (action: string, subject: string): never => {
      throw new Error(`User ${user.name} lacks permission to ${action} ${subject}`);
    };
    // Over the socket: JSON, so undefined never arrives.
    const options = JSON.parse(JSON.stringify(request.options)) as Data;

    if (request.action === "create") {
      const created: Data[] = [];
      for (const raw of JSON.parse(JSON.stringify(request.data ?? [])) as Data[]) {
        const data = this.#prepareCreate(raw, options, user.id);
        const id = String(data["_id"]);
        if (parent && siblings().some((d) => d["_id"] === id)) throw new Error(`The _id [${id}] already exists within the parent collection: ${parent.documentName} [${parent.id}] ${field}`);
        const doc = new cls(data, { parent, server: true });
        if (!doc.canUserModify(user, "create", data)) refuse("create", `a new ${request.type}`);
        created.push(data);
      }
      for (const data of created) {
        if (parent && field) parent._source[field] = [...siblings(), deepClone(data)];
        else top.set(String(data["_id"]), deepClone(data));
      }
      if (parent) this.#save(parent);
      return { type: request.type, action: "create", parentUuid: request.parentUuid, result: created, options, userId: user.id };
    }

    const find = (id: string): Data | undefined => (parent ? siblings().find((d) => d["_id"] === id) : top.get(id));
    if (request.action === "update") {
      const changes = JSON.parse(JSON.stringify(request.updates ?? [])) as Data[];
      for (const change of changes) {
        const source = find(String(change["_id"]));
        if (!source) throw new Error(`${request.type} [${String(change["_id"])}] does not exist`);
        const doc = new cls(source, { parent, server: true });
        if (!doc.canUserModify(user, "update", change)) refuse("update", `${request.type} [${doc.id}]`);
      }
      for (const change of changes) {
        const { _id: _ignored, ...fields } = change;
        mergeUpdate(find(String(change["_id"]))!, fields);
      }
      if (parent) this.#save(parent);
      await cls._serverUpdated(tab, changes, options, user);
      return { type: request.type, action: "update", parentUuid: request.parentUuid, result: changes, options, userId: user.id };
    }

    const ids = [...(request.ids ?? [])];
    for (const id of ids) {
      const source = find(id);
      if (!source) throw new Error(`${request.type} [${id}] does not exist`);
      if (!new cls(source, { parent, server: true }).canUserModify(user, "delete")) refuse("delete", `${request.type} [${id}]`);
    }
    if (parent && field) parent._source[field] = siblings().filter((d) => !ids.includes(String(d["_id"])));
    else for (const id of ids) top.delete(id);
    if (parent) this.#save(parent);
    return { type: request.type, action: "delete", parentUuid: request.parentUuid, result: ids, options, userId: user.id };
  }

  /**
   * The server's side of creation: an id unless `keepId` kept one; embedded ids renewed unless
   * `keepEmbeddedIds` (default true) is false; the creating user made OWNER of a document with
   * ownership. A top-level id that exists is not refused: the new source replaces it.
   * @foundry dist/database/backend/server-backend.mjs:1 (minified; _createDocuments: keepId, and "already exists within the parent collection" only for embedded)
   * @foundry dist/database/backend/server-document.mjs:1 (minified; _preCreate: _generateEmbeddedDocumentIds(keepEmbeddedIds = true), creator gets OWNER)
   */
  #prepareCreate(raw: Data, options: Data, userId: string): Data {
    const data = deepClone(raw);
    if (!(options["keepId"] && data["_id"])) data["_id"] = this.newId();
    const embedded = this.#embeddedFieldsOf(data);
    for (const list of embedded) for (const child of list) if (!child["_id"] || options["keepEmbeddedIds"] === false) child["_id"] = this.newId();
    const ownership = data["ownership"] as Record<string, number> | undefined;
    if (ownership && !(userId in ownership)) ownership[userId] = 3;
    return data;
  }

  /** @sim the embedded document arrays in a creation's data */
  #embeddedFieldsOf(data: Data): Data[][] {
    return Object.values(data).filter((v): v is Data[] => Array.isArray(v) && v.every((e) => typeof e === "object" && e !== null && "_id" in e));
  }

  /** @sim writes a server document's (changed) source back to its top-level store */
  #save(doc: SimDocument): void {
    let root: SimDocument = doc;
    while (root.parent) root = root.parent;
    this.collection(root.documentName).set(root.id, root._source);
  }

  /**
   * A server-side document for a uuid, built from the base classes (the server runs no system
   * client code), sharing the stored source so embedded writes land in it.
   * @sim
   */
  serverDocument(uuid: string): SimDocument | null {
    const parts = uuid.split(".");
    let doc: SimDocument | null = null;
    for (let i = 0; i < parts.length; i += 2) {
      const [type, id] = [parts[i]!, parts[i + 1]!];
      const cls = this.world.baseClass(type);
      if (!doc) {
        const source = this.collection(type).get(id);
        if (!source) return null;
        doc = new cls(source, { server: true });
        doc._source = source;
      } else {
        const field = doc.constructor.meta.embedded[type];
        const source = field ? ((doc._source[field] as Data[] | undefined) ?? []).find((d) => d["_id"] === id) : undefined;
        if (!source) return null;
        const child: SimDocument = new cls(source, { parent: doc, server: true });
        child._source = source;
        doc = child;
      }
    }
    return doc;
  }
}
