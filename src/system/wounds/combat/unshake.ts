/**
 * A Benny ends Shaken at any time, even off-turn (docs/rules/wounds.md §5.8): the sheet's button
 * calls `unshakeWithBennyFor`, and the active GM spends the character's Benny once — and, if the
 * character's Shaken recovery roll is waiting in a combat this round, answers it, so the tracker
 * does not hold the round for a roll nobody needs. Only a GM or the actor's owner may ask.
 * ⚠ A Wild Card NPC's Benny comes from the GM's pool (part B's store); until it exists, the
 * character's own `system.wounds.bennies` is spent, and an NPC without any is refused.
 */
import { RulesInputError } from "../../../core/errors";
import { PROMPT_SHAKEN_RECOVERY, unshakeWithBenny } from "../../../core/wounds";
import { afterPrompt, promptKey, readLedger } from "../../combat/automation-ledger";
import { ledgerUpdate } from "../../combat/phase-runner";
import { withCombatLock } from "../../combat/combat-lock";
import { actorFromUuid, mayActFor } from "../../gm/actors";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { askGm, report } from "../../gm/gm-request";
import { runStep } from "../../gm/records/exactly-once";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { recordIdFor } from "../../gm/records/record-id";
import { woundsStateOf } from "../actor-state";

const E = "FRAY.Wounds.Combat.Error";

/** The open Shaken prompts of this actor's combatants, as ledger writes that answer them. */
function answeredPrompts(actor: Actor.Implementation): RecordedWrite[] {
  const writes: RecordedWrite[] = [];
  for (const combat of game.combats) {
    let ledger = readLedger(combat.flags);
    let changed = false;
    for (const combatant of combat.combatants) {
      if (!combatant.id || combatant.actor?.uuid !== actor.uuid) continue;
      const key = promptKey({ type: PROMPT_SHAKEN_RECOVERY, combatantId: combatant.id }, combat.round);
      if (!ledger.pending.includes(key)) continue;
      ledger = afterPrompt(ledger, key);
      changed = true;
    }
    if (changed) writes.push({ type: "update", uuid: combat.uuid, data: ledgerUpdate(ledger) });
  }
  return writes;
}

/** The GM's side: `actorUuid` travels in the query's messageId; the sender is checked. */
export function unshakeFor(actorUuid: string, sender: User.Implementation | null): Promise<GmActionResult> {
  return exclusively(`wounds.unshake:${actorUuid}`, async () => {
    const actor = await actorFromUuid(actorUuid);
    if (!actor) return refuse(`${E}.NoCombatant`);
    if (!mayActFor(sender, actor)) return refuse(`${E}.NotYours`);
    const state = woundsStateOf(actor);
    let patch;
    try {
      patch = unshakeWithBenny(state);
    } catch (error) {
      if (!(error instanceof RulesInputError)) throw error;
      return refuse(error.code === "benny.none" ? `${E}.NoBenny` : `${E}.NotShaken`);
    }
    // Under the lock of the first combat the actor is in: the ledger is read and written whole.
    const combatId = game.combats.find((c) => c.combatants.some((x) => x.actor?.uuid === actor.uuid))?.id ?? "none";
    const done = await withCombatLock(combatId, () =>
      runStep({
        key: `wounds.unshake:${actorUuid}:${recordIdFor(JSON.stringify(state))}`,
        writes: [{ type: "update", uuid: actor.uuid, data: { system: { wounds: patch } } }, ...answeredPrompts(actor)],
        data: null,
        refs: [actor.id ?? ""],
      }),
    );
    return done ? { ok: true, message: "FRAY.Wounds.Combat.Outcome.bennySpent" } : refuse("FRAY.Common.Chat.Error.AlreadyApplied");
  });
}

/** For the sheet's button: spend a Benny to end Shaken, through the active GM. */
export async function unshakeWithBennyFor(actor: Actor.Implementation): Promise<void> {
  const messageId = actor.uuid;
  report(await askGm("fray.woundsUnshake", { messageId }, () => unshakeFor(messageId, game.user), { withSender: true }));
}
