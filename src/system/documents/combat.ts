/**
 * Fray's Combat: Foundry's tracker, with each phase handed to the active ruleset's combat
 * policy (design.md "combat"). Foundry calls the four turn-event hooks after the database
 * update, on one designated GM only; the phase runner applies each step once more safely
 * still (active GM check and a ledger key per round, turn and phase).
 */
import { orderTurns } from "../combat/turn-order";
import { pendingInRound, readLedger } from "../combat/automation-ledger";
import { runCombatPhase } from "../combat/phase-runner";
import { dynamicTurnOrder } from "../combat/dynamic-order";
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

  /** Dynamic policies order the turns themselves; standard ones keep Foundry's sort. */
  override setupTurns(): Combatant.Implementation[] {
    const hadPrevious = this.previous !== undefined;
    const sorted = super.setupTurns();
    const order = dynamicTurnOrder(this);
    if (!order) return sorted;
    this.turns = orderTurns(sorted, order);
    this.current = this._getCurrentState();
    if (!hadPrevious) this.previous = this.current;
    return this.turns;
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
