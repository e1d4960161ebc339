/**
 * Who pays a Benny (docs/rules/wounds.md §7 "Bennies"): the actor's own first; an actor no player
 * owns (a GM's NPC) may draw on the GM's pool when its own are gone; nobody else may. Pure, so
 * the Soak, the sheet and the GM's handlers decide it the same way.
 */
export type BennyPayer = "actor" | "pool";

export const MAX_POOL = 99;

export interface PayerInput {
  /** The actor's own Bennies. */
  readonly bennies: number;
  /** Some non-GM user owns the actor (a player character): the GM's pool is not theirs. */
  readonly playerOwned: boolean;
  /** The GM's pool now. */
  readonly pool: number;
}

/** Who pays `count` Bennies, or null when nobody can. */
export function bennyPayer(input: PayerInput, count = 1): BennyPayer | null {
  if (input.bennies >= count) return "actor";
  if (!input.playerOwned && input.pool >= count) return "pool";
  return null;
}

/** The GM's pool at a refresh: one Benny per player (docs/rules/wounds.md §7, SOURCE handout). */
export const poolForPlayers = (players: number): number => Math.max(0, Math.min(MAX_POOL, Math.trunc(players)));

/** A stored pool read back: a whole number from 0 to MAX_POOL, else 0 (never trusted). */
export function poolValue(raw: unknown): number {
  return typeof raw === "number" && Number.isInteger(raw) && raw >= 0 ? Math.min(raw, MAX_POOL) : 0;
}
