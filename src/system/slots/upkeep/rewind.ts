/**
 * Going back a round offers to undo that round's Upkeep (rules/README.md "Undo reverses
 * everything the step did"): when a GM's Previous round (or Previous turn past a round's start)
 * moves the combat back into a round whose end was written, a dialog asks whether to undo it.
 * The hook fires on the client that asked for the change, before the update; the dialog waits
 * for nothing else, and the Undo itself runs on the active GM (guarded).
 */
import { readLedger } from "../../combat/automation-ledger";
import { guarded } from "../../gm/guard";
import { report } from "../../gm/gm-request";
import { roundEndKeys } from "./round-end";
import { undoSlotsUpkeep } from "./undo";

/** The round whose end a move from `from` to `to` walks back over, if its end was written. */
export function rewoundRound(done: readonly string[], from: number, to: number): number | null {
  if (to >= from || to < 1) return null;
  return done.includes(roundEndKeys(to)[0]) ? to : null;
}

async function offerUndo(combat: Combat.Implementation, round: number): Promise<void> {
  const yes = await foundry.applications.api.DialogV2.confirm({
    window: { title: game.i18n.localize("FRAY.Slots.Upkeep.RewindTitle") },
    content: `<p>${foundry.utils.escapeHTML(game.i18n.format("FRAY.Slots.Upkeep.RewindAsk", { round: String(round) }))}</p>`,
    rejectClose: false,
  });
  if (yes === true) report(await guarded(() => undoSlotsUpkeep(combat, round)));
}

export function registerUpkeepRewind(): void {
  Hooks.on("combatRound", (combat, update, options) => {
    if (!game.user.isGM || options.direction !== -1) return;
    const round = rewoundRound(readLedger(combat.flags).done, combat.round, update.round);
    if (round !== null) void offerUndo(combat, round);
  });
}
