/**
 * A claim the server decides without refusing anyone (design.md "One GM client acts").
 *
 * Foundry shows every refused request as a red error before the caller can catch it
 * (client/helpers/socket-interface.mjs:33-38), so a claim by "create this fixed id, the second
 * is refused" shows an error on the losing GM tab at every contested step; and a top-level
 * document with an existing id is not refused at all but overwritten (only embedded ids are
 * checked, dist/database/backend/server-backend.mjs `_createDocuments`). So each client creates
 * its own candidate under an id of its own, which the server never refuses, and the first
 * candidate in the server's order wins. Every client learns that order the same way: the server
 * runs the operations on one database one after another (`semaphore.add` in `modifyDocument`),
 * answers the asker and broadcasts to the others as each completes, and a socket delivers in
 * order; so when a client's own answer arrives, every candidate the server made before it is
 * already in that client's collection, ahead of its own. A client whose candidate is not first
 * withdraws it and takes the winner.
 */
export interface Claim<T> {
  /** The id of this client's candidate. */
  readonly mine: string;
  /** Creates this client's candidate (never refused: its id is this client's own). */
  readonly create: () => Promise<unknown>;
  /** The first candidate in the collection's order, or null. */
  readonly first: () => T | null;
  /** Deletes this client's candidate, when another came first. */
  readonly withdraw: () => Promise<unknown>;
}

/** Runs a claim; returns the winning candidate (this client's when `won`). */
export async function claimFirst<T extends { readonly id: string | null }>(claim: Claim<T>): Promise<{ winner: T | null; won: boolean }> {
  await claim.create();
  const winner = claim.first();
  const won = winner?.id === claim.mine;
  if (!won) await claim.withdraw();
  return { winner, won };
}
