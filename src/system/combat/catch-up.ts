/**
 * Turn events happen only on an active GM's client (foundry-v13.md §9): while no GM is connected,
 * players may still end their turns and rounds, and nothing runs. When a GM becomes the active
 * GM, each running combat catches up, in Foundry's order: the end of every round since the last
 * one the automation started, its upkeep and the next round's start, then the current turn's
 * start. The phase runner keys every phase, so what already ran is not run again. Turns that
 * ended meanwhile are not replayed one by one: their combatants have acted since.
 */
import { readLedger } from "./automation-ledger";
import { runCombatPhase } from "./phase-runner";

/** The last round whose start the automation recorded, 0 if none. */
function lastStartedRound(done: readonly string[]): number {
  let last = 0;
  for (const key of done) {
    const round = /^r(\d+):startRound$/.exec(key)?.[1];
    if (round !== undefined) last = Math.max(last, Number(round));
  }
  return last;
}

export async function catchUpCombat(combat: Combat.Implementation): Promise<void> {
  if (!game.user.isActiveGM || combat.round < 1) return;
  const done = readLedger(combat.flags).done;
  if (!done.includes("start")) await runCombatPhase(combat, { phase: "startCombat" });
  let round = lastStartedRound(done);
  if (round === 0) {
    await runCombatPhase(combat, { phase: "startRound", round: 1 });
    round = 1;
  }
  for (; round < combat.round; round++) {
    await runCombatPhase(combat, { phase: "endRound", round });
    await runCombatPhase(combat, { phase: "upkeep", round });
    await runCombatPhase(combat, { phase: "startRound", round: round + 1 });
  }
  const current = combat.combatant;
  if (current?.id && combat.turn !== null) await runCombatPhase(combat, { phase: "startTurn", round: combat.round, turn: combat.turn, combatantId: current.id });
}
