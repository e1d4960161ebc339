/**
 * An unlinked token's actor is its base actor with the token's delta merged over it, so a key
 * the base actor has cannot be deleted from the token's actor: the delete reaches the delta and
 * the merge brings the base's key straight back (foundry-v13.md §9). Rather than pretend, a
 * removal of such a key is refused with a word to the user.
 */

/** Whether `key` of the object at `path` (under `system`) comes from an unlinked token's base actor. */
export function inheritedFromBase(actor: Actor.Implementation, path: readonly string[], key: string): boolean {
  if (!actor.isToken) return false;
  const base = actor.token?.baseActor;
  if (!base) return false;
  const object = path.reduce<unknown>((node, part) => (typeof node === "object" && node !== null && Object.hasOwn(node, part) ? (node as Record<string, unknown>)[part] : undefined), base.system);
  return typeof object === "object" && object !== null && Object.hasOwn(object, key);
}

/** Warns and answers true when the removal cannot happen on this token's actor. */
export function refuseInheritedRemoval(actor: Actor.Implementation, path: readonly string[], key: string): boolean {
  if (!inheritedFromBase(actor, path, key)) return false;
  ui.notifications.warn(game.i18n.format("FRAY.Common.Sheet.InheritedKey", { name: key, actor: actor.token?.baseActor?.name ?? actor.name }));
  return true;
}
