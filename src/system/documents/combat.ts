/**
 * Fray's Combat: Foundry's tracker, with each phase handed to the active ruleset's combat
 * policy (design.md "combat"). Foundry calls the four turn-event hooks after the database
 * update, on one designated GM only; the phase runner applies each step once more safely
 * still (active GM check and a ledger key per round, turn and phase).
 */
import { fitTurn, keptRow, orderTurns } from "../combat/turn-order";
import { pendingInRound, readLedger } from "../combat/automation-ledger";
import { runCombatPhase } from "../combat/phase-runner";
import { dynamicTurnOrder, isDynamicOrder } from "../combat/dynamic-order";
import { activeAdapter } from "../active-ruleset";
import { activeCombatRuleset } from "../combat/ruleset-context";

export class FrayCombat<SubType extends Combat.SubType = Combat.SubType> extends Combat<SubType> {
  /** Start-of-combat rules run before round 1 begins, so initiative they set orders turn 1. */
  override async startCombat(): Promise<this> {
    await runCombatPhase(this, { phase: "startCombat" });
    return super.startCombat();
  }

  protected override async _onStartRound(context: Combat.RoundEventContext): Promise<void> {
    await super._onStartRound(context);
    // A combat started by a GM who is not the active one: its start rules run here, once.
    if (context.round === 1) await runCombatPhase(this, { phase: "startCombat" });
    await runCombatPhase(this, { phase: "startRound", round: context.round });
  }

  protected override async _onEndRound(context: Combat.RoundEventContext): Promise<void> {
    await super._onEndRound(context);
    // Foundry "ends" round 0 when the combat starts: there was no round to end.
    if (context.round < 1) return;
    await runCombatPhase(this, { phase: "endRound", round: context.round });
    await runCombatPhase(this, { phase: "upkeep", round: context.round });
  }

  protected override async _onStartTurn(combatant: Combatant.Implementation, context: Combat.TurnEventContext): Promise<void> {
    await super._onStartTurn(combatant, context);
    if (combatant.id) await runCombatPhase(this, { phase: "startTurn", round: context.round, turn: context.turn, combatantId: combatant.id });
  }

  protected override async _onEndTurn(combatant: Combatant.Implementation, context: Combat.TurnEventContext): Promise<void> {
    await super._onEndTurn(combatant, context);
    if (combatant.id && context.round >= 1) await runCombatPhase(this, { phase: "endTurn", round: context.round, turn: context.turn, combatantId: combatant.id });
  }

  /**
   * Dynamic policies order the turns themselves; standard ones keep Foundry's sort. Foundry's
   * setupTurns wraps a turn past its one row per combatant into the next round (client
   * combat.mjs 485-490), but a policy's rows repeat a combatant once per pass: Foundry sorts
   * without seeing the turn, and Foundry's rule is applied to the policy's rows instead.
   */
  override setupTurns(): Combatant.Implementation[] {
    if (!isDynamicOrder()) return super.setupTurns();
    const hadPrevious = this.previous !== undefined;
    const turn = this.turn;
    this.turn = null;
    let sorted: Combatant.Implementation[];
    try {
      sorted = super.setupTurns();
    } finally {
      this.turn = turn;
    }
    const order = dynamicTurnOrder(this);
    this.turns = order ? orderTurns(sorted, order) : sorted;
    const fitted = fitTurn(this.round, this.turn, this.turns.length);
    this.round = fitted.round;
    this.turn = fitted.turn;
    this.current = this._getCurrentState();
    if (!hadPrevious) this.previous = this.current;
    return this.turns;
  }

  // Foundry keeps the current combatant's turn through a combatant change with `combatTurn`, the
  // combatant's first row (client combatant.mjs _pre*Operation); with a row per pass that is an
  // earlier pass, so the row of the same pass is kept instead.
  protected override _onCreateDescendantDocuments(...args: Combat.OnCreateDescendantDocumentsArgs): void {
    super._onCreateDescendantDocuments(...withKeptRow(this, args));
  }

  protected override _onUpdateDescendantDocuments(...args: Combat.OnUpdateDescendantDocumentsArgs): void {
    super._onUpdateDescendantDocuments(...withKeptRow(this, args));
  }

  protected override _onDeleteDescendantDocuments(...args: Combat.OnDeleteDescendantDocumentsArgs): void {
    super._onDeleteDescendantDocuments(...withKeptRow(this, args));
  }

  /**
   * Passes over combatants the policy says cannot act (trauma: the unconscious), as Foundry
   * passes over the defeated: each step is an ordinary turn change, so every hook still fires.
   */
  override async nextTurn(): Promise<this> {
    if (promptsOpen(this)) return this;
    await super.nextTurn();
    for (let guard = this.turns.length; guard > 0 && this.started && !mayTakeTurn(this, this.combatant); guard--) await super.nextTurn();
    return this;
  }

  /** A policy without a dice formula answers the tracker's roll buttons itself (adapter combat.rollInitiative). */
  override async rollInitiative(ids: string | string[], options?: Combat.InitiativeOptions): Promise<this> {
    const roll = activeAdapter().combat.rollInitiative;
    if (!roll) return super.rollInitiative(ids, options);
    await roll(this, typeof ids === "string" ? [ids] : ids);
    return this;
  }

  override async nextRound(): Promise<this> {
    return promptsOpen(this) ? this : super.nextRound();
  }
}

/**
 * The descendant event's arguments with `combatTurn` on the current combatant's row of the same
 * pass in the rows as they are after the change (worked out on this client, then put back).
 */
function withKeptRow<A extends readonly unknown[]>(combat: Combat.Implementation, args: A): A {
  const options = args[4] as { combatTurn?: unknown } | undefined;
  if (args[1] !== "combatants" || typeof options?.combatTurn !== "number" || combat.turn === null || !isDynamicOrder()) return args;
  const saved = { turns: combat.turns, current: combat.current, previous: combat.previous, round: combat.round, turn: combat.turn };
  let rowIds: (string | null)[];
  try {
    rowIds = combat.setupTurns().map((c) => c.id);
  } finally {
    Object.assign(combat, saved);
  }
  const kept = [...args];
  kept[4] = { ...options, combatTurn: keptRow(rowIds, combat.current.combatantId ?? null, saved.turn) };
  return kept as unknown as A;
}

function mayTakeTurn(combat: Combat.Implementation, combatant: Combatant.Implementation | null | undefined): boolean {
  const ruleset = activeCombatRuleset();
  const actor = combatant?.actor;
  if (!ruleset || !combatant?.id || !actor) return true;
  try {
    const state = ruleset.readState(actor);
    return ruleset.policy.canAct({ id: combatant.id, actorId: actor.id ?? "", name: combatant.name ?? actor.name, isPlayer: combatant.hasPlayerOwner, defeated: combatant.defeated, initiative: combatant.initiative, state });
  } catch {
    return true;
  }
}

/**
 * docs/rules/trauma.md §7: a Will-to-Live draw is made before the round proceeds, so the tracker
 * holds while a prompt of this round is open (a combatant removed since no longer holds it).
 * A function, not a private method: private members would make FrayCombat nominal and
 * unassignable from the Combat documents Foundry's collections hand out.
 */
function promptsOpen(combat: Combat.Implementation): boolean {
  const open = pendingInRound(readLedger(combat.flags), combat.round).filter((key) => combat.combatants.has(key.slice(key.lastIndexOf(":") + 1)));
  if (open.length) ui.notifications?.warn("FRAY.Common.Combat.PromptsOpen", { localize: true });
  return open.length > 0;
}
