/**
 * What only the active GM does for a wounds attack card, asked through CONFIG.queries with
 * nothing but message references (design.md "Trust model"): Apply one target's hit — the core's
 * applyDamage with the Soak its owner rolled (Bennies spent) — and Undo it. The card and the Soak
 * are frozen at the first Apply; the Apply's GM record keeps every field it changed as it was,
 * so Undo puts back exactly the Wounds, Shaken, Incapacitation and Bennies it found.
 */
import { RulesInputError } from "../../../core/errors";
import { type ApplyDamageResult, type SoakInput, applyDamage, toughnessOf } from "../../../core/wounds";
import { actorFromUuid, mayActFor } from "../../gm/actors";
import { mayUndo } from "../../gm/card-trust";
import { type CardKind, acceptedCard, validOrNull } from "../../gm/accepted-card";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { applyLine, frozen, undoLine } from "../../gm/records/exactly-once";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { actorSystem } from "../../data/actor/actor-system";
import { woundsStateOf } from "../actor-state";
import { type WoundsAttackCard, type WoundsSoakCard, attackCardOf, attackResult, damageTotal, soakCardOf, validateAttackCard, validateSoakCard } from "../attack/attack-card";
import type { WoundsAppliedFlag } from "../flags";
import { undoIncapacitationIfApplied } from "./incapacitation";
import { gmPoolOf, gmPoolWrite, playerOwned } from "../bennies/gm-pool";
import { bennyPayer } from "../bennies/payer";

const lineOf = (messageId: string, targetIndex: number): string => `wounds.apply:${messageId}:${targetIndex}`;

/** Wounds' attack card, as the GM pipeline accepts it (gm/accepted-card.ts). */
const WOUNDS_CARD: CardKind<WoundsAttackCard> = {
  key: (messageId) => `wounds.card:${messageId}`,
  of: attackCardOf,
  validate: (data) => validateAttackCard(data, "record"),
  attackerUuid: (card) => card.attacker.actorUuid,
};

/** The Soak that counts for a target: the first valid one whose author may act for it (a GM may for anyone). */
export function soakMessageFor(attackMessageId: string, targetIndex: number, target: Actor.Implementation): { message: ChatMessage.Implementation; soak: WoundsSoakCard } | null {
  for (const message of game.messages) {
    const soak = soakCardOf(message);
    if (soak && soak.attackMessageId === attackMessageId && soak.targetIndex === targetIndex && mayActFor(message.author, target)) return { message, soak };
  }
  return null;
}

async function acceptedSoak(messageId: string, targetIndex: number, target: Actor.Implementation): Promise<SoakInput | undefined> {
  const found = soakMessageFor(messageId, targetIndex, target);
  if (!found) return undefined;
  const soak = await frozen(`wounds.soak:${messageId}:${targetIndex}`, [messageId, found.message.id ?? ""], found.soak, (data) => validOrNull(() => validateSoakCard(data, "record")));
  return { rolls: soak.rolls };
}

/** The hit on this target as the core resolves it now (used by Apply and by the card's preview). */
export function resolveHit(card: WoundsAttackCard, target: Actor.Implementation, soak?: SoakInput): { result: ApplyDamageResult; patch: Record<string, unknown>; toughness: number; damage: number } | null {
  if (card.damage === null || !attackResult(card).success) return null;
  const state = woundsStateOf(target);
  const toughness = toughnessOf(state, card.weapon.profile.ap);
  const damage = damageTotal(card.damage);
  const { result, patch } = applyDamage(state, { damage, toughness, ...(soak === undefined ? {} : { soak }) });
  return { result, patch: patch as Record<string, unknown>, toughness, damage };
}

export function applyWoundsTarget(messageId: string, targetIndex: number): Promise<GmActionResult> {
  return exclusively(lineOf(messageId, targetIndex), () => applyNow(messageId, targetIndex));
}

export function undoWoundsTarget(messageId: string, targetIndex: number, sender: User.Implementation | null): Promise<GmActionResult> {
  return exclusively(lineOf(messageId, targetIndex), () => undoNow(messageId, targetIndex, sender));
}

const appliedFlag = (targetIndex: number, applied: WoundsAppliedFlag) => ({ flags: { fray: { wounds: { applied: { [String(targetIndex)]: applied } } } } });

/** What Undo puts back: each changed field as the target had it, and the Bennies the GM's pool paid. */
interface ApplyRecord {
  readonly before: Record<string, unknown>;
  readonly applied: WoundsAppliedFlag;
  readonly poolSpent?: number;
}

/** A GM's NPC whose own Bennies cannot pay for its Soak draws on the GM's pool (bennies/payer.ts). */
function payingSoak(target: Actor.Implementation, soak: SoakInput | undefined): SoakInput | undefined {
  if (soak === undefined) return undefined;
  const payer = bennyPayer({ bennies: woundsStateOf(target).bennies, playerOwned: playerOwned(target), pool: gmPoolOf() }, soak.rolls.length);
  return payer === "pool" ? { ...soak, fromGmPool: true } : soak;
}

async function applyNow(messageId: string, targetIndex: number): Promise<GmActionResult> {
  const { message, card } = await acceptedCard(messageId, WOUNDS_CARD);
  const ref = card.targets[targetIndex];
  const target = ref ? await actorFromUuid(ref.actorUuid) : null;
  if (!ref || !target) return refuse("FRAY.Common.Chat.Error.NoTarget");
  const soak = payingSoak(target, await acceptedSoak(messageId, targetIndex, target));
  const hit = resolveHit(card, target, soak);
  if (hit === null) return refuse("FRAY.Wounds.Chat.Error.Missed");
  const stored = actorSystem(target).toObject().wounds as Record<string, unknown>;
  const before = Object.fromEntries(Object.keys(hit.patch).map((key) => [key, stored[key]]));
  const { result } = hit;
  const applied: WoundsAppliedFlag = {
    undone: false,
    woundsTaken: result.woundsTaken,
    soaked: result.soak?.soaked ?? 0,
    benniesSpent: result.benniesSpent,
    shaken: hit.patch["shaken"] === true || (hit.patch["shaken"] === undefined && woundsStateOf(target).shaken),
    incapacitated: result.becameIncapacitated,
    needsIncapacitationRoll: result.needsIncapacitationRoll,
  };
  const poolSpent = result.soak?.fromGmPool === true ? result.benniesSpent : 0;
  const writes: RecordedWrite[] = [
    ...(Object.keys(hit.patch).length ? [{ type: "update" as const, uuid: target.uuid, data: { system: { wounds: hit.patch } } }] : []),
    ...(poolSpent > 0 ? [await gmPoolWrite(gmPoolOf() - poolSpent)] : []),
    { type: "update", uuid: message.uuid, data: appliedFlag(targetIndex, applied) },
  ];
  const record: ApplyRecord = { before, applied, poolSpent };
  await applyLine(lineOf(messageId, targetIndex), [messageId], () => Promise.resolve({ writes, data: record }));
  return { ok: true, message: "FRAY.Common.Chat.Applied" };
}

function recordOf(data: unknown): ApplyRecord {
  const r = data as Partial<ApplyRecord> | null;
  if (!r || typeof r.before !== "object" || r.before === null || typeof r.applied !== "object") throw new RulesInputError("ledger.notApplied", "record", "FRAY.Common.Chat.Error.NothingToUndo");
  return r as ApplyRecord;
}

async function undoNow(messageId: string, targetIndex: number, sender: User.Implementation | null): Promise<GmActionResult> {
  const { message, card } = await acceptedCard(messageId, WOUNDS_CARD);
  if (!(await mayUndo(sender, message, card.attacker.actorUuid))) return refuse("FRAY.Common.Chat.Error.NotYourUndo");
  const ref = card.targets[targetIndex];
  const target = ref ? await actorFromUuid(ref.actorUuid) : null;
  if (!ref || !target) return refuse("FRAY.Common.Chat.Error.NoTarget");
  // The Incapacitation roll this hit caused goes first, so the hit's Undo finds the fields as the hit left them.
  await undoIncapacitationIfApplied(messageId, targetIndex, target, message);
  await undoLine(lineOf(messageId, targetIndex), [messageId], (appliedRecord) => {
    const record = recordOf(appliedRecord.data);
    // The pool gets back what it paid, counted from now (spends since are not taken back).
    const poolSpent = typeof record.poolSpent === "number" && record.poolSpent > 0 ? record.poolSpent : 0;
    return Promise.all([
      ...(Object.keys(record.before).length ? [Promise.resolve({ type: "update" as const, uuid: target.uuid, data: { system: { wounds: record.before } } })] : []),
      ...(poolSpent > 0 ? [gmPoolWrite(gmPoolOf() + poolSpent)] : []),
      Promise.resolve({ type: "update" as const, uuid: message.uuid, data: appliedFlag(targetIndex, { ...record.applied, undone: true }) }),
    ]);
  });
  return { ok: true, message: "FRAY.Common.Chat.Undone" };
}
