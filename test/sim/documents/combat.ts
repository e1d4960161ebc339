/**
 * Combat: permissions as the common document declares them, and what the client Combat does
 * when an update, or a change of its combatants, reaches a client: the turns set up again, the
 * turn events run on the designated active GM only, and combatTurnChange on every client. The
 * turn order and the navigation are in combat-turns.ts, the Combatant in combat-combatant.ts.
 */
import type { DocumentMeta, SimDocument } from "../document";
import { currentWorld } from "../current";
import type { SimHooks } from "../hooks";
import { type Data, deepClone } from "../object-utils";
import type { SimUser } from "../users";
import type { SimTab } from "../world";
import type { BaseCombatant } from "./combat-combatant";
import { type CombatHistoryData, SimCombatTurns } from "./combat-turns";
import { advanceWorldTimeFromCombat } from "./combat-time";

/** @sim the Hooks of the client the code runs on */
const hooks = (): SimHooks => currentWorld().currentTab().hooks;

export { BaseCombatant } from "./combat-combatant";

/**
 * @foundry common/documents/combat.mjs:26-40 (metadata: combatants embedded; update #canUpdate)
 * @foundry common/documents/combat.mjs:74-82 (#canUpdate: players may change only round, turn and combatants)
 * @foundry common/documents/combat.mjs:116-123 (#canModifyCombatants: each combatant change needs that combatant's update permission)
 */
export const combatMeta: DocumentMeta = {
  name: "Combat",
  collection: "combats",
  embedded: { Combatant: "combatants" },
  permissions: {
    update: (user: SimUser, doc: SimDocument, data: Data) => {
      if (user.isGM) return true;
      if (Object.keys(data).some((k) => !["_id", "round", "turn", "combatants"].includes(k))) return false;
      const changes = (data["combatants"] as Data[] | undefined) ?? [];
      return changes.every(({ _id, ...change }) => {
        const combatant = doc.getEmbeddedCollection("Combatant").get(String(_id));
        return !!combatant && combatant.canUserModify(user, "update", change);
      });
    },
  },
  hasOwnership: false,
};

interface TurnContext {
  round: number;
  turn: number;
  skipped: boolean;
}

/** The Combat base class Fray's FrayCombat extends: Foundry's client Combat. */
export class BaseCombat extends SimCombatTurns {
  static override meta = combatMeta;

  /** The server advances world time after a combat update that asks for it. @foundry dist/database/documents/combat.mjs:1 (minified; _onUpdateOperation: Setting.advanceTime) */
  static override async _serverUpdated(tab: SimTab, _changes: Data[], options: Data, user: SimUser): Promise<void> {
    await advanceWorldTimeFromCombat(tab, options, user);
  }

  /** @foundry client/documents/combat.mjs:612-620 (_onCreate: #onEnter of each combatant on the active GM; _manageTurnEvents) */
  override _onCreate(data: Data, options: Data, userId: string): void {
    super._onCreate(data, options, userId);
    if (currentWorld().currentTab().user.isActiveGM) for (const combatant of this.combatants.contents) void this._onEnter(combatant);
    this.#runTurnEvents();
  }

  /** @foundry client/documents/combat.mjs:625-655 (_onUpdate: setupTurns when combatants changed, else the current state; turn events unless turnEvents is false) */
  override _onUpdate(changed: Data, options: Data, userId: string): void {
    super._onUpdate(changed, options, userId);
    const priorState = deepClone(this.current);
    if (!this.previous) this.previous = priorState;
    if ("combatants" in changed) this.setupTurns();
    else this.current = this._getCurrentState();
    const stateChanged = this.#recordPreviousState(priorState);
    if (stateChanged && options["turnEvents"] !== false) this.#runTurnEvents();
  }

  /** @foundry client/documents/combat.mjs:660-668 (_onDelete: #onExit of each combatant on the active GM) */
  override _onDelete(options: Data, userId: string): void {
    super._onDelete(options, userId);
    if (currentWorld().currentTab().user.isActiveGM) for (const combatant of this.combatants.contents) void this._onExit(combatant);
  }

  /** @foundry client/documents/combat.mjs:675-683 (_onCreateDescendantDocuments: #onEnter on the active GM, then #onModifyCombatants) */
  _onCreateDescendantDocuments(parent: SimDocument, collection: string, documents: SimDocument[], _data: unknown, options: Data, _userId: string): void {
    if (collection !== "combatants") return;
    if (currentWorld().currentTab().user.isActiveGM) for (const combatant of documents) void this._onEnter(combatant as BaseCombatant);
    this.#onModifyCombatants(parent, options);
  }

  /** @foundry client/documents/combat.mjs:688-692 (_onUpdateDescendantDocuments: #onModifyCombatants) */
  _onUpdateDescendantDocuments(parent: SimDocument, collection: string, _documents: SimDocument[], _changes: unknown, options: Data, _userId: string): void {
    if (collection !== "combatants") return;
    this.#onModifyCombatants(parent, options);
  }

  /** @foundry client/documents/combat.mjs:697-704 (_onDeleteDescendantDocuments: #onExit on the active GM, then #onModifyCombatants) */
  _onDeleteDescendantDocuments(parent: SimDocument, collection: string, documents: SimDocument[], _ids: unknown, options: Data, _userId: string): void {
    if (collection !== "combatants") return;
    if (currentWorld().currentTab().user.isActiveGM) for (const combatant of documents) void this._onExit(combatant as BaseCombatant);
    this.#onModifyCombatants(parent, options);
  }

  /** @foundry client/documents/combat.mjs:714-728 (#onModifyCombatants: combatTurn written locally, setupTurns, turn events if the turn changed) */
  #onModifyCombatants(_parent: SimDocument, options: Data): void {
    const { combatTurn, turnEvents } = options as { combatTurn?: unknown; turnEvents?: unknown };
    const priorState = deepClone(this.current);
    if (typeof combatTurn === "number") this.updateSource({ turn: combatTurn });
    this.setupTurns();
    const turnChange = this.#recordPreviousState(priorState);
    if (turnChange && turnEvents !== false) this.#runTurnEvents();
  }

  /** @foundry client/documents/combat.mjs:824-830 (#recordPreviousState: previous = the prior state; whether round, turn or combatant changed) */
  #recordPreviousState(priorState: CombatHistoryData): boolean {
    const { round, turn, combatantId } = this.current;
    const turnChange = combatantId !== priorState.combatantId || round !== priorState.round || turn !== priorState.turn;
    Object.assign(this.previous ?? (this.previous = { ...priorState }), priorState);
    return turnChange;
  }

  /** @sim _manageTurnEvents is not awaited by Foundry; the simulation tracks it so settle() waits for it */
  #runTurnEvents(): void {
    const world = currentWorld();
    void world.inTab(world.currentTab(), () => this._manageTurnEvents());
  }

  /** @foundry client/documents/combat.mjs:862-873 (_manageTurnEvents: only once started; turn events on the active GM; combatTurnChange on every client) */
  async _manageTurnEvents(): Promise<void> {
    if (!this.started) return;
    const { current, previous } = this;
    if (currentWorld().currentTab().user.isActiveGM) await this.#triggerTurnEvents();
    hooks().callAll("combatTurnChange", this, previous, current);
  }

  /** @foundry client/documents/combat.mjs:881-941 (#triggerTurnEvents: end turn, end round, start round, start turn for every row passed, skipped unless it is the current one) */
  async #triggerTurnEvents(): Promise<void> {
    const { turns, current } = this;
    const previous = this.previous ?? current;
    const intervals: [number, number][] = [];
    let roundDelta = current.round - previous.round;
    if (roundDelta === 0) {
      if (current.round > 0 && (previous.turn ?? 0) < (current.turn ?? 0)) intervals.push([(previous.turn ?? 0) + 1, current.turn ?? 0]);
    } else if (roundDelta > 0) {
      if (previous.round > 0) intervals.push([(previous.turn ?? 0) + 1, turns.length - 1]);
      while (--roundDelta) intervals.push([0, turns.length - 1]);
      intervals.push([0, current.turn ?? 0]);
    }
    if (intervals.length > 0) {
      let prior: { combatant: BaseCombatant | null | undefined } & TurnContext = { combatant: previous.combatantId ? this.combatants.get(previous.combatantId) : null, round: previous.round, turn: previous.turn ?? 0, skipped: false };
      for (const [from, to] of intervals) {
        for (let turn = from; turn <= to; turn++) {
          const round = prior.round + (turn === 0 ? 1 : 0);
          const next = { combatant: turns[turn], round, turn, skipped: round !== current.round || turn !== current.turn };
          if (prior.combatant) await this._onEndTurn(prior.combatant, { round: prior.round, turn: prior.turn, skipped: prior.skipped });
          if (prior.round !== next.round) {
            await this._onEndRound({ round: prior.round, skipped: prior.round !== previous.round });
            await this._onStartRound({ round: next.round, skipped: next.round !== current.round });
          }
          if (next.combatant) await this._onStartTurn(next.combatant, { round: next.round, turn: next.turn, skipped: next.skipped });
          prior = next;
        }
      }
    } else {
      const changeCombatant = current.combatantId !== previous.combatantId && current.round === previous.round && current.turn === previous.turn;
      if (changeCombatant) {
        const prior = previous.combatantId ? this.combatants.get(previous.combatantId) : undefined;
        const next = this.combatant;
        const context = { round: current.round, turn: current.turn ?? 0, skipped: false };
        if (prior) await this._onEndTurn(prior, context);
        if (next) await this._onStartTurn(next, context);
      }
    }
  }

  /** @foundry client/documents/combat.mjs:754 (_onEnter: nothing by default) */
  async _onEnter(_combatant: BaseCombatant): Promise<void> {}
  /** @foundry client/documents/combat.mjs:781 (_onExit: nothing by default) */
  async _onExit(_combatant: BaseCombatant): Promise<void> {}
  /** @foundry client/documents/combat.mjs:973 (_onEndTurn: nothing by default) */
  async _onEndTurn(_combatant: BaseCombatant, _context: TurnContext): Promise<void> {}
  /** @foundry client/documents/combat.mjs:1003 (_onEndRound: nothing by default) */
  async _onEndRound(_context: { round: number; skipped: boolean }): Promise<void> {}
  /** @foundry client/documents/combat.mjs:1033 (_onStartRound: nothing by default) */
  async _onStartRound(_context: { round: number; skipped: boolean }): Promise<void> {}
  /** @foundry client/documents/combat.mjs:1066 (_onStartTurn: nothing by default) */
  async _onStartTurn(_combatant: BaseCombatant, _context: TurnContext): Promise<void> {}
}
