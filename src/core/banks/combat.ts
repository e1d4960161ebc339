/**
 * The banks combat policy (docs/rules/banks.md §8). The order is dynamic (§6.3): whoever has not
 * acted or passed and has the highest effective IP goes next, recomputed on every call.
 * `startTurn` marks the combatant as having taken its turn, so the order reads
 * [acted or passed, in their previous order] + [still to act, by effective IP and CRIT]
 * + [unable to act]; the acting combatant therefore never moves while it spends IP.
 */
import { applyPatch } from "../patch";
import { ownValue } from "../own";
import type { Rng } from "../random";
import { type CombatEvent, type CombatPolicy, type CombatStep, type CombatView, type CombatantView, noChange } from "../ruleset";
import { type BanksEncounter, defaultBanksEncounter, teamIn, validateBanksEncounter } from "./encounter";
import { validateBanksActor } from "./state-validation";
import { RulesInputError, requireInt, requireRecord } from "../errors";
import { combatStart, coreCapacity, rerollDiceNeeded, rerollInitiative } from "./initiative";
import { rollDice } from "../dice";
import { pow2, sizeSteps } from "./size-class";
import { type BanksActor, type BanksActorPatch, incapable, isCore, isIncapable } from "./state";
import { type TurnCandidate, orderByInitiative } from "./turn-order";

type View = CombatView<BanksActor, BanksEncounter>;
type Combatant = CombatantView<BanksActor>;
type Step = CombatStep<BanksActor, BanksEncounter>;

/** A combatant or view the tracker hands in: its id, flags and banks state, checked before they are read. */
function checkCombatant(value: unknown, path: string): void {
  const v = requireRecord(value, path);
  if (typeof v["id"] !== "string") throw new RulesInputError("input.invalid", `${path}.id`, `${path}.id must be a combatant id`);
  for (const key of ["isPlayer", "defeated"]) {
    if (typeof v[key] !== "boolean") throw new RulesInputError("input.invalid", `${path}.${key}`, `${path}.${key} must be true or false`);
  }
  validateBanksActor(v["state"], `${path}.state`);
}

function checkView(view: unknown): void {
  const v = requireRecord(view, "view");
  if (!Array.isArray(v["combatants"])) throw new RulesInputError("input.invalid", "view.combatants", "view.combatants must be a list");
  v["combatants"].forEach((c: unknown, i: number) => checkCombatant(c, `view.combatants[${i}]`));
  validateBanksEncounter(v["encounter"], "view.encounter");
}

/** IP + max(0, Team Bank) when coordinated (§6.3 step 1, DECISION §9.6). */
export function combatantEffectiveIp(c: Combatant, encounter: BanksEncounter): number {
  checkCombatant(c, "combatant");
  validateBanksEncounter(encounter, "encounter");
  return effectiveIp(c, encounter);
}

/*
 * The exported helpers check what they are handed; the policy's steps check the whole view once
 * (checkView) and use these unchecked twins per combatant (npm run bench: turn order of 60).
 */
function effectiveIp(c: Combatant, encounter: BanksEncounter): number {
  const team = teamIn(encounter, c.id, c.state);
  return c.state.ip + (team === null ? 0 : Math.max(0, team.state.bank));
}

function eligible(c: Combatant): boolean {
  return !done(c) && !c.defeated && !incapable(c.state);
}

function done(c: Combatant): boolean {
  return c.state.turn.acted || c.state.turn.passed;
}

/** Still to act this round: not acted, not passed, able to act, not defeated (§6.3 step 1). */
export function isEligible(c: Combatant): boolean {
  checkCombatant(c, "combatant");
  return eligible(c);
}

function candidate(c: Combatant, encounter: BanksEncounter): TurnCandidate {
  const { state } = c;
  // CRIT's "players": owned by a player or flagged as one on the actor.
  return { id: c.id, isPlayer: c.isPlayer || state.isPlayer, effectiveIp: effectiveIp(c, encounter), chutzpah: state.chutzpah, REA: state.attributes.REA, INT: state.attributes.INT };
}

export function banksTurnOrder(view: View, rng: Rng): string[] {
  checkView(view);
  const finished = view.combatants.filter(done).map((c) => c.id);
  const next = orderByInitiative(view.combatants.filter(eligible).map((c) => candidate(c, view.encounter)), rng);
  const rest = view.combatants.filter((c) => !done(c) && !eligible(c)).map((c) => c.id);
  return [...finished, ...next, ...rest];
}

/** The next combatant to act, or null when the round is over (§6.3 step 4). */
export function nextToAct(view: View, rng: Rng): string | null {
  checkView(view);
  return orderByInitiative(view.combatants.filter(eligible).map((c) => candidate(c, view.encounter)), rng)[0] ?? null;
}

/** The tracker shows effective IP as each combatant's initiative (§8). */
function initiativeAfter(view: View, patches: Readonly<Record<string, BanksActorPatch>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of view.combatants) {
    const patch = ownValue(patches, c.id); // a combatant id may be "valueOf"
    const state = patch === undefined ? c.state : applyPatch(c.state, patch);
    out[c.id] = effectiveIp({ ...c, state }, view.encounter); // the patched state is the policy's own
  }
  return out;
}

function defeatedIn(view: View, patches: Readonly<Record<string, BanksActorPatch>>): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const c of view.combatants) {
    const p = ownValue(patches, c.id);
    if (p?.dead === true || p?.destroyed === true) out[c.id] = true;
  }
  return out;
}

function step(view: View, actorPatches: Record<string, BanksActorPatch>, events: CombatEvent[]): Step {
  return { actorPatches, initiative: initiativeAfter(view, actorPatches), defeated: defeatedIn(view, actorPatches), events, prompts: [] };
}

export const banksCombat: CombatPolicy<BanksActor, BanksEncounter> = {
  initialEncounter: defaultBanksEncounter,
  initiative: { mode: "dynamic" },
  turnOrder: banksTurnOrder,
  // Not `acted`: the tracker asks after the turn has begun (startTurn marks it taken).
  canAct: (c) => {
    checkCombatant(c, "combatant");
    return !c.defeated && !isIncapable(c.state) && !c.state.turn.passed;
  },

  // §6.1: starting banks only; the first roll is round 1's startRound (it skips the upkeep).
  startCombat(view) {
    checkView(view);
    const patches: Record<string, BanksActorPatch> = {};
    const events: CombatEvent[] = [];
    for (const c of view.combatants) {
      const ambusher = view.encounter.ambushers.includes(c.id);
      const { result, patch } = combatStart({ actor: c.state, ambusher, timeClass: view.encounter.timeClass });
      patches[c.id] = patch;
      if (ambusher || isCore(c.state)) events.push({ type: "banks.startingIp", combatantId: c.id, detail: { name: c.name, ip: result.ip, ambusher } });
    }
    return step(view, patches, events);
  },

  // §6.2 for every combatant, dice from the injected generator in combatant order.
  startRound(view, rng) {
    checkView(view);
    requireInt(view.round, "view.round", "input.invalid");
    const first = view.round <= 1;
    const { medTL, timeClass } = view.encounter;
    const patches: Record<string, BanksActorPatch> = {};
    const events: CombatEvent[] = [];
    for (const c of view.combatants) {
      const needed = rerollDiceNeeded(c.state, first);
      const stunDice = needed.stun > 0 ? rollDice(rng, needed.stun) : undefined;
      const rolls = !isCore(c.state) && !c.state.dead && !c.state.destroyed;
      const initiativeDice = rolls ? rollDice(rng, needed.initiative) : undefined;
      const { result, patch } = rerollInitiative({
        actor: c.state,
        first,
        medTL,
        timeClass,
        ...(stunDice === undefined ? {} : { stunDice }),
        ...(initiativeDice === undefined ? {} : { initiativeDice }),
      });
      patches[c.id] = patch;
      const who = { name: c.name };
      if (stunDice !== undefined) events.push({ type: "banks.stunRecovery", combatantId: c.id, detail: { ...who, dice: stunDice.join(","), recovered: result.stunRecovered } });
      if (result.bled) events.push({ type: "banks.bleedingOut", combatantId: c.id, detail: { ...who, bleedingOut: patch.bleedingOut ?? c.state.bleedingOut } });
      if (result.died) events.push({ type: "banks.dead", combatantId: c.id, detail: who });
      if (result.woke) events.push({ type: "banks.wakes", combatantId: c.id, detail: who });
      if (result.rolled && initiativeDice !== undefined) {
        events.push({ type: "banks.initiative", combatantId: c.id, detail: { ...who, dice: initiativeDice.join(","), hits: result.hits, ip: result.ip } });
      } else if (isCore(c.state)) {
        events.push({ type: "banks.replenish", combatantId: c.id, detail: { ...who, gained: result.ipGained, ip: result.ip } });
      }
    }
    return step(view, patches, events);
  },

  // §8: the turn begins: show IP, effective IP, Blitz multiplier and next cost; Active Dodge vanishes.
  startTurn(view, combatantId) {
    checkView(view);
    const c = view.combatants.find((x) => x.id === combatantId);
    if (c === undefined) return noChange();
    if (isIncapable(c.state) || c.defeated) {
      const patches = { [c.id]: { turn: { passed: true } } };
      return step(view, patches, [{ type: "banks.cannotAct", combatantId: c.id, detail: { name: c.name } }]);
    }
    const patch: BanksActorPatch = { turn: { acted: true, blitzCount: 0 } };
    if (c.state.activeDodgeBank !== null) patch.activeDodgeBank = null;
    const sizeFactor = pow2(sizeSteps(c.state.sizeClass, view.encounter.timeClass));
    const detail = { name: c.name, ip: c.state.ip, effectiveIp: effectiveIp(c, view.encounter), blitzMultiplier: 1, nextSimpleCost: sizeFactor };
    return step(view, { [c.id]: patch }, [{ type: "banks.turn", combatantId: c.id, detail }]);
  },

  // The order is recomputed after every turn (DECISION §9.6); make sure the turn counts as taken.
  endTurn(view, combatantId) {
    checkView(view);
    const c = view.combatants.find((x) => x.id === combatantId);
    const patches: Record<string, BanksActorPatch> = c === undefined || done(c) ? {} : { [c.id]: { turn: { acted: true } } };
    return step(view, patches, []);
  },

  // §8 round end: IP capped at INT (cores keep up to their maximum); idle Martial Momentum cleared.
  endRound(view) {
    checkView(view);
    const patches: Record<string, BanksActorPatch> = {};
    const events: CombatEvent[] = [];
    for (const c of view.combatants) {
      const s = c.state;
      const patch: BanksActorPatch = {};
      const cap = isCore(s) ? coreCapacity(s, view.encounter.timeClass) : s.attributes.INT;
      if (s.ip > cap) {
        patch.ip = cap;
        events.push({ type: "banks.ipCapped", combatantId: c.id, detail: { name: c.name, from: s.ip, to: cap } });
      }
      if (s.martialMomentum !== null && !s.turn.attackedThisRound) patch.martialMomentum = null;
      if (Object.keys(patch).length > 0) patches[c.id] = patch;
    }
    return step(view, patches, events);
  },

  // Bleeding Out grows at the next reroll (§6.2 step 1c), so nothing ticks between rounds.
  upkeep: () => noChange(),
};
