/**
 * What the Foundry server enforces, as far as the GM pipeline relies on it (design.md "Trust
 * model"), for the permission-matrix tests: the world's documents in one place shared by every
 * client ("tab"), creation with an id that exists refused (the record book's claim), a chat
 * message's author stamped as its creator, and the permission of each write checked against
 * the user who sends it (an actor's owners and GMs; a message's author and GMs; a journal's
 * ownership; a combat's fields other than round, turn and combatants for GMs only — BaseCombat's
 * #canUpdate). Every database call is asynchronous, as over a socket, so
 * concurrent requests interleave. The code under test runs on globals, so "a tab" is the user
 * those globals say is local (`actAs`).
 */
import { CollectionDouble } from "./combat-double";
import { applyUpdate } from "./document-update";

export interface ServerUser {
  id: string;
  name: string;
  isGM: boolean;
  isActiveGM: boolean;
  isSelf: boolean;
}

const LEVELS: Record<string, number> = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 };
const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export class PermissionDenied extends Error {}

/** Who the server thinks sends the current request: the local user. */
const sender = (): ServerUser => (globalThis as unknown as { game: { user: ServerUser } }).game.user;

abstract class Owned {
  ownership: Record<string, number> = { default: 0 };
  testUserPermission(user: { id: string | null; isGM: boolean }, level: string): boolean {
    if (user.isGM) return true;
    return (this.ownership[user.id ?? ""] ?? this.ownership["default"] ?? 0) >= (LEVELS[level] ?? 3);
  }
}

export class PageDouble {
  constructor(
    public id: string,
    public name: string,
    public flags: Record<string, unknown>,
  ) {}
}

export class JournalDouble extends Owned {
  pages = new CollectionDouble<PageDouble>();
  get uuid(): string {
    return `JournalEntry.${this.id}`;
  }
  async update(data: Record<string, unknown>): Promise<void> {
    this.check();
    await tick();
    applyUpdate(this as unknown as Record<string, unknown>, JSON.parse(JSON.stringify(data)) as Record<string, unknown>);
  }
  constructor(
    public id: string,
    public name: string,
    public flags: Record<string, unknown>,
    private readonly server: ServerDouble,
  ) {
    super();
  }
  private check(): void {
    if (!this.testUserPermission(sender(), "OWNER")) throw new PermissionDenied(`${sender().id} may not modify journal ${this.id}`);
  }
  async createEmbeddedDocuments(_type: string, data: { _id: string; name: string; flags: Record<string, unknown> }[]): Promise<PageDouble[]> {
    this.check();
    await tick();
    const created: PageDouble[] = [];
    for (const page of data) {
      if (this.pages.has(page._id)) throw new Error(`JournalEntryPage ${page._id} already exists`);
      const doc = new PageDouble(page._id, page.name, structuredClone(page.flags));
      this.pages.set(doc.id, doc);
      created.push(doc);
    }
    this.server.calls.push(`JournalEntryPage.create(${data.length})`);
    return created;
  }
  async updateEmbeddedDocuments(_type: string, updates: { _id: string; flags: Record<string, unknown> }[]): Promise<void> {
    this.check();
    await tick();
    for (const { _id, ...change } of updates) {
      const page = this.pages.get(_id);
      if (page) applyUpdate(page as unknown as Record<string, unknown>, change);
    }
    this.server.calls.push(`JournalEntryPage.update(${updates.length})`);
  }
  async deleteEmbeddedDocuments(_type: string, ids: string[]): Promise<void> {
    this.check();
    await tick();
    for (const id of ids) this.pages.delete(id);
    this.server.calls.push(`JournalEntryPage.delete(${ids.length})`);
  }
  async delete(): Promise<void> {
    this.check();
    await tick();
    this.server.journal.delete(this.id);
  }
}

export class ActorDouble extends Owned {
  statuses = new Set<string>();
  readonly isToken = false;
  readonly token = null;
  flags: Record<string, unknown> = {};
  constructor(
    public id: string,
    public name: string,
    public system: Record<string, unknown>,
    owners: string[] = [],
  ) {
    super();
    for (const owner of owners) this.ownership[owner] = 3;
  }
  get uuid(): string {
    return `Actor.${this.id}`;
  }
  async update(data: Record<string, unknown>): Promise<void> {
    if (!this.testUserPermission(sender(), "OWNER")) throw new PermissionDenied(`${sender().id} may not update ${this.uuid}`);
    await tick();
    applyUpdate(this as unknown as Record<string, unknown>, JSON.parse(JSON.stringify(data)) as Record<string, unknown>);
  }
  async toggleStatusEffect(id: string, { active }: { active: boolean }): Promise<void> {
    await tick();
    if (active) this.statuses.add(id);
    else this.statuses.delete(id);
  }
}

export class MessageDouble {
  readonly author: ServerUser;
  constructor(
    public id: string,
    public flags: Record<string, unknown>,
    author: ServerUser,
  ) {
    this.author = author;
  }
  get uuid(): string {
    return `ChatMessage.${this.id}`;
  }
  mayModify(user: ServerUser): boolean {
    return user.isGM || user.id === this.author.id;
  }
  async update(data: Record<string, unknown>): Promise<void> {
    if (!this.mayModify(sender())) throw new PermissionDenied(`${sender().id} may not update ${this.uuid}`);
    await tick();
    applyUpdate(this as unknown as Record<string, unknown>, data);
  }
  async delete(): Promise<void> {
    if (!this.mayModify(sender())) throw new PermissionDenied(`${sender().id} may not delete ${this.uuid}`);
    await tick();
    server?.messages.delete(this.id);
  }
}

export class CombatantDouble {
  initiative: number | null = null;
  defeated = false;
  /** The combat it belongs to (apply-writes batches combatants per parent). */
  parent: CombatDouble | null = null;
  constructor(
    public id: string,
    private readonly actorId: string,
  ) {}
  /** Set when the combat adds it (a plain field: tests may place a combatant elsewhere). */
  uuid = "";
  get actor(): ActorDouble | null {
    return server?.actors.get(this.actorId) ?? null;
  }
}

/** Keys a player may update on a combat (BaseCombat #canUpdate in Foundry v13). */
const TURN_ONLY = ["_id", "round", "turn", "combatants"];

export class CombatDouble {
  flags: Record<string, unknown> = {};
  round = 1;
  turn = 0;
  readonly combatants = new CollectionDouble<CombatantDouble>();
  constructor(public id: string) {}
  get uuid(): string {
    return `Combat.${this.id}`;
  }
  get started(): boolean {
    return this.round > 0;
  }
  /** Whose turn it is. */
  get combatant(): CombatantDouble | null {
    return this.combatants.contents[this.turn] ?? null;
  }
  async update(data: Record<string, unknown>, _options?: object): Promise<void> {
    if (!sender().isGM && Object.keys(data).some((key) => !TURN_ONLY.includes(key))) throw new PermissionDenied(`${sender().id} may not update ${this.uuid}`);
    await tick();
    // Over the socket: JSON, so `undefined` never arrives.
    applyUpdate(this as unknown as Record<string, unknown>, JSON.parse(JSON.stringify(data)) as Record<string, unknown>);
  }
  async updateEmbeddedDocuments(_type: string, updates: ({ _id: string } & Record<string, unknown>)[], _options?: object): Promise<void> {
    if (!sender().isGM) throw new PermissionDenied(`${sender().id} may not update the combatants of ${this.uuid}`);
    await tick();
    for (const { _id, ...change } of updates) {
      const combatant = this.combatants.get(_id);
      if (combatant) applyUpdate(combatant as unknown as Record<string, unknown>, change);
    }
    server?.calls.push(`Combatant.update(${updates.length})`);
  }
}

let server: ServerDouble | null = null;

interface JournalData {
  _id: string;
  name: string;
  ownership: Record<string, number>;
  flags: Record<string, unknown>;
}

/** JournalEntry.create as the server runs it: an id that exists is refused; the creator owns it. */
async function createJournal(self: ServerDouble, data: JournalData): Promise<JournalDouble> {
  await tick();
  if (self.journal.has(data._id)) throw new Error(`JournalEntry ${data._id} already exists`);
  const entry = new JournalDouble(data._id, data.name, data.flags, self);
  entry.ownership = { ...data.ownership };
  if (!sender().isGM) entry.ownership[sender().id] = 3;
  self.journal.set(entry.id, entry);
  return entry;
}

export class ServerDouble {
  readonly users: ServerUser[] = [
    { id: "gm", name: "Narrator", isGM: true, isActiveGM: true, isSelf: true },
    { id: "p1", name: "Player One", isGM: false, isActiveGM: false, isSelf: false },
    { id: "p2", name: "Player Two", isGM: false, isActiveGM: false, isSelf: false },
  ];
  readonly journal = new CollectionDouble<JournalDouble>();
  readonly actors = new CollectionDouble<ActorDouble>();
  readonly messages = new CollectionDouble<MessageDouble>();
  readonly combats = new CollectionDouble<CombatDouble>();
  /** Database calls in order, for counting round trips. */
  readonly calls: string[] = [];
  /** Writes fail from the nth on (a GM whose client stops mid-step). */
  failAfter: number | null = null;

  user(id: string): ServerUser {
    const user = this.users.find((u) => u.id === id);
    if (!user) throw new Error(`no user ${id}`);
    return user;
  }

  /** Makes `id` the local user (the client the code runs on). */
  actAs(id: string): void {
    for (const user of this.users) user.isSelf = user.id === id;
    const g = globalThis as unknown as { game: { user: ServerUser } };
    g.game.user = this.user(id);
  }

  actor(id: string, system: Record<string, unknown>, owners: string[] = []): ActorDouble {
    const actor = new ActorDouble(id, id, system, owners);
    this.actors.set(id, actor);
    return actor;
  }

  /** A message created by `authorId`: the server stamps the author, whatever the data says. */
  message(id: string, authorId: string, flags: Record<string, unknown>): MessageDouble {
    const message = new MessageDouble(id, structuredClone(flags), this.user(authorId));
    this.messages.set(id, message);
    return message;
  }

  /** A started combat of these actors (combatant ids `c-<actor>`), the first one's turn. */
  combat(id: string, actorIds: readonly string[], flags: Record<string, unknown> = {}): CombatDouble {
    const combat = new CombatDouble(id);
    combat.flags = structuredClone(flags);
    for (const actorId of actorIds) {
      const combatant = new CombatantDouble(`c-${actorId}`, actorId);
      combatant.parent = combat;
      combatant.uuid = `${combat.uuid}.Combatant.${combatant.id}`;
      combat.combatants.set(combatant.id, combatant);
    }
    this.combats.set(id, combat);
    return combat;
  }

  countWrite(): void {
    if (this.failAfter !== null && this.failAfter-- <= 0) throw new Error("the GM's client stopped");
  }

  byUuid(uuid: string): unknown {
    const [kind, id, embedded, embeddedId] = uuid.split(".");
    if (kind === "Combat" && embedded === "Combatant") return this.combats.get(id ?? "")?.combatants.get(embeddedId ?? "") ?? null;
    if (kind === "Actor") return this.actors.get(id ?? "") ?? null;
    if (kind === "ChatMessage") return this.messages.get(id ?? "") ?? null;
    if (kind === "Combat") return this.combats.get(id ?? "") ?? null;
    if (kind === "JournalEntry") return this.journal.get(id ?? "") ?? null;
    return null;
  }

  install(): void {
    installServer(this);
  }

  /** Only the record book (a GM-only journal), on top of another double's globals. */
  installRecordBook(): void {
    const g = globalThis as Record<string, unknown>;
    g["JournalEntry"] = { implementation: { create: (data: JournalData) => createJournal(this, data) } };
    g["CONST"] = { ...(g["CONST"] as object | undefined), DOCUMENT_OWNERSHIP_LEVELS: { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } };
    Object.assign(g["game"] as object, { journal: this.journal });
  }
}

/** Puts a server's documents and classes on the globals the adapter reads. */
function installServer(self: ServerDouble): void {
    server = self;
    const g = globalThis as Record<string, unknown>;
    g["Actor"] = Object.assign(ActorDouble, {
      implementation: {
        async updateDocuments(updates: ({ _id: string } & Record<string, unknown>)[]) {
          self.countWrite();
          for (const { _id, ...change } of updates) await self.actors.get(_id)?.update(change);
          self.calls.push(`Actor.updateDocuments(${updates.length})`);
        },
      },
    });
    g["ChatMessage"] = Object.assign(MessageDouble, {
      implementation: {
        async updateDocuments(updates: ({ _id: string } & Record<string, unknown>)[]) {
          self.countWrite();
          for (const { _id, ...change } of updates) await self.messages.get(_id)?.update(change);
          self.calls.push(`ChatMessage.updateDocuments(${updates.length})`);
        },
      },
    });
    g["Combat"] = Object.assign(CombatDouble, {
      implementation: {
        async updateDocuments(updates: ({ _id: string } & Record<string, unknown>)[], options?: object) {
          self.countWrite();
          for (const { _id, ...change } of updates) await self.combats.get(_id)?.update(change, options);
          self.calls.push(`Combat.updateDocuments(${updates.length})`);
        },
      },
    });
    g["Combatant"] = CombatantDouble;
    g["JournalEntry"] = Object.assign(JournalDouble, {
      implementation: {
        create: (data: JournalData) => createJournal(self, data),
        async updateDocuments(updates: ({ _id: string } & Record<string, unknown>)[]) {
          self.countWrite();
          for (const { _id, ...change } of updates) await self.journal.get(_id)?.update(change);
          self.calls.push(`JournalEntry.updateDocuments(${updates.length})`);
        },
      },
    });
    g["CONST"] = { DOCUMENT_OWNERSHIP_LEVELS: { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } };
    g["foundry"] = { utils: { fromUuidSync: (uuid: string) => self.byUuid(uuid) } };
    g["fromUuid"] = async (uuid: string) => self.byUuid(uuid);
    g["game"] = {
      user: self.users[0],
      users: Object.assign(new CollectionDouble(self.users), {
        some: (test: (user: ServerUser) => boolean) => self.users.some(test),
        filter: (test: (user: ServerUser) => boolean) => self.users.filter(test),
        find: (test: (user: ServerUser) => boolean) => self.users.find(test),
        get activeGM() {
          return self.users.find((u) => u.isActiveGM) ?? null;
        },
      }),
      journal: self.journal,
      actors: self.actors,
      messages: self.messages,
      combats: self.combats,
      /** The combat this client views: the first one. */
      get combat() {
        return self.combats.contents[0] ?? null;
      },
      i18n: { localize: (key: string) => key, format: (key: string) => key },
    };
    g["ui"] = { notifications: { info: () => undefined, warn: () => undefined, error: () => undefined } };
}
