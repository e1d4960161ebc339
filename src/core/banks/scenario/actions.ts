/**
 * Spending IP in banks scenarios: an action from the catalogue (docs/rules/banks.md §6.4, §6.5,
 * §6.18) at the turn's Blitz count, paid from IP then the Team Bank, with what the action does
 * to the actor's state; and the Team Bank events of §6.19.
 */
import { RulesInputError } from "../../errors";
import type { Rng } from "../../random";
import { ACTIONS, type ActionName } from "../actions";
import type { BanksTeamPatch, TeamRef } from "../encounter";
import { type DeclaredPayment, type PaymentContext, payDeclaredAction } from "../flow/declared-action";
import type { ActionCost } from "../blitz";
import { countPool, rollDice, validateDice } from "../../dice";
import type { BanksActor } from "../state";
import { type TeamEvent, leadershipPool, teamBankEvent } from "../team-bank";
import { type BanksTable, actorById, nameOf, patchActor, patchEncounter, teamRefOf } from "./table";
import type { BanksActRecord, BanksTeamBankRecord, PaymentLogRecord } from "./records";
import type { BanksStep, PoolSpec } from "./step-read";
import { beginTurn, requireRound, settle } from "./turns";
import { ownValue } from "../../own";

type Step<K extends BanksStep["type"]> = Extract<BanksStep, { type: K }>;

/** A pool spec in dice: a number as written, or the roller's attribute + skill (0 if it lacks the skill) + bonus. */
export function poolSize(actor: BanksActor, spec: PoolSpec): number {
  if (typeof spec === "number") return spec;
  return Math.max(0, actor.attributes[spec.attribute] + (spec.skill === null ? 0 : (ownValue(actor.skills, spec.skill) ?? 0)) + spec.bonus);
}

export function spendTeam(table: BanksTable, team: TeamRef | null, patch: BanksTeamPatch): BanksTable {
  return team !== null && patch.bank !== undefined ? patchEncounter(table, { teams: { [team.id]: patch } }) : table;
}

/** Who a step acts for: on the actor's own turn, or as an interrupt of the acting character (§6.6). */
export interface Acting {
  /** The table once the actor's turn is under way (unchanged for an interrupt). */
  readonly table: BanksTable;
  /** The interrupted character's id, or null on the actor's own turn. */
  readonly interrupted: string | null;
  readonly context: PaymentContext["interrupted"];
}

export function actingFor(table: BanksTable, step: { readonly actor: string; readonly path: string; readonly interrupt: boolean }, rng: Rng): Acting {
  if (!step.interrupt) return { table: beginTurn(table, step.actor, `${step.path}.actor`, rng), interrupted: null, context: null };
  requireRound(table, step.path);
  // The declared action interrupted is the acting character's, or the next one's about to be played.
  const current = table.current ?? table.order[0] ?? null;
  if (current === null) throw new RulesInputError("scenario.order", `${step.path}.interrupt`, "Nobody is left to act: there is no declared action to interrupt");
  if (current === step.actor) throw new RulesInputError("interrupt.notAllowed", `${step.path}.interrupt`, `${actorById(table, current).name} cannot interrupt its own turn`);
  return { table, interrupted: current, context: { actor: actorById(table, current).state, team: teamRefOf(table, current) } };
}

type Paid = { readonly result: DeclaredPayment; readonly price: ActionCost };

/** The log's record of a payment made through `payDeclaredAction`. */
export function paymentRecord(before: BanksTable, after: BanksTable, id: string, action: ActionName, paid: Paid, acting: Acting, options: { concurrent?: boolean; cancelled?: boolean; fullCoverAttack?: boolean }): PaymentLogRecord {
  const team = teamRefOf(before, id);
  const { price, result } = paid;
  return {
    action,
    actionKind: ACTIONS[action].kind,
    base: price.base,
    blitzFactor: price.blitzFactor,
    sizeFactor: price.sizeFactor,
    cost: price.cost,
    concurrent: options.concurrent === true,
    cancelled: options.cancelled === true,
    fromIp: options.cancelled === true ? 0 : result.fromIp,
    fromTeam: options.cancelled === true ? 0 : result.fromTeam,
    ipBefore: actorById(before, id).state.ip,
    ip: actorById(after, id).state.ip,
    team: team?.id ?? null,
    teamBank: team === null ? null : (ownValue(after.encounter.teams, team.id)?.bank ?? null),
    blitzCount: result.blitzCount,
    ...(options.fullCoverAttack === true ? { fullCoverAttack: true as const } : {}),
    ...(acting.interrupted === null ? {} : { interrupt: { of: actorById(before, acting.interrupted).name, via: result.via === "chutzpah" ? ("chutzpah" as const) : ("ip" as const), chutzpahSpent: result.chutzpahSpent } }),
  };
}

/** What an action did besides costing IP, as the log says it; most catalogue actions are narrative. */
function effectOf(step: Step<"act">, before: BanksActor, after: BanksActor): BanksActRecord["effect"] {
  switch (step.action) {
    case "run":
      return { type: "run", value: null };
    case "braceWeapon":
      return { type: "brace", value: null };
    case "clearRecoil":
      return { type: "clearRecoil", value: before.recoil - after.recoil };
    case "takeCover":
      return { type: "cover", value: step.cover };
    case "dropProne":
      // SEED "Drop Prone": from partial cover the character is then under full cover.
      return { type: "prone", value: before.cover === "partial" && after.cover === "full" ? "full" : null };
    case "standFromProne":
      return { type: "stand", value: null };
    default:
      return null;
  }
}

/** An action of the catalogue, paid and done through the same procedure as an action card (core/banks/flow). */
export function playAct(table: BanksTable, step: Step<"act">, rng: Rng): { table: BanksTable; outcome: BanksActRecord } {
  const acting = actingFor(table, step, rng);
  const started = acting.table;
  const actor = actorById(started, step.actor).state;
  const team = teamRefOf(started, step.actor);
  const options = { concurrentFree: step.concurrent, fullCoverAttack: step.fullCoverAttack, cancelled: step.cancelled, cover: step.cover, firedRecoil: started.firedRecoil.includes(step.actor) };
  const paid = payDeclaredAction(step.action, { actor, team, timeClass: started.encounter.timeClass, interrupted: acting.context }, null, "action", options);
  const next = spendTeam(patchActor(started, step.actor, paid.patches.actor), team, paid.patches.team);
  const payment = paymentRecord(started, next, step.actor, step.action, paid, acting, { concurrent: step.concurrent, cancelled: step.cancelled, fullCoverAttack: step.fullCoverAttack });
  const effect = step.cancelled ? null : effectOf(step, actor, actorById(next, step.actor).state);
  const done = settle(next, rng);
  return { table: done.table, outcome: { kind: "act", actor: actorById(next, step.actor).name, payment, effect, turn: done.turn } };
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
  const team = ownValue(table.encounter.teams, step.team);
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
