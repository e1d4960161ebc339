/**
 * One ledger operation at a time per combat on this client. The phase runner and the
 * Will-to-Live resolver both read the ledger, decide, and write it back whole; two of them
 * interleaving on the active GM (a draw arriving while a turn ends, two draws at once) would
 * otherwise write over each other's keys and let something apply twice. Pure: no Foundry.
 */
const queues = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier task of the same combat has settled (a failure does not block the queue). */
export function withCombatLock<T>(combatId: string, task: () => Promise<T>): Promise<T> {
  const prior = queues.get(combatId) ?? Promise.resolve();
  const run = prior.then(task, task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(combatId, tail);
  void tail.then(() => {
    if (queues.get(combatId) === tail) queues.delete(combatId);
  });
  return run;
}
