/**
 * A Foundry Combat's round as track rows (core round-order.ts): the same inputs the turn order
 * is computed from (combat/dynamic-order.ts), so rows[i] is the row behind `combat.turns[i]`.
 * Null when the combat is not a track combat, or the turns do not match (an order not set up yet).
 */
import { type RoundRow, type TrackActor, type TrackEncounter, canActOnTrack, emptyTrackEncounter, roundRows, scoreOf, validateTrackEncounter } from "../../../core/track";
import { readLedger } from "../../combat/automation-ledger";
import { buildCombatView } from "../../combat/combat-view";
import { trackStateOf } from "../actor-state";

export function trackEncounterOf(combat: Combat.Implementation): TrackEncounter {
  const stored = readLedger(combat.flags).encounter;
  try {
    return stored === undefined ? emptyTrackEncounter() : validateTrackEncounter(stored, "flags.fray.automation.encounter");
  } catch {
    return emptyTrackEncounter();
  }
}

/** The rows of the combat's current round, or null when they do not line up with its turns. */
export function trackRowsOf(combat: Combat.Implementation): RoundRow[] | null {
  try {
    const { view } = buildCombatView(combat, { round: combat.round, turn: combat.turn }, trackEncounterOf(combat), { readState: trackStateOf });
    const entries = view.combatants.map((c) => {
      const state = c.state as TrackActor;
      return { id: c.id, score: scoreOf(c.initiative), extraPasses: state.extraPasses, canAct: canActOnTrack(state) };
    });
    const rows = roundRows(entries, trackEncounterOf(combat).holds, combat.round);
    return rows.every((r, i) => combat.turns[i]?.id === r.id) ? rows : null;
  } catch {
    return null;
  }
}
