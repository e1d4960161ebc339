/**
 * The client Combat's turn order and its navigation (Begin combat, Next/Previous turn and
 * round), as Foundry 13's client Combat computes them on the client that clicks. The events
 * that follow an update (turn events, combatTurnChange) are in combat.ts.
 */
import type { SimCollection} from "../document";
import { SimDocument } from "../document";
import { currentWorld } from "../current";
import type { SimHooks } from "../hooks";
import { type Data, deepClone, mergeUpdate } from "../object-utils";
import type { BaseCombatant as SimCombatant } from "./combat-combatant";

/** @sim the Hooks of the client the code runs on */
const hooks = (): SimHooks => currentWorld().currentTab().hooks;

/** @foundry client/documents/_types.mjs:1-400 (CombatHistoryData: round, turn, combatantId, tokenId) */
export interface CombatHistoryData {
  round: number;
  turn: number | null;
  combatantId: string | null;
  tokenId: string | null;
}

/** @foundry client/documents/collections/combat-encounters.mjs:24-29 (settings: the core combatTrackerConfig setting) */
export const COMBAT_SETTING_DEFAULTS = { resource: "", skipDefeated: false };

export class SimCombatTurns extends SimDocument {
  declare round: number;
  declare turn: number | null;
  declare combatants: SimCollection<SimCombatant>;

  /** @foundry client/documents/combat.mjs:37-53 (turns, current, previous: fields set after the data is prepared) */
  turns: SimCombatant[] = (Reflect.get(this, "turns") as SimCombatant[] | undefined) ?? [];
  current: CombatHistoryData = this._getCurrentState();
  previous: CombatHistoryData | undefined = undefined;

  /** @foundry client/documents/abstract/client-document.mjs:57-64 (_initialize: a client document prepares its data after its fields) */
  override _initialize(): void {
    super._initialize();
    if (!this.isServerCopy) this.prepareDerivedData();
  }

  /** @foundry client/documents/combat.mjs:146-148 (prepareDerivedData: setupTurns when there are combatants but no turns yet) */
  override prepareDerivedData(): void {
    if (this.combatants.size && !this.turns?.length) this.setupTurns();
  }

  /** @foundry common/abstract/data.mjs:440-475 (updateSource: changes the source and initializes the model again, locally) */
  updateSource(changes: Data): void {
    mergeUpdate(this._source, deepClone(changes));
    this._initialize();
  }

  /** @foundry common/abstract/data.mjs:349-352 (clone: a new instance of the same class from a copy of the source) */
  clone(data: Data = {}): this {
    const source = this.toObject();
    mergeUpdate(source, data);
    const cls = this.constructor as unknown as new (source: Data, options: { parent: SimDocument | null }) => this;
    return new cls(source, { parent: this.parent });
  }

  /** @foundry client/documents/combat.mjs:69-71 (combatant: turns[turn], or null when no turn) */
  get combatant(): SimCombatant | null {
    return this.turn !== null ? (this.turns[this.turn] ?? null) : null;
  }

  /** @foundry client/documents/combat.mjs:79-82 (nextCombatant: the next row, wrapping to the first) */
  get nextCombatant(): SimCombatant | undefined {
    if (this.turn === this.turns.length - 1) return this.turns[0];
    return this.turns[(this.turn ?? -1) + 1];
  }

  /** @foundry client/documents/combat.mjs:90-92 (settings: CombatEncounters.settings) */
  get settings(): typeof COMBAT_SETTING_DEFAULTS {
    const stored = currentWorld().settings.world.get("core.combatTrackerConfig") as Partial<typeof COMBAT_SETTING_DEFAULTS> | undefined;
    return { ...COMBAT_SETTING_DEFAULTS, ...stored };
  }

  /** @foundry client/documents/combat.mjs:100-102 (started: round > 0) */
  get started(): boolean {
    return this.round > 0;
  }

  /** @foundry client/documents/combat.mjs:186-198 (getTimeDelta: rounds times roundTime plus turns times turnTime) */
  getTimeDelta(fromRound: number, fromTurn: number | null, toRound: number, toTurn: number | null): number {
    const rounds = Math.max(toRound, 1) - Math.max(fromRound, 1);
    let turns = Math.max(rounds - 1, 0) * this.turns.length;
    if (fromRound < toRound) {
      turns += toTurn === null ? 0 : toTurn;
      if (fromRound > 0) turns += fromTurn === null ? 0 : this.turns.length - fromTurn;
    } else if (fromRound > toRound) {
      turns -= fromTurn === null ? 0 : fromTurn + 1;
      if (fromRound > 0) turns -= toTurn === null ? 0 : this.turns.length - (toTurn + 1);
    } else turns += (toTurn ?? 0) - (fromTurn ?? 0);
    const time = currentWorld().config["time"] as { roundTime: number; turnTime: number };
    return rounds * time.roundTime + turns * time.turnTime;
  }

  /** @foundry client/documents/combat.mjs:206-212 (startCombat: combatStart hook, then round 1 turn 0) */
  async startCombat(): Promise<this> {
    const updateData = { round: 1, turn: 0 };
    hooks().callAll("combatStart", this, updateData);
    await this.update(updateData);
    return this;
  }

  /** @foundry client/documents/combat.mjs:220-238 (nextRound: the first undefeated turn, combatRound hook with direction 1 and the world time) */
  async nextRound(): Promise<this> {
    let turn: number | null = this.turn === null || this.turns.length === 0 ? null : 0;
    if (this.settings.skipDefeated && turn !== null) {
      turn = this.turns.findIndex((t) => !t.isDefeated);
      if (turn === -1) {
        currentWorld().currentTab().notifications.warn("COMBAT.NoneRemaining", { localize: true });
        turn = 0;
      }
    }
    const nextRound = this.round + 1;
    const advanceTime = this.getTimeDelta(this.round, this.turn, nextRound, turn);
    const updateData = { round: nextRound, turn };
    const updateOptions = { direction: 1, worldTime: { delta: advanceTime } };
    hooks().callAll("combatRound", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  /** @foundry client/documents/combat.mjs:246-258 (previousRound: the last turn of the round before, combatRound hook with direction -1) */
  async previousRound(): Promise<this> {
    if (this.round === 0) return this;
    const turn = this.round === 1 || this.turn === null || this.turns.length === 0 ? null : this.turns.length - 1;
    const previousRound = this.round - 1;
    const advanceTime = this.getTimeDelta(this.round, this.turn, previousRound, turn);
    const updateData = { round: previousRound, turn };
    const updateOptions = { direction: -1, worldTime: { delta: advanceTime } };
    hooks().callAll("combatRound", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  /** @foundry client/documents/combat.mjs:266-294 (nextTurn: the next (undefeated) row, or nextRound past the last; combatTurn hook with direction 1) */
  async nextTurn(): Promise<this> {
    if (this.round === 0) return this.nextRound();
    const turn = this.turn ?? -1;
    let nextTurn: number | null = null;
    if (this.settings.skipDefeated) {
      for (let i = turn + 1; i < this.turns.length; i++) {
        if (!this.turns[i]!.isDefeated) {
          nextTurn = i;
          break;
        }
      }
    } else nextTurn = turn + 1;
    if (nextTurn === null || nextTurn >= this.turns.length) return this.nextRound();
    const advanceTime = this.getTimeDelta(this.round, this.turn, this.round, nextTurn);
    const updateData = { round: this.round, turn: nextTurn };
    const updateOptions = { direction: 1, worldTime: { delta: advanceTime } };
    hooks().callAll("combatTurn", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  /** @foundry client/documents/combat.mjs:302-314 (previousTurn: the row before, or previousRound from the first; combatTurn hook with direction -1) */
  async previousTurn(): Promise<this> {
    if (this.round === 0) return this;
    if (this.turn === 0 || this.turns.length === 0) return this.previousRound();
    const previousTurn = (this.turn ?? this.turns.length) - 1;
    const advanceTime = this.getTimeDelta(this.round, this.turn, this.round, previousTurn);
    const updateData = { round: this.round, turn: previousTurn };
    const updateOptions = { direction: -1, worldTime: { delta: advanceTime } };
    hooks().callAll("combatTurn", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  /**
   * The combatants sorted; a turn before the first becomes 0, and one past the last becomes 0 of
   * the next round, on this local document only.
   * @foundry client/documents/combat.mjs:480-502 (setupTurns: sort with _sortCombatants; turn < 0 → 0; turn >= turns.length → turn 0 and round++)
   */
  setupTurns(): SimCombatant[] {
    this.turns ||= [];
    const turns = this.combatants.contents.sort((a, b) => this._sortCombatants(a, b));
    if (this.turn !== null) {
      if (this.turn < 0) this.turn = 0;
      else if (this.turn >= turns.length) {
        this.turn = 0;
        this.round++;
      }
    }
    const c = this.turn === null ? undefined : turns[this.turn];
    this.current = this._getCurrentState(c);
    if (!this.previous) this.previous = this.current;
    return (this.turns = turns);
  }

  /** @foundry client/documents/combat.mjs:557-561 (_sortCombatants: initiative descending, missing last, then by id) */
  _sortCombatants(a: SimCombatant, b: SimCombatant): number {
    const ia = typeof a.initiative === "number" && Number.isFinite(a.initiative) ? a.initiative : -Infinity;
    const ib = typeof b.initiative === "number" && Number.isFinite(b.initiative) ? b.initiative : -Infinity;
    return ib - ia || (a.id > b.id ? 1 : -1);
  }

  /** @foundry client/documents/combat.mjs:806-814 (_getCurrentState: round, turn, combatant and token ids) */
  _getCurrentState(combatant?: SimCombatant): CombatHistoryData {
    combatant ||= this.combatant ?? undefined;
    return { round: this.round, turn: this.turn ?? null, combatantId: combatant?.id || null, tokenId: combatant?.tokenId || null };
  }
}
