/**
 * An Actor document as the banks core sees it: its `system.banks` source and the armor items it
 * wears, through the pure mapping in core/banks/document.ts. The combat tracker reads every
 * combatant with this (combat/ruleset-context.ts), so a bad slice is reported there by path.
 */
import type { BanksActor, BanksWeapon } from "../../core/banks";
import { actorSystem } from "../data/actor/actor-system";
import { banksActorFromSource, banksWeaponFromSource } from "../../core/banks";

/** An item's system data as plain source, whatever its type (unknown module types give {}). */
function plainSystem(system: unknown): Record<string, unknown> {
  return system instanceof foundry.abstract.DataModel ? (system.toObject() as Record<string, unknown>) : {};
}

function itemSource(item: Item.Implementation): { name: string; type: string; system: Record<string, unknown> } {
  return { name: item.name, type: item.type, system: plainSystem(item.system) };
}

/**
 * The actor's banks state. Its `armor` is the best of its own rating and its worn armor, so a
 * patch built from this state must not write `armor` back (the policy's patches never do).
 */
export function banksStateOf(actor: Actor.Implementation): BanksActor {
  return banksActorFromSource(
    { type: actor.type, system: actorSystem(actor).toObject() as Record<string, unknown>, items: actor.items.map(itemSource) },
    `Actor.${actor.id ?? actor.name}`,
  );
}

/** A weapon item's banks profile, for whoever builds an attack from it. */
export function banksWeaponOf(item: Item.Implementation): BanksWeapon {
  return banksWeaponFromSource(itemSource(item), `Item.${item.id ?? item.name}`);
}
