/**
 * The round and turn steps (rules/wounds.md §5.8–§5.10, §7): Action Cards dealt and gathered
 * by the same policy the tracker runs, the start-of-turn roll it prompts, Bennies (Unshake, a
 * new Action Card), Healing, Hold and the hours that end the 24-hour injuries.
 */
import { formatCard } from "../../cards";
import { RulesInputError } from "../../errors";
import { applyPatch } from "../../patch";
import type { Rng } from "../../random";
import type { CombatView } from "../../ruleset";
import { type WoundsEncounter, actionOrder, dealActionCards, jokerBonusOf, redrawActionCard, setHold } from "../action-cards";
import { spendBennies, spendFromPool } from "../bennies";
import { bleedingOutRoll } from "../bleeding-out";
import { PROMPT_BLEEDING_OUT, PROMPT_SHAKEN_RECOVERY, woundsCombat } from "../combat";
import { traitDieOf, woundPenaltyOf } from "../derived";
import { heal, passHours } from "../healing";
import { rollTraitDice } from "../rolls";
import { shakenRecovery, unshakeWithBenny } from "../shaken";
import type { WoundsActor } from "../state";
import { type BennyRecord, type EndRoundRecord, type HealRecord, type HoldRecord, type HoursRecord, type StartRoundRecord, type StartTurnRecord, rollRecord, trackOf } from "./records";
import { checkedRng } from "../checks";
import { type WoundsStep, requireReadStep } from "./step-read";
import { type WoundsTable, actorById, checkTable, withActorState } from "./table";

type Step<T extends WoundsStep["type"]> = Extract<WoundsStep, { type: T }>;

function combatView(table: WoundsTable): CombatView<WoundsActor, WoundsEncounter> {
  return {
    round: table.round,
    turn: null,
    encounter: table.encounter,
    combatants: table.actors.map((a) => ({ id: a.id, actorId: a.id, name: a.name, isPlayer: a.type === "character", defeated: a.state.dead, initiative: null, state: a.state })),
  };
}

export function playStartRound(anyTable: WoundsTable, anyStep: Step<"startRound">, anyRng: Rng): { table: WoundsTable; outcome: StartRoundRecord } {
  const table = checkTable(anyTable);
  const step = requireReadStep(anyStep, "startRound");
  const rng = checkedRng(anyRng);
  const round = table.round + 1;
  let encounter = table.encounter;
  if (step.cards.size === 0) {
    const dealt = woundsCombat.startRound(combatView(table), rng);
    if (dealt.encounterPatch !== undefined) encounter = applyPatch(encounter, dealt.encounterPatch);
  } else {
    // The same deal with the faces the scenario names (the rest from the top).
    const ids = table.actors.filter((a) => !a.state.dead && !encounter.onHold.includes(a.id)).map((a) => a.id);
    encounter = dealActionCards(encounter, ids, rng, step.cards);
  }
  const order = actionOrder(encounter).map((id) => ({ name: actorById(table, id).name, card: formatCard(encounter.dealt.find((d) => d.combatantId === id)?.card ?? { rank: "Joker", color: "red" }) }));
  return { table: { ...table, round, encounter }, outcome: { kind: "startRound", round, order, onHold: encounter.onHold.map((id) => actorById(table, id).name) } };
}

export function playEndRound(anyTable: WoundsTable, anyStep: Step<"endRound">, anyRng: Rng): { table: WoundsTable; outcome: EndRoundRecord } {
  const table = checkTable(anyTable);
  requireReadStep(anyStep, "endRound");
  const rng = checkedRng(anyRng);
  const ended = woundsCombat.endRound(combatView(table), rng);
  const encounter = ended.encounterPatch === undefined ? table.encounter : applyPatch(table.encounter, ended.encounterPatch);
  return { table: { ...table, encounter }, outcome: { kind: "endRound", round: table.round, reshuffled: ended.events.some((e) => e.type === "wounds.reshuffled") } };
}

export function playStartTurn(anyTable: WoundsTable, anyStep: Step<"startTurn">, anyRng: Rng): { table: WoundsTable; outcome: StartTurnRecord } {
  const table = checkTable(anyTable);
  const step = requireReadStep(anyStep, "startTurn");
  const rng = checkedRng(anyRng);
  const actor = actorById(table, step.actor);
  const state = actor.state;
  const started = woundsCombat.startTurn(combatView(table), actor.id, rng);
  const prompt = started.prompts[0]?.type ?? null;
  const done = (after: WoundsActor, rest: Pick<StartTurnRecord, "prompt" | "roll" | "outcome">): { table: WoundsTable; outcome: StartTurnRecord } => ({
    table: withActorState(table, actor.id, after),
    outcome: { kind: "startTurn", actor: actor.name, ...rest, canAct: woundsCombat.canAct({ id: actor.id, actorId: actor.id, name: actor.name, isPlayer: false, defeated: after.dead, initiative: null, state: after }) && !after.shaken, after: trackOf(after) },
  });
  if (prompt === null) {
    if (step.rolls !== null) throw new RulesInputError("scenario.invalid", `${step.path}.rolls`, `${actor.name} makes no roll at the start of this turn`);
    return done(state, { prompt: null, roll: null, outcome: "acts" });
  }
  const trait = prompt === PROMPT_BLEEDING_OUT ? "vigor" : "spirit";
  const rolls = step.rolls ?? [rollTraitDice(rng, traitDieOf(state, trait).sides, state.isWildCard)];
  // rules/wounds.md §7: a Joker's +2 counts for every trait roll of the turn, these included.
  const joker = jokerBonusOf(table.encounter, actor.id);
  if (prompt === PROMPT_BLEEDING_OUT) {
    const { result, patch } = bleedingOutRoll(state, rolls, joker);
    return done(applyPatch(state, patch), { prompt: "bleedingOut", roll: rollRecord(rolls, { ...result, success: result.outcome !== "dies" }), outcome: result.outcome });
  }
  if (prompt !== PROMPT_SHAKEN_RECOVERY) throw new RulesInputError("scenario.invalid", step.path, `unknown prompt ${prompt}`);
  const { result, patch } = shakenRecovery(state, rolls, joker);
  return done(applyPatch(state, patch), { prompt: "shakenRecovery", roll: rollRecord(rolls, result), outcome: result.success ? "recovers" : "staysShaken" });
}

export function playBenny(anyTable: WoundsTable, anyStep: Step<"benny">, anyRng: Rng): { table: WoundsTable; outcome: BennyRecord } {
  const table = checkTable(anyTable);
  const step = requireReadStep(anyStep, "benny");
  const rng = checkedRng(anyRng);
  const actor = actorById(table, step.actor);
  const gmBennies = step.fromGmPool ? spendFromPool(table.gmBennies, 1) : table.gmBennies;
  if (step.fromGmPool && !actor.state.isWildCard) throw new RulesInputError("benny.none", `${step.path}.fromGmPool`, "The GM's pool pays only for Wild Cards");
  if (step.use === "unshake") {
    const state = applyPatch(actor.state, unshakeWithBenny(actor.state, step.fromGmPool));
    return { table: withActorState({ ...table, gmBennies }, actor.id, state), outcome: { kind: "benny", actor: actor.name, use: step.use, fromGmPool: step.fromGmPool, card: null, gmBennies, after: trackOf(state) } };
  }
  const state = step.fromGmPool ? actor.state : applyPatch(actor.state, spendBennies(actor.state, 1));
  const old = table.encounter.dealt.find((x) => x.combatantId === actor.id)?.card;
  const redrawn = redrawActionCard(table.encounter, actor.id, rng, step.card ?? undefined);
  const card = { old: old === undefined ? "" : formatCard(old), drawn: formatCard(redrawn.drawn), kept: formatCard(redrawn.kept) };
  const next = withActorState({ ...table, gmBennies, encounter: redrawn.encounter }, actor.id, state);
  return { table: next, outcome: { kind: "benny", actor: actor.name, use: step.use, fromGmPool: step.fromGmPool, card, gmBennies, after: trackOf(state) } };
}

export function playHeal(anyTable: WoundsTable, anyStep: Step<"heal">, anyRng: Rng): { table: WoundsTable; outcome: HealRecord } {
  const table = checkTable(anyTable);
  const step = requireReadStep(anyStep, "heal");
  const rng = checkedRng(anyRng);
  const patient = actorById(table, step.actor);
  const healer = actorById(table, step.healer);
  // The healer's Healing roll, or the patient's own natural Vigor roll.
  const trait = healer.id === patient.id ? "vigor" : "healing";
  const die = traitDieOf(healer.state, trait);
  const roll = step.roll ?? rollTraitDice(rng, die.sides, healer.state.isWildCard);
  const { result, patch } = heal(patient.state, { die, chain: roll.chain, ...(roll.wildChain === undefined ? {} : { wildChain: roll.wildChain }), isWildCard: healer.state.isWildCard, modifier: woundPenaltyOf(healer.state.wounds) });
  const state = applyPatch(patient.state, patch);
  return {
    table: withActorState(table, patient.id, state),
    outcome: { kind: "heal", actor: patient.name, healer: healer.name, roll: rollRecord([roll], { ...result, criticalFailure: false }), healed: result.healed, injuriesEnded: result.injuriesEnded, after: trackOf(state) },
  };
}

export function playHold(anyTable: WoundsTable, anyStep: Step<"hold">): { table: WoundsTable; outcome: HoldRecord } {
  const table = checkTable(anyTable);
  const step = requireReadStep(anyStep, "hold");
  const actor = actorById(table, step.actor);
  if (step.hold && (actor.state.shaken || actor.state.incapacitated || actor.state.dead)) {
    throw new RulesInputError("action.notAllowed", `${step.path}.hold`, `${actor.name} cannot go on Hold now`);
  }
  return { table: { ...table, encounter: setHold(table.encounter, actor.id, step.hold) }, outcome: { kind: "hold", actor: actor.name, hold: step.hold } };
}

export function playHours(anyTable: WoundsTable, anyStep: Step<"hours">): { table: WoundsTable; outcome: HoursRecord } {
  const table = checkTable(anyTable);
  const step = requireReadStep(anyStep, "hours");
  const actor = actorById(table, step.actor);
  const state = applyPatch(actor.state, passHours(actor.state, step.hours));
  return { table: withActorState(table, actor.id, state), outcome: { kind: "hours", actor: actor.name, hours: step.hours, injuriesEnded: actor.state.injuries.length - state.injuries.length, after: trackOf(state) } };
}
