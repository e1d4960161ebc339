/**
 * The slots combat policy (docs/rules/slots.md §7). The turn order is the Active Phase Cycle, then
 * the NPCs; a turn starts the Active Phase of its whole group (equal Awareness acts together) and
 * ends it (leftover Action Slots become Reserved). The round's end is Hesitation; Upkeep follows,
 * keyed by round in each actor, so a second run of the same Upkeep changes nothing.
 */
import { isEmptyPatch } from "../patch";
import type { Rng } from "../random";
import type { CombatEvent, CombatPolicy, CombatStep, CombatView, CombatantView } from "../ruleset";
import { AWARENESS_DIE, groupsOf } from "./cycle";
import { type SlotsEncounter, defaultSlotsEncounter, groupOf } from "./encounter";
import { hesitationOf, phaseEndOf, phaseStartOf } from "./phase";
import type { SlotsActor, SlotsActorPatch } from "./state";
import { BURNOUT_DIE } from "./stress";
import { checkCombatant, checkRng, checkView, rollWith } from "./policy-input";
import { requireText } from "./shape";
import { type BurnoutRolls, upkeepOf } from "./upkeep";

type View = CombatView<SlotsActor, SlotsEncounter>;
type Combatant = CombatantView<SlotsActor>;
type Step = CombatStep<SlotsActor, SlotsEncounter>;

const isPc = (c: Combatant): boolean => c.isPlayer || c.state.isPlayer;

function step(actorPatches: Record<string, SlotsActorPatch>, events: CombatEvent[], extra: Partial<Step> = {}): Step {
  const patches = Object.fromEntries(Object.entries(actorPatches).filter(([, p]) => !isEmptyPatch(p)));
  const defeated = Object.fromEntries(Object.entries(patches).filter(([, p]) => p.dead === true).map(([id]) => [id, true]));
  return { actorPatches: patches, events, prompts: [], ...(Object.keys(defeated).length > 0 ? { defeated } : {}), ...extra };
}

/** Cycle order, then everyone outside it (NPCs, late arrivals) in tracker order. */
export function slotsTurnOrder(view: View): string[] {
  const present = new Set(view.combatants.map((c) => c.id));
  const inCycle = view.encounter.cycle.flat().filter((id) => present.has(id));
  const placed = new Set(inCycle);
  return [...inCycle, ...view.combatants.filter((c) => !placed.has(c.id)).map((c) => c.id)];
}

/** The members of the group `id` acts in (an NPC alone). */
function membersOf(view: View, id: string): Combatant[] {
  const g = groupOf(view.encounter, id);
  const ids = g < 0 ? [id] : (view.encounter.cycle[g] ?? []);
  return view.combatants.filter((c) => ids.includes(c.id));
}

function beginAll(members: readonly Combatant[], round: number, type: string): { patches: Record<string, SlotsActorPatch>; events: CombatEvent[] } {
  const patches: Record<string, SlotsActorPatch> = {};
  const events: CombatEvent[] = [];
  for (const c of members) {
    if (c.state.phase !== "waiting") continue;
    const { result, patch } = phaseStartOf(c.state, round);
    patches[c.id] = patch;
    events.push({ type, combatantId: c.id, detail: { name: c.name, actionSlots: result.actionSlots, slowLost: result.slowLost, stunPaid: result.stunPaid, skipped: result.skipped } });
  }
  return { patches, events };
}

/** Rolls the burnout dice only for an actor whose channelled effects add Upkeep stress. */
function burnoutRolls(state: SlotsActor, rng: Rng): BurnoutRolls {
  if (!state.effects.some((e) => e.upkeepStress !== null)) return {};
  return { physical: rollWith(rng, BURNOUT_DIE.physical, "rng"), mental: rollWith(rng, BURNOUT_DIE.mental, "rng"), vocal: rollWith(rng, BURNOUT_DIE.vocal, "rng") };
}

/** §5.6, §7 on a checked view: groups that never acted lose their slots with everyone's Reserved ones (Hesitation). */
export function hesitationStep(view: View): Step {
  const patches: Record<string, SlotsActorPatch> = {};
  const events: CombatEvent[] = [];
  for (const c of view.combatants) {
    const { result, patch } = hesitationOf(c.state);
    patches[c.id] = patch;
    if (result.lost > 0) events.push({ type: "slots.hesitation", combatantId: c.id, detail: { name: c.name, lost: result.lost } });
  }
  return step(patches, events, view.combatants.length === 0 ? {} : { encounterPatch: { groupIndex: 0 } });
}

/** §5.9, §7 on a checked view: Upkeep for everyone, cycle order, then NPCs. */
export function upkeepStep(view: View, rng: Rng): Step {
  const patches: Record<string, SlotsActorPatch> = {};
  const events: CombatEvent[] = [];
  const order = slotsTurnOrder(view);
  const byId = new Map(view.combatants.map((x) => [x.id, x]));
  for (const id of order) {
    const c = byId.get(id);
    if (c === undefined) continue;
    const { result, patch } = upkeepOf(c.state, Math.max(1, view.round), burnoutRolls(c.state, rng));
    if (!result.ran) continue;
    patches[c.id] = patch;
    const quiet = result.bleedDamage + result.hemorrhageDamage + result.dotDamage + result.healed === 0 && result.stress.length === 0 && result.expired.length === 0 && !result.died;
    if (quiet) continue;
    events.push({
      type: "slots.upkeep",
      combatantId: c.id,
      detail: {
        name: c.name,
        bleed: result.bleedDamage,
        hemorrhage: result.hemorrhageDamage,
        dot: result.dotDamage,
        healed: result.healed,
        hp: result.hp,
        stress: result.stress.reduce((s, r) => s + r.gained, 0),
        burnouts: result.stress.filter((r) => r.burnout).map((r) => r.track).join(","),
        expired: result.expired.join(","),
        died: result.died,
      },
    });
  }
  return step(patches, events);
}

export const slotsCombat: CombatPolicy<SlotsActor, SlotsEncounter> = {
  initialEncounter: defaultSlotsEncounter,
  initiative: { mode: "dynamic" },
  canAct: (c) => {
    checkCombatant(c, "combatant");
    return !c.defeated && !c.state.dead && c.state.unconscious === null;
  },
  turnOrder: (view) => slotsTurnOrder(checkView(view)),

  // §5.3: every player character rolls (v:20 Awareness); equal totals form one group.
  startCombat(view, rng) {
    checkView(view);
    checkRng(rng);
    const rolls = view.combatants.filter(isPc).map((c) => {
      const natural = rollWith(rng, AWARENESS_DIE, "rng");
      return { id: c.id, name: c.name, natural, total: natural + c.state.awareness };
    });
    const cycle = groupsOf(rolls);
    const events = rolls.map((r): CombatEvent => ({ type: "slots.awareness", combatantId: r.id, detail: { name: r.name, natural: r.natural, total: r.total } }));
    return step({}, events, { encounterPatch: { cycle, groupIndex: 0 }, initiative: Object.fromEntries(rolls.map((r) => [r.id, r.total])) });
  },

  // §7: NPCs take their slot pool for the whole round; the first group begins with its turn.
  startRound(view) {
    checkView(view);
    const npcs = view.combatants.filter((c) => groupOf(view.encounter, c.id) < 0);
    const { patches, events } = beginAll(npcs, view.round, "slots.npcSlots");
    return step(patches, events, view.combatants.length === 0 ? {} : { encounterPatch: { groupIndex: 0 } });
  },

  // §5.4: the whole group gains its slots at once.
  startTurn(view, combatantId) {
    checkView(view);
    requireText(combatantId, "combatantId", "input.invalid", 64);
    const g = groupOf(view.encounter, combatantId);
    const { patches, events } = beginAll(membersOf(view, combatantId), view.round, "slots.phaseStart");
    return step(patches, events, g < 0 ? {} : { encounterPatch: { groupIndex: g } });
  },

  // §5.6: the group's leftover Action Slots become Reserved Slots.
  endTurn(view, combatantId) {
    checkView(view);
    requireText(combatantId, "combatantId", "input.invalid", 64);
    if (groupOf(view.encounter, combatantId) < 0) return step({}, []);
    const patches: Record<string, SlotsActorPatch> = {};
    const events: CombatEvent[] = [];
    for (const c of membersOf(view, combatantId)) {
      if (c.state.phase !== "active") continue;
      const { result, patch } = phaseEndOf(c.state);
      patches[c.id] = patch;
      events.push({ type: "slots.phaseEnd", combatantId: c.id, detail: { name: c.name, reserved: result.reserved } });
    }
    return step(patches, events);
  },

  // §5.6, §7: groups that never acted lose their slots with everyone's Reserved ones (Hesitation).
  endRound(view) {
    return hesitationStep(checkView(view));
  },

  // §5.9, §7: cycle order, then NPCs.
  upkeep(view, rng) {
    return upkeepStep(checkView(view), checkRng(rng));
  },
};
