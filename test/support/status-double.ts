/**
 * A small double of what the banks status code touches, on top of the general Foundry double:
 * users and the local client, actors with ActiveEffects (create/delete in batches, the
 * `statuses` set, core's toggleStatusEffect as the token HUD calls it), the status-effect
 * catalogue, and document hooks delivered to every client, as Foundry does after a database
 * change. Each client's handler decides synchronously at its start whether to act, so the double
 * delivers a hook to each client in turn by switching `game.user`.
 */
import { type BanksActor, defaultBanksActor } from "../../src/core/banks";
import { applyPatch } from "../../src/core/patch";
import { type FoundryDouble, installFoundryDouble } from "./foundry-double";

export interface UserDouble {
  id: string;
  isGM: boolean;
  active: boolean;
  readonly isActiveGM: boolean;
  readonly isSelf: boolean;
}

export interface EffectDouble {
  id: string;
  statuses: Set<string>;
  flags: Record<string, unknown>;
  parent: StatusActor;
}

export interface StatusActor {
  id: string;
  uuid: string;
  name: string;
  system: { banks: BanksActor };
  effects: EffectDouble[];
  readonly statuses: Set<string>;
  testUserPermission(user: UserDouble, level: string): boolean;
  createEmbeddedDocuments(type: string, data: { statuses?: string[]; flags?: Record<string, unknown> }[], options?: object): Promise<EffectDouble[]>;
  deleteEmbeddedDocuments(type: string, ids: string[]): Promise<EffectDouble[]>;
  toggleStatusEffect(id: string, options?: { active?: boolean; overlay?: boolean }): Promise<unknown>;
  /** What applyActorPatches does for it: one update, then updateActor on every client. */
  applyBanksPatch(patch: object): Promise<void>;
  /** An unlinked token's delta update, announced as updateToken only (the ⚠ case of statuses-hooks.ts). */
  updateTokenDelta(patch: object): Promise<void>;
}

/** Core's status effects that Fray reuses, as v13 declares them (fvtt-types config.d.mts). */
export const CORE_STATUSES = ["dead", "unconscious", "sleep", "stun", "prone", "restrain", "bleeding"].map((id) => ({ id, name: `EFFECT.Status.${id}`, img: `icons/svg/${id}.svg` }));

export interface StatusWorld {
  foundry: FoundryDouble;
  users: UserDouble[];
  calls: { create: { actor: string; user: string; statuses: string[] }[]; delete: { actor: string; user: string; count: number }[]; updates: { actor: string; user: string; patch: object }[] };
  notifications: string[];
  actor(name: string, owners: string[], banks?: Partial<BanksActor>): StatusActor;
  /** Makes `userId` the client the code runs on. */
  actAs(userId: string): void;
  /** Waits until every queued handler has finished. */
  settle(): Promise<void>;
  uninstall(): void;
}

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export function installStatusWorld(ruleset: "banks" | "trauma" = "banks", core = CORE_STATUSES): StatusWorld {
  const foundry = installFoundryDouble();
  const g = globalThis as Record<string, unknown>;
  const saved = { ui: g["ui"], ActiveEffect: g["ActiveEffect"] };
  foundry.settings.set("fray.ruleset", { scope: "world", default: "trauma", value: ruleset });
  const config = g["CONFIG"] as { statusEffects: { id: string; name: string; img: string; hud?: unknown }[] };
  config.statusEffects = core.map((s) => ({ ...s }));

  let local = "gm";
  const user = (id: string, isGM: boolean): UserDouble => ({
    id,
    isGM,
    active: true,
    get isActiveGM() {
      return isGM && id === "gm";
    },
    get isSelf() {
      return id === local;
    },
  });
  const users = [user("gm", true), user("p1", false), user("p2", false)];
  const actors: StatusActor[] = [];
  const calls: StatusWorld["calls"] = { create: [], delete: [], updates: [] };
  const notifications: string[] = [];
  const game = g["game"] as Record<string, unknown>;
  const current = (): UserDouble => users.find((u) => u.id === local)!;
  // A getter, not a copied value: the local client changes during a test.
  Object.defineProperty(game, "user", { get: current, configurable: true });
  Object.assign(game, {
    users: { get: (id: string) => users.find((u) => u.id === id) },
    actors,
    i18n: { localize: (key: string) => key, format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}` },
  });
  g["ui"] = { notifications: { info: (message: string) => void notifications.push(message) } };

  const pending: Promise<unknown>[] = [];
  /** A document hook on every client, each deciding in turn; the local client is restored after. */
  const broadcast = (hook: string, ...args: unknown[]): void => {
    const me = local;
    for (const u of users) {
      local = u.id;
      for (const fn of foundry.hooks.on.get(hook) ?? []) pending.push(Promise.resolve(fn(...args)));
    }
    local = me;
  };

  g["ActiveEffect"] = {
    implementation: {
      fromStatusEffect: async (id: string) => {
        const entry = config.statusEffects.find((s) => s.id === id);
        if (!entry) throw new Error(`no status effect ${id}`);
        const data = { name: entry.name, img: entry.img, statuses: [id], flags: {} as Record<string, unknown> };
        return { updateSource: (change: { flags?: Record<string, unknown> }) => Object.assign(data.flags, change.flags), toObject: () => structuredClone(data) };
      },
    },
  };

  let effectId = 0;
  const ActorBase = g["Actor"] as new () => object;
  class ActorDouble extends ActorBase implements StatusActor {
    effects: EffectDouble[] = [];
    constructor(
      readonly id: string,
      readonly name: string,
      readonly owners: string[],
      public system: { banks: BanksActor },
    ) {
      super();
    }
    get uuid(): string {
      return `Actor.${this.id}`;
    }
    get statuses(): Set<string> {
      return new Set(this.effects.flatMap((e) => [...e.statuses]));
    }
    testUserPermission(u: UserDouble, level: string): boolean {
      if (level !== "OWNER") throw new Error(`unexpected permission level ${level}`);
      return u.isGM || this.owners.includes(u.id);
    }
    async createEmbeddedDocuments(type: string, data: { statuses?: string[]; flags?: Record<string, unknown> }[]): Promise<EffectDouble[]> {
      if (type !== "ActiveEffect") throw new Error(type);
      const by = local;
      calls.create.push({ actor: this.id, user: by, statuses: data.flatMap((d) => d.statuses ?? []) });
      await tick();
      const created = data.map((d) => ({ id: `fx${++effectId}`, statuses: new Set(d.statuses ?? []), flags: d.flags ?? {}, parent: this }));
      this.effects.push(...created);
      for (const effect of created) broadcast("createActiveEffect", effect, {}, by);
      return created;
    }
    async deleteEmbeddedDocuments(type: string, ids: string[]): Promise<EffectDouble[]> {
      if (type !== "ActiveEffect") throw new Error(type);
      const by = local;
      calls.delete.push({ actor: this.id, user: by, count: ids.length });
      await tick();
      const gone = this.effects.filter((e) => ids.includes(e.id));
      this.effects = this.effects.filter((e) => !ids.includes(e.id));
      for (const effect of gone) broadcast("deleteActiveEffect", effect, {}, by);
      return gone;
    }
    /** Core's toggle, as the token HUD and the tracker's Defeated button call it. */
    async toggleStatusEffect(id: string, options: { active?: boolean; overlay?: boolean } = {}): Promise<unknown> {
      const existing = this.effects.filter((e) => e.statuses.size === 1 && e.statuses.has(id)).map((e) => e.id);
      const active = options.active ?? existing.length === 0;
      if (!active) return existing.length ? this.deleteEmbeddedDocuments("ActiveEffect", existing) : false;
      if (existing.length) return true;
      const effect = await (g["ActiveEffect"] as { implementation: { fromStatusEffect(id: string): Promise<{ toObject(): { statuses: string[] } }> } }).implementation.fromStatusEffect(id);
      return this.createEmbeddedDocuments("ActiveEffect", [effect.toObject()]);
    }
    async applyBanksPatch(patch: object): Promise<void> {
      const by = local;
      calls.updates.push({ actor: this.id, user: by, patch });
      await tick();
      this.system = { banks: applyPatch(this.system.banks, patch) };
      broadcast("updateActor", this, { system: { banks: patch } }, {}, by);
    }
    async updateTokenDelta(patch: object): Promise<void> {
      const by = local;
      calls.updates.push({ actor: this.id, user: by, patch });
      await tick();
      this.system = { banks: applyPatch(this.system.banks, patch) };
      broadcast("updateToken", { actor: this }, { delta: { system: { banks: patch } } }, {}, by);
    }
  }

  return {
    foundry,
    users,
    calls,
    notifications,
    actor(name, owners, banks = {}) {
      const actor = new ActorDouble(name, name, owners, { banks: { ...defaultBanksActor(), ...banks } });
      actors.push(actor);
      return actor;
    },
    actAs(userId) {
      local = userId;
    },
    async settle() {
      // Handlers start work they do not return (void promises): wait until nothing moves for a while.
      const activity = (): number => pending.length + calls.create.length + calls.delete.length + calls.updates.length;
      for (let quiet = 0, seen = -1, rounds = 0; quiet < 5; rounds++) {
        if (rounds > 500) throw new Error("the handlers never settle: a loop?");
        await Promise.all(pending.splice(0));
        await tick();
        const now = activity();
        quiet = now === seen ? quiet + 1 : 0;
        seen = now;
      }
    },
    uninstall() {
      foundry.uninstall();
      g["ui"] = saved.ui;
      g["ActiveEffect"] = saved.ActiveEffect;
    },
  };
}
