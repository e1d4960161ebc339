/**
 * Which GM tab makes a combat's Action Deck pair (design.md "One GM client acts"). Foundry's
 * server does not refuse a top-level create whose `_id` exists: the second replaces the first,
 * so two tabs creating the pair at once would wipe whatever the first had dealt by then. The
 * server decides instead, through an embedded id it refuses twice: a page of the GM record book
 * whose id derives from the combat. The tab whose claim is refused waits for the pair to arrive.
 * A claim whose pair never came (its tab stopped) or is gone (deleted by hand) is followed by the
 * next one: the claims of a combat are numbered, and pruned with the combat (their refs).
 */
import type { GmRecord } from "../../gm/records/gm-record";
import { THIS_TAB, claimRecord, findRecord } from "../../gm/records/record-book";

/** How long a tab waits for the pair another tab claimed, and how old a claim may be and still be under way. */
const WAIT_MS = 10_000;
const UNDER_WAY_MS = 60_000;

const claimKey = (combatId: string, n: number): string => `wounds.actionStacks:${combatId}:${n}`;

/** The latest claim for the combat, and the number the next one takes. */
function latestClaim(combatId: string): { latest: GmRecord | null; next: number } {
  let n = 0;
  let latest: GmRecord | null = null;
  for (let found = findRecord(claimKey(combatId, n)); found; found = findRecord(claimKey(combatId, ++n))) latest = found;
  return { latest, next: n };
}

/** Resolves with the pair once this client has it (a createCards hook), or null after `ms`. */
function waitFor<T>(find: () => T | null, ms: number): Promise<T | null> {
  const now = find();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = (value: T | null): void => {
      Hooks.off("createCards", hook);
      clearTimeout(timer);
      resolve(value);
    };
    const hook = Hooks.on("createCards", () => {
      const found = find();
      if (found) done(found);
    });
    const timer = setTimeout(() => done(find()), ms);
  });
}

export interface StackMaking<T> {
  readonly combatId: string;
  /** The pair, if this client has it and it can be used. */
  find(): T | null;
  /** Whether either stack exists at all (usable or not): an existing one is not under way. */
  exists(): boolean;
  /** Makes the pair (replacing what is there): run by the one tab whose claim the server granted. */
  make(): Promise<void>;
}

/** The pair, made by exactly one GM tab: this one if its claim is granted, else the one whose claim was. */
export async function makeStacksOnce<T>(making: StackMaking<T>): Promise<T | null> {
  const found = making.find();
  if (found) return found;
  const { latest } = latestClaim(making.combatId);
  // A recent claim is another tab's making under way unless its pair is here already (a claim to
  // replace a stack is under way while that stack is still here): wait for it, not make a second.
  const replacing = (latest?.data as { replacing?: boolean } | null)?.replacing === true;
  if (latest && (replacing || !making.exists()) && Date.now() - latest.at < UNDER_WAY_MS) {
    const arrived = await waitFor(() => making.find(), WAIT_MS);
    if (arrived) return arrived;
  }
  const claim: GmRecord = { key: claimKey(making.combatId, latestClaim(making.combatId).next), status: "done", writes: [], data: { replacing: making.exists() }, refs: [making.combatId], at: Date.now(), tab: THIS_TAB };
  if (await claimRecord(claim)) {
    await making.make();
    return making.find();
  }
  return waitFor(() => making.find(), WAIT_MS);
}
