/**
 * Trauma scenario steps (docs/scenarios.md): `attack`, `startRound`, `endRound`, `moveRelic`.
 * Reading a step checks its shape and references; playing it runs the core procedures and
 * the same combat policy the Foundry tracker runs.
 */
import { type Card, type Piles, formatCard } from "../../cards";
import { RulesInputError, requireRecord } from "../../errors";
import { applyPatch } from "../../patch";
import { createRng, type Rng } from "../../random";
import { resolveAttack } from "../attack";
import { traumaCombat } from "../combat";
import { dealPerk } from "../perks";
import { WILL_TO_LIVE, startOfRound } from "../rounds";
import type { TraumaActor } from "../state";
import { moveRelicVim } from "../vim";
import type { CombatView } from "../../ruleset";
import { type ScenarioRules, SCENARIO_BOUNDS, boundedInt, checkFields, checkScenario, table as table_ } from "../../encounter";
import { type PerkSpec, drawFromDeck, perkPlays, readCardList, readPerkList } from "./draws";
import { type TableActor, type TableWeapon, type TraumaTable, PERK_DECK, PERK_DISCARD, createTraumaTable, deckOf, withActorState } from "./table";
import { type AttackRecord, type RoundRecord, type RelicRecord, type TraumaRecord, attackRecord, vimOf } from "./records";
import { ownValue } from "../../own";

export type TraumaStep =
  | { type: "attack"; path: string; actor: string; item: string; target: string; difficulty?: number; draw?: string[]; perks: PerkSpec[]; resist?: string[]; resistPerks: PerkSpec[]; seed?: number | string }
  | { type: "startRound"; path: string; willToLive: Readonly<Record<string, string[]>> }
  | { type: "endRound"; path: string }
  | { type: "moveRelic"; path: string; actor: string; relic: string };

/** The fields each step type may carry besides `type` (docs/scenarios.md "Trauma"); any other is refused. */
const STEP_FIELDS: Readonly<Record<string, readonly string[]>> = {
  attack: ["actor", "item", "target", "difficulty", "draw", "perks", "resist", "resistPerks", "seed"],
  startRound: ["willToLive"],
  endRound: [],
  moveRelic: ["actor", "relic"],
};
const STEP_TYPES = Object.keys(STEP_FIELDS);

function actorRef(table: TraumaTable, ref: unknown, path: string): TableActor {
  return table_.actorRef(table, ref, path);
}

function weaponRef(table: TraumaTable, actor: TableActor, ref: unknown, path: string): TableWeapon {
  return table_.weaponRef(table, actor, ref, path);
}

function readStep(table: TraumaTable, raw: Readonly<Record<string, unknown>>, path: string): TraumaStep {
  const type = requireRecord(raw, path, "scenario.invalid")["type"];
  if (typeof type !== "string" || !STEP_TYPES.includes(type)) {
    throw new RulesInputError("scenario.invalid", `${path}.type`, `${path}.type must be one of ${STEP_TYPES.join(", ")}, got ${JSON.stringify(type)}`);
  }
  checkFields(raw, ["type", ...(STEP_FIELDS[type] ?? [])], path);
  if (type === "endRound") return { type, path };
  if (type === "moveRelic") {
    const actor = actorRef(table, raw["actor"], `${path}.actor`);
    if (typeof raw["relic"] !== "string") throw new RulesInputError("scenario.invalid", `${path}.relic`, `${path}.relic must name a relic id`);
    return { type, path, actor: actor.id, relic: raw["relic"] };
  }
  if (type === "startRound") {
    const wtl = raw["willToLive"] ?? {};
    if (typeof wtl !== "object" || wtl === null || Array.isArray(wtl)) {
      throw new RulesInputError("scenario.invalid", `${path}.willToLive`, `${path}.willToLive must map actor names to cards`);
    }
    const willToLive: Record<string, string[]> = {};
    for (const [ref, cards] of Object.entries(wtl)) {
      const actor = actorRef(table, ref, `${path}.willToLive.${ref}`);
      // Actor ids are typed by whoever writes the scenario: an own property even for `__proto__`.
      Object.defineProperty(willToLive, actor.id, { value: readCardList(cards, `${path}.willToLive.${ref}`) ?? [], enumerable: true, writable: true, configurable: true });
    }
    return { type, path, willToLive };
  }
  const attacker = actorRef(table, raw["actor"], `${path}.actor`);
  const target = actorRef(table, raw["target"], `${path}.target`);
  const weapon = weaponRef(table, attacker, raw["item"], `${path}.item`);
  // The same bounds as a weapon's difficulty, checked here so the error names the step's field.
  const difficulty = raw["difficulty"] === undefined ? undefined : boundedInt(raw["difficulty"], `${path}.difficulty`, SCENARIO_BOUNDS.difficulty);
  const seed = raw["seed"];
  if (seed !== undefined && typeof seed !== "string" && (typeof seed !== "number" || !Number.isInteger(seed))) {
    throw new RulesInputError("scenario.invalid", `${path}.seed`, `${path}.seed must be a whole number or a string`);
  }
  const draw = readCardList(raw["draw"], `${path}.draw`);
  const resist = readCardList(raw["resist"], `${path}.resist`);
  return {
    type: "attack",
    path,
    actor: attacker.id,
    item: weapon.id,
    target: target.id,
    perks: readPerkList(raw["perks"], `${path}.perks`),
    resistPerks: readPerkList(raw["resistPerks"], `${path}.resistPerks`),
    ...(difficulty === undefined ? {} : { difficulty }),
    ...(draw === undefined ? {} : { draw }),
    ...(resist === undefined ? {} : { resist }),
    ...(seed === undefined ? {} : { seed }),
  };
}

function actorById(table: TraumaTable, id: string): TableActor {
  return table_.actorById(table, id);
}

const withState = withActorState;

/** Spent perks go to the discard pile; a drawer who earned one is dealt the top Perk Card. */
function settlePerks(table: TraumaTable, spent: readonly Card[], earners: readonly string[], rng: Rng): { table: TraumaTable; dealt: { to: string; card: string }[] } {
  let piles: Piles = { ...table.piles, [PERK_DISCARD]: [...(table.piles[PERK_DISCARD] ?? []), ...spent] };
  let next: TraumaTable = { ...table, piles };
  const dealt: { to: string; card: string }[] = [];
  for (const id of earners) {
    const actor = actorById(next, id);
    if (!actor.state.isLead && !next.npcPerks) continue;
    const deal = dealPerk({ deck: [...(piles[PERK_DECK] ?? [])], discard: [...(piles[PERK_DISCARD] ?? [])], perkHand: actor.state.perkHand }, rng);
    piles = { ...piles, [PERK_DECK]: deal.piles.deck, [PERK_DISCARD]: deal.piles.discard };
    next = withState({ ...next, piles }, id, applyPatch(actor.state, deal.patch));
    if (deal.result.dealt) dealt.push({ to: actor.name, card: formatCard(deal.result.dealt) });
  }
  return { table: next, dealt };
}

function playAttack(table: TraumaTable, step: Extract<TraumaStep, { type: "attack" }>, scenarioRng: Rng): { table: TraumaTable; outcome: AttackRecord } {
  const rng = step.seed === undefined ? scenarioRng : createRng(step.seed);
  const attacker = actorById(table, step.actor);
  const target = actorById(table, step.target);
  const found = [...attacker.weapons, ...table.items].find((w) => w.id === step.item);
  if (!found) throw new RulesInputError("scenario.unknownRef", `${step.path}.item`, `${step.path}.item: no such weapon`);
  const weapon = step.difficulty === undefined ? found.weapon : { ...found.weapon, difficulty: step.difficulty };
  const count = weapon.ability in attacker.state.abilities ? (attacker.state.abilities[weapon.ability] ?? 0) : 0;
  const attackDraw = drawFromDeck(table.piles, deckOf(attacker), count, step.draw, rng, `${step.path}.draw`);
  let piles = attackDraw.piles;
  const draw = { cards: attackDraw.cards, perks: perkPlays(attacker.state.perkHand, step.perks, `${step.path}.perks`) };
  let outcome = resolveAttack({ attacker: attacker.state, target: target.state, weapon, draw });
  if (outcome.result.stage === "needsResistance" && outcome.result.resistanceCall) {
    const call = outcome.result.resistanceCall;
    const resistDraw = drawFromDeck(piles, deckOf(target), call.abilityRating, step.resist, rng, `${step.path}.resist`);
    piles = resistDraw.piles;
    const resistance = { cards: resistDraw.cards, perks: perkPlays(target.state.perkHand, step.resistPerks, `${step.path}.resistPerks`) };
    outcome = resolveAttack({ attacker: attacker.state, target: target.state, weapon, draw, resistance });
  }
  const { result, patches } = outcome;
  let next = withState({ ...table, piles }, attacker.id, applyPatch(attacker.state, patches.attacker));
  next = withState(next, target.id, applyPatch(actorById(next, target.id).state, patches.target));
  const earners = [...(result.perks.attacker.earns ? [attacker.id] : []), ...(result.perks.target.earns ? [target.id] : [])];
  const settled = settlePerks(next, [...result.perks.attacker.spent, ...result.perks.target.spent], earners, rng);
  const after = actorById(settled.table, target.id);
  return { table: settled.table, outcome: attackRecord({ attacker: attacker.name, target: target.name, weapon: found.name, baseDifficulty: weapon.difficulty, lobe: weapon.lobe, result, perksDealt: settled.dealt, targetVim: vimOf(after.state) }) };
}

function combatView(table: TraumaTable, round: number): CombatView<TraumaActor, Record<string, never>> {
  return {
    round,
    turn: null,
    encounter: {},
    combatants: table.actors.map((a) => ({ id: a.id, actorId: a.id, name: a.name, isPlayer: a.state.isLead, defeated: a.state.status.dead, initiative: null, state: a.state })),
  };
}

function playRound(table: TraumaTable, step: Extract<TraumaStep, { type: "startRound" | "endRound" }>, rng: Rng): { table: TraumaTable; outcome: RoundRecord } {
  const view = combatView(table, 0);
  const phase = step.type === "startRound" ? traumaCombat.startRound(view, rng) : traumaCombat.endRound(view, rng);
  let next = table;
  for (const [id, patch] of Object.entries(phase.actorPatches)) next = withState(next, id, applyPatch(actorById(next, id).state, patch));
  const events: RoundRecord["events"] = phase.events.map((e) => ({ type: e.type, name: actorById(table, e.combatantId ?? "").name }));
  for (const prompt of phase.prompts) {
    // The tracker would ask the player; a scenario names the cards or draws them at random.
    const actor = actorById(next, prompt.combatantId);
    const fixed = step.type === "startRound" ? ownValue(step.willToLive, actor.id) : undefined;
    const count = actor.state.abilities[WILL_TO_LIVE.ability] ?? 0;
    const drawn = drawFromDeck(next.piles, deckOf(actor), count, fixed, rng, `${step.path}.willToLive.${actor.name}`);
    const { result, patch } = startOfRound(actor.state, { cards: drawn.cards });
    next = withState({ ...next, piles: drawn.piles }, actor.id, applyPatch(actor.state, patch));
    const draw = result.willToLive;
    const record = draw === null ? {} : { draw: { baseDifficulty: WILL_TO_LIVE.baseDifficulty, lobeScore: WILL_TO_LIVE.baseDifficulty - draw.targetDifficulty, targetDifficulty: draw.targetDifficulty, cards: draw.cards.map((c) => formatCard(c)), result: draw.result, margin: draw.margin, success: draw.success } };
    events.push({ type: result.died ? "trauma.willToLiveFailed" : "trauma.willToLiveSurvived", name: actor.name, ...record });
  }
  return { table: next, outcome: { kind: step.type, events } };
}

function playRelic(table: TraumaTable, step: Extract<TraumaStep, { type: "moveRelic" }>): { table: TraumaTable; outcome: RelicRecord } {
  const actor = actorById(table, step.actor);
  const { result, patch } = moveRelicVim(actor.state, step.relic);
  const state = applyPatch(actor.state, patch);
  return { table: withState(table, actor.id, state), outcome: { kind: "moveRelic", actor: actor.name, ...result, vim: vimOf(state) } };
}

export const traumaScenarioRules: ScenarioRules<TraumaTable, TraumaStep, TraumaRecord> = {
  createTable: (scenario, rng) => createTraumaTable(checkScenario(scenario, "$"), rng),
  readStep,
  playStep(table, step, rng) {
    // The runner hands back what readStep returned; anything else is refused, not played.
    requireRecord(table, "table");
    if (!STEP_TYPES.includes(requireRecord(step, "step")["type"] as string)) throw new RulesInputError("scenario.invalid", "step.type", "a step must be one readStep returned");
    switch (step.type) {
      case "attack":
        return playAttack(table, step, rng);
      case "moveRelic":
        return playRelic(table, step);
      default:
        return playRound(table, step, rng);
    }
  },
};
