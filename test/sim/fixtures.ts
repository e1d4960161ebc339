/**
 * Fray's table on the simulation, for the adapter's GM tests: every client has loaded the
 * system (settings, data models and queries registered in each tab at init, as each browser
 * runs it), the world plays one ruleset, actors are seeded with their owners, and messages are
 * created on their authors' own clients. Import it after test/sim/install: it loads Fray.
 * Harness only: every helper here is `@sim`.
 */
import { type SimTab, type SimWorld, type UserSpec, TABLE, createWorld } from ".";
import type { Data } from "./object-utils";
import { registerSettings } from "../../src/system/settings";
import { registerDataModels } from "../../src/system/data/register";
import { registerQueries } from "../../src/system/gm/queries";

export interface FrayTable {
  readonly world: SimWorld;
  /** The first tab of each user. */
  readonly tabs: Readonly<Record<string, SimTab>>;
  /** Every tab, in the order opened (a user may have two). */
  readonly all: readonly SimTab[];
  readonly gm: SimTab;
}

/** @sim what each client runs at init: Fray's settings, data models and the GM's queries */
function frayInit(): void {
  registerSettings();
  registerDataModels();
  registerQueries();
}

/**
 * A world playing `ruleset`, each client in `open` (a user twice: two tabs) loaded with Fray's
 * settings, data models and queries registered at init, the GM's tab focused.
 * @sim
 */
export function frayTable({ ruleset, users = TABLE, open = users.map((u) => u.id) }: { ruleset: string; users?: readonly UserSpec[]; open?: readonly string[] }): FrayTable {
  const world = createWorld({ users });
  // The ruleset is a world setting: stored once, read by every client.
  world.settings.world.set("fray.ruleset", ruleset);
  const all = open.map((id) => world.open(id, { init: frayInit }));
  const tabs: Record<string, SimTab> = {};
  for (const tab of all) tabs[tab.user.id] ??= tab;
  const gm = tabs["gm"] ?? all[0]!;
  world.focus(gm);
  return { world, tabs, all, gm };
}

/**
 * Another client of a user, opened now. `fresh`: it loads its own copy of Fray's modules (call
 * vi.resetModules() first), as a second browser tab does, so its per-tab state is its own.
 * @sim
 */
export async function openTab(table: FrayTable, userId: string, { fresh = false }: { fresh?: boolean } = {}): Promise<SimTab> {
  if (!fresh) return table.world.open(userId, { init: frayInit });
  const settings = await import("../../src/system/settings");
  const models = await import("../../src/system/data/register");
  const queries = await import("../../src/system/gm/queries");
  return table.world.open(userId, {
    init: () => {
      settings.registerSettings();
      models.registerDataModels();
      queries.registerQueries();
    },
  });
}

/** @sim an ownership with these users as owners and nobody else */
export const ownedBy = (...owners: string[]): Record<string, number> => ({ default: 0, ...Object.fromEntries(owners.map((id) => [id, 3])) });

/** @sim an actor in the world (as it was at load), owned by `owners`; returns it as the focused client sees it */
export function seedActor(world: SimWorld, { id, name = id, type = "character", system = {}, owners = [] }: { id: string; name?: string; type?: string; system?: Data; owners?: readonly string[] }): Actor.Implementation {
  world.seed("Actor", { _id: id, name, type, system, ownership: ownedBy(...owners) });
  return game.actors.get(id)!;
}

/** @sim the focused client's copy of a world actor */
export const actorOf = (id: string): Actor.Implementation => game.actors.get(id)!;

/**
 * A chat message created by `authorId` on that user's own client: the creating client stamps
 * the author and the server refuses anything else, as a real table would.
 * @sim
 */
export async function postAs(table: FrayTable, authorId: string, id: string, data: Data): Promise<ChatMessage.Implementation> {
  const tab = table.tabs[authorId];
  if (!tab) throw new Error(`no open client of ${authorId}`);
  const created = await table.world.inTab(tab, () => ChatMessage.implementation.create({ _id: id, content: "", ...data } as never, { keepId: true } as never));
  if (!created) throw new Error(`the message ${id} was not created`);
  return game.messages.get(id)!;
}

/** @sim a message with `flags.fray` from `authorId` */
export const postFlags = (table: FrayTable, authorId: string, id: string, fray: Data): Promise<ChatMessage.Implementation> => postAs(table, authorId, id, { flags: { fray } });

/** @sim runs `fn` on `userId`'s client (a player editing what the server lets them) */
export function asUser<T>(table: FrayTable, userId: string, fn: () => T | Promise<T>): Promise<T> {
  const tab = table.tabs[userId];
  if (!tab) throw new Error(`no open client of ${userId}`);
  return table.world.inTab(tab, fn);
}

/** @sim the User document of an id, as the focused client sees it */
export const userOf = (id: string): User.Implementation => game.users.get(id)!;

/** @sim the database writes to actors, as the server counted them */
export const actorWrites = (world: SimWorld): string[] => world.calls.filter((c) => c.startsWith("Actor."));
