/** The tokens this user targets, with their actors (a token without an actor is left out). */
export function targetedActors(): { actor: Actor.Implementation; name: string }[] {
  return [...game.user.targets].flatMap((token) => (token.actor ? [{ actor: token.actor, name: token.name }] : []));
}
