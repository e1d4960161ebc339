/**
 * The combat automation ledger: what the active GM has already applied to one combat, kept in
 * the combat's own flags (`flags.fray.automation`) so that a rewind, a reconnect or a second
 * GM finds it and never applies a phase twice (design.md "Trust model"). Pure: no Foundry.
 */
import type { CombatPrompt } from "../../core/ruleset";

/** Foundry's phases, in the order it runs them: end turn → end round → (upkeep) → start round → start turn. */
export type CombatPhase = "startCombat" | "endTurn" | "endRound" | "upkeep" | "startRound" | "startTurn";

export type PhaseRequest =
  | { readonly phase: "startCombat" }
  | { readonly phase: "endRound" | "upkeep" | "startRound"; readonly round: number }
  | { readonly phase: "startTurn" | "endTurn"; readonly round: number; readonly turn: number; readonly combatantId: string };

export interface AutomationLedger {
  /** Phase keys already applied. */
  readonly done: readonly string[];
  /** Prompt keys posted and still waiting for their person (e.g. a Will-to-Live draw). */
  readonly pending: readonly string[];
  /** Prompt keys answered and applied. */
  readonly resolved: readonly string[];
  /** The ruleset's combat-level state; undefined until the first phase writes it. */
  readonly encounter?: unknown;
}

export const EMPTY_LEDGER: AutomationLedger = { done: [], pending: [], resolved: [] };

/**
 * The idempotency key of a phase. Turn phases name the combatant too: when the order changes
 * under a turn index, Foundry ends one combatant's turn and starts another's at the same index.
 */
export function phaseKey(request: PhaseRequest): string {
  switch (request.phase) {
    case "startCombat":
      return "start";
    case "startTurn":
    case "endTurn":
      return `r${request.round}:t${request.turn}:${request.combatantId}:${request.phase}`;
    default:
      return `r${request.round}:${request.phase}`;
  }
}

/** The key of one prompt: one answer per (prompt type, round, combatant). */
export function promptKey(prompt: CombatPrompt, round: number): string {
  return `${prompt.type}:r${round}:${prompt.combatantId}`;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

/** Reads the ledger from a document's whole `flags`; anything malformed reads as empty. */
export function readLedger(flags: unknown): AutomationLedger {
  const fray = isRecord(flags) ? flags["fray"] : undefined;
  const raw = isRecord(fray) ? fray["automation"] : undefined;
  if (!isRecord(raw)) return EMPTY_LEDGER;
  const ledger = { done: strings(raw["done"]), pending: strings(raw["pending"]), resolved: strings(raw["resolved"]) };
  return raw["encounter"] === undefined || raw["encounter"] === null ? ledger : { ...ledger, encounter: raw["encounter"] };
}

/** The ledger after a phase: its key recorded, the encounter state and new prompts stored. */
export function afterPhase(ledger: AutomationLedger, key: string, encounter: unknown, promptKeys: readonly string[]): AutomationLedger {
  const pending = [...ledger.pending, ...promptKeys.filter((k) => !ledger.pending.includes(k) && !ledger.resolved.includes(k))];
  return { done: [...ledger.done, key], pending, resolved: [...ledger.resolved], encounter };
}

/** The ledger after a prompt was answered: no longer pending, recorded as resolved. */
export function afterPrompt(ledger: AutomationLedger, key: string): AutomationLedger {
  return { ...ledger, pending: ledger.pending.filter((k) => k !== key), resolved: [...ledger.resolved, key] };
}

/** Prompts of a round still waiting: the tracker holds the round until they are answered (docs/rules/trauma.md §7). */
export function pendingInRound(ledger: AutomationLedger, round: number): string[] {
  return ledger.pending.filter((k) => k.includes(`:r${round}:`));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
