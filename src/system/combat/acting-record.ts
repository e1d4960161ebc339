/**
 * Who has had a turn this round, and at which turn index, read from the automation ledger's
 * startTurn keys (`r2:t1:<combatantId>:startTurn`). A dynamic order keeps those who have acted
 * first "in their previous order" (core banks `banksTurnOrder`); that previous order must be
 * the same on every client and survive a reload, and the ledger in the combat's flags is the
 * one record every client shares. Foundry's own sort (by the initiative last written) is not:
 * it changes as IP is spent and would move the current combatant off its turn index. Pure.
 */

/** Combatant id → the last turn index it started in `round`. */
export function turnsStarted(done: readonly string[], round: number): Map<string, number> {
  const prefix = `r${round}:t`;
  const started = new Map<string, number>();
  for (const key of done) {
    if (!key.startsWith(prefix) || !key.endsWith(":startTurn")) continue;
    const rest = key.slice(prefix.length, -":startTurn".length);
    const colon = rest.indexOf(":");
    const turn = Number(rest.slice(0, colon));
    const id = rest.slice(colon + 1);
    if (colon <= 0 || !Number.isInteger(turn) || id === "") continue;
    started.set(id, Math.max(turn, started.get(id) ?? -1));
  }
  return started;
}

/** `items` with those who started a turn first, by turn index; the rest keep their order after them. */
export function byTurnsStarted<T extends { readonly id: string }>(items: readonly T[], started: ReadonlyMap<string, number>): T[] {
  return items
    .map((item, i) => ({ item, i, turn: started.get(item.id) }))
    .sort((a, b) => {
      if (a.turn !== undefined && b.turn !== undefined) return a.turn - b.turn || a.i - b.i;
      if (a.turn !== undefined) return -1;
      if (b.turn !== undefined) return 1;
      return a.i - b.i;
    })
    .map(({ item }) => item);
}
