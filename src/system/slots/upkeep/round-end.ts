/**
 * The end of a Full Round in Foundry (docs/rules/slots.md §7): Hesitation and Upkeep for every
 * combatant as ONE step the active GM claims in its record book and writes in one batch — one
 * Actor update for world actors, one Token update per scene for unlinked ones, one Combat update
 * (the ledger marks both the round's end and its Upkeep done), one Combatant update if someone
 * died — then one chat card. It is a ledger line (gm/records/exactly-once.ts): applied once,
 * undone once (undo.ts), applied again after an undo; a pending one is completed on GM reload.
 */
import { RulesInputError } from "../../../core/errors";
import { applyPatch } from "../../../core/patch";
import type { CombatView } from "../../../core/ruleset";
import { type SlotsActor, type SlotsEncounter, validateSlotsEncounter } from "../../../core/slots";
import { fullRoundEnd } from "../../../core/slots/round-end";
import { type AutomationLedger, type PhaseRequest, phaseKey, readLedger } from "../../combat/automation-ledger";
import { buildCombatView } from "../../combat/combat-view";
import { foundryRng } from "../../combat/foundry-rng";
import type { PhaseOutcome } from "../../combat/phase-runner";
import { ledgerUpdate } from "../../combat/ledger-write";
import type { CombatRuleset } from "../../combat/ruleset-context";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { applyLine, ledgerLine } from "../../gm/records/exactly-once";
import { postUpkeepCard } from "./card";
import { type UpkeepRecord, upkeepLine } from "./upkeep-record";

/** The ledger keys the step marks done: the round's end, and its Upkeep (so the runner skips it). */
export function roundEndKeys(round: number): [string, string] {
  return [phaseKey({ phase: "endRound", round }), phaseKey({ phase: "upkeep", round })];
}

/** What the step writes and remembers, decided from the combat as it stands (no database access). */
export function planRoundEnd(combat: Combat.Implementation, round: number, ledger: AutomationLedger, ruleset: CombatRuleset): { writes: RecordedWrite[]; data: UpkeepRecord } {
  // A copy: the combat's own flags object is merged in place when the step's write comes back.
  const encounterBefore: SlotsEncounter = structuredClone(ledger.encounter === undefined ? (ruleset.policy.initialEncounter() as SlotsEncounter) : validateSlotsEncounter(ledger.encounter));
  const { view, actors, hidden } = buildCombatView(combat, { round, turn: null }, encounterBefore, ruleset);
  const end = fullRoundEnd(view as CombatView<SlotsActor, SlotsEncounter>, foundryRng());
  const done = [...ledger.done, ...roundEndKeys(round).filter((k) => !ledger.done.includes(k))];
  const next: AutomationLedger = { ...ledger, done, encounter: applyPatch(encounterBefore, end.encounterPatch) };
  const actorWrites = end.entries.flatMap((e) => {
    const actor = actors.get(e.combatantId);
    return actor ? [{ actor, entry: e }] : [];
  });
  const wasDefeated = new Map(view.combatants.map((c) => [c.id, c.defeated]));
  const defeated = Object.entries(end.defeated).filter(([id, d]) => wasDefeated.has(id) && wasDefeated.get(id) !== d);
  const writes: RecordedWrite[] = [
    { type: "update", uuid: combat.uuid, data: ledgerUpdate(next) },
    ...actorWrites.map(({ actor, entry }) => ({ type: "update" as const, uuid: actor.uuid, data: { system: { slots: entry.patch } } })),
    ...defeated.map(([id, d]) => ({ type: "update" as const, uuid: `${combat.uuid}.Combatant.${id}`, data: { defeated: d } })),
  ];
  const isHidden = (e: { combatantId?: string }): boolean => e.combatantId !== undefined && hidden.has(e.combatantId);
  const data: UpkeepRecord = {
    combatId: combat.id ?? "",
    round,
    inverse: actorWrites.map(({ actor, entry }) => ({ uuid: actor.uuid, patch: entry.inverse })),
    defeatedBefore: defeated.map(([id]) => ({ id, defeated: wasDefeated.get(id) ?? false })),
    encounterBefore,
    events: end.events.filter((e) => !isHidden(e)),
    hiddenEvents: end.events.filter(isHidden),
  };
  return { writes, data };
}

/** The slots policy's round end as an own phase (adapter combat.ownPhases), under the combat's lock. */
export async function runSlotsRoundEnd(combat: Combat.Implementation, request: PhaseRequest, ruleset: CombatRuleset): Promise<PhaseOutcome> {
  if (request.phase !== "endRound") return "alreadyDone";
  const combatId = combat.id ?? "";
  const ledger = readLedger(combat.flags);
  if (ledger.done.includes(phaseKey(request))) return "alreadyDone";
  const base = upkeepLine(combatId, request.round);
  const line = ledgerLine(base);
  if (line.state === "applied") return "alreadyDone";
  const planned: { data?: UpkeepRecord } = {};
  try {
    await applyLine(base, [combatId], () => {
      const plan = planRoundEnd(combat, request.round, ledger, ruleset);
      planned.data = plan.data;
      return Promise.resolve(plan);
    });
  } catch (error) {
    // Another GM tab claimed this round's end first: it writes it and posts its card.
    if (error instanceof RulesInputError && error.code === "ledger.applied") return "alreadyDone";
    throw error;
  }
  if (planned.data) await postUpkeepCard(planned.data, line.generation);
  return "applied";
}
