/**
 * The trauma ruleset's flags: their layout under `flags.fray.trauma`, the one way to read them
 * (falling back to 0.1.0's keys directly under `flags.fray`, for documents the world migration
 * has not reached yet) and to write them (the new place only), and the migration that moves
 * the old keys. Shared Card flags (rank, suit, colour) are not the ruleset's and stay put.
 */
import type { LedgerEntry } from "../../core/ledger";
import type { AttackCardState } from "../../core/trauma";
import { type FlagDeletion, type FlagMove, type FlagNamespace, legacyFlag as at, moveFlags, readFlag } from "../migration/flag-moves";
import type { ResistanceFlag } from "./attack-messages";
import type { WillToLiveOutcome } from "./combat/will-to-live-apply";
import type { WillToLiveFlag, WillToLivePromptFlag } from "./combat/will-to-live-check";
import type { LedgerRecord } from "./gm/gm-actions";
import { type GmRecord, lineKey } from "../gm/records/gm-record";
import { deleting } from "../compat";

/** `flags.fray.trauma` of a chat message. */
export interface TraumaMessageFlags {
  attack?: AttackCardState;
  resistance?: ResistanceFlag;
  applied?: Record<string, { finalTrauma: number; undone: boolean }>;
  /** The resistance message that counts for each target, recorded by the active GM. */
  resisted?: Record<string, string>;
  willToLive?: WillToLiveFlag;
  willToLivePrompt?: WillToLivePromptFlag;
  willToLiveOutcome?: WillToLiveOutcome;
}

/** `flags.fray.trauma` of an actor. */
export interface TraumaActorFlags {
  ledger?: Record<string, LedgerEntry<LedgerRecord>>;
}

/** `flags.fray.trauma` of a Cards stack (the decks trauma builds). */
export interface TraumaCardsFlags {
  role?: string;
  leads?: number;
  dealt?: Record<string, string>;
}

// 0.1.0 used the same key names, directly under flags.fray.
const MESSAGE: FlagNamespace<TraumaMessageFlags, FrayChatMessageFlags> = {
  legacy: {
    attack: at("attack", (f) => f.attack),
    resistance: at("resistance", (f) => f.resistance),
    applied: at("applied", (f) => f.applied),
    resisted: at("resisted", (f) => f.resisted),
    willToLive: at("willToLive", (f) => f.willToLive),
    willToLivePrompt: at("willToLivePrompt", (f) => f.willToLivePrompt),
    willToLiveOutcome: at("willToLiveOutcome", (f) => f.willToLiveOutcome),
  },
  entries: ["applied", "resisted"],
};

const ACTOR: FlagNamespace<TraumaActorFlags, FrayActorFlags> = {
  legacy: { ledger: at("ledger", (f) => f.ledger) },
  entries: ["ledger"],
};

const CARDS: FlagNamespace<TraumaCardsFlags, FrayCardsFlags> = {
  legacy: { role: at("role", (f) => f.role), leads: at("leads", (f) => f.leads), dealt: at("dealt", (f) => f.dealt) },
  entries: ["dealt"],
};

export function traumaMessageFlag<K extends keyof TraumaMessageFlags>(message: ChatMessage.Implementation, key: K): TraumaMessageFlags[K] | undefined {
  const fray = message.flags.fray;
  return readFlag(fray, fray?.trauma, MESSAGE, key);
}

export function traumaActorFlag<K extends keyof TraumaActorFlags>(actor: Actor.Implementation, key: K): TraumaActorFlags[K] | undefined {
  const fray = actor.flags.fray;
  return readFlag(fray, fray?.trauma, ACTOR, key);
}

export function traumaCardsFlag<K extends keyof TraumaCardsFlags>(stack: Cards.Implementation, key: K): TraumaCardsFlags[K] | undefined {
  const fray = stack.flags.fray;
  return readFlag(fray, fray?.trauma, CARDS, key);
}

/** The `flags` of a create or update that writes these values (nested: dotted paths do not type-check). */
export const traumaMessageFlags = (values: TraumaMessageFlags) => ({ fray: { trauma: values } });
export const traumaActorFlags = (values: TraumaActorFlags) => ({ fray: { trauma: values } });
export const traumaCardsFlags = (values: TraumaCardsFlags) => ({ fray: { trauma: values } });

/** The world migration's part for trauma (RulesetAdapter.migrations): 0.1.0's keys into `flags.fray.trauma`. */
export const traumaFlagMigrations = {
  chatMessage: (fray: FrayChatMessageFlags) => toUpdate(moveFlags(fray, fray.trauma, MESSAGE)),
  actor: (fray: FrayActorFlags) => withoutLedger(fray, toUpdate(moveFlags(fray, fray.trauma, ACTOR))),
  cards: (fray: FrayCardsFlags) => toUpdate(moveFlags(fray, fray.trauma, CARDS)),
  actorRecords: (fray: FrayActorFlags) => ledgerRecords(readFlag(fray, fray.trauma, ACTOR, "ledger")),
};

/** Layout 2: the actor's ledger goes (its entries are GM records now), wherever 0.1.0 or 0.2 left it. */
function withoutLedger(fray: FrayActorFlags, moved: ({ trauma: Partial<TraumaActorFlags> } & FlagDeletion) | null): FrayActorFlags | null {
  if (fray.ledger === undefined && fray.trauma?.ledger === undefined) return moved;
  const trauma: Partial<TraumaActorFlags> = { ...(moved?.trauma ?? {}) };
  delete trauma.ledger;
  return { ...(moved ?? {}), ...deleting("ledger"), trauma: { ...trauma, ...deleting("ledger") } } as FrayActorFlags;
}

/** An old ledger's entries (`<message>_<target>`) as the GM records trauma's Apply and Undo keep. */
function ledgerRecords(ledger: TraumaActorFlags["ledger"]): GmRecord[] {
  return Object.entries(ledger ?? {}).flatMap(([key, entry]) => {
    const parts = /^(.+)_(\d+)$/.exec(key);
    if (!parts) return [];
    const [, messageId = "", index = ""] = parts;
    const base = `trauma.apply:${messageId}:${index}`;
    const record = (op: "apply" | "undo", data: unknown): GmRecord => ({ key: lineKey(base, 0, op), status: "done", writes: [], data, refs: [messageId], at: entry.appliedAt, tab: "migration" });
    return [record("apply", entry.record), ...(entry.undone ? [record("undo", null)] : [])];
  });
}

function toUpdate<Flags>(move: FlagMove<Flags> | null): ({ trauma: Partial<Flags> } & FlagDeletion) | null {
  return move && { trauma: move.moved, ...move.deleted };
}
