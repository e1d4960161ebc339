/**
 * Runs one combat phase of the active ruleset's policy and applies its step exactly once
 * (design.md "combat", "Trust model"): only on the active GM's client, keyed in the combat's
 * ledger so a rewind, a reconnect or a second GM finds it done, and claimed first in the GM's
 * record book (gm/records) so two GM tabs cannot both run it and an interrupted phase is
 * completed. The step is applied in batches: the ledger (key + encounter state) in one combat
 * update, every actor patch in one applyActorPatches call, every defeated flag and initiative
 * in one Combatant update.
 */
import type { CombatPolicy, CombatStep, CombatView } from "../../core/ruleset";
import { applyActorPatches } from "../documents/apply-patches";
import { type PhaseRequest, afterPhase, phaseKey, promptKey, readLedger } from "./automation-ledger";
import { buildCombatView } from "./combat-view";
import { postEventsCards } from "./events-card";
import { foundryRng } from "./foundry-rng";
import { postPrompts } from "./prompts";
import { withCombatLock } from "./combat-lock";
import { type CombatRuleset, activeCombatRuleset } from "./ruleset-context";
import { planStep } from "./step-plan";
import { ledgerUpdate, phaseRecordKey } from "./ledger-write";
import { encounterWrites } from "./encounter-writes";
import { applyWrites } from "../gm/records/apply-writes";
import type { GmRecord, RecordedWrite } from "../gm/records/gm-record";
import { THIS_TAB, claimRecord, saveRecords } from "../gm/records/record-book";

export { ledgerUpdate } from "./ledger-write";

/** A phase's intent: the same absolute values the batched calls below write (recovery writes them with applyWrites). */
function phaseRecord(combat: Combat.Implementation, key: string, writes: RecordedWrite[]): GmRecord {
  return { key: phaseRecordKey(combat.id ?? "", key), status: "pending", writes, data: null, refs: [combat.id ?? ""], at: Date.now(), tab: THIS_TAB };
}

export type PhaseOutcome = "notActiveGm" | "noRuleset" | "alreadyDone" | "applied";

/** The view's round and turn: between rounds a policy sees no turn. */
function viewPosition(request: PhaseRequest): { round: number; turn: number | null } {
  if (request.phase === "startCombat") return { round: 0, turn: null };
  if (request.phase === "startTurn" || request.phase === "endTurn") return { round: request.round, turn: request.turn };
  return { round: request.round, turn: null };
}

function callPolicy(policy: CombatPolicy<unknown, unknown>, request: PhaseRequest, view: CombatView<unknown, unknown>): CombatStep<unknown, unknown> {
  const rng = foundryRng();
  switch (request.phase) {
    case "startCombat":
      return policy.startCombat(view, rng);
    case "startRound":
      return policy.startRound(view, rng);
    case "endRound":
      return policy.endRound(view, rng);
    case "upkeep":
      return policy.upkeep(view, rng);
    case "startTurn":
      return policy.startTurn(view, request.combatantId, rng);
    case "endTurn":
      return policy.endTurn(view, request.combatantId, rng);
  }
}

export async function runCombatPhase(
  combat: Combat.Implementation,
  request: PhaseRequest,
  ruleset: CombatRuleset | null = activeCombatRuleset(),
): Promise<PhaseOutcome> {
  if (!game.user.isActiveGM) return "notActiveGm";
  if (!ruleset) return "noRuleset";
  // Read, decide and write under the combat's lock: a concurrent run of the same phase waits
  // and then finds its key done.
  // A phase the ruleset runs itself (adapter combat.ownPhases) still runs under the lock.
  const own = ruleset.ownPhases?.[request.phase];
  return withCombatLock(combat.id ?? "", () => (own ? own(combat, request, ruleset) : applyPhase(combat, request, ruleset)));
}

async function applyPhase(combat: Combat.Implementation, request: PhaseRequest, ruleset: CombatRuleset): Promise<PhaseOutcome> {
  const key = phaseKey(request);
  const ledger = readLedger(combat.flags);
  if (ledger.done.includes(key)) return "alreadyDone";
  const encounter = ledger.encounter === undefined ? ruleset.policy.initialEncounter() : ledger.encounter;
  const { view, actors, hidden } = buildCombatView(combat, viewPosition(request), encounter, ruleset);
  const plan = planStep(callPolicy(ruleset.policy, request, view), view);
  const round = viewPosition(request).round;

  const next = afterPhase(ledger, key, plan.encounter, plan.prompts.map((p) => promptKey(p, round)));
  const patches = plan.actorPatches.flatMap(({ combatantId, patch }) => {
    const actor = actors.get(combatantId);
    return actor ? [{ actor, ruleset: ruleset.id, patch }] : [];
  });
  const mirrors = plan.encounterChanged ? await encounterWrites(combat, plan.encounter) : [];
  // The intent first, in the GM's record book: the server grants its id once, so of two GM tabs
  // only one runs the phase, and a GM that stops below leaves it for the next active GM to finish.
  const record = phaseRecord(combat, key, [
    { type: "update", uuid: combat.uuid, data: ledgerUpdate(next) },
    ...patches.map(({ actor, patch }) => ({ type: "update" as const, uuid: actor.uuid, data: { system: { [ruleset.id]: patch } } })),
    ...plan.combatantChanges.map(({ _id, ...change }) => ({ type: "update" as const, uuid: `${combat.uuid}.Combatant.${_id}`, data: change })),
    ...mirrors,
  ]);
  if (!(await claimRecord(record))) return "alreadyDone";
  await Promise.all([
    combat.update(ledgerUpdate(next), { turnEvents: false }),
    patches.length ? applyActorPatches(patches) : undefined,
    plan.combatantChanges.length ? combat.updateEmbeddedDocuments("Combatant", [...plan.combatantChanges], { turnEvents: false }) : undefined,
    mirrors.length ? applyWrites(mirrors) : undefined,
  ]);
  await saveRecords([{ ...record, status: "done" }]);

  const names = new Map(view.combatants.map((c) => [c.id, c.name]));
  await postEventsCards(request, plan.events, names, hidden);
  await postPrompts(combat, round, plan.prompts);
  return "applied";
}
