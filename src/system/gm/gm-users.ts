/** The GM users' ids, for whispers (a GM-only notice, a request message the active GM reads). */
export function gmIds(): string[] {
  return game.users.filter((u) => u.isGM).flatMap((u) => (u.id ? [u.id] : []));
}
