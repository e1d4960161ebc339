/**
 * A test double of what Fray's combat automation touches in Foundry, on top of the general
 * double: users and the active GM, i18n over the real lang/en.json, the real templates
 * rendered by the real `handlebars` (with a stand-in `localize` helper), ChatMessage and
 * Actor batch calls, and a small Combat base class with the v13 shapes the adapter uses.
 * It records every database call so tests can count round trips. It does not run Foundry's
 * turn-event machinery: tests call the hooks (`_onEndRound`, …) as Foundry would.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import Handlebars from "handlebars";
import { type LangDictionary, formatText, localize } from "../../src/view/i18n";
import { type FoundryDouble, installFoundryDouble } from "./foundry-double";
import { ServerDouble } from "./server-double";

const ROOT = resolve(import.meta.dirname, "../..");
const LANG = JSON.parse(readFileSync(resolve(ROOT, "lang/en.json"), "utf8")) as LangDictionary;

export const i18n = {
  has: (key: string): boolean => localize(LANG, key) !== key,
  localize: (key: string): string => localize(LANG, key),
  format: (key: string, data: Record<string, string> = {}): string => formatText(LANG, { key, data }),
};

/** Renders a repo template as Foundry would (`systems/fray/…` → the repo), with Foundry's localize helper semantics. */
export function renderTemplate(path: string, data: object): Promise<string> {
  const hbs = Handlebars.create();
  hbs.registerHelper("localize", (key: string, options: { hash: Record<string, string> }) =>
    Object.keys(options.hash).length ? i18n.format(key, options.hash) : i18n.localize(key),
  );
  const file = resolve(ROOT, path.replace(/^systems\/fray\//, ""));
  return Promise.resolve(hbs.compile(readFileSync(file, "utf8"))(data));
}

/** Foundry's Collection iterates values, not entries. */
export class CollectionDouble<T extends { id: string }> extends Map<string, T> {
  constructor(items: readonly T[] = []) {
    super(items.map((i) => [i.id, i]));
  }
  override [Symbol.iterator](): MapIterator<[string, T]> {
    return this.values() as unknown as MapIterator<[string, T]>;
  }
  get contents(): T[] {
    return [...this.values()];
  }
  find(test: (value: T) => boolean): T | undefined {
    return this.contents.find(test);
  }
  filter(test: (value: T) => boolean): T[] {
    return this.contents.filter(test);
  }
  some(test: (value: T) => boolean): boolean {
    return this.contents.some(test);
  }
}

export interface UserDouble {
  id: string;
  name: string;
  isGM: boolean;
  isActiveGM: boolean;
}

export interface ActorDouble {
  id: string;
  name: string;
  uuid: string;
  isToken: false;
  token: null;
  hasPlayerOwner: boolean;
  isOwner: boolean;
  owners: string[];
  system: { trauma: unknown };
  testUserPermission(user: UserDouble, level: string): boolean;
}

export interface CombatantDouble {
  id: string;
  actorId: string;
  name: string;
  actor: ActorDouble | null;
  hasPlayerOwner: boolean;
  defeated: boolean;
  isDefeated: boolean;
  initiative: number | null;
  hidden: boolean;
  players: UserDouble[];
}

export interface Recorded {
  combatUpdates: { combatId: string; data: Record<string, unknown>; options: unknown }[];
  combatantUpdates: { combatId: string; updates: Record<string, unknown>[]; options: unknown }[];
  actorUpdates: Record<string, unknown>[][];
  messages: Record<string, unknown>[];
  messageCreateCalls: number;
  messageUpdates: { id: string; data: Record<string, unknown> }[];
  warnings: string[];
}

export interface CombatDouble extends FoundryDouble {
  recorded: Recorded;
  users: UserDouble[];
  combats: CollectionDouble<{ id: string }>;
  actor(data: { id: string; name: string; trauma: unknown; owners?: string[] }): ActorDouble;
  combatant(actor: ActorDouble, data?: Partial<CombatantDouble>): CombatantDouble;
  /** Switches the local user (the client the code runs on). */
  actAs(userId: string): void;
}

function mergeInto(target: Record<string, unknown>, change: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(change)) {
    const cur = target[k];
    if (v && typeof v === "object" && !Array.isArray(v) && cur && typeof cur === "object" && !Array.isArray(cur)) {
      mergeInto(cur as Record<string, unknown>, v as Record<string, unknown>);
    } else target[k] = structuredClone(v);
  }
}

/**
 * The current install's records. Classes that extend the Combat double (FrayCombat) are
 * imported once per test file and keep the base class of the first install, so the base class
 * records into whatever install is current, not into the one it was created by.
 */
let live: { recorded: Recorded } | null = null;
const records = (): Recorded => {
  if (!live) throw new Error("the combat double is not installed");
  return live.recorded;
};

export function installCombatDouble(): CombatDouble {
  const base = installFoundryDouble();
  const g = globalThis as Record<string, unknown>;
  const saved = { ChatMessage: g["ChatMessage"], Actor: g["Actor"], Combat: g["Combat"], ui: g["ui"] };
  const recorded: Recorded = { combatUpdates: [], combatantUpdates: [], actorUpdates: [], messages: [], messageCreateCalls: 0, messageUpdates: [], warnings: [] };
  live = { recorded };
  const users: UserDouble[] = [
    { id: "gm1", name: "Narrator", isGM: true, isActiveGM: true },
    { id: "gm2", name: "Assistant", isGM: true, isActiveGM: false },
    { id: "p1", name: "Player One", isGM: false, isActiveGM: false },
    { id: "p2", name: "Player Two", isGM: false, isActiveGM: false },
  ];
  const combats = new CollectionDouble<{ id: string }>();
  const gameDouble = g["game"] as Record<string, unknown>;
  Object.assign(gameDouble, { user: users[0], users: new CollectionDouble(users), combats, i18n });
  const foundryDouble = g["foundry"] as Record<string, unknown>;
  foundryDouble["applications"] = { ...(foundryDouble["applications"] as object), handlebars: { renderTemplate } };
  let uniform = 0;
  Object.assign(g["CONFIG"] as object, {
    Combat: { documentClass: null, initiative: { formula: null, decimals: 2 } },
    Dice: { randomUniform: () => ((uniform = (uniform * 9301 + 49297) % 233280) / 233280) },
  });
  g["ui"] = { notifications: { warn: (msg: string) => void recorded.warnings.push(msg) } };

  let messageId = 0;
  class ChatMessageDouble {
    static get implementation(): typeof ChatMessageDouble {
      return ChatMessageDouble;
    }
    id: string;
    flags: Record<string, unknown>;
    author: UserDouble | undefined;
    content: string;
    whisper: string[];
    constructor(data: Record<string, unknown>) {
      this.id = `msg${++messageId}`;
      this.flags = structuredClone((data["flags"] as Record<string, unknown> | undefined) ?? {});
      this.author = users.find((u) => u.id === ((data["author"] as string | undefined) ?? (gameDouble["user"] as UserDouble).id));
      this.content = String(data["content"] ?? "");
      this.whisper = (data["whisper"] as string[] | undefined) ?? [];
    }
    static create(data: Record<string, unknown>): Promise<ChatMessageDouble> {
      recorded.messageCreateCalls++;
      recorded.messages.push(data);
      return Promise.resolve(new ChatMessageDouble(data));
    }
    static createDocuments(list: Record<string, unknown>[]): Promise<ChatMessageDouble[]> {
      recorded.messageCreateCalls++;
      recorded.messages.push(...list);
      return Promise.resolve(list.map((d) => new ChatMessageDouble(d)));
    }
    static getSpeaker(options: Record<string, unknown>): Record<string, unknown> {
      return { alias: options["alias"] ?? (options["actor"] as ActorDouble | undefined)?.name };
    }
    update(data: Record<string, unknown>): Promise<this> {
      recorded.messageUpdates.push({ id: this.id, data });
      if (typeof data["content"] === "string") this.content = data["content"];
      if (data["flags"]) mergeInto(this.flags, data["flags"] as Record<string, unknown>);
      return Promise.resolve(this);
    }
  }
  g["ChatMessage"] = ChatMessageDouble;
  g["Actor"] = {
    implementation: {
      updateDocuments: (updates: Record<string, unknown>[]) => {
        recorded.actorUpdates.push(updates);
        return Promise.resolve(updates);
      },
    },
  };

  class CombatBaseDouble {
    id: string;
    round = 0;
    turn: number | null = null;
    turns: CombatantDouble[] = [];
    flags: Record<string, unknown> = {};
    combatants: CollectionDouble<CombatantDouble>;
    current: Record<string, unknown> = {};
    previous: Record<string, unknown> | undefined = undefined;
    constructor(data: { _id: string; combatants: CombatantDouble[]; round?: number; turn?: number | null }) {
      this.id = data._id;
      this.round = data.round ?? 0;
      this.turn = data.turn ?? null;
      this.combatants = new CollectionDouble(data.combatants);
      this.setupTurns();
    }
    get uuid(): string {
      return `Combat.${this.id}`;
    }
    get combatant(): CombatantDouble | undefined {
      return this.turn === null ? undefined : this.turns[this.turn];
    }
    get started(): boolean {
      return this.round > 0 && this.turn !== null;
    }
    update(data: Record<string, unknown>, options?: unknown): Promise<this> {
      records().combatUpdates.push({ combatId: this.id, data: structuredClone(data), options });
      if (data["flags"]) mergeInto(this.flags, data["flags"] as Record<string, unknown>);
      if (typeof data["round"] === "number") this.round = data["round"];
      if ("turn" in data) this.turn = data["turn"] as number | null;
      return Promise.resolve(this);
    }
    updateEmbeddedDocuments(name: string, updates: Record<string, unknown>[], options?: unknown): Promise<unknown[]> {
      if (name !== "Combatant") throw new Error(`the double only updates Combatants, not ${name}`);
      records().combatantUpdates.push({ combatId: this.id, updates: structuredClone(updates), options });
      for (const u of updates) {
        const c = this.combatants.get(u["_id"] as string);
        if (!c) continue;
        if (typeof u["defeated"] === "boolean") c.defeated = c.isDefeated = u["defeated"];
        if (typeof u["initiative"] === "number") c.initiative = u["initiative"];
      }
      this.setupTurns();
      return Promise.resolve(updates);
    }
    /** v13: initiative descending, ties by id. */
    setupTurns(): CombatantDouble[] {
      this.turns = this.combatants.contents.sort((a, b) => (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity) || (a.id > b.id ? 1 : -1));
      this.current = this._getCurrentState();
      this.previous ??= this.current;
      return this.turns;
    }
    _getCurrentState(combatant?: CombatantDouble): Record<string, unknown> {
      const c = combatant ?? this.combatant;
      return { round: this.round, turn: this.turn, combatantId: c?.id ?? null, tokenId: null };
    }
    async startCombat(): Promise<this> {
      return this.update({ round: 1, turn: 0 });
    }
    /** As Foundry: past the last combatant the next round begins. */
    async nextTurn(): Promise<this> {
      const next = (this.turn ?? -1) + 1;
      return next >= this.turns.length ? this.nextRound() : this.update({ round: this.round, turn: next });
    }
    async nextRound(): Promise<this> {
      return this.update({ round: this.round + 1, turn: 0 });
    }
    async _onStartRound(): Promise<void> {}
    async _onEndRound(): Promise<void> {}
    async _onStartTurn(): Promise<void> {}
    async _onEndTurn(): Promise<void> {}
  }
  g["Combat"] = CombatBaseDouble;
  // The GM record book (a GM-only journal) the phase runner claims its steps in.
  const book = new ServerDouble();
  book.installRecordBook();

  return {
    ...base,
    recorded,
    users,
    combats,
    actor({ id, name, trauma, owners = [] }) {
      return {
        id,
        name,
        uuid: `Actor.${id}`,
        isToken: false,
        token: null,
        hasPlayerOwner: owners.length > 0,
        get isOwner() {
          const me = gameDouble["user"] as UserDouble;
          return me.isGM || owners.includes(me.id);
        },
        owners,
        system: { trauma },
        testUserPermission: (user, level) => level === "OWNER" && (user.isGM || owners.includes(user.id)),
      };
    },
    combatant(actor, data = {}) {
      return {
        id: `c-${actor.id}`,
        actorId: actor.id,
        name: actor.name,
        actor,
        hasPlayerOwner: actor.hasPlayerOwner,
        defeated: false,
        isDefeated: false,
        initiative: null,
        hidden: false,
        players: users.filter((u) => !u.isGM && actor.owners.includes(u.id)),
        ...data,
      };
    },
    actAs(userId) {
      const user = users.find((u) => u.id === userId);
      if (!user) throw new Error(`no user ${userId}`);
      gameDouble["user"] = user;
    },
    uninstall() {
      base.uninstall();
      live = null;
      g["ChatMessage"] = saved.ChatMessage;
      g["Actor"] = saved.Actor;
      g["Combat"] = saved.Combat;
      g["ui"] = saved.ui;
    },
  };
}
