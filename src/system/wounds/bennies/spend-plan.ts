/**
 * The writes that spend one Benny for an actor, on the active GM (docs/rules/wounds.md §5.10,
 * §7): its own Benny first, else — for an actor no player owns — one from the GM's pool; and the
 * writes that give it back. Other flows put these writes into their own recorded step (a Benny
 * that redraws an Action Card spends with the redraw, never without it).
 */
import { RulesInputError } from "../../../core/errors";
import type { WoundsActorPatch } from "../../../core/wounds";
import { spendBennies } from "../../../core/wounds";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { woundsStateOf } from "../actor-state";
import { gmPoolOf, gmPoolWrite, playerOwned } from "./gm-pool";
import { type BennyPayer, bennyPayer } from "./payer";

export interface BennySpendPlan {
  readonly payer: BennyPayer;
  /** The actor's Bennies (and `extra`) or the pool, as absolute values. */
  readonly writes: RecordedWrite[];
}

/**
 * Spends one Benny for `actor` (null: the GM spends from the pool for nobody in particular);
 * `extra` is what the Benny buys on the same actor (Shaken removed), written with it.
 * Throws `benny.none` when nobody can pay.
 */
export async function bennySpendPlan(actor: Actor.Implementation | null, extra: WoundsActorPatch = {}): Promise<BennySpendPlan> {
  const pool = gmPoolOf();
  const state = actor ? woundsStateOf(actor) : null;
  if (state?.dead) throw new RulesInputError("actor.dead", "state.dead", "FRAY.Wounds.Benny.Error.Dead");
  const payer = bennyPayer({ bennies: state?.bennies ?? 0, playerOwned: actor ? playerOwned(actor) : false, pool });
  if (payer === null) throw new RulesInputError("benny.none", "bennies", "FRAY.Wounds.Benny.Error.None");
  const patch: WoundsActorPatch = payer === "actor" && state ? { ...spendBennies(state), ...extra } : { ...extra };
  const writes: RecordedWrite[] = [];
  if (actor && Object.keys(patch).length > 0) writes.push({ type: "update", uuid: actor.uuid, data: { system: { wounds: patch } } });
  if (payer === "pool") writes.push(await gmPoolWrite(pool - 1));
  return { payer, writes };
}

/**
 * Gives back a Benny spent by `payer`, counted from now (a Benny spent since is not taken back),
 * and puts `before` (what `extra` changed) back on the actor.
 */
export async function bennyReturnWrites(actor: Actor.Implementation | null, payer: BennyPayer, before: Readonly<Record<string, unknown>> = {}): Promise<RecordedWrite[]> {
  const writes: RecordedWrite[] = [];
  const back: Record<string, unknown> = { ...before };
  if (payer === "actor" && actor) back["bennies"] = woundsStateOf(actor).bennies + 1;
  if (actor && Object.keys(back).length > 0) writes.push({ type: "update", uuid: actor.uuid, data: { system: { wounds: back } } });
  if (payer === "pool") writes.push(await gmPoolWrite(gmPoolOf() + 1));
  return writes;
}
