/**
 * The contract every ruleset fulfils (design.md "Layers" and "combat"). A ruleset is pure
 * data and functions: the state an actor and an item carry under `system.<id>`, how to build
 * and check that state, and a combat policy. The Foundry adapter and the CLI's encounter
 * engine both drive rulesets only through this contract.
 */
import type { Scenario, ScenarioRules } from "./encounter";
import type { Patch } from "./patch";
import type { Rng } from "./random";
import type { RulesetId } from "./ruleset-id";
import type { ActorLike } from "./document-source";

export type { RulesetId } from "./ruleset-id";

/** The document kinds Fray defines (system.json documentTypes). */
export type ActorKind = "character" | "npc";
export type ItemKind = "weapon" | "armor" | "behavior";

/** How a ruleset makes and checks one slice of state (`system.<ruleset>` of a document). */
export interface StateSpec<S, Ctx> {
  /** What a freshly created document gets. */
  defaults(context: Ctx): S;
  /**
   * Checks a whole value and returns it typed, or throws `RulesInputError` with the path of
   * the first bad field (prefixed by `path`, e.g. "actors[0].system.trauma.maxVim").
   */
  validate(value: unknown, path: string): S;
}

/** A combatant as a policy sees it: references and the ruleset's slice of its actor. */
export interface CombatantView<A> {
  readonly id: string;
  readonly actorId: string;
  readonly name: string;
  /** Owned by a player (trauma's Leads, banks' tie-break, slots' Active Phase Cycle). */
  readonly isPlayer: boolean;
  readonly defeated: boolean;
  readonly initiative: number | null;
  readonly state: A;
}

/** The encounter as a policy sees it. `E` is the ruleset's combat-level state (team banks, the slot cycle). */
export interface CombatView<A, E> {
  readonly round: number;
  /** Index into the current turn order, or null between rounds. */
  readonly turn: number | null;
  readonly combatants: readonly CombatantView<A>[];
  readonly encounter: E;
}

/** Something that happened, for the chat log / CLI log; the view layer words it. */
export interface CombatEvent {
  readonly type: string;
  readonly combatantId?: string;
  readonly detail: Readonly<Record<string, string | number | boolean | null>>;
}

/** A decision a person must make before the combat can go on (e.g. trauma's Will-to-Live draw). */
export interface CombatPrompt {
  readonly type: string;
  readonly combatantId: string;
}

/** What a combat phase changes: per-combatant actor patches, the encounter state, and the log. */
export interface CombatStep<A, E> {
  readonly actorPatches: Readonly<Record<string, Patch<A>>>;
  readonly encounterPatch?: Patch<E>;
  /** Combatant initiative values to set (banks' live IP, slots' Awareness). */
  readonly initiative?: Readonly<Record<string, number>>;
  /** Combatants to mark defeated (or not). */
  readonly defeated?: Readonly<Record<string, boolean>>;
  readonly events: readonly CombatEvent[];
  readonly prompts: readonly CombatPrompt[];
}

/**
 * The combat tracker's rules for one ruleset. Phases run in Foundry's order:
 * end turn → end round → upkeep → start round → start turn. Each returns a step that the
 * adapter applies once (keyed by combat, round and turn) in batched updates.
 */
export interface CombatPolicy<A, E> {
  /** The combat-level state of a new encounter. */
  initialEncounter(): E;
  /**
   * `standard`: Foundry's rolled initiative and sorted order (with the formula given);
   * `dynamic`: the policy orders combatants itself through `turnOrder`, re-sorting live.
   */
  readonly initiative: { readonly mode: "standard"; readonly formula: string } | { readonly mode: "dynamic" };
  /** Whether a combatant takes its turn; the tracker passes over those who cannot (trauma: the unconscious). */
  canAct(combatant: CombatantView<A>): boolean;
  /** Combatant ids in acting order for the current state (dynamic policies); standard ones return the given order. */
  turnOrder(view: CombatView<A, E>, rng: Rng): readonly string[];
  startCombat(view: CombatView<A, E>, rng: Rng): CombatStep<A, E>;
  startRound(view: CombatView<A, E>, rng: Rng): CombatStep<A, E>;
  startTurn(view: CombatView<A, E>, combatantId: string, rng: Rng): CombatStep<A, E>;
  endTurn(view: CombatView<A, E>, combatantId: string, rng: Rng): CombatStep<A, E>;
  endRound(view: CombatView<A, E>, rng: Rng): CombatStep<A, E>;
  /** Ticks between rounds (slots' Upkeep, track's Dying timers); may be a no-op step. */
  upkeep(view: CombatView<A, E>, rng: Rng): CombatStep<A, E>;
}

export interface ActorContext {
  readonly kind: ActorKind;
}

export interface ItemContext {
  readonly kind: ItemKind;
}

/** A token bar: what is left, out of what there can be. */
export interface BarValue {
  readonly value: number;
  readonly max: number;
}

/**
 * The token bars a ruleset's actors show. `main` is the one Foundry's `health` attribute
 * carries (system.json `primaryTokenAttribute`); `set` is a token bar edit, as a patch.
 */
export interface BarsSpec<A> {
  readonly main: string;
  read(state: A): Readonly<Record<string, BarValue>>;
  /** The patch that leaves `bar` at `value` (clamped to the bar); `RulesInputError` for a bar the ruleset has not. */
  set(state: A, bar: string, value: number): Patch<A>;
}

/** The exact odds of one scenario step as plain JSON (`fray odds --json`; the view words it). */
export type OddsRecord = Readonly<Record<string, unknown>>;

/**
 * One ruleset. `A` is the actor slice (`system.<id>` on actors), `I` the item slice
 * (`system.<id>` on items of the kinds in `itemKinds`), `E` the encounter state.
 */
export interface Ruleset<A, I, E> {
  readonly id: RulesetId;
  /** Language key of the ruleset's name. */
  readonly label: string;
  readonly actor: StateSpec<A, ActorContext>;
  /**
   * An actor's state from its document source (its `system.<id>` slice over the defaults of its
   * kind, with the items that count): how Foundry, the sheets' views, the CLI and the preview
   * all read an actor. Throws `RulesInputError` with a path under `path`.
   */
  fromSource(doc: ActorLike, path: string): A;
  readonly bars: BarsSpec<A>;
  /** The condition ids the state shows on its token, in a stable order. */
  statuses(state: A): readonly string[];
  /** Item kinds this ruleset gives a profile to, and how to make and check it. */
  readonly items: Partial<Record<ItemKind, StateSpec<I, ItemContext>>>;
  readonly combat: CombatPolicy<A, E>;
  /** How `fray run` and the preview play a scripted encounter: the same procedures Foundry runs. */
  readonly scenario: ScenarioRules<unknown, unknown, unknown>;
  /** `fray odds`: the exact odds of the step at `stepIndex`, after the steps before it; `RulesInputError` for a step without odds. */
  odds(scenario: Scenario, stepIndex: number): OddsRecord;
}

/** A ruleset whose slices are not known statically (the registry holds several). */
export type AnyRuleset = Ruleset<unknown, unknown, unknown>;

/** An empty step: nothing changes, nothing to say. */
export function noChange<A, E>(): CombatStep<A, E> {
  return { actorPatches: {}, events: [], prompts: [] };
}
