/**
 * A banks world on the simulation for the status tests: a GM and two players, each client with
 * Fray booted, actors seeded with real banks data, and what reached the clients recorded from the
 * GM's hooks — each database request once, with the user who sent it.
 */
import { type BanksActor, defaultBanksActor } from "../../../../src/core/banks";
import { type SimTab, type SimWorld, createWorld } from "../../../sim";
import { boot } from "../../../sim/boot";
import { applyActorPatches } from "../../../../src/system/documents/apply-patches";

export interface Recorded {
  create: { actor: string; user: string; statuses: string[] }[];
  delete: { actor: string; user: string; count: number }[];
  updates: { actor: string; user: string; patch: object }[];
}

type EffectLike = { parent: { id: string }; statuses: Set<string> };
type StatusActor = Actor.Implementation & { statuses: Set<string> };

export interface StatusTable {
  world: SimWorld;
  tabs: Record<"gm" | "p1" | "p2", SimTab>;
  calls: Recorded;
  /** A banks character owned by `owners`, in every client. */
  actor(id: string, owners: string[], banks?: Partial<BanksActor>): void;
  /** The actor as one client holds it. */
  doc(tab: SimTab, id: string): StatusActor;
  /** Its statuses as the GM's client sees them, sorted. */
  sorted(id: string): string[];
  /** What applyActorPatches writes, from a user's client. */
  patch(tab: SimTab, id: string, patch: object): Promise<void>;
}

/**
 * Boots Fray in a banks world on three clients (ready not fired: the ready tests fire it).
 * `core` replaces core's status effects before init, for a world missing one.
 */
export async function statusTable(core?: (statuses: { id: string }[]) => { id: string }[]): Promise<StatusTable> {
  const world = createWorld();
  world.settings.world.set("fray.ruleset", "banks");
  const tabs = { gm: world.open("gm"), p1: world.open("p1"), p2: world.open("p2") };
  for (const tab of Object.values(tabs)) {
    if (core) tab.config["statusEffects"] = core(tab.config["statusEffects"] as { id: string }[]);
    await boot(world, tab, { stopBeforeReady: true });
  }
  const calls: Recorded = { create: [], delete: [], updates: [] };
  // One request's documents share its options object: a request is one entry.
  const seen = new WeakMap<object, { statuses?: string[]; count?: number }>();
  world.inTabSync(tabs.gm, () => {
    Hooks.on("createActiveEffect", (effect: unknown, options: unknown, userId: unknown) => {
      const { parent, statuses } = effect as EffectLike;
      const entry = seen.get(options as object) as Recorded["create"][number] | undefined;
      if (entry) entry.statuses.push(...statuses);
      else {
        const made = { actor: parent.id, user: String(userId), statuses: [...statuses] };
        calls.create.push(made);
        seen.set(options as object, made);
      }
    });
    Hooks.on("deleteActiveEffect", (effect: unknown, options: unknown, userId: unknown) => {
      const entry = seen.get(options as object) as Recorded["delete"][number] | undefined;
      if (entry) entry.count++;
      else {
        const made = { actor: (effect as EffectLike).parent.id, user: String(userId), count: 1 };
        calls.delete.push(made);
        seen.set(options as object, made);
      }
    });
    Hooks.on("updateActor", (actor: unknown, changes: unknown, _options: unknown, userId: unknown) => {
      const banks = (changes as { system?: { banks?: object } }).system?.banks;
      if (banks) calls.updates.push({ actor: (actor as { id: string }).id, user: String(userId), patch: banks });
    });
  });
  const doc = (tab: SimTab, id: string): StatusActor => world.inTabSync(tab, () => game.actors!.get(id) as StatusActor);
  return {
    world,
    tabs,
    calls,
    actor(id, owners, banks = {}) {
      const ownership = Object.fromEntries([["default", 0], ...owners.map((o) => [o, 3])]);
      world.seed("Actor", { _id: id, name: id, type: "character", ownership, system: { banks: { ...defaultBanksActor(), ...banks } } });
    },
    doc,
    sorted: (id) => [...doc(tabs.gm, id).statuses].sort(),
    patch: (tab, id, patch) => world.inTab(tab, () => applyActorPatches([{ actor: doc(tab, id), ruleset: "banks", patch }])),
  };
}
