/**
 * Slots' part of `npm run bench` (issue 12 "Speed"): the end of a Full Round for 200 combatants —
 * the rules' CPU time (Hesitation and Upkeep for everyone, src/core/slots/round-end.ts; goal under
 * 5 ms) and the database writes the active GM makes (src/system/slots/upkeep/round-end.ts on the
 * server double; goal one actor batch, one write per scene with unlinked tokens, one combat update).
 */
import { performance } from "node:perf_hooks";
import { createRng } from "../src/core/random";
import type { CombatView } from "../src/core/ruleset";
import type { SlotsActor, SlotsEncounter } from "../src/core/slots";
import { fullRoundEnd } from "../src/core/slots/round-end";
import { pc, npc, slotsCombatRuleset, slotsWorld } from "../test/system/slots/upkeep/upkeep-world";

const COUNT = 200;
const SCENES = 2;

function fastest(run: () => unknown, runs = 20): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** Half player characters (linked), half NPCs on tokens spread over the scenes (unlinked); all bleeding, some channelling. */
function fighter(i: number): SlotsActor {
  const effects = i % 5 === 0 ? [{ id: "Chant", startRound: 1, rounds: 3, upkeepStress: { track: "vocal" as const, n: 1 }, hot: 0, dot: 0 }] : [];
  const base = { strength: 6, vitality: 6, hp: 90, bleed: 1 + (i % 4), hemorrhage: i % 3, reservedSlots: i % 3, effects };
  return i % 2 === 0 ? pc(base) : npc({ ...base, actionSlots: 4, phase: "active" });
}

function rulesRow(): [string, string] {
  const combatants = Array.from({ length: COUNT }, (_, i) => ({ id: `c${i}`, actorId: `a${i}`, name: `c${i}`, isPlayer: i % 2 === 0, defeated: false, initiative: null, state: fighter(i) }));
  const cycle = combatants.filter((c) => c.isPlayer).map((c, i) => ({ id: c.id, total: i % 20 }));
  const groups = [...new Set(cycle.map((c) => c.total))].map((t) => cycle.filter((c) => c.total === t).map((c) => c.id));
  const view: CombatView<SlotsActor, SlotsEncounter> = { round: 2, turn: null, combatants, encounter: { cycle: groups, groupIndex: groups.length - 1 } };
  return [`slots: end of a Full Round, ${COUNT} combatants, rules CPU (ms, goal < 5)`, fastest(() => fullRoundEnd(view, createRng(1)), 30).toFixed(3)];
}

async function writesRow(): Promise<[string, string]> {
  const actors: Record<string, [SlotsActor, string[]]> = {};
  for (let i = 0; i < COUNT; i++) actors[`a${i}`] = [fighter(i), i % 2 === 0 ? ["p1"] : []];
  const pcs = Object.keys(actors).filter((_, i) => i % 2 === 0);
  const w = slotsWorld(actors, [pcs.slice(0, 50), pcs.slice(50)], ["start"], 2);
  const calls: string[] = [];
  // The NPCs stand on unlinked tokens: their writes go to the token's delta, one call per scene.
  const scenes = Array.from({ length: SCENES }, (_, s) => ({
    id: `scene${s}`,
    updateEmbeddedDocuments: async (type: string, updates: { _id: string; delta: { system: { slots: object } } }[]) => {
      calls.push(`Scene${s}.update${type}(${updates.length})`);
      for (const u of updates) Object.assign((w.actors[u._id]?.system["slots"] ?? {}) as object, u.delta.system.slots);
    },
  }));
  Object.entries(w.actors).forEach(([id, actor], i) => {
    if (i % 2 === 0) return;
    Object.defineProperty(actor, "isToken", { value: true });
    Object.defineProperty(actor, "token", { value: { id, parent: scenes[Math.floor(i / 2) % SCENES] } });
  });
  // Imported by a computed name: the scripts are type-checked without Foundry's types (tsconfig.cli.json).
  const runner = "../src/system/slots/upkeep/round-end";
  const { runSlotsRoundEnd } = (await import(runner)) as { runSlotsRoundEnd: (combat: unknown, request: object, ruleset: unknown) => Promise<string> };
  await runSlotsRoundEnd(w.combat, { phase: "endRound", round: 2 }, slotsCombatRuleset);
  const all = [...w.server.calls, ...calls].filter((c) => !c.startsWith("JournalEntryPage"));
  const records = w.server.calls.filter((c) => c.startsWith("JournalEntryPage")).length;
  delete (globalThis as Record<string, unknown>)["game"];
  return [`slots: end of a Full Round, ${COUNT} combatants (${SCENES} scenes of unlinked tokens), database writes`, `${all.length} (${all.join(", ")}) + ${records} GM record writes + 1 chat card`];
}

export async function slotsUpkeepBenchRows(): Promise<[string, string][]> {
  return [rulesRow(), await writesRow()];
}
