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
import { type GmActionResult, refuse } from "../../gm/gm-lock";
import { trackEncounterOf, trackRowsOf } from "./round-rows";

export type HoldAction = "hold" | "actNow";

/** May `user` decide for this combatant? Its owner or a GM. */
export function controls(user: User.Implementation, combatant: Combatant.Implementation): boolean {
  return user.isGM || combatant.actor?.testUserPermission(user, "OWNER") === true;
}

/** The active GM's handler: `combatId` and the turn row the asker clicked, `sender` as the server stamped it. */
export async function decideHold(action: HoldAction, combatId: string, rowIndex: number, sender: User.Implementation | null): Promise<GmActionResult> {
  if (!sender) return refuse("FRAY.Common.Chat.Error.NoSender");
  const combat = game.combats.get(combatId);
  if (!combat?.started || combat.turn === null) return refuse("FRAY.Track.Tracker.Error.NoCombat");
  return withCombatLock(combatId, async () => {
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
      const after = trackRowsOf(combat);
      const turn = span.last > span.first ? span.last - 1 : after ? forwardLanding(after, span.first) : span.first;
      if (turn !== combat.turn) await combat.update({ turn });
    }
    return { ok: true, message: action === "hold" ? "FRAY.Track.Tracker.Held" : "FRAY.Track.Tracker.ActsNow" };
  });
}
