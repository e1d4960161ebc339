/**
 * The round and the turn in banks scenarios (docs/rules/banks.md §6.1–§6.3, §8): starting banks,
 * the initiative reroll with its upkeep, whose turn it is, passing, and the round's end with
 * IP capped at INT. The combat policy the Foundry tracker runs does the work; the scenario
 * only supplies fixed dice where it names them.
 */
import { RulesInputError } from "../../errors";
import { ownValue } from "../../own";
import type { Rng } from "../../random";
import { banksCombat, banksTurnOrder, combatantEffectiveIp, isEligible } from "../combat";
import type { BanksTeam } from "../encounter";
import { rerollDiceNeeded, rerollInitiative } from "../initiative";
import { rollDice, validateDice } from "../../dice";
import { isCore, isIncapable } from "../state";
import { passTurn } from "../turn-choices";
import { type BanksTable, actorById, combatView, patchActor } from "./table";
import type { BanksEndRoundRecord, BanksPassRecord, BanksStartCombatRecord, BanksStartRoundRecord, InitiativeRoll, OrderEntry, TurnState } from "./records";
import type { BanksStep } from "./step-read";

type Step<K extends BanksStep["type"]> = Extract<BanksStep, { type: K }>;
type Phase = ReturnType<typeof banksCombat.startCombat>;

function applyPhase(table: BanksTable, phase: Phase): BanksTable {
  let next = table;
  for (const [id, patch] of Object.entries(phase.actorPatches)) next = patchActor(next, id, patch);
  return next;
}

function entry(table: BanksTable, id: string): OrderEntry {
  const view = combatView(table);
  const c = view.combatants.find((x) => x.id === id);
  if (c === undefined) throw new RulesInputError("scenario.unknownRef", "actor", `no actor ${id}`);
  return { name: c.name, ip: c.state.ip, effectiveIp: combatantEffectiveIp(c, view.encounter) };
}

/**
 * Fixes who acts next after a step (§6.3: recomputed after every change) and reports it. The
 * policy's order may toss a coin for full ties, so it is asked once here and kept.
 */
export function settle(table: BanksTable, rng: Rng): { table: BanksTable; turn: TurnState } {
  if (!table.inRound) return { table: { ...table, order: [] }, turn: { round: table.round, inRound: false, acting: null, next: [] } };
  const view = combatView(table);
  const eligible = new Set(view.combatants.filter(isEligible).map((c) => c.id));
  const order = banksTurnOrder(view, rng).filter((id) => eligible.has(id));
  const settled = { ...table, order };
  const acting = table.current === null ? null : { ...entry(table, table.current), blitzFactor: 2 ** actorById(table, table.current).state.turn.blitzCount };
  return { table: settled, turn: { round: table.round, inRound: true, acting, next: order.map((id) => entry(table, id)) } };
}

export function requireRound(table: BanksTable, path: string): void {
  if (!table.inRound) throw new RulesInputError("scenario.order", path, `No round is under way; add a startRound step first`);
}

function endCurrentTurn(table: BanksTable, rng: Rng): BanksTable {
  if (table.current === null) return table;
  const next = applyPhase(table, banksCombat.endTurn(combatView(table), table.current, rng));
  return { ...next, current: null };
}

/** Checks that `id` may act now (its turn goes on, or it is next) and starts its turn if needed. */
export function beginTurn(table: BanksTable, id: string, path: string, rng: Rng): BanksTable {
  requireRound(table, path);
  if (table.current === id) return table;
  const actor = actorById(table, id);
  if (isIncapable(actor.state)) {
    const state = actor.state.dead ? "dead" : actor.state.destroyed ? "destroyed" : "unconscious";
    throw new RulesInputError("actor.incapable", path, `${actor.name} is ${state} and cannot act`);
  }
  if (table.order[0] !== id) {
    if (actor.state.turn.acted || actor.state.turn.passed) {
      throw new RulesInputError("turn.taken", path, `${actor.name} has had its turn this round`);
    }
    const first = table.order[0];
    const who = first === undefined ? "nobody's" : `${actorById(table, first).name}'s (effective IP ${entry(table, first).effectiveIp})`;
    throw new RulesInputError("turn.notYours", path, `It is ${who} turn; ${actor.name} has effective IP ${entry(table, id).effectiveIp} and acts later`);
  }
  const ended = endCurrentTurn(table, rng);
  const started = applyPhase(ended, banksCombat.startTurn(combatView(ended), id, rng));
  return { ...started, current: id };
}

/** §6.1, with the scenario's teams and ambushers put into the encounter first. */
export function playStartCombat(table: BanksTable, step: Step<"startCombat">, rng: Rng): { table: BanksTable; outcome: BanksStartCombatRecord } {
  if (table.started) throw new RulesInputError("scenario.order", step.path, `The combat has already started`);
  let next = table;
  const teams: Record<string, BanksTeam> = {};
  const teamOf = new Map<string, string>();
  for (const spec of step.teams) {
    const listed = spec.members.length > 0 ? spec.members : table.actors.filter((a) => a.state.teamId === spec.id).map((a) => a.id);
    const members = spec.leader !== null && !listed.includes(spec.leader) ? [spec.leader, ...listed] : listed;
    for (const id of members) {
      const other = teamOf.get(id);
      if (other !== undefined && other !== spec.id) {
        throw new RulesInputError("team.invalid", `${step.path}.teams.${spec.id}.members`, `${actorById(table, id).name} is already a member of team ${other}`);
      }
      teamOf.set(id, spec.id);
      // Coordinated means the actor names the team too (§6.19).
      next = patchActor(next, id, { teamId: spec.id });
    }
    Object.defineProperty(teams, spec.id, { value: { leaderId: spec.leader, bank: spec.bank, usedTactics: [], members: [...members] }, enumerable: true, writable: true, configurable: true });
  }
  next = { ...next, encounter: { teams, timeClass: step.timeClass, medTL: step.medTL, ambushers: [...step.ambushers] } };
  next = applyPhase(next, banksCombat.startCombat(combatView(next), rng));
  next = { ...next, started: true };
  const starting = next.actors
    .filter((a) => step.ambushers.includes(a.id) || isCore(a.state))
    .map((a) => ({ name: a.name, ip: a.state.ip, ambusher: step.ambushers.includes(a.id), core: isCore(a.state) }));
  const teamList = Object.entries(teams).map(([team, t]) => ({ team, leader: t.leaderId === null ? null : actorById(next, t.leaderId).name, members: t.members.map((id) => actorById(next, id).name), bank: t.bank }));
  const done = settle(next, rng);
  return { table: done.table, outcome: { kind: "startCombat", teams: teamList, starting, turn: done.turn } };
}

function fixedDice(fixed: { dice: readonly number[]; path: string } | undefined, needed: number, rng: Rng): readonly number[] {
  return fixed === undefined ? rollDice(rng, needed) : validateDice(fixed.dice, fixed.path, needed);
}

/** §6.2 for every actor, in table order; dice as the policy rolls them unless the step names them. */
export function playStartRound(table: BanksTable, step: Step<"startRound">, rng: Rng): { table: BanksTable; outcome: BanksStartRoundRecord } {
  if (!table.started) throw new RulesInputError("scenario.order", step.path, `Add a startCombat step before the first round`);
  if (table.inRound) throw new RulesInputError("scenario.order", step.path, `Round ${table.round} has not ended; add an endRound step`);
  const first = table.round === 0;
  let next = table;
  const rolls: InitiativeRoll[] = [];
  for (const actor of table.actors) {
    const s = actor.state;
    const needed = rerollDiceNeeded(s, first);
    const fixedStun = ownValue(step.stun, actor.id);
    if (fixedStun !== undefined && needed.stun === 0) {
      throw new RulesInputError("dice.count", fixedStun.path, `${actor.name} recovers no Stun this round`);
    }
    const stunDice = needed.stun > 0 ? fixedDice(fixedStun, needed.stun, rng) : undefined;
    const fixedInit = ownValue(step.initiative, actor.id);
    const rollsInitiative = !isCore(s) && !s.dead && !s.destroyed;
    if (fixedInit !== undefined && !rollsInitiative) throw new RulesInputError("dice.count", fixedInit.path, `${actor.name} rolls no initiative`);
    const initiativeDice = rollsInitiative ? fixedDice(fixedInit, needed.initiative, rng) : undefined;
    const { result, patch } = rerollInitiative(
      { actor: s, first, medTL: table.encounter.medTL, timeClass: table.encounter.timeClass, ...(stunDice === undefined ? {} : { stunDice }), ...(initiativeDice === undefined ? {} : { initiativeDice }) },
      `${step.path}.${actor.name}`,
    );
    if (fixedInit !== undefined && !result.rolled) throw new RulesInputError("dice.count", fixedInit.path, `${actor.name} is unconscious and rolls no initiative`);
    next = patchActor(next, actor.id, patch);
    const after = actorById(next, actor.id).state;
    rolls.push({
      name: actor.name,
      core: isCore(s),
      rolled: result.rolled,
      dice: result.rolled && initiativeDice !== undefined ? [...initiativeDice] : [],
      hits: result.hits,
      ipBefore: s.ip,
      ip: after.ip,
      stunDice: stunDice === undefined ? null : [...stunDice],
      stunRecovered: result.stunRecovered,
      stun: after.stun,
      recoilDecay: result.recoilDecay,
      bled: result.bled,
      bleedingOut: after.bleedingOut,
      died: result.died,
      woke: result.woke,
      out: after.dead ? "dead" : after.destroyed ? "destroyed" : after.unconscious ? "unconscious" : null,
    });
  }
  next = { ...next, round: table.round + 1, inRound: true, current: null, firedRecoil: [] };
  const done = settle(next, rng);
  return { table: done.table, outcome: { kind: "startRound", round: next.round, rolls, turn: done.turn } };
}

/** §8 round end: IP capped at INT (cores at their maximum), idle Martial Momentum cleared. */
export function playEndRound(table: BanksTable, step: Step<"endRound">, rng: Rng): { table: BanksTable; outcome: BanksEndRoundRecord } {
  requireRound(table, step.path);
  const ended = endCurrentTurn(table, rng);
  const phase = banksCombat.endRound(combatView(ended), rng);
  const capped = Object.entries(phase.actorPatches)
    .filter(([, p]) => p.ip !== undefined)
    .map(([id, p]) => ({ name: actorById(ended, id).name, from: actorById(ended, id).state.ip, to: p.ip ?? 0 }));
  const next = { ...applyPhase(ended, phase), inRound: false, current: null };
  const done = settle(next, rng);
  return { table: done.table, outcome: { kind: "endRound", round: table.round, capped, turn: done.turn } };
}

/** Passing (§6.3 step 3): the acting character ends its turn; the next one declines its turn. */
export function playPass(table: BanksTable, step: Step<"pass">, rng: Rng): { table: BanksTable; outcome: BanksPassRecord } {
  requireRound(table, step.path);
  const id = step.actor ?? table.current ?? table.order[0];
  if (id === undefined) throw new RulesInputError("scenario.order", step.path, `Nobody is left to pass this round`);
  const endedTurn = id === table.current;
  let next = endedTurn ? table : beginTurn(table, id, `${step.path}.actor`, rng);
  next = patchActor(next, id, passTurn(actorById(next, id).state, `${step.path}.actor`).patch);
  next = endCurrentTurn(next, rng);
  const done = settle(next, rng);
  return { table: done.table, outcome: { kind: "pass", actor: actorById(next, id).name, ip: actorById(next, id).state.ip, endedTurn, turn: done.turn } };
}
