/**
 * Slots scenario steps played (docs/scenarios.md "Slots"): the same procedures and combat policy
 * the Foundry tracker runs. The price of an action follows from the table: the acting group pays
 * AS, anyone else RS, or FP while the last group acts (docs/rules/slots.md §5.5, §7).
 */
import { RulesInputError } from "../../errors";
import { type ScenarioRules, table as generic } from "../../encounter";
import { applyPatch } from "../../patch";
import type { Rng } from "../../random";
import type { CombatEvent, CombatStep } from "../../ruleset";
import { type AttackRolls, attackOf } from "../attack";
import { combatView, type SlotsTable, actorById, createSlotsTable, nameOf, withState } from "./table";
import { slotsCombat } from "../combat";
import { AWARENESS_DIE, applyStays, groupsOf } from "../cycle";
import { effectsOf } from "../effects";
import { type SlotsEncounter, isFinalPhase } from "../encounter";
import { executionOf, maimOf, movementCostOf } from "../maim";
import { allResolveOf } from "../outro";
import { type SpendTime, paymentOf, spendTimeOf } from "../spend";
import { formatCost, parseCost } from "../cost";
import { type SlotsActor, maxHpOf } from "../state";
import { BURNOUT_DIE, effectStressOf } from "../stress";
import type { AbilityRecord, AttackRecord, EventRecord, PhaseRecord, SlotsRecord, TargetRecord } from "./records";
import { type SlotsStep, readSlotsStep } from "./steps";
import { checkRng, checkScenario, checkTable, rollWith } from "../policy-input";
import { field, requireRecord, requireText } from "../shape";

type Played = { table: SlotsTable; outcome: SlotsRecord };

export function targetRecord(state: SlotsActor): TargetRecord {
  return { hp: state.hp, maxHp: maxHpOf(state), vulnerable: state.hp === 0 || state.vulnerableByEffect, dead: state.dead, bleed: state.bleed, hemorrhage: state.hemorrhage };
}

/** Applies a policy step to the table and flattens its events for the record. */
function applyStep(table: SlotsTable, step: CombatStep<SlotsActor, SlotsEncounter>): { table: SlotsTable; events: EventRecord[] } {
  let next = table;
  for (const [id, patch] of Object.entries(step.actorPatches)) next = withState(next, id, applyPatch(actorById(next, id).state, patch));
  if (step.encounterPatch !== undefined) next = { ...next, encounter: applyPatch(next.encounter, step.encounterPatch) };
  const events = step.events.map((e: CombatEvent): EventRecord => ({ type: e.type, name: String(e.detail["name"] ?? ""), detail: e.detail }));
  return { table: next, events };
}

function requireCycle(table: SlotsTable, path: string): void {
  if (table.encounter.cycle.length === 0) throw new RulesInputError("scenario.invalid", path, `${path}: roll Awareness (an "initiative" step) before the first round`);
}

function firstOf(table: SlotsTable, g: number): string | undefined {
  return table.encounter.cycle[g]?.[0];
}

function phaseRecord(table: SlotsTable, kind: PhaseRecord["kind"], events: EventRecord[], acting: boolean): PhaseRecord {
  const group = acting ? (table.encounter.cycle[table.encounter.groupIndex] ?? []).map((id) => nameOf(table, id)) : [];
  return { kind, round: table.round, group, final: acting && isFinalPhase(table.encounter), events };
}

/** Whether the current group has begun and not yet ended. */
const groupActing = (table: SlotsTable): boolean => (table.encounter.cycle[table.encounter.groupIndex] ?? []).some((id) => actorById(table, id).state.phase === "active");

function playRoundStep(table: SlotsTable, step: Extract<SlotsStep, { type: "startRound" | "endPhase" | "endRound" }>, rng: Rng): Played {
  requireCycle(table, step.path);
  if (step.type === "startRound") {
    let next: SlotsTable = { ...table, round: table.round + 1 };
    const npcs = applyStep(next, slotsCombat.startRound(combatView(next), rng));
    const first = applyStep(npcs.table, slotsCombat.startTurn(combatView(npcs.table), firstOf(npcs.table, 0) ?? "", rng));
    next = first.table;
    return { table: next, outcome: phaseRecord(next, "startRound", [...npcs.events, ...first.events], true) };
  }
  if (step.type === "endPhase") {
    const g = table.encounter.groupIndex;
    if (!groupActing(table)) throw new RulesInputError("scenario.invalid", step.path, `${step.path}: no group is acting; start a round first`);
    const ended = applyStep(table, slotsCombat.endTurn(combatView(table), firstOf(table, g) ?? "", rng));
    const nextFirst = firstOf(ended.table, g + 1);
    if (nextFirst === undefined) return { table: ended.table, outcome: phaseRecord(ended.table, "endPhase", ended.events, false) };
    const begun = applyStep(ended.table, slotsCombat.startTurn(combatView(ended.table), nextFirst, rng));
    return { table: begun.table, outcome: phaseRecord(begun.table, "endPhase", [...ended.events, ...begun.events], true) };
  }
  let next = table;
  const events: EventRecord[] = [];
  if (groupActing(next)) {
    const ended = applyStep(next, slotsCombat.endTurn(combatView(next), firstOf(next, next.encounter.groupIndex) ?? "", rng));
    next = ended.table;
    events.push(...ended.events);
  }
  for (const phase of [slotsCombat.endRound, slotsCombat.upkeep]) {
    const played = applyStep(next, phase(combatView(next), rng));
    next = played.table;
    events.push(...played.events);
  }
  return { table: next, outcome: { kind: "endRound", round: table.round, events } };
}

function playInitiative(table: SlotsTable, step: Extract<SlotsStep, { type: "initiative" }>, rng: Rng): Played {
  const rolls = table.actors
    .filter((a) => a.state.isPlayer)
    .map((a) => {
      const natural = Object.hasOwn(step.rolls, a.id) ? (step.rolls[a.id] ?? 1) : rollWith(rng, AWARENESS_DIE, "rng");
      return { id: a.id, name: a.name, natural, awareness: a.state.awareness, total: natural + a.state.awareness };
    });
  const cycle = applyStays(groupsOf(rolls), step.stays, `${step.path}.stays`);
  const next: SlotsTable = { ...table, round: 0, encounter: { cycle, groupIndex: 0 } };
  return {
    table: next,
    outcome: {
      kind: "initiative",
      rolls: rolls.map(({ name, natural, awareness, total }) => ({ name, natural, awareness, total })),
      stays: step.stays.map((s) => nameOf(table, s.id)),
      cycle: cycle.map((g) => g.map((id) => nameOf(table, id))),
    },
  };
}

/** The price an actor pays now (§5.5): its group acting → AS; otherwise RS, or FP during the Final Phase; NPCs AS. */
function timeFor(table: SlotsTable, id: string): SpendTime {
  const { cycle, groupIndex } = table.encounter;
  return groupActing(table) ? spendTimeOf(cycle, groupIndex, id) : cycle.some((g) => g.includes(id)) ? "reserved" : "active";
}

const roll = (given: number | undefined, sides: number, rng: Rng): number => given ?? rollWith(rng, sides, "rng");

function playAttack(table: SlotsTable, step: Extract<SlotsStep, { type: "attack" }>, rng: Rng): Played {
  const attacker = actorById(table, step.actor);
  const target = actorById(table, step.target);
  const found = generic.weaponById(table, attacker, step.item);
  const item = found.weapon;
  const n = step.naturals;
  const rolls: AttackRolls = {
    accuracy: roll(n.accuracy, 20, rng),
    ...(item.damage.die > 0 ? { damage: roll(n.damage, item.damage.die, rng) } : {}),
    ...(item.onHit.stunV > 0 ? { stun: roll(n.stun, item.onHit.stunV, rng) } : {}),
    ...(item.stress?.kind === "variable" ? { stress: roll(n.stress, item.stress.n, rng) } : {}),
    ...(item.stress !== null ? { burnout: roll(n.burnout, BURNOUT_DIE[item.stress.track], rng) } : {}),
  };
  const same = attacker.id === target.id;
  const played = attackOf({ attacker: attacker.state, target: target.state, item, rolls, time: timeFor(table, attacker.id), round: Math.max(1, table.round), targetIsConstruct: step.construct, accuracyBonus: 0 });
  let next = withState(table, attacker.id, applyPatch(attacker.state, played.attacker));
  if (!same) next = withState(next, target.id, applyPatch(target.state, played.target));
  const r = played.result;
  const outcome: AttackRecord = { kind: "attack", attacker: attacker.name, target: target.name, item: found.name, ...r, payment: r.payment, after: targetRecord(actorById(next, target.id).state) };
  return { table: next, outcome };
}

function playAbility(table: SlotsTable, step: Extract<SlotsStep, { type: "ability" }>, rng: Rng): Played {
  const actor = actorById(table, step.actor);
  const found = generic.weaponById(table, actor, step.item);
  const item = found.weapon;
  const terms = { cost: parseCost(item.cost, "item.cost"), reservedAllowed: item.reservedAllowed, activePhaseOnly: item.activePhaseOnly };
  const paid = paymentOf(actor.state, terms, timeFor(table, actor.id), "item.cost");
  let state = applyPatch(actor.state, paid.patch);
  let stress: AbilityRecord["stress"] = null;
  let channel: AbilityRecord["channel"] = null;
  if (item.stress !== null) {
    const cost = item.stress;
    const n = step.naturals;
    const s = effectStressOf(state, cost, { ...(cost.kind === "variable" ? { natural: roll(n.stress, cost.n, rng) } : {}), burnout: roll(n.burnout, BURNOUT_DIE[cost.track], rng) }, Math.max(1, table.round));
    state = applyPatch(state, s.patch);
    stress = s.result;
    if (cost.kind === "upkeep" && s.result.activates && step.rounds > 0) {
      channel = { rounds: step.rounds };
      state = { ...state, effects: [...state.effects, { id: found.name, startRound: Math.max(1, table.round), rounds: step.rounds, upkeepStress: { track: cost.track, n: cost.n }, hot: 0, dot: 0 }] };
    }
  }
  const next = withState(table, actor.id, state);
  return { table: next, outcome: { kind: "ability", actor: actor.name, item: found.name, payment: paid.result, stress, channel, after: targetRecord(state) } };
}

function playEffect(table: SlotsTable, step: Extract<SlotsStep, { type: "effect" }>, rng: Rng): Played {
  const target = actorById(table, step.target);
  const round = Math.max(1, table.round);
  const rolls = step.onHit.stunV > 0 ? { stun: roll(step.naturals.stun, step.onHit.stunV, rng) } : {};
  const { result, patch } = effectsOf(target.state, step.onHit, false, rolls, round);
  let state = applyPatch(target.state, patch);
  if (step.dot > 0 || step.hot > 0) state = { ...state, effects: [...state.effects, { id: `effect-${state.effects.length + 1}`, startRound: round, rounds: step.rounds, upkeepStress: null, hot: step.hot, dot: step.dot }] };
  return { table: withState(table, target.id, state), outcome: { kind: "effect", target: target.name, effects: result, timed: step.dot > 0 || step.hot > 0 ? { dot: step.dot, hot: step.hot, rounds: step.rounds } : null, after: targetRecord(state) } };
}

function playOther(table: SlotsTable, step: Extract<SlotsStep, { type: "execute" | "maim" | "outro" }>): Played {
  if (step.type === "execute") {
    const actor = actorById(table, step.actor);
    const target = actorById(table, step.target);
    const done = executionOf(actor.state, target.state, step.lethal, timeFor(table, actor.id));
    const next = withState(withState(table, actor.id, applyPatch(actor.state, done.executioner)), target.id, applyPatch(target.state, done.target));
    return { table: next, outcome: { kind: "execute", actor: actor.name, target: target.name, lethal: step.lethal, price: done.result.price, left: done.result.slotsLeft } };
  }
  if (step.type === "maim") {
    const target = actorById(table, step.target);
    const { result, patch } = maimOf(target.state, { kind: step.kind, part: step.part, side: step.side }, Math.max(1, table.round));
    const state = applyPatch(target.state, patch);
    return { table: withState(table, target.id, state), outcome: { kind: "maim", target: target.name, maim: result, movement: formatCost(movementCostOf(state.maims)) } };
  }
  if (step.mode === "slowBurn") return { table, outcome: { kind: "outro", mode: step.mode, names: [] } };
  let next = table;
  for (const a of table.actors) next = withState(next, a.id, applyPatch(a.state, allResolveOf(a.state)));
  return { table: { ...next, encounter: { cycle: [], groupIndex: 0 } }, outcome: { kind: "outro", mode: step.mode, names: table.actors.map((a) => a.name) } };
}

export const slotsScenarioRules: ScenarioRules<SlotsTable, SlotsStep, SlotsRecord> = {
  createTable: (scenario) => createSlotsTable(checkScenario(scenario)),
  readStep: (table, raw, path) => readSlotsStep(checkTable(table), requireRecord(raw, requireText(path, "path", "input.invalid", 200), "scenario.invalid"), path),
  playStep(table, given, rng) {
    // The step is read again from what it was read from, so a hand-made step cannot skip a check.
    checkTable(table);
    checkRng(rng);
    const s = requireRecord(given, "step", "scenario.invalid");
    const step = readSlotsStep(table, requireRecord(field(s, "raw"), "step.raw", "scenario.invalid"), requireText(field(s, "path"), "step.path", "scenario.invalid", 200));
    switch (step.type) {
      case "initiative":
        return playInitiative(table, step, rng);
      case "startRound":
      case "endPhase":
      case "endRound":
        return playRoundStep(table, step, rng);
      case "attack":
        return playAttack(table, step, rng);
      case "ability":
        return playAbility(table, step, rng);
      case "effect":
        return playEffect(table, step, rng);
      default:
        return playOther(table, step);
    }
  },
};
