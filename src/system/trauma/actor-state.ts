/**
 * An Actor document as the trauma core sees it: its `system.trauma` slice, its behavior and
 * armor items, and the Perk Cards in its Foundry hand. Built by the same core function the CLI
 * uses, so sheet, dialog and chat card agree with `fray run`.
 */
import type { TraumaActor } from "../../core/trauma";
import { traumaActorFromDocument } from "../../core/trauma";
import { coreCardsOf } from "../cards/card-identity";
import { actorSystem } from "../data/actor/actor-system";

/** The Foundry Cards hand holding an actor's Perk Cards, if it has one. */
export function perkHandOf(actor: Actor.Implementation): Cards.Implementation | null {
  const id = actorSystem(actor).trauma.decks.perkHand;
  return id === null ? null : (game.cards.get(id) ?? null);
}

/** The Probability Deck an actor draws from: its own (Leads), else null (the Narrator's). */
export function ownDeckOf(actor: Actor.Implementation): Cards.Implementation | null {
  const id = actorSystem(actor).trauma.decks.probability;
  return id === null ? null : (game.cards.get(id) ?? null);
}

/** An item's system data as plain source, whatever its type (unknown module types give {}). */
function plainSystem(system: unknown): Record<string, unknown> {
  return system instanceof foundry.abstract.DataModel ? (system.toObject() as Record<string, unknown>) : {};
}

export function traumaStateOf(actor: Actor.Implementation): TraumaActor {
  const items = actor.items.map((item) => ({ name: item.name, type: item.type, system: plainSystem(item.system) }));
  return traumaActorFromDocument(
    { type: actor.type, system: actorSystem(actor).toObject(), items },
    `Actor.${actor.id ?? actor.name}`,
    coreCardsOf(perkHandOf(actor)),
  );
}
