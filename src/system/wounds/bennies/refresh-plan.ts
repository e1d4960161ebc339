/**
 * What a refresh for all does (docs/rules/wounds.md §3.1, §7 "Bennies"), as pure functions: each
 * Wild Card back to its starting Bennies, the GM's pool to one per player.
 */
import type { WoundsActor } from "../../../core/wounds";
import { poolForPlayers } from "./payer";

export interface RefreshLine {
  readonly uuid: string;
  readonly name: string;
  readonly before: number;
  readonly after: number;
}

export interface WoundsRefresh {
  readonly lines: readonly RefreshLine[];
  readonly pool: { readonly before: number; readonly after: number };
  readonly undone: boolean;
}

/** A Wild Card's Bennies at the start of a session (§3.1); null for an Extra (it has none to refresh). */
export function startingBennies(type: string, state: Pick<WoundsActor, "isWildCard" | "dead">): number | null {
  if (!state.isWildCard || state.dead) return null;
  return type === "character" ? 3 : 2;
}

/** What a refresh does to these actors and the pool. Pure. */
export function refreshPlan(actors: readonly { uuid: string; name: string; type: string; state: WoundsActor }[], players: number, pool: number): WoundsRefresh {
  const lines = actors.flatMap((a) => {
    const after = startingBennies(a.type, a.state);
    return after === null ? [] : [{ uuid: a.uuid, name: a.name, before: a.state.bennies, after }];
  });
  return { lines, pool: { before: pool, after: poolForPlayers(players) }, undone: false };
}
