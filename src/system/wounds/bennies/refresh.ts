/**
 * Refresh for all (docs/rules/wounds.md §7 "Bennies"): at the start of a session the GM puts
 * every Wild Card back to its starting Bennies — 3 for a player character, 2 for a Wild Card NPC
 * (§3.1) — and the GM's pool to one per player. One GM card says who has how many; the change is
 * one recorded step (every actor in one batched write, with the pool), and its Undo puts back
 * what each had.
 */
import { RulesInputError } from "../../../core/errors";
import type { WoundsActor } from "../../../core/wounds";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { applyLine, undoLine } from "../../gm/records/exactly-once";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { isFrayActor } from "../../data/actor/actor-system";
import { woundsStateOf } from "../actor-state";
import { woundsMessageFlag } from "../flags";
import { gmPoolOf, gmPoolWrite } from "./gm-pool";
import { poolValue } from "./payer";
import { type RefreshLine, type WoundsRefresh, refreshPlan } from "./refresh-plan";

export { refreshPlan, startingBennies } from "./refresh-plan";
export type { RefreshLine, WoundsRefresh } from "./refresh-plan";

/** The world's actors the rules can read (an unreadable one is passed over; its sheet says why). */
function readableActors(): { uuid: string; name: string; type: string; state: WoundsActor }[] {
  return [...game.actors].flatMap((actor) => {
    if (!isFrayActor(actor)) return [];
    try {
      return [{ uuid: actor.uuid, name: actor.name, type: actor.type, state: woundsStateOf(actor) }];
    } catch {
      return [];
    }
  });
}

/** Players: the non-GM users who are here, or every non-GM user when none is. */
function playerCount(): number {
  const players = game.users.filter((u) => !u.isGM);
  const active = players.filter((u) => u.active);
  return (active.length > 0 ? active : players).length;
}

const lineOf = (messageId: string): string => `wounds.refresh:${messageId}`;
const refreshFlag = (refresh: WoundsRefresh) => ({ flags: { fray: { wounds: { refresh } } } });

function benniesWrites(refresh: WoundsRefresh, pick: (line: RefreshLine) => number): RecordedWrite[] {
  return refresh.lines.map((line) => ({ type: "update" as const, uuid: line.uuid, data: { system: { wounds: { bennies: pick(line) } } } }));
}

/** The GM's control: posts the refresh card and applies it once. */
export async function refreshAllBennies(): Promise<GmActionResult> {
  if (!game.user.isActiveGM) return refuse("FRAY.Common.Chat.Error.NotActiveGm");
  const refresh = refreshPlan(readableActors(), playerCount(), gmPoolOf());
  const message = await ChatMessage.implementation.create({ content: "", speaker: ChatMessage.implementation.getSpeaker(), flags: { fray: { wounds: { refresh } } } } as ChatMessage.CreateData);
  const messageId = message?.id;
  if (!message || !messageId) return refuse("FRAY.Common.Chat.Error.NoCard");
  return exclusively(lineOf(messageId), async () => {
    await applyLine(lineOf(messageId), [messageId], async () => ({ writes: [...benniesWrites(refresh, (l) => l.after), await gmPoolWrite(refresh.pool.after)], data: refresh }));
    return { ok: true, message: "FRAY.Wounds.Benny.Refreshed" };
  });
}

/** A refresh card read back (its author, a GM, wrote it; the record is what counts). */
export function refreshOf(value: unknown): WoundsRefresh | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Partial<WoundsRefresh>;
  if (!Array.isArray(v.lines) || typeof v.pool !== "object" || v.pool === null) return null;
  const lines = v.lines.filter((l): l is RefreshLine => typeof l === "object" && l !== null && typeof l.uuid === "string" && typeof l.name === "string" && Number.isInteger(l.before) && Number.isInteger(l.after));
  return { lines, pool: { before: poolValue(v.pool.before), after: poolValue(v.pool.after) }, undone: v.undone === true };
}

export const refreshCardOf = (message: ChatMessage.Implementation): WoundsRefresh | null => refreshOf(woundsMessageFlag(message, "refresh"));

/** Undo (GMs only): every actor and the pool as the refresh found them. */
export function undoRefresh(messageId: string): Promise<GmActionResult> {
  if (!game.user.isGM) return Promise.resolve(refuse("FRAY.Common.Chat.Error.NotYourUndo"));
  return exclusively(lineOf(messageId), async () => {
    const message = game.messages.get(messageId);
    if (!message) return refuse("FRAY.Common.Chat.Error.NoCard");
    await undoLine(lineOf(messageId), [messageId], async (applied) => {
      const refresh = refreshOf(applied.data);
      if (refresh === null) throw new RulesInputError("ledger.notApplied", "record", "FRAY.Common.Chat.Error.NothingToUndo");
      return [...benniesWrites(refresh, (l) => l.before), await gmPoolWrite(refresh.pool.before), { type: "update", uuid: message.uuid, data: refreshFlag({ ...refresh, undone: true }) }];
    });
    return { ok: true, message: "FRAY.Common.Chat.Undone" };
  });
}
