/**
 * The final Healing Test (docs/rules/track.md §5.7, Decision §8.7): when a Dying timer runs out the
 * active GM posts a card; whoever acts for the actor rolls the test (no wound penalty: it is a
 * Healing Test) and the active GM applies it once through the GM record book: 0 hits kill, 1–2
 * extend the timer, 3 or more stabilize. The hits are recounted from the dice.
 */
import { validateDice } from "../../../core/dice";
import { RulesInputError } from "../../../core/errors";
import { finalHealingTest } from "../../../core/track";
import { MAX_TEST_HITS } from "../../../core/track/dying";
import { actorFromUuid } from "../../gm/actors";
import { actorTheAuthorActsFor } from "../../gm/card-trust";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { applyLine } from "../../gm/records/exactly-once";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { trackStateOf } from "../actor-state";
import { trackMessageFlag, trackMessageFlags } from "../flags";
import { ledgerUpdate } from "../../combat/ledger-write";
import { afterPrompt, readLedger } from "../../combat/automation-ledger";

/** The held combats' ledgers with the test answered: the tracker may go on. */
function releaseWrites(holds: readonly { combatUuid: string; key: string }[]): RecordedWrite[] {
  const combats = (globalThis as { game?: { combats?: Iterable<Combat.Implementation> } }).game?.combats ?? [];
  return [...combats].flatMap((combat) => {
    const keys = holds.filter((h) => h.combatUuid === combat.uuid).map((h) => h.key);
    if (keys.length === 0) return [];
    const ledger = keys.reduce((l, key) => afterPrompt(l, key), readLedger(combat.flags));
    return [{ type: "update" as const, uuid: combat.uuid, data: ledgerUpdate(ledger) }];
  });
}

export function applyFinalTest(healingMessageId: string): Promise<GmActionResult> {
  return exclusively(`track.final:${healingMessageId}`, () => applyNow(healingMessageId));
}

async function applyNow(healingMessageId: string): Promise<GmActionResult> {
  const healingMessage = game.messages.get(healingMessageId);
  const roll = healingMessage ? trackMessageFlag(healingMessage, "healing") : undefined;
  const cardMessage = roll ? game.messages.get(roll.finalTestMessageId) : undefined;
  const card = cardMessage ? trackMessageFlag(cardMessage, "finalTest") : undefined;
  // Only the active GM posts the card: one a player wrote is not a prompt.
  if (!healingMessage || !roll || !cardMessage || !card || cardMessage.author?.isGM !== true) throw new RulesInputError("gm.noCard", healingMessageId, "FRAY.Common.Chat.Error.NoCard");
  const actor = (await actorTheAuthorActsFor(healingMessage, card.actorUuid)) ?? (await actorFromUuid(card.actorUuid));
  if (!actor) return refuse("FRAY.Common.Chat.Error.NoTarget");
  const dice = Array.isArray(roll.dice) && roll.dice.length <= 200 ? validateDice(roll.dice) : [];
  const hits = Math.min(MAX_TEST_HITS, dice.filter((d) => d >= 5).length);
  // One test per card: a second roll for the same card is refused as already applied, before it is read.
  await applyLine(`track.final:${roll.finalTestMessageId}`, [roll.finalTestMessageId, healingMessageId], () => {
    const { result, patch } = finalHealingTest(trackStateOf(actor), hits);
    const healed = { hits, dead: result.dead, stabilized: result.stabilized, secondsLeft: result.dying?.secondsLeft ?? null };
    const writes: RecordedWrite[] = [
      { type: "update", uuid: actor.uuid, data: { system: { track: patch } } },
      { type: "update", uuid: healingMessage.uuid, data: { flags: trackMessageFlags({ healed }) } },
      ...releaseWrites(card.holds ?? []),
    ];
    return Promise.resolve({ writes, data: healed });
  });
  return { ok: true, message: "FRAY.Common.Chat.Applied" };
}
