/**
 * Who is asked to soak (docs/rules/track.md §7 "Each attack"): the target's owning player if one
 * is active, otherwise the active GM. A soak prompt nobody answers is the complaint this settles:
 * the card names whom it waits for, and its button stays until the soak is rolled.
 */

export interface SoakUser {
  readonly id: string | null;
  readonly isGM: boolean;
  readonly active: boolean;
}

/** The user who soaks for `target`: the first active non-GM owner, else the active GM, else nobody. */
export function soakerOf<U extends SoakUser>(users: readonly U[], owns: (user: U) => boolean, activeGm: U | null): U | null {
  return users.find((user) => user.active && !user.isGM && owns(user)) ?? activeGm;
}

/** The soaker of a target actor in this world. */
export function trackSoakerOf(target: Actor.Implementation): User.Implementation | null {
  return soakerOf([...game.users], (user) => target.testUserPermission(user, "OWNER"), game.users.activeGM);
}

/** A soak message for an attack, if one was posted. */
export function soakMessageFor(attackMessageId: string): ChatMessage.Implementation | null {
  return game.messages.find((m) => m.flags.fray?.track?.soak?.attackMessageId === attackMessageId) ?? null;
}
