/**
 * The encounter outro on the active GM (docs/rules/slots.md §5.14): the card the GM posted when a
 * combat ended, and its two buttons, each one step of the GM record book so it happens once and
 * its Undo is exact. All Resolve writes the core's allResolve to every fighter in one batch
 * (counters, slots, Slow, Stun debt, Agony and timed effects end; HP, maims, burnouts and death
 * stay). Slow Burn opens a new combat of the same tokens (flagged with the card), so Full Rounds
 * and Upkeeps go on; its Undo deletes that combat. Only a GM's own card is accepted.
 */
import { RulesInputError } from "../../../core/errors";
import type { SlotsActor } from "../../../core/slots";
import { allResolveOf } from "../../../core/slots/outro";
import { type OutroChoice, type SlotsOutroCard, validateOutroCard } from "../../../view/slots/outro-card";
import { actorFromUuid } from "../../gm/actors";
import { validOrNull } from "../../gm/accepted-card";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { applyLine, frozen, undoLine } from "../../gm/records/exactly-once";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { slotsStateOf } from "../actor-state";
import { slotsMessageFlag, slotsMessageFlags } from "../flags";

/** What a choice remembers for its Undo: each fighter's fields before All Resolve (none for Slow Burn). */
/**
 * What All Resolve changed, per actor. A list, not a record keyed by uuid: Foundry expands the
 * dotted keys of a document's data (client-backend.mjs #preCreateDocumentArray), so a key
 * "Actor.odo" would be stored as {Actor: {odo}} and the Undo would find no actor.
 */
export interface OutroRecord {
  readonly choice: OutroChoice;
  readonly before: readonly { readonly uuid: string; readonly slots: Partial<SlotsActor> }[];
}

const lineOf = (messageId: string): string => `slots.outro:${messageId}`;
const chosenFlag = (choice: OutroChoice, undone: boolean) => ({ flags: slotsMessageFlags({ outroChosen: { choice, undone } }) });

/** The card as the GM first accepted it; a card a player wrote is refused. */
async function acceptedOutro(messageId: string): Promise<{ message: ChatMessage.Implementation; card: SlotsOutroCard }> {
  const message = game.messages.get(messageId);
  const current = message ? validOrNull(() => validateOutroCard(slotsMessageFlag(message, "outro"))) : null;
  if (!message || current === null || message.author?.isGM !== true) throw new RulesInputError("gm.noCard", messageId, "FRAY.Common.Chat.Error.NoCard");
  const card = await frozen(`slots.outroCard:${messageId}`, [messageId], current, (data) => validOrNull(() => validateOutroCard(data, "record")));
  return { message, card };
}

/** The combat Slow Burn opened for this card, if it still exists. */
export function slowBurnCombatOf(messageId: string): Combat.Implementation | null {
  return game.combats.find((c) => ((c.flags as Record<string, unknown>)["fray"] as Record<string, unknown> | undefined)?.["slotsSlowBurn"] === messageId) ?? null;
}

/** Opens (once: an existing one is reused) and starts the Slow Burn combat of the card's tokens still on their scene. */
async function ensureSlowBurnCombat(messageId: string, card: SlotsOutroCard): Promise<void> {
  if (slowBurnCombatOf(messageId) !== null) return;
  const scene = card.sceneId === null ? null : game.scenes.get(card.sceneId);
  const tokens = scene ? card.actors.flatMap((a) => (a.tokenId !== null && scene.tokens.get(a.tokenId) ? [a.tokenId] : [])) : [];
  if (!scene || tokens.length === 0) return;
  const combat = await Combat.implementation.create({ scene: scene.id, flags: { fray: { slotsSlowBurn: messageId } } } as Combat.CreateData);
  if (!combat) return;
  await combat.createEmbeddedDocuments("Combatant", tokens.map((tokenId) => ({ tokenId, sceneId: scene.id })) as Combatant.CreateData[]);
  await combat.startCombat();
}

async function resolveWrites(card: SlotsOutroCard): Promise<{ writes: RecordedWrite[]; before: OutroRecord["before"] }> {
  const writes: RecordedWrite[] = [];
  const before: { uuid: string; slots: Partial<SlotsActor> }[] = [];
  for (const ref of card.actors) {
    const actor = await actorFromUuid(ref.uuid);
    if (!actor) continue;
    let state: SlotsActor;
    try {
      state = slotsStateOf(actor);
    } catch {
      continue; // Unreadable: its sheet says why; nothing is written from a guess.
    }
    const patch = allResolveOf(state);
    before.push({ uuid: actor.uuid, slots: Object.fromEntries(Object.keys(patch).map((k) => [k, state[k as keyof SlotsActor]])) as Partial<SlotsActor> });
    writes.push({ type: "update", uuid: actor.uuid, data: { system: { slots: patch } } });
  }
  return { writes, before };
}

/** `sender`: who asked (sender.ts); the outro is the GM's call, so only a GM may choose. */
export function chooseOutro(messageId: string, choice: OutroChoice, sender: User.Implementation | null): Promise<GmActionResult> {
  if (sender?.isGM !== true) return Promise.resolve(refuse("FRAY.Slots.Outro.GmOnly"));
  return exclusively(lineOf(messageId), () => chooseNow(messageId, choice));
}

export function undoOutro(messageId: string, sender: User.Implementation | null): Promise<GmActionResult> {
  return exclusively(lineOf(messageId), () => undoNow(messageId, sender));
}

async function chooseNow(messageId: string, choice: OutroChoice): Promise<GmActionResult> {
  const { message, card } = await acceptedOutro(messageId);
  await applyLine(lineOf(messageId), [messageId], async () => {
    const resolved = choice === "allResolve" ? await resolveWrites(card) : { writes: [], before: [] };
    return { writes: [...resolved.writes, { type: "update" as const, uuid: message.uuid, data: chosenFlag(choice, false) }], data: { choice, before: resolved.before } satisfies OutroRecord };
  });
  if (choice === "slowBurn") await ensureSlowBurnCombat(messageId, card);
  return { ok: true, message: `FRAY.Slots.Outro.Done.${choice}` };
}

function recordOf(data: unknown): OutroRecord {
  const r = data as Partial<OutroRecord> | null;
  // A record of an earlier version keyed its actors by uuid, which Foundry expanded: nothing to restore from it.
  if (!r || (r.choice !== "allResolve" && r.choice !== "slowBurn") || !Array.isArray(r.before)) {
    throw new RulesInputError("ledger.notApplied", "record", "FRAY.Common.Chat.Error.NothingToUndo");
  }
  return r as OutroRecord;
}

/** Undo: a GM only (the card is the GM's; no player owns an outro). */
async function undoNow(messageId: string, sender: User.Implementation | null): Promise<GmActionResult> {
  const { message } = await acceptedOutro(messageId);
  if (sender?.isGM !== true) return refuse("FRAY.Common.Chat.Error.NotYourUndo");
  let choice = "allResolve" as OutroChoice;
  await undoLine(lineOf(messageId), [messageId], (applied) => {
    const record = recordOf(applied.data);
    choice = record.choice;
    const writes: RecordedWrite[] = record.before.map(({ uuid, slots }) => ({ type: "update", uuid, data: { system: { slots } } }));
    return Promise.resolve([...writes, { type: "update", uuid: message.uuid, data: chosenFlag(record.choice, true) }]);
  });
  if (choice === "slowBurn") await slowBurnCombatOf(messageId)?.delete();
  return { ok: true, message: "FRAY.Common.Chat.Undone" };
}
