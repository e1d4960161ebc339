/**
 * Playing the non-attack steps of a track scenario: initiative (rules/track.md §7), time passing
 * (§5.7, §5.9), Healing Tests, First Aid, Edge, healing (§5.8), clicks on the monitor (§7) and
 * damage over time (§5.9).
 */
import { rollDice } from "../../dice";
import { RulesInputError } from "../../errors";
import { table as generic } from "../../encounter";
import type { Rng } from "../../random";
import { canActOnTrack, timeStep } from "../combat";
import { cycleBox } from "../clicks";
import { newDot } from "../dot";
import { finalHealingTest, firstAidOnDying, healingTestOnDying, spendEdgeToStabilize } from "../dying";
import { firstAid, healStep } from "../healing";
import { initiativePasses, initiativePool, initiativeScore } from "../initiative";
import { MAX_DOTS, type TrackActorPatch } from "../state";
import { type CareRecord, type InitiativeRecord, type TimeRecord, monitorOf, passNames } from "./records";
import type { TrackStep } from "./step-read";
import type { TrackTable } from "./table";

export function playStartRound(table: TrackTable, step: Extract<TrackStep, { type: "startRound" }>, rng: Rng): { table: TrackTable; outcome: InitiativeRecord } {
  const scores = table.actors.map((a) => {
    const canAct = canActOnTrack(a.state);
    const given = Object.hasOwn(step.dice, a.id) ? step.dice[a.id] : undefined;
    const dice = canAct ? (given ?? rollDice(rng, initiativePool(a.state))) : [];
    try {
      return { id: a.id, name: a.name, dice, score: canAct ? initiativeScore(a.state, dice) : 0, canAct, extraPasses: a.state.extraPasses };
    } catch (error) {
      if (error instanceof RulesInputError) throw new RulesInputError(error.code, `${step.path}.dice.${a.name}`, error.message);
      throw error;
    }
  });
  const passes = initiativePasses(scores);
  return {
    table,
    outcome: { kind: "initiative", scores: scores.map(({ name, dice, score, canAct }) => ({ name, dice, score, canAct })), passes: passNames(passes, (id) => generic.actorById(table, id).name) },
  };
}

export function playTime(table: TrackTable, step: Extract<TrackStep, { type: "endRound" | "passTime" }>): { table: TrackTable; outcome: TimeRecord } {
  const view = { round: 0, turn: null, encounter: {}, combatants: table.actors.map((a) => ({ id: a.id, actorId: a.id, name: a.name, isPlayer: a.type === "character", defeated: a.state.dead, initiative: null, state: a.state })) };
  const changes = timeStep(view, step.seconds);
  let next = table;
  for (const [id, patch] of Object.entries(changes.actorPatches)) next = generic.patchActor(next, id, patch);
  const owed = new Set(changes.prompts.map((p) => p.combatantId));
  const actors = Object.keys(changes.actorPatches).map((id) => {
    const a = generic.actorById(next, id);
    const dotBoxes = changes.events.filter((e) => e.combatantId === id && e.type === "track.dotBox").map((e) => String(e.detail["damageType"]));
    return { dotBoxes, needsFinalHealingTest: owed.has(id), monitor: monitorOf(a.name, a.state) };
  });
  return { table: next, outcome: { kind: "time", seconds: step.seconds, actors } };
}

type CareStep = Extract<TrackStep, { type: "healingTest" | "finalHealingTest" | "firstAid" | "heal" | "edge" | "click" | "addDot" }>;

export function playCare(table: TrackTable, step: CareStep): { table: TrackTable; outcome: CareRecord } {
  const actor = generic.actorById(table, step.actor);
  const s = actor.state;
  let patch: TrackActorPatch;
  let stabilized = false;
  let hits: number | null = null;
  let detail: string | null = null;
  switch (step.type) {
    case "healingTest":
    case "finalHealingTest": {
      const done = step.type === "healingTest" ? healingTestOnDying(s, step.hits) : finalHealingTest(s, step.hits);
      ({ patch } = done);
      stabilized = done.result.stabilized;
      hits = step.hits;
      break;
    }
    case "firstAid": {
      hits = step.hits;
      if (s.dying !== null) {
        const done = firstAidOnDying(s, step.hits);
        ({ patch } = done);
        stabilized = done.result.stabilized;
      } else ({ patch } = firstAid(s, step.hits));
      break;
    }
    case "heal":
      ({ patch } = healStep(s, step.damageType, step.success));
      detail = `${step.damageType}:${step.success ? "success" : "failure"}`;
      break;
    case "edge":
      ({ patch } = spendEdgeToStabilize(s));
      stabilized = true;
      break;
    case "click":
      ({ patch } = cycleBox(s, step.box));
      detail = String(step.box);
      break;
    case "addDot":
      if (s.dots.length >= MAX_DOTS) throw new RulesInputError("input.invalid", step.path, `an actor carries at most ${MAX_DOTS} sources of damage over time`);
      patch = { dots: [...s.dots, newDot(step.damageType, step.delay, step.resistanceHits)] };
      detail = step.damageType;
      break;
  }
  const next = generic.patchActor(table, actor.id, patch);
  return { table: next, outcome: { kind: "care", action: step.type, hits, detail, stabilized, monitor: monitorOf(actor.name, generic.actorById(next, actor.id).state) } };
}
