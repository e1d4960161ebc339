/**
 * Banks' statuses follow `system.banks` (docs/rules/banks.md §8) through the shared status sync
 * (system/statuses/status-sync.ts): what the state shows is core/banks/statuses.ts.
 */
import { type StatusSource, banksStatuses } from "../../../core/banks";
import { actorSystem } from "../../data/actor/actor-system";
import { statusSync } from "../../statuses/status-sync";
import { managedStatusIds, statusIdOf } from "./statuses";

/**
 * What the statuses read from the actor's stored `system.banks`. The v13 types see a nullable
 * SchemaField (the grapple) as `{}`, so its role is read as what it is at runtime.
 */
export function statusSourceOf(actor: Actor.Implementation): StatusSource {
  const banks = actorSystem(actor).banks;
  const grapple = banks.grapple as { role?: unknown } | null;
  return { ...banks, grapple: grapple && typeof grapple.role === "string" ? { role: grapple.role } : null };
}

export const banksStatusSync = statusSync({
  wanted: (actor) => new Map(banksStatuses(statusSourceOf(actor)).flatMap((status) => statusIdOf(status) ?? []).map((id) => [id, null] as const)),
  managed: managedStatusIds,
  overlay: () => statusIdOf("dead"),
});
