/**
 * The Foundry adapter's contract for one ruleset (design.md "Layers, and one folder per ruleset
 * in each"). Each ruleset's folder under src/system exports one object of this shape; the
 * registry (rulesets.ts) lists them, and the shared machinery (data models, sheets, queries,
 * chat cards, the combat tracker, token bars, the macro API) only ever asks these objects.
 *
 * Two moments: `registerAlways` runs in every world (its data, sheets, queries, roll classes and
 * settings must exist wherever an actor that carries them is opened), `activate` only in the
 * world whose ruleset this is (hooks, statuses, tracker decorations).
 */
import type { GmRecord } from "./gm/records/gm-record";
import type { ActorKind, AnyRuleset, ItemKind } from "../core/ruleset";
import type { RulesetId } from "../core/ruleset-id";
import type { GmActionResult } from "./gm/gm-lock";
import type { GmQueryData } from "./gm/gm-request";
import type { CombatPhase, PhaseRequest } from "./combat/automation-ledger";
import type { PhaseOutcome } from "./combat/phase-runner";
import type { CombatRuleset } from "./combat/ruleset-context";

/** A token bar as Foundry draws it. */
export interface BarValue {
  readonly value: number;
  readonly max: number;
}

/** A GM query's handler: it gets the request already checked for shape (system/gm/queries.ts). */
export type QueryHandler = (data: GmQueryData) => Promise<GmActionResult>;

/**
 * A combat phase a ruleset runs itself (under the combat's lock, on the active GM) instead of
 * having the phase runner apply its policy's step: slots writes Hesitation and Upkeep as one
 * undoable event. It must key its work in the combat's ledger as the runner does.
 */
export type OwnPhase = (combat: Combat.Implementation, request: PhaseRequest, ruleset: CombatRuleset) => Promise<PhaseOutcome>;
export type OwnPhases = Partial<Record<CombatPhase, OwnPhase>>;

/** A combat prompt's poster (a chat card asking someone to decide before the combat goes on). */
export type PromptPoster = (combat: Combat.Implementation, combatant: Combatant.Implementation, round: number) => Promise<void>;

export interface RulesetSchema {
  /** `system.<id>` of an actor of this kind. */
  actor(kind: ActorKind): foundry.data.fields.DataField.Any;
  /** `system.<id>` of an item of a kind this ruleset gives a profile to. */
  readonly items: Partial<Record<ItemKind, () => foundry.data.fields.DataField.Any>>;
  /**
   * Brings an old `system` source up to date in place (Foundry's migrateData): called for every
   * actor and item source before it is validated, so it must be cheap and safe to repeat.
   */
  migrate?(documentName: "Actor" | "Item", kind: string, system: Record<string, unknown>): void;
}

export interface RulesetTokenBars {
  /** Attribute paths under `system` a token may track (CONFIG.Actor.trackableAttributes). */
  readonly trackable: { readonly bar: readonly string[]; readonly value: readonly string[] };
  /** The main resource shown as `health` (system.json `primaryTokenAttribute`) in this ruleset's world. */
  health(system: Readonly<Record<string, unknown>>): BarValue;
  /** Further bars derived under `system.bars` (banks: Stun and Physical); none for most rulesets. */
  derived?(system: Readonly<Record<string, unknown>>): Readonly<Record<string, BarValue>>;
  /**
   * The actor update that sets a bar the ruleset's way (trauma: Life Support with the difference
   * moved to or from Clot), as `{ system: { <ruleset>: patch } }`; null for an attribute it does
   * not own. FrayActor passes it through Foundry's modifyTokenAttribute hook before writing it.
   */
  barUpdate(actor: Actor.Implementation, attribute: string, value: number, isDelta: boolean, isActive: boolean): { system: Record<string, object> } | null;
}

export interface RulesetChat {
  /** Renders the message's card into its content if it is one of this ruleset's; false otherwise. */
  render(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean>;
  /** Runs a card button (`data-action`) if it is one of this ruleset's; false otherwise. */
  onAction(message: ChatMessage.Implementation, action: string, targetIndex: number): Promise<boolean>;
}

/**
 * A ruleset's part of the world migration (system/migration/migrate-world.ts): for each document
 * class, a pure function from a document's `flags.fray` to the change of `flags.fray` that brings
 * it to the current layout (a `-=key` entry deletes a key), or null when it already is. It must
 * be safe to repeat: a migration interrupted halfway runs again over what it already moved.
 */
export interface RulesetMigrations {
  chatMessage?(fray: FrayChatMessageFlags): FrayChatMessageFlags | null;
  actor?(fray: FrayActorFlags): FrayActorFlags | null;
  cards?(fray: FrayCardsFlags): FrayCardsFlags | null;
  /** Layout 2: the GM records an actor's old flag ledger becomes (its `actor` step then deletes the ledger). */
  actorRecords?(fray: FrayActorFlags): GmRecord[];
}

export interface RulesetAdapter {
  readonly id: RulesetId;
  /** The pure ruleset (core/rulesets.ts): state, combat policy, scenarios. */
  readonly core: AnyRuleset;
  /** Whether a world may pick it yet (the setting offers only playable rulesets). */
  readonly playable: boolean;
  readonly schema: RulesetSchema;
  /** `CONFIG.queries` handlers, named `fray.<ruleset><Thing>`; every handler is guarded by system/gm. */
  readonly queries: Readonly<Record<string, QueryHandler>>;
  readonly tokenBars: RulesetTokenBars;
  readonly chat: RulesetChat;
  readonly combat: {
    /** The ruleset's slice of an actor, as its combat policy reads it; throws for an actor it cannot read. */
    readState(actor: Actor.Implementation): unknown;
    /** Posters for the prompts its policy raises, by prompt type. */
    readonly prompts: Readonly<Record<string, PromptPoster>>;
    /**
     * What the tracker's initiative buttons do for a policy without a dice formula (a dynamic
     * order); a standard policy's formula is rolled by Foundry itself.
     */
    rollInitiative?(combat: Combat.Implementation, combatantIds: readonly string[]): Promise<void>;
    /** Phases it runs itself (OwnPhase); the others are its policy's steps applied by the phase runner. */
    readonly ownPhases?: OwnPhases;
  };
  /** Sheets (the defaults only in its own world), roll classes and settings: in every world. */
  registerAlways(isActive: boolean): void;
  /** Hooks, status effects, the tracker's decorations, the initiative: only in its own world. */
  activate(): void;
  /** After the active GM completed steps an earlier GM left unfinished (gm/records): derived state to refresh. */
  afterRecovery?(): Promise<void>;
  /** What the world migration asks of it, when an older Fray left its flags elsewhere. */
  readonly migrations?: RulesetMigrations;
  /** Opens the attack of a weapon the user owns (the sheet's click, the hotbar macro). */
  attack(actor: Actor.Implementation, item: Item.Implementation): Promise<void>;
}
