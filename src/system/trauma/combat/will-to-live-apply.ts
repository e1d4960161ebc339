/**
 * The active GM applies a Will-to-Live draw posted in chat (design.md "Trust model"): it
 * checks that the author owns the actor (or is a GM), that the round still matches and that
 * the prompt is still open, recomputes the outcome with the core from the drawn cards
 * (docs/rules/trauma.md §5.10), applies it once and writes the result into the message.
 */
import { formatCards } from "../../../core/cards";
import { RulesInputError } from "../../../core/errors";
import { type TraumaActor, startOfRound } from "../../../core/trauma";
import { text } from "../../../view/i18n";
import { applyActorPatches } from "../../documents/apply-patches";
import { traumaStateOf } from "../actor-state";
import { afterPrompt, readLedger } from "../../combat/automation-ledger";
import { COMBAT_TEMPLATES, renderCombatTemplate, word } from "../../combat/chat";
import { withCombatLock } from "../../combat/combat-lock";
import { ledgerUpdate } from "../../combat/phase-runner";
import { type WillToLiveFlag, type WillToLiveRefusal, checkWillToLive, readWillToLive, willToLiveKey } from "./will-to-live-check";
import { traumaMessageFlag, traumaMessageFlags } from "../flags";
import type { GmRecord } from "../../gm/records/gm-record";
import { THIS_TAB, claimRecord, saveRecords } from "../../gm/records/record-book";

export type WillToLiveOutcome = { applied: true; died: boolean } | { applied: false; reason: WillToLiveRefusal | "invalidDraw" };

/** createChatMessage: only the active GM acts; every other client ignores the message. */
export async function onCreateWillToLive(message: ChatMessage.Implementation): Promise<WillToLiveOutcome | null> {
  if (!game.user.isActiveGM) return null;
  const flag = readWillToLive(traumaMessageFlag(message, "willToLive"));
  if (!flag) return null;
  // Under the combat's lock: a second draw arriving together waits, then finds the prompt answered.
  return withCombatLock(flag.combatId, () => resolveWillToLive(message, flag));
}

export async function resolveWillToLive(
  message: ChatMessage.Implementation,
  flag: WillToLiveFlag,
  readState: (actor: Actor.Implementation) => TraumaActor = traumaStateOf,
): Promise<WillToLiveOutcome> {
  const combat = game.combats.get(flag.combatId) ?? null;
  const combatant = combat?.combatants.get(flag.combatantId) ?? null;
  const actor = combatant?.actor ?? null;
  const author = message.author;
  const ledger = readLedger(combat?.flags);
  const refusal = checkWillToLive({
    flag,
    combatRound: combat ? combat.round : null,
    actorUuid: actor?.uuid ?? null,
    authorMayAct: !!author && !!actor && (author.isGM || actor.testUserPermission(author, "OWNER")),
    ledger,
  });
  if (refusal || !combat || !combatant || !actor) return refuse(message, flag, refusal ?? "unknownCombat");
  let outcome: ReturnType<typeof startOfRound>;
  try {
    outcome = startOfRound(readState(actor), { cards: [...flag.cards] });
  } catch (error) {
    if (error instanceof RulesInputError) return refuse(message, flag, "invalidDraw");
    throw error;
  }
  const died = outcome.result.died;
  const defeat = died && !combatant.defeated;
  const combatUpdate = ledgerUpdate(afterPrompt(ledger, willToLiveKey(flag)));
  // The intent first, in the GM's record book: of two GM tabs only one applies the draw, and a
  // GM that stops midway leaves it for the next active GM to finish (gm/records).
  const record: GmRecord = {
    key: `combat:${combat.id ?? ""}:${willToLiveKey(flag)}`,
    status: "pending",
    writes: [
      { type: "update", uuid: combat.uuid, data: combatUpdate },
      { type: "update", uuid: actor.uuid, data: { system: { trauma: outcome.patch } } },
      ...(defeat ? [{ type: "update" as const, uuid: combatant.uuid, data: { defeated: true } }] : []),
    ],
    data: null,
    refs: [combat.id ?? "", message.id ?? ""],
    at: Date.now(),
    tab: THIS_TAB,
  };
  if (!(await claimRecord(record))) return { applied: false, reason: "alreadyResolved" };
  await Promise.all([
    combat.update(combatUpdate, { turnEvents: false }),
    applyActorPatches([{ actor, ruleset: "trauma", patch: outcome.patch }]),
    defeat ? combat.updateEmbeddedDocuments("Combatant", [{ _id: flag.combatantId, defeated: true }], { turnEvents: false }) : undefined,
  ]);
  await saveRecords([{ ...record, status: "done" }]);
  const name = combatant.name ?? actor.name;
  const event = text(died ? "FRAY.Trauma.Event.willToLiveFailed" : "FRAY.Trauma.Event.willToLiveSurvived", { name });
  await showResult(message, flag, name, word(event), { applied: true, died });
  return { applied: true, died };
}

async function refuse(message: ChatMessage.Implementation, flag: WillToLiveFlag, reason: WillToLiveRefusal | "invalidDraw"): Promise<WillToLiveOutcome> {
  const name = game.combats.get(flag.combatId)?.combatants.get(flag.combatantId)?.name ?? "";
  await showResult(message, flag, name, word(text(`FRAY.Trauma.Combat.WillToLive.Refused.${reason}`)), { applied: false, reason });
  return { applied: false, reason };
}

/** Re-renders the draw message with its result; the outcome is kept in its flags for the record. */
async function showResult(message: ChatMessage.Implementation, flag: WillToLiveFlag, name: string, result: string, outcome: WillToLiveOutcome): Promise<void> {
  const content = await renderCombatTemplate(COMBAT_TEMPLATES.willToLiveDraw, {
    name,
    cards: formatCards(flag.cards, { symbols: true }),
    result,
    refused: !outcome.applied,
  });
  await message.update({ content, flags: traumaMessageFlags({ willToLiveOutcome: outcome }) });
}
