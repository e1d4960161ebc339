/**
 * One queue for every Cards operation the active GM makes (deal, discard, reshuffle, building
 * decks and hands): Foundry's draw reads the deck's top card, then writes — two operations
 * overlapping would both take the same card, or both build the same hand. Each waits for the
 * one before it, whatever message asked; a failure does not stop the queue.
 */
let tail: Promise<unknown> = Promise.resolve();

export function inCardsQueue<T>(run: () => Promise<T>): Promise<T> {
  const next = tail.then(run, run);
  tail = next.catch(() => undefined);
  return next;
}
