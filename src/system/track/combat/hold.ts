/**
 * Holding a turn (docs/rules/track.md §7): when its turn comes, a combatant may act after the lower
 * scores of the pass, and then act whenever it wants before the pass ends. The decision changes
 * the order every client derives, so it is recorded where only a GM writes: the combat's ledger
 * (`flags.fray.automation.encounter.holds`). A player asks the active GM with a request message
 * the server stamps (gm/sender.ts), naming the combat and the row; the GM checks that the sender
 * owns that combatant (or is a GM) and that the rules allow it now, then writes the decision and
 * moves the turn on if the holder was the one acting.
 */
import { RulesInputError } from "../../../core/errors";
import { type TrackHold, actNowDecision, forwardLanding, groupSpan, holdDecision } from "../../../core/track";
import { withCombatLock } from "../../combat/combat-lock";
import type { PhaseRequest } from "../../combat/automation-ledger";
import { runCombatPhase } from "../../combat/phase-runner";
import { type GmActionResult, refuse } from "../../gm/gm-lock";
import { trackEncounterOf, trackRowsOf } from "./round-rows";

export type HoldAction = "hold" | "actNow";

/** May `user` decide for this combatant? Its owner or a GM. */
export function controls(user: User.Implementation, combatant: Combatant.Implementation): boolean {
  return user.isGM || combatant.actor?.testUserPermission(user, "OWNER") === true;
}

/** What a decision leaves to do once the ledger is written: turn events to run, and where the turn goes. */
interface Aftermath {
  readonly phases: PhaseRequest[];
  readonly turn: number | null;
}

/** The active GM's handler: `combatId` and the turn row the asker clicked, `sender` as the server stamped it. */
export async function decideHold(action: HoldAction, combatId: string, rowIndex: number, sender: User.Implementation | null): Promise<GmActionResult> {
  if (!sender) return refuse("FRAY.Common.Chat.Error.NoSender");
  const combat = game.combats.get(combatId);
  if (!combat?.started || combat.turn === null) return refuse("FRAY.Track.Tracker.Error.NoCombat");
  const after: Aftermath = { phases: [], turn: null };
  const result = await withCombatLock(combatId, () => decide(combat, action, rowIndex, sender, after));
  // Outside the lock (the runner takes it): the holder's turn ends and a combatant moved onto the
  // turn index starts its turn (Foundry fires neither: the order changed under the same index);
  // then the turn moves on, and Foundry runs the events of the turns it passes.
  for (const phase of after.phases) await runCombatPhase(combat, phase);
  if (after.turn !== null && after.turn !== combat.turn) await combat.update({ turn: after.turn });
  return result;
}

async function decide(combat: Combat.Implementation, action: HoldAction, rowIndex: number, sender: User.Implementation, after: { phases: PhaseRequest[]; turn: number | null }): Promise<GmActionResult> {
  const rows = trackRowsOf(combat);
  const row = rows?.[rowIndex];
  const combatant = row ? combat.combatants.get(row.id) : undefined;
  if (!rows || !row || !combatant || combat.turn === null) return refuse("FRAY.Track.Tracker.Error.NoCombat");
  if (!controls(sender, combatant)) return refuse("FRAY.Track.Tracker.Error.NotYours");
  let decision: TrackHold;
  try {
    decision = action === "hold" ? holdDecision(rows, combat.turn, row.id, combat.round) : actNowDecision(rows, combat.turn, row.id, combat.round);
  } catch (error) {
    if (error instanceof RulesInputError) return refuse(`FRAY.Track.Tracker.Error.${error.code.replace("initiative.", "")}`);
    throw error;
  }
  const span = groupSpan(rows, combat.turn);
  const holds = [...trackEncounterOf(combat).holds.filter((h) => h.round === combat.round), decision];
  // Only the encounter is written, so the phase keys in the same ledger stay as they are.
  await combat.update({ flags: { fray: { automation: { encounter: { holds } } } } }, { turnEvents: false });
  combat.setupTurns();
  if (action === "hold") {
    // The holder leaves the acting group: the rest of the group acts, or the next group if it acted alone.
    const round = combat.round;
    after.phases.push({ phase: "endTurn", round, turn: rowIndex, combatantId: row.id });
    const moved = span.last === span.first ? combat.turns[span.first]?.id : undefined;
    if (moved) after.phases.push({ phase: "startTurn", round, turn: span.first, combatantId: moved });
    const rowsNow = trackRowsOf(combat);
    after.turn = span.last > span.first ? span.last - 1 : rowsNow ? forwardLanding(rowsNow, span.first) : span.first;
  }
  return { ok: true, message: action === "hold" ? "FRAY.Track.Tracker.Held" : "FRAY.Track.Tracker.ActsNow" };
}
