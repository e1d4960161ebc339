/**
 * The active GM's checks on a Will-to-Live message before applying it (design.md "Trust
 * model"): a chat message is written by whoever clicked, so the GM trusts nothing in it but
 * the drawn cards, and applies each (combat, round, combatant) at most once. Pure.
 */
import { type Card, validateCard } from "../../../core/cards";
import { type AutomationLedger, promptKey } from "../../combat/automation-ledger";

export const WILL_TO_LIVE_PROMPT = "trauma.willToLive";

/** What the drawing client writes in `flags.fray.trauma.willToLive`. */
export interface WillToLiveFlag {
  readonly combatId: string;
  readonly round: number;
  readonly combatantId: string;
  readonly actorUuid: string;
  readonly cards: readonly Card[];
}

export type WillToLiveRefusal = "unknownCombat" | "unknownCombatant" | "actorMismatch" | "notOwner" | "wrongRound" | "alreadyResolved" | "notPrompted";

/** Checks the flag as read from a message (trauma/flags.ts); null when absent or malformed. */
export function readWillToLive(flag: unknown): WillToLiveFlag | null {
  const raw = record(flag);
  if (!raw) return null;
  const { combatId, round, combatantId, actorUuid, cards } = raw;
  if (typeof combatId !== "string" || typeof combatantId !== "string" || typeof actorUuid !== "string") return null;
  if (typeof round !== "number" || !Number.isInteger(round) || round < 1 || !Array.isArray(cards)) return null;
  try {
    return { combatId, round, combatantId, actorUuid, cards: cards.map((c, i) => validateCard(c, `cards[${i}]`)) };
  } catch {
    return null;
  }
}

export function willToLiveKey(flag: Pick<WillToLiveFlag, "round" | "combatantId">): string {
  return promptKey({ type: WILL_TO_LIVE_PROMPT, combatantId: flag.combatantId }, flag.round);
}

/** What the GM found out about the message in Foundry, for the pure decision. */
export interface WillToLiveFacts {
  readonly flag: WillToLiveFlag;
  readonly combatRound: number | null;
  /** The combatant's actor uuid, null when there is no such combatant or it has no actor. */
  readonly actorUuid: string | null;
  /** The message author is a GM, or owns the actor. */
  readonly authorMayAct: boolean;
  readonly ledger: AutomationLedger;
}

/** Null when the draw may be applied, else why not. */
export function checkWillToLive(facts: WillToLiveFacts): WillToLiveRefusal | null {
  const { flag, ledger } = facts;
  if (facts.combatRound === null) return "unknownCombat";
  if (facts.actorUuid === null) return "unknownCombatant";
  if (facts.actorUuid !== flag.actorUuid) return "actorMismatch";
  if (!facts.authorMayAct) return "notOwner";
  if (facts.combatRound !== flag.round) return "wrongRound";
  const key = willToLiveKey(flag);
  if (ledger.resolved.includes(key)) return "alreadyResolved";
  if (!ledger.pending.includes(key)) return "notPrompted";
  return null;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** What the prompt card carries in `flags.fray.trauma.willToLivePrompt`: references only. */
export interface WillToLivePromptFlag {
  readonly combatId: string;
  readonly round: number;
  readonly combatantId: string;
}

export function readWillToLivePrompt(flag: unknown): WillToLivePromptFlag | null {
  const raw = record(flag);
  if (!raw) return null;
  const { combatId, round, combatantId } = raw;
  if (typeof combatId !== "string" || typeof combatantId !== "string" || typeof round !== "number") return null;
  return { combatId, round, combatantId };
}
