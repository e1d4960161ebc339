/**
 * A simulated Foundry world: the server, the users, and the clients ("tabs") connected to it.
 * Each tab has its own documents, hooks, notifications and `game`; code runs "in" a tab through
 * AsyncLocalStorage, so an await inside a hook still sees the globals of the client it runs on.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { SimCollection, type SimDocument } from "./document";
import { SimBackend } from "./backend";
import { SimHooks } from "./hooks";
import { SimNotifications } from "./notifications";
import { type ServerResponse, SimServer } from "./server";
import { SimSettings } from "./settings";
import { SimUser, USER_ROLES, designatedUser } from "./users";
import { type Data, deepClone } from "./object-utils";
import { setCurrentWorld } from "./current";
import { simI18n } from "./i18n";
import { type AppRecord, newAppRecord } from "./applications";
import { type DocumentRegistry, documentRegistry } from "./registry";
import { chatModeSetup } from "./documents/chat-message";

export interface UserSpec {
  readonly id: string;
  readonly name?: string;
  readonly role?: keyof typeof USER_ROLES;
}

export class SimTab {
  readonly hooks = new SimHooks();
  /** What this client's applications rendered, registered and were asked. */
  readonly apps: AppRecord = newAppRecord();
  readonly notifications: SimNotifications;
  readonly collections = new Map<string, SimCollection<SimDocument>>();
  readonly backend: SimBackend;
  /** Requests this tab sent; `failAfter` stops the tab's connection after that many more. */
  requests = 0;
  failAfter: number | null = null;
  /** @sim extra socket hops this tab's requests take to reach the server (a slower connection) */
  latency = 0;
  connected = true;
  /** The combat this client's tracker shows (game.combat). */
  viewedCombatId: string | null = null;
  readonly game: Data;
  /** This client's CONFIG: each browser runs the system's init itself. */
  readonly config: Data;
  /** @sim a client of one user */
  constructor(
    readonly world: SimWorld,
    readonly id: string,
    readonly user: SimUser,
  ) {
    this.config = copyConfig(world.configAtInit);
    this.notifications = new SimNotifications(() => this.game["i18n"] as typeof simI18n);
    this.backend = new SimBackend(world, this);
    this.game = world.gameFor(this);
  }

  /** @sim this client's collection of a world document type */
  collection(type: string): SimCollection<SimDocument> {
    let found = this.collections.get(type);
    if (!found) this.collections.set(type, (found = new SimCollection()));
    return found;
  }

  /** This client's copy of the world time. */
  worldTime = 0;

  /** @foundry client/helpers/time.mjs:211-217 (onUpdateWorldTime: the new time kept, then updateWorldTime(worldTime, dt, options, userId)) */
  onUpdateWorldTime(worldTime: number, options: Data, userId: string): void {
    const dt = worldTime - this.worldTime;
    this.worldTime = worldTime;
    this.hooks.callAll("updateWorldTime", worldTime, dt, options, userId);
  }

  /** @sim counts a request and fails it when the tab's connection was set to drop */
  countRequest(): void {
    this.requests++;
    if (this.failAfter !== null && this.failAfter-- <= 0) throw new Error("The connection to the server was lost");
  }
}

export class SimWorld {
  readonly server = new SimServer(this);
  readonly users: SimUser[];
  readonly tabs: SimTab[] = [];
  /** Every database request in order ("Actor.update(3)"), for counting round trips. */
  readonly calls: string[] = [];
  readonly log: string[] = [];
  readonly settings = new SimSettings();
  readonly registry: DocumentRegistry;
  readonly generation: number;
  #focused: SimTab | null = null;
  #store = new AsyncLocalStorage<SimTab>();
  #pending = new Set<Promise<unknown>>();
  #tabCount = 0;

  /** @sim */
  constructor({ users, generation = 13 }: { users: readonly UserSpec[]; generation?: number }) {
    this.users = users.map((u) => new SimUser(this, u.id, u.name ?? u.id, USER_ROLES[u.role ?? "PLAYER"]));
    this.generation = generation;
    this.registry = documentRegistry();
    this.configAtInit = this.registry.config();
    this.#setupChatModes();
    setCurrentWorld(this);
  }

  /**
   * Core's chat mode setting (v13 core.rollMode; on v14 core.messageMode beside it, and
   * CONFIG.ChatMessage.modes), as every client has it before a system's code runs.
   * @foundry client/game.mjs:1181-1189 (rollMode: registered by core, client scope, initial publicroll)
   */
  #setupChatModes(): void {
    const chat = chatModeSetup(this.generation);
    this.settings.registered.set("core.rollMode", { scope: "client", default: "publicroll" });
    this.settings.registered.set(`core.${chat.setting}`, { scope: "client", default: chat.initial });
    if (chat.configModes) (this.configAtInit["ChatMessage"] as Data)["modes"] = chat.configModes;
  }

  /** @sim */
  user(id: string): SimUser {
    const user = this.users.find((u) => u.id === id);
    if (!user) throw new Error(`no user ${id}`);
    return user;
  }

  /** @foundry client/documents/collections/users.mjs:70-72 (activeGM) */
  activeGM(): SimUser | null {
    return designatedUser(this.users, (u) => u.active && u.isGM);
  }

  /** What every client's init sets up: a test that configures the world before any client opens configures them all. */
  readonly configAtInit: Data;

  /** @sim the CONFIG of the client the calling code runs in (before any client opens: what each will start with) */
  get config(): Data {
    const tab = this.#store.getStore() ?? this.#focused;
    return tab ? tab.config : this.configAtInit;
  }

  /** @sim the document class a world configured (CONFIG[name].documentClass), else the simulated base */
  documentClass(name: string): typeof SimDocument {
    const configured = (this.config[name] as { documentClass?: typeof SimDocument | null } | undefined)?.documentClass;
    return configured ?? this.baseClass(name);
  }

  /** @sim the simulated base class of a document name (what the server checks with) */
  baseClass(name: string): typeof SimDocument {
    return this.registry.base(name);
  }

  /**
   * Opens a client for a user: `init` runs first (the system's init, registering its CONFIG),
   * then it loads every world document, and when it is the user's first tab the user becomes
   * active and every other client hears `userConnected(user, true)`.
   * @foundry client/game.mjs:657-661 (initialize: Hooks.callAll("init") before anything else)
   * @foundry client/game.mjs:727-739 (setupGame: initializeDocuments after init, with the configured classes)
   * @foundry dist/components/activity.mjs:1 (minified; activateUser emits userActivity only for a user not yet active)
   * @foundry client/documents/collections/users.mjs:114-130 (#handleUserActivity: skipped for isSelf; userConnected on a change of active)
   */
  open(userId: string, { init }: { init?: () => void } = {}): SimTab {
    const user = this.user(userId);
    const tab = new SimTab(this, `tab${++this.#tabCount}`, user);
    tab.worldTime = this.server.worldTime;
    if (init) this.inTabSync(tab, init);
    for (const [type, sources] of this.server.sources) {
      const collection = tab.collection(type);
      this.inTabSync(tab, () => {
        const cls = this.documentClass(type);
        for (const source of sources.values()) collection.set(String(source["_id"]), new cls(deepClone(source)));
      });
    }
    this.tabs.push(tab);
    this.#focused ??= tab;
    if (!user.active) {
      user.active = true;
      for (const other of this.tabs) if (other !== tab && other.user !== user) this.inTab(other, () => other.hooks.callAll("userConnected", user, true));
    }
    return tab;
  }

  /** Closes a client; the user's last tab makes the user inactive, heard by every other client. @foundry dist/components/activity.mjs:1 (minified; deactivateUser emits only when the user has no socket left) */
  close(tab: SimTab): void {
    tab.connected = false;
    this.tabs.splice(this.tabs.indexOf(tab), 1);
    if (this.#focused === tab) this.#focused = this.tabs[0] ?? null;
    if (this.tabsOf(tab.user).length === 0) {
      tab.user.active = false;
      for (const other of this.tabs) this.inTab(other, () => other.hooks.callAll("userConnected", tab.user, false));
    }
  }

  /** @sim the connected tabs of a user */
  tabsOf(user: SimUser): SimTab[] {
    return this.tabs.filter((t) => t.user === user && t.connected);
  }

  /** @sim the tab the calling code runs in: the async context's, else the focused one */
  currentTab(): SimTab {
    const tab = this.#store.getStore() ?? this.#focused;
    if (!tab) throw new Error("no client is open: call world.open(userId) first");
    return tab;
  }

  /** @sim makes a tab the one test code outside any tab context runs in */
  focus(tab: SimTab): void {
    this.#focused = tab;
  }

  /** @sim runs code on a client; what it starts is awaited by settle() */
  inTab<T>(tab: SimTab, fn: () => T | Promise<T>): Promise<T> {
    const run = this.#store.run(tab, async () => fn());
    this.#pending.add(run);
    void run.catch(() => undefined).finally(() => this.#pending.delete(run));
    return run;
  }

  /** @sim runs synchronous code on a client */
  inTabSync<T>(tab: SimTab, fn: () => T): T {
    return this.#store.run(tab, fn);
  }

  /** @sim waits until every client has finished what it started (hooks, queries, broadcasts, requests a hook sent without awaiting) */
  async settle(): Promise<void> {
    for (let i = 0; i < 1000; i++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (!this.#pending.size && !this.server.inFlight) return;
      await Promise.allSettled([...this.#pending]);
    }
    throw new Error("the simulated world did not settle");
  }

  /**
   * The server's answer reaches the asking client (its documents returned) and, through the
   * socket broadcast, every other client.
   * @foundry client/data/client-backend.mjs:453-470 (#onModifyDocument: a broadcast handled like the asker's response)
   */
  broadcast(asker: SimTab, response: ServerResponse): SimDocument[] {
    const own = this.inTabSync(asker, () => asker.backend.handle(response));
    for (const tab of this.tabs) if (tab !== asker && tab.connected) this.inTabSync(tab, () => tab.backend.handle(response));
    return own;
  }

  /** @sim the asking tab's backend */
  backend(): SimBackend {
    return this.currentTab().backend;
  }

  /** @foundry client/utils/helpers.mjs:188-230 (fromUuidSync: walks Name.id pairs through world and embedded collections) */
  resolveIn(tab: SimTab, uuid: string): unknown {
    const parts = uuid.split(".");
    let doc: SimDocument | undefined;
    for (let i = 0; i < parts.length; i += 2) {
      const [type, id] = [parts[i]!, parts[i + 1] ?? ""];
      if (!doc) doc = tab.collection(type).get(id);
      else {
        const resolver = (doc as { resolveEmbedded?: (type: string, id: string) => SimDocument | undefined }).resolveEmbedded;
        doc = resolver ? resolver.call(doc, type, id) : doc.constructor.meta.embedded[type] ? doc.getEmbeddedCollection(type).get(id) : undefined;
      }
      if (!doc) return null;
    }
    return doc ?? null;
  }

  /** Puts a document into the world as if it had been there at load: every open tab gets it. @sim */
  seed(type: string, source: Data): void {
    const data = deepClone(source);
    data["_id"] ??= this.server.newId();
    this.server.collection(type).set(String(data["_id"]), data);
    for (const tab of this.tabs) this.inTabSync(tab, () => tab.collection(type).set(String(data["_id"]), new (this.documentClass(type))(deepClone(data))));
  }

  /** @sim the `game` object of one client */
  gameFor(tab: SimTab): Data {
    const users = new SimCollection<SimUser>(this.users.map((u) => [u.id, u] as const));
    Object.defineProperty(users, "activeGM", { get: () => this.activeGM() });
    Object.assign(users, { getDesignatedUser: (condition: (user: SimUser) => boolean) => designatedUser(this.users, condition) });
    const game: Data = {
      /** @foundry client/game.mjs:1601-1603 (user: the current user) */
      get user() {
        return tab.user;
      },
      /** @foundry client/game.mjs:40-50 (userId: set once at load) */
      get userId() {
        return tab.user.id;
      },
      users,
      settings: this.settings.forTab(tab),
      i18n: simI18n,
      time: {
        /** @foundry client/helpers/time.mjs:92-94 (worldTime) */
        get worldTime() {
          return tab.worldTime;
        },
        /** @foundry client/helpers/time.mjs:146-151 (advance: the core.time setting moved by delta seconds) */
        advance: async (delta: number) => {
          await new Promise((resolve) => setTimeout(resolve, 0));
          this.server.advanceTime(delta, tab.user.id);
          return this.server.worldTime;
        },
      },
      release: { generation: this.generation, version: `${this.generation}.350` },
      ready: true,
      /** @foundry client/game.mjs:1611-1613 (combat: the combats collection's viewed combat) */
      get combat() {
        const combats = tab.collection("Combat");
        return (tab.viewedCombatId ? combats.get(tab.viewedCombatId) : combats.contents[0]) ?? null;
      },
    };
    for (const [type, key] of this.registry.worldCollections()) Object.defineProperty(game, key, { get: () => tab.collection(type), enumerable: true });
    return game;
  }
}

/** @sim a client's own copy of CONFIG: objects and arrays copied, classes and functions shared */
function copyConfig(value: Data): Data {
  const copy = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(copy);
    if (typeof v === "object" && v !== null && Object.getPrototypeOf(v) === Object.prototype) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x)]));
    return v;
  };
  return copy(value) as Data;
}
