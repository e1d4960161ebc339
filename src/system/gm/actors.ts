/**
 * Who may act for an actor, and finding an actor by UUID: the two questions every ruleset's GM
 * handlers and chat buttons ask (design.md "Trust model").
 */

/** The user may act for the actor: a GM, or one of its owners. Nobody acts for a missing actor. */
export function mayActFor(user: User.Implementation | null, actor: Actor.Implementation | null): boolean {
  if (!user || !actor) return false;
  return user.isGM || actor.testUserPermission(user, "OWNER");
}

/** The actor a UUID names (a world actor or a token's), or null for anything else. */
export async function actorFromUuid(uuid: string): Promise<Actor.Implementation | null> {
  const doc = await fromUuid<Actor.Implementation>(uuid as `Actor.${string}`);
  return doc instanceof Actor ? doc : null;
}
