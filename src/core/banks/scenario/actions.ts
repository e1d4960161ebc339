/**
 * Spending IP in banks scenarios: an action from the catalogue (rules/banks.md §6.4, §6.5,
 * §6.18) at the turn's Blitz count, paid from IP then the Team Bank, with what the action does
 * to the actor's state; and the Team Bank events of §6.19.
 */
import { RulesInputError } from "../errors";
import type { Rng } from "../random";
import { ACTIONS, type ActionName, type BanksActor, type BanksActorPatch, type TeamEvent, brace, clearRecoil, countPool, leadershipPool, rollDice, takeAction, teamBankEvent, validateDice } from "../banks";
import { type BanksTable, actorById, nameOf, patchActor, patchEncounter, teamRefOf } from "./banks-table";
import type { BanksActRecord, BanksTeamBankRecord, PaymentRecord } from "./banks-records";
import type { BanksStep, PoolSpec } from "./banks-step-read";
import { beginTurn, settle } from "./banks-turns";

type Step<K extends BanksStep["type"]> = Extract<BanksStep, { type: K }>;

/** A pool spec in dice: a number as written, or the roller's attribute + skill (0 if it lacks the skill). */
export function poolSize(actor: BanksActor, spec: PoolSpec): number {
  if (typeof spec === "number") return spec;
  return actor.attributes[spec.attribute] + (spec.skill === null ? 0 : (actor.skills[spec.skill] ?? 0));
}

export interface ActionChoice {
  readonly action: ActionName;
  readonly concurrent?: boolean;
  readonly fullCoverAttack?: boolean;
  readonly cancelled?: boolean;
}

/** Prices and pays one action of the acting character (§6.4–§6.5); the turn must be under way. */
export function payAction(table: BanksTable, id: string, choice: ActionChoice): { table: BanksTable; payment: PaymentRecord } {
  const actor = actorById(table, id);
  const team = teamRefOf(table, id);
  const spec = ACTIONS[choice.action];
  const { result, patches } = takeAction({
    actor: actor.state,
    team,
    action: { kind: spec.kind, base: spec.base, concurrentFree: choice.concurrent === true, fullCoverAttack: choice.fullCoverAttack === true },
    timeClass: table.encounter.timeClass,
    cancelled: choice.cancelled === true,
  });
  let next = patchActor(table, id, patches.actor);
  if (team !== null && patches.team.bank !== undefined) next = patchEncounter(next, { teams: { [team.id]: patches.team } });
  const { price, payment } = result;
  return {
    table: next,
    payment: {
      action: choice.action,
      actionKind: spec.kind,
      base: price.base,
      blitzFactor: price.blitzFactor,
      sizeFactor: price.sizeFactor,
      cost: price.cost,
      concurrent: choice.concurrent === true,
      cancelled: result.cancelled,
      fromIp: payment?.fromIp ?? 0,
      fromTeam: payment?.fromTeam ?? 0,
      ipBefore: actor.state.ip,
      ip: actorById(next, id).state.ip,
      team: team?.id ?? null,
      teamBank: team === null ? null : (next.encounter.teams[team.id]?.bank ?? null),
      blitzCount: result.blitzCount,
    },
  };
}

/** What an action does besides costing IP; most catalogue actions are narrative and change no state. */
function effectOf(table: BanksTable, id: string, step: Step<"act">): { patch: BanksActorPatch; effect: BanksActRecord["effect"]; ran: boolean } {
  const state = actorById(table, id).state;
  switch (step.action) {
    case "run":
      return { patch: {}, effect: { type: "run", value: null }, ran: true };
    case "braceWeapon":
      return { patch: brace(state).patch, effect: { type: "brace", value: null }, ran: false };
    case "clearRecoil": {
      const { result, patch } = clearRecoil(state, table.firedRecoil.includes(id));
      return { patch, effect: { type: "clearRecoil", value: result.cleared }, ran: false };
    }
    case "takeCover":
      return { patch: { cover: step.cover }, effect: { type: "cover", value: step.cover }, ran: false };
    case "dropProne":
      return { patch: { prone: true }, effect: { type: "prone", value: null }, ran: false };
    case "standFromProne":
      return { patch: { prone: false }, effect: { type: "stand", value: null }, ran: false };
    default:
      return { patch: {}, effect: null, ran: false };
  }
}

export function playAct(table: BanksTable, step: Step<"act">, rng: Rng): { table: BanksTable; outcome: BanksActRecord } {
  const started = beginTurn(table, step.actor, `${step.path}.actor`, rng);
  const paid = payAction(started, step.actor, step);
  const { patch, effect, ran } = step.cancelled ? { patch: {}, effect: null, ran: false } : effectOf(paid.table, step.actor, step);
  let next = patchActor(paid.table, step.actor, patch);
  if (ran) next = { ...next, ran: [...next.ran, step.actor] };
  const done = settle(next, rng);
  return { table: done.table, outcome: { kind: "act", actor: actorById(next, step.actor).name, payment: paid.payment, effect, turn: done.turn } };
}

function teamEvent(step: Step<"teamBank">, hits: number, roller: string | null): TeamEvent {
  const member = step.member ?? undefined;
  switch (step.event) {
    case "leadership":
    case "strategy":
    case "wedge":
      return { type: step.event, hits };
    case "tactics":
      return { type: "tactics", specialization: step.specialization ?? "", hits };
    case "challenge":
      return { type: "challenge", challengerId: roller ?? "", hits };
    case "allyIncapacitated":
    case "allySlain":
      return member === undefined ? { type: step.event } : { type: step.event, memberId: member };
    case "goalImpossible":
      return { type: "goalImpossible" };
    case "actAsUnit":
      return { type: "actAsUnit", participants: step.amount ?? 0 };
    case "teamwork":
      return { type: "teamwork", points: step.amount ?? 1 };
    case "coordinate":
      return { type: "coordinate", memberId: member ?? "" };
  }
}

function rollerState(table: BanksTable, roller: string | null, path: string): BanksActor {
  if (roller === null) throw new RulesInputError("scenario.invalid", `${path}.actor`, `${path}.actor must name who rolls: the team has no leader`);
  return actorById(table, roller).state;
}

/** §6.19: a roll (Leadership takes −Team Bank dice) or a fixed change; the leader rolls unless the step names someone. */
export function playTeamBank(table: BanksTable, step: Step<"teamBank">, rng: Rng): { table: BanksTable; outcome: BanksTeamBankRecord } {
  const team = table.encounter.teams[step.team];
  if (team === undefined) {
    const known = Object.keys(table.encounter.teams).join(", ") || "none";
    throw new RulesInputError("scenario.unknownRef", `${step.path}.team`, `No team "${step.team}" in startCombat (known: ${known})`);
  }
  const roller = step.roller ?? team.leaderId;
  let pool: number | null = null;
  let dice: number[] | null = null;
  let hits = step.hits ?? 0;
  if (step.hits === undefined && step.pool !== null) {
    const spec = step.pool;
    const base = typeof spec === "number" ? spec : poolSize(rollerState(table, roller, step.path), spec);
    pool = Math.max(0, step.event === "leadership" ? leadershipPool(base, team.bank) : base);
    dice = [...(step.dice === undefined ? rollDice(rng, pool) : validateDice(step.dice, `${step.path}.dice`, pool))];
    hits = countPool(dice).hits;
  }
  const { result, patch } = teamBankEvent(team, teamEvent(step, hits, roller), "event");
  let next = patchEncounter(table, { teams: { [step.team]: patch } });
  if (step.event === "coordinate" && step.member !== null) next = patchActor(next, step.member, { teamId: step.team });
  const done = settle(next, rng);
  return {
    table: done.table,
    outcome: {
      kind: "teamBank",
      team: step.team,
      event: step.event,
      roller: step.hits === undefined && step.pool !== null ? nameOf(table, roller) : null,
      member: nameOf(table, step.member),
      pool,
      dice,
      hits: step.hits !== undefined || step.pool !== null ? hits : null,
      before: team.bank,
      bank: result.bank,
      leader: nameOf(next, result.leaderId),
      success: result.success,
      turn: done.turn,
    },
  };
}
