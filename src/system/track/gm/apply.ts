/**
 * What only the active GM does for a track attack (design.md "Trust model"), asked through
 * CONFIG.queries with nothing but the soak message's id: Apply reads the attack card (frozen at
 * first acceptance; its author must act for the attacker) and the soak (its author must act for
 * the target), recounts the soak against the target's own pool (docs/rules/track.md §5.3), turns
 * Net Damage into the wound (§5.4) and applies it (§5.5) through the GM record book, exactly once.
 * Undo writes back the monitor the Apply found, exactly (DECISION: absolute values, as records
 * must be; a later wound is undone first, in the reverse order).
 */
import { RulesInputError } from "../../../core/errors";
import { type TrackActor, applyWound, netDamage, resolveSoak, woundForNetDamage, WOUND_BOXES } from "../../../core/track";
import { monitorOf } from "../../../core/track/scenario/records";
import type { AttackRecord } from "../../../core/track";
import { actorFromUuid } from "../../gm/actors";
import { actorTheAuthorActsFor, mayUndo } from "../../gm/card-trust";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { applyLine, frozen, undoLine } from "../../gm/records/exactly-once";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { storedTrackOf, trackStateOf, trackWeaponOf } from "../actor-state";
import { readAttackCard, readSoakMessage } from "../chat/card-data";
import type { TrackAttackCard, TrackSoakMessage } from "../../../view/track/card-messages";
import { trackMessageFlags } from "../flags";

/** The monitor fields a wound writes; Undo writes them back. */
const WOUND_FIELDS = ["slash", "back", "bar", "dying", "deathCount", "dead"] as const;

interface ApplyRecord {
  readonly before: Record<string, unknown>;
  readonly record: AttackRecord;
}

const lineOf = (soakId: string): string => `track.apply:${soakId}`;

async function accepted(soakId: string): Promise<{ soakMessage: ChatMessage.Implementation; card: TrackAttackCard; soak: TrackSoakMessage; target: Actor.Implementation }> {
  const soakMessage = game.messages.get(soakId);
  const currentSoak = soakMessage ? readSoakMessage(soakMessage.flags.fray?.track?.soak) : null;
  if (!soakMessage || !currentSoak) throw new RulesInputError("gm.noCard", soakId, "FRAY.Common.Chat.Error.NoCard");
  const soak = await frozen(`track.soak:${soakId}`, [soakId], currentSoak, readSoakMessage);
  const attackMessage = game.messages.get(soak.attackMessageId);
  const currentCard = attackMessage ? readAttackCard(attackMessage.flags.fray?.track?.attack) : null;
  if (!attackMessage || !currentCard) throw new RulesInputError("gm.noCard", soak.attackMessageId, "FRAY.Common.Chat.Error.NoCard");
  const frozenCard = await frozen(`track.card:${soak.attackMessageId}`, [soak.attackMessageId], currentCard, readAttackCard);
  const attacker = frozenCard.attackerUuid === null ? null : await actorTheAuthorActsFor(attackMessage, frozenCard.attackerUuid);
  const card = withWeaponDamage(frozenCard, attacker);
  const target = await actorTheAuthorActsFor(soakMessage, card.targetUuid);
  if (!target) throw new RulesInputError("gm.noActor", soakId, "FRAY.Common.Chat.Error.NoTarget");
  return { soakMessage, card, soak, target };
}

/**
 * The card's damage from the attacker's own weapon item when it can be found (the card's claim
 * otherwise: a GM's hazard card, a weapon since deleted): weapon damage plus the recounted net hits.
 */
function withWeaponDamage(card: TrackAttackCard, attacker: Actor.Implementation | null): TrackAttackCard {
  const id = card.weaponUuid?.split(".").at(-1);
  const item = attacker && id ? attacker.items.get(id) : undefined;
  if (!item || item.type !== "weapon" || !card.success) return card;
  return { ...card, damage: trackWeaponOf(item).damage + card.netHits };
}

/** The wound an accepted soak makes of the card on this state, as the card will show it. */
export function woundFromSoak(card: TrackAttackCard, soak: TrackSoakMessage, state: TrackActor): { patch: Record<string, unknown>; record: AttackRecord } {
  const strength = state.object ? 0 : state.strength;
  const edge = state.object ? 0 : state.edge;
  const soaked = resolveSoak({ strength, edge, armorRating: state.armor[card.category], extraDice: card.extraDice, boughtHits: soak.boughtHits, dice: soak.dice });
  const net = netDamage(card.damage, soaked.soakHits);
  const wound = woundForNetDamage(net);
  const { result, patch } = applyWound(state, { wound, damageType: card.damageType });
  const after: TrackActor = { ...state, ...patch } as TrackActor;
  const record: AttackRecord = {
    kind: "attack",
    attacker: card.attacker,
    weapon: card.weapon,
    roll: { pool: card.pool, penalty: card.penalty, dice: [...card.dice], hits: card.hits, threshold: card.threshold, success: card.success, netHits: card.netHits },
    damage: card.damage,
    damageType: card.damageType,
    soak: { poolSize: soaked.poolSize, boughtHits: soaked.boughtHits, dice: [...soak.dice], soakHits: soaked.soakHits },
    netDamage: net,
    wound,
    boxes: WOUND_BOXES[wound],
    converted: result.converted,
    countedTowardDeath: result.countedTowardDeath,
    target: monitorOf(card.target, after),
  };
  return { patch: patch as Record<string, unknown>, record };
}

/** The target's combatants not yet marked defeated, in every combat. */
function combatantsOf(target: Actor.Implementation): string[] {
  // Read defensively: a world without the combats collection ready (early hooks) has none.
  const combats = (globalThis as { game?: { combats?: Iterable<Combat.Implementation> } }).game?.combats ?? [];
  return [...combats].flatMap((combat) => [...combat.combatants].filter((c) => c.actor?.uuid === target.uuid && !c.defeated).map((c) => c.uuid));
}

export function applyTrackSoak(soakId: string): Promise<GmActionResult> {
  return exclusively(lineOf(soakId), () => applyNow(soakId));
}

export function undoTrackSoak(soakId: string, sender: User.Implementation | null): Promise<GmActionResult> {
  return exclusively(lineOf(soakId), () => undoNow(soakId, sender));
}

async function applyNow(soakId: string): Promise<GmActionResult> {
  const { soakMessage, card, soak, target } = await accepted(soakId);
  if (!card.success) return refuse("FRAY.Track.Chat.Error.Missed");
  const state = trackStateOf(target);
  const { patch, record } = woundFromSoak(card, soak, state);
  const stored = storedTrackOf(target);
  const before = Object.fromEntries(WOUND_FIELDS.map((key) => [key, stored[key] ?? null]));
  const data: ApplyRecord = { before, record };
  const writes: RecordedWrite[] = [
    { type: "update", uuid: target.uuid, data: { system: { track: patch } } },
    { type: "update", uuid: soakMessage.uuid, data: { flags: trackMessageFlags({ result: { record, undone: false } }) } },
    // §7: the dead are marked defeated in the tracker (Undo does not revive the mark: the GM's call).
    ...(record.target.dead ? combatantsOf(target).map((uuid): RecordedWrite => ({ type: "update", uuid, data: { defeated: true } })) : []),
  ];
  await applyLine(lineOf(soakId), [soakId, soak.attackMessageId], () => Promise.resolve({ writes, data }));
  return { ok: true, message: "FRAY.Common.Chat.Applied" };
}

function applyRecordOf(data: unknown): ApplyRecord {
  const record = data as Partial<ApplyRecord> | null;
  if (!record || typeof record.before !== "object" || record.before === null || typeof record.record !== "object") {
    throw new RulesInputError("ledger.notApplied", "record", "FRAY.Common.Chat.Error.NothingToUndo");
  }
  return record as ApplyRecord;
}

async function undoNow(soakId: string, sender: User.Implementation | null): Promise<GmActionResult> {
  const { soakMessage, card, soak } = await accepted(soakId);
  if (!(await mayUndo(sender, soakMessage, card.targetUuid))) return refuse("FRAY.Common.Chat.Error.NotYourUndo");
  const target = await actorFromUuid(card.targetUuid);
  if (!target) return refuse("FRAY.Common.Chat.Error.NoTarget");
  await undoLine(lineOf(soakId), [soakId, soak.attackMessageId], (applied) => {
    const { before, record } = applyRecordOf(applied.data);
    return Promise.resolve([
      { type: "update", uuid: target.uuid, data: { system: { track: before } } },
      { type: "update", uuid: soakMessage.uuid, data: { flags: trackMessageFlags({ result: { record, undone: true } }) } },
    ]);
  });
  return { ok: true, message: "FRAY.Common.Chat.Undone" };
}
