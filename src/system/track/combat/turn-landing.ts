/**
 * A tie group acts as one turn (docs/rules/track.md §7): the tracker's Next turn, Next round,
 * Previous turn and Begin combat land on a group's last row, whose combatant is one who can act
 * if anyone in the group can. Foundry passes its update through the combatTurn, combatRound and
 * combatStart hooks before writing it, on the client that clicked, so the landing is changed
 * there, in the same update; Foundry then runs the turn events of the rows it passed (flagged
 * skipped) exactly as for any skipped turn. When the order changes under the current turn (a new
 * round's initiative, a hold, an edited score), the active GM moves the turn to its group's end.
 */
import { backwardLanding, forwardLanding } from "../../../core/track";
import { runCombatPhase } from "../../combat/phase-runner";
import { trackRowsOf } from "./round-rows";

interface TurnUpdate {
  round?: number;
  turn?: number | null;
}

interface TurnOptions {
  direction?: number;
  worldTime?: { delta?: number };
}

/** Where a turn change should land; the update is changed in place. Pure apart from reading the combat's rows. */
export function landTurn(combat: Combat.Implementation, update: TurnUpdate, options: TurnOptions): void {
  const rows = trackRowsOf(combat);
  if (!rows || rows.length === 0 || typeof update.turn !== "number") return;
  if (options.direction === -1 && (update.round ?? combat.round) === combat.round && combat.turn !== null) {
    const back = backwardLanding(rows, combat.turn);
    if (back !== null) update.turn = back;
    else if (combat.round <= 1) update.turn = combat.turn; // the first turn of the fight: nothing before it
    else {
      // Before the first group lies the previous round's last turn.
      update.round = combat.round - 1;
      update.turn = combat.turns.length - 1;
      options.worldTime = { delta: combat.getTimeDelta(combat.round, combat.turn, update.round, update.turn) };
    }
    return;
  }
  if (update.turn < rows.length) update.turn = forwardLanding(rows, update.turn);
}

const settling = new Set<string>();
const again = new Set<string>();

/** On the active GM: a current turn that is not its group's last row is moved there (once more if the order changed meanwhile). */
export async function settleTurn(combat: Combat.Implementation): Promise<void> {
  if (!game.user.isActiveGM || !combat.started || combat.turn === null || !combat.id) return;
  if (settling.has(combat.id)) {
    again.add(combat.id);
    return;
  }
  settling.add(combat.id);
  try {
    for (let round = 0; round < 3; round++) {
      again.delete(combat.id);
      const rows = trackRowsOf(combat);
      if (!rows || combat.turn === null || combat.turn >= rows.length) return;
      const landing = forwardLanding(rows, combat.turn);
      if (landing !== combat.turn) await combat.update({ turn: landing });
      if (!again.has(combat.id)) return;
    }
  } finally {
    settling.delete(combat.id);
    again.delete(combat.id);
  }
}

/**
 * A new round's initiative (or a GM's edit of a score) re-sorts the turns after Foundry chose whose
 * turn starts: the combatant now on the turn gets its start-of-turn step, once (the phase runner
 * finds it done if Foundry already ran it).
 */
export async function startCurrentTurn(combat: Combat.Implementation): Promise<void> {
  const current = combat.combatant;
  if (!game.user.isActiveGM || !combat.started || combat.turn === null || !current?.id) return;
  await runCombatPhase(combat, { phase: "startTurn", round: combat.round, turn: combat.turn, combatantId: current.id });
}
