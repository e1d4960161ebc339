/**
 * A banks fight on the combat double: actors holding `system.banks`, and an
 * `Actor.updateDocuments` that, like Foundry, writes the update into the actors and then fires
 * `updateActor` on this client, so the tracker's hooks see what every client would see.
 */
import { type BanksActor, type BanksActorOptions, banksCombat, defaultBanksActor } from "../../../../src/core/banks";
import type { ActorDouble, CombatDouble, CombatantDouble } from "../../../support/combat-double";

export type BanksActorDouble = ActorDouble & { system: { trauma: unknown; banks: BanksActor } };

/** The banks ruleset as ruleset-context hands it out, reading the double's `system.banks`. */
export const banksRuleset = { id: "banks", policy: banksCombat, readState: (actor: { system: { banks?: unknown } }): unknown => actor.system.banks };

function merge(target: Record<string, unknown>, change: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(change)) {
    const cur = target[k];
    if (v && typeof v === "object" && !Array.isArray(v) && cur && typeof cur === "object" && !Array.isArray(cur)) merge(cur as Record<string, unknown>, v as Record<string, unknown>);
    else target[k] = structuredClone(v);
  }
}

export interface BanksFight {
  readonly actors: Map<string, BanksActorDouble>;
  readonly combatants: CombatantDouble[];
  /** An update as a sheet or a dodge bid would make it: through Actor.updateDocuments. */
  spend(actorId: string, ip: number): Promise<void>;
}

/** Actors (id → banks options, owned by p1) and their combatants; updates apply and fire hooks. */
export function banksFight(foundry: CombatDouble, specs: Record<string, BanksActorOptions>): BanksFight {
  const actors = new Map<string, BanksActorDouble>();
  for (const [id, options] of Object.entries(specs)) {
    const actor = foundry.actor({ id, name: id, trauma: null, owners: ["p1"] }) as BanksActorDouble;
    actor.system = { trauma: null, banks: defaultBanksActor(options) };
    actors.set(id, actor);
  }
  const implementation = (globalThis as unknown as { Actor: { implementation: { updateDocuments(u: Record<string, unknown>[]): Promise<unknown> } } }).Actor.implementation;
  const record = implementation.updateDocuments;
  implementation.updateDocuments = async (updates) => {
    const result = await record(updates);
    for (const update of updates) {
      const actor = actors.get(update["_id"] as string);
      if (!actor) continue;
      merge(actor.system as unknown as Record<string, unknown>, update["system"] as Record<string, unknown>);
      foundry.fire("updateActor", actor, update);
    }
    return result;
  };
  return {
    actors,
    // Foundry's Combatant#isOwner follows its actor's ownership.
    combatants: [...actors.values()].map((a) => Object.defineProperty(foundry.combatant(a), "isOwner", { get: () => a.isOwner })),
    async spend(actorId, ip) {
      await implementation.updateDocuments([{ _id: actorId, system: { banks: { ip } } }]);
    },
  };
}
