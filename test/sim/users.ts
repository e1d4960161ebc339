/**
 * Users as Foundry's client sees them: roles, who is active, the designated active GM, and
 * `User#query` reaching every tab (socket) of the queried user.
 */
import type { SimWorld } from "./world";

/** @foundry common/constants.mjs:1156-1163 (USER_ROLES: NONE 0, PLAYER 1, TRUSTED 2, ASSISTANT 3, GAMEMASTER 4) */
export const USER_ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;
export type RoleName = keyof typeof USER_ROLES;

/** @foundry common/constants.mjs:1229-1380 (USER_PERMISSIONS defaults: the ones Fray's code meets) */
const PERMISSION_ROLES: Record<string, number> = {
  QUERY_USER: USER_ROLES.PLAYER,
  ACTOR_CREATE: USER_ROLES.ASSISTANT,
  ITEM_CREATE: USER_ROLES.ASSISTANT,
  JOURNAL_CREATE: USER_ROLES.TRUSTED,
  CARDS_CREATE: USER_ROLES.ASSISTANT,
  TOKEN_CREATE: USER_ROLES.ASSISTANT,
  TOKEN_DELETE: USER_ROLES.ASSISTANT,
  MACRO_SCRIPT: USER_ROLES.PLAYER,
  SETTINGS_MODIFY: USER_ROLES.ASSISTANT,
};

export class SimUser {
  /** @sim whether the user has at least one connected tab (the server's activity record) */
  active = false;
  readonly targets = new Set<unknown>();
  character: unknown = null;
  /** @sim */
  constructor(
    readonly world: SimWorld,
    readonly id: string,
    readonly name: string,
    readonly role: number,
  ) {}

  /** @foundry common/documents/user.mjs:125-127 (isGM: ASSISTANT or GAMEMASTER) */
  get isGM(): boolean {
    return this.role >= USER_ROLES.ASSISTANT;
  }

  /** @foundry client/documents/user.mjs:61-63 (isSelf: this is the client's own user) */
  get isSelf(): boolean {
    return this.world.currentTab().user === this;
  }

  /** @foundry client/documents/user.mjs:69-71 (isActiveGM: this is the designated active GM) */
  get isActiveGM(): boolean {
    return this.world.activeGM() === this;
  }

  /** @foundry common/documents/user.mjs:177-181 (hasRole) */
  hasRole(role: RoleName | number): boolean {
    const level = typeof role === "number" ? role : USER_ROLES[role];
    return this.role >= level;
  }

  /** @foundry common/documents/user.mjs:157-167 (hasPermission: the defaults grant a permission to the role the permission names) */
  hasPermission(permission: string): boolean {
    if (this.role === USER_ROLES.GAMEMASTER) return true;
    return this.role >= (PERMISSION_ROLES[permission] ?? USER_ROLES.GAMEMASTER);
  }

  /**
   * Sends a query to every tab of this user; the first answer wins, a throw comes back as a
   * rejection. The handler is told nothing about who asked.
   * @foundry client/documents/user.mjs:270-292 (query: registered name, QUERY_USER, recipient active)
   * @foundry dist/components/activity.mjs:1 (minified; the server's userQuery handler: emitted to every socket of the recipient, first ack resolves)
   */
  async query(queryName: string, queryData: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
    const queriesOf = (config: Record<string, unknown>) => config["queries"] as Record<string, (data: unknown, options: { timeout?: number }) => unknown>;
    if (!(queryName in queriesOf(this.world.config))) throw new Error(`User query '${queryName}' is not registered`);
    const sender = this.world.currentTab().user;
    if (!sender.hasPermission("QUERY_USER")) throw new Error("You do not have permission to query users");
    if (!this.active) throw new Error(`User [${this.id}] is not active`);
    const payload = JSON.parse(JSON.stringify(queryData ?? null)) as unknown;
    const tabs = this.world.tabsOf(this);
    this.world.log.push(`query ${queryName} → ${this.id} (${tabs.length} tab${tabs.length === 1 ? "" : "s"})`);
    return new Promise((resolve, reject) => {
      let settled = false;
      for (const tab of tabs) {
        void this.world.inTab(tab, async () => {
          try {
            // The recipient's own client looks the handler up in its CONFIG (users.mjs #handleUserQuery).
            const handler = queriesOf(tab.config)[queryName];
            if (!handler) throw new Error(`User query '${queryName}' is not registered`);
            const value = await handler(payload, timeout === undefined ? {} : { timeout });
            if (!settled) resolve(JSON.parse(JSON.stringify(value ?? null)) as unknown);
          } catch (error) {
            if (!settled) reject(new Error(error instanceof Error ? error.message : String(error)));
          } finally {
            settled = true;
          }
        });
      }
    });
  }
}

/**
 * The world's users collection as a client sees it.
 * @foundry client/documents/collections/users.mjs:70-97 (activeGM = getDesignatedUser(active && isGM): highest role, then lowest id)
 */
export function designatedUser(users: readonly SimUser[], condition: (user: SimUser) => boolean): SimUser | null {
  const qualifying = users.filter(condition);
  let designated = qualifying[0] ?? null;
  for (const candidate of qualifying.slice(1)) {
    if (!designated) break;
    const byRole = candidate.role - designated.role;
    if ((byRole || designated.id.localeCompare(candidate.id)) > 0) designated = candidate;
  }
  return designated;
}
