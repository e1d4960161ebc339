/**
 * The GM record book's part of `npm run bench` (scripts/bench-records.ts loads it): its size (pages and JSON bytes) after a 500-card
 * fight, then after the combat ends (deleted: its automation's records go) and after the chat
 * log is cleared (every card's records go) — gm/records/pruning.ts, run on the Foundry
 * simulation (test/sim) by the same code a GM's client runs. Each card leaves the records
 * trauma's Apply leaves (trauma/gm/gm-actions.ts): the card frozen at acceptance, the resistance
 * draw frozen, the Apply (the target's trauma patch and the card's mark); each round adds the
 * combat's automation step. The first cards are played through the steps themselves; the rest
 * are recorded as those steps record them, in a few batches (the simulation copies the whole
 * book at every request, so 2,000 single steps would take minutes).
 */
import { performance } from "node:perf_hooks";
import { parseCard } from "../../../src/core/cards";
import { type AttackCardState, defaultTraumaActor } from "../../../src/core/trauma";
import type * as ExactlyOnce from "../../../src/system/gm/records/exactly-once";
import type { GmRecord, RecordedWrite } from "../../../src/system/gm/records/gm-record";

const CARDS = 500;
/** Cards played through the steps (the rest are recorded in batches, as those steps record them). */
const PLAYED = 20;
const PER_ROUND = 10;

const qulia = defaultTraumaActor({ isLead: true, maxVim: 17, abilities: { operate: 4, will: 2, labor: 2 }, lobes: { correl: 2, focal: 3 } });
const ashmite = defaultTraumaActor({ isLead: false, maxVim: 12, abilities: { labor: 4, move: 2, sense: 4, will: 3 } });
const draw = { cards: "8S 4D AH".split(" ").map((c) => parseCard(c, "c")) };
const card: AttackCardState = {
  version: 1,
  attacker: { actorUuid: "Actor.qulia", name: "Qulia", state: qulia },
  weapon: { itemUuid: "Item.grimgrin", name: "Grimgrin Paralyzer 272", profile: { difficulty: 7, ability: "operate", lobe: "correl", traumaType: "Biotic", spread: [100, 60], condition: "Paralysis" } },
  draw,
  targets: [{ actorUuid: "Actor.ashmite", name: "Ashmite" }],
};

const applyWrites = (messageId: string): RecordedWrite[] => [
  { type: "update", uuid: "Actor.ashmite", data: { system: { trauma: { vim: { lifeSupport: 6, clot: 6 } } } } },
  { type: "update", uuid: `ChatMessage.${messageId}`, data: { flags: { fray: { trauma: { applied: { "0": { finalTrauma: 6, undone: false } } } } } } },
];
const ledger = { applied: { trauma: 6 }, statuses: [], finalTrauma: 6 };

type Steps = typeof ExactlyOnce;

/** One card through the GM's steps, as trauma's Apply takes it. */
async function playCard(i: number, frozen: Steps["frozen"], applyLine: Steps["applyLine"], runStep: Steps["runStep"]): Promise<void> {
  const messageId = `m${i}`;
  if (i % PER_ROUND === 0) await runStep({ key: `combat:c1:r${i / PER_ROUND + 1}:startRound`, writes: [], data: null, refs: ["c1"] });
  await frozen(`trauma.card:${messageId}`, [messageId], card, () => card);
  await frozen(`trauma.resistance:${messageId}:0`, [messageId], draw, () => draw);
  await applyLine(`trauma.apply:${messageId}:0`, [messageId], async () => ({ writes: applyWrites(messageId), data: ledger }));
}

/** The records `playCard` leaves, as runStep stores them (done). */
function recordsOf(i: number, tab: string): GmRecord[] {
  const messageId = `m${i}`;
  const done = (key: string, writes: RecordedWrite[], data: unknown, refs: string[]): GmRecord => ({ key, status: "done", writes, data, refs, at: Date.now(), tab });
  return [
    ...(i % PER_ROUND === 0 ? [done(`combat:c1:r${i / PER_ROUND + 1}:startRound`, [], null, ["c1"])] : []),
    done(`trauma.card:${messageId}`, [], card, [messageId]),
    done(`trauma.resistance:${messageId}:0`, [], draw, [messageId]),
    done(`trauma.apply:${messageId}:0#0:apply`, applyWrites(messageId), ledger, [messageId]),
  ];
}

interface BookSize {
  pages: number;
  bytes: number;
}

export async function recordBenchRows(): Promise<[string, string][]> {
  // The simulation's globals first, then Fray's modules that read them.
  await import("../../sim/install");
  const { createWorld } = await import("../../sim");
  const { frozen, applyLine, runStep } = await import("../../../src/system/gm/records/exactly-once");
  const { importRecords, recordBook, tabId } = await import("../../../src/system/gm/records/record-book");
  const { pruneRecords, registerRecordsSetting } = await import("../../../src/system/gm/records/pruning");

  const world = createWorld();
  const gm = world.open("gm");
  world.inTabSync(gm, registerRecordsSetting);
  world.seed("Actor", { _id: "ashmite", name: "Ashmite", type: "npc", ownership: { default: 0 }, system: { trauma: ashmite } });
  world.seed("Combat", { _id: "c1", round: 1, combatants: [] });
  for (let i = 0; i < CARDS; i++) world.seed("ChatMessage", { _id: `m${i}`, author: "gm", flags: { fray: { trauma: { attack: card } } } });
  const size = (): BookSize => world.inTabSync(gm, () => ({ pages: recordBook()?.pages.size ?? 0, bytes: JSON.stringify(recordBook()?.toObject() ?? {}).length }));

  const started = performance.now();
  await world.inTab(gm, async () => {
    for (let i = 0; i < PLAYED; i++) await playCard(i, frozen, applyLine, runStep);
    const recorded = Array.from({ length: CARDS - PLAYED }, (_, n) => recordsOf(PLAYED + n, tabId())).flat();
    for (let i = 0; i < recorded.length; i += 500) await importRecords(recorded.slice(i, i + 500));
  });
  const fightMs = performance.now() - started;
  const fought = size();
  await world.inTab(gm, async () => {
    await Combat.implementation.deleteDocuments(["c1"]);
    await pruneRecords();
  });
  const combatEnded = size();
  const pruneStart = performance.now();
  await world.inTab(gm, async () => {
    await ChatMessage.implementation.deleteDocuments(Array.from({ length: CARDS }, (_, i) => `m${i}`));
    await pruneRecords();
  });
  const pruneMs = performance.now() - pruneStart;
  const cleared = size();
  const show = (s: BookSize) => `${s.pages} pages, ${(s.bytes / 1024).toFixed(1)} KiB`;
  return [
    [`records: the book after a ${CARDS}-card fight`, `${show(fought)} (${fightMs.toFixed(0)} ms on the simulation)`],
    ["records: after the combat ends (deleted, pruned)", show(combatEnded)],
    ["records: after the chat log is cleared (pruned, one delete call)", `${show(cleared)} (${pruneMs.toFixed(0)} ms)`],
  ];
}
