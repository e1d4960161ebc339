/**
 * "React now" on the active GM (docs/rules/slots.md §5.5, §7; design.md "Trust model"): a player's
 * out-of-phase spend of Reserved Slots (the RS price, or the FP price during the Final Phase).
 * The query names only the request message; its server-stamped author must own the actor. Spends
 * are serialised per combat (the combat's lock, shared with the phase runner): two clicks at once
 * are served in order, the second against the slots the first left. Each click is a GM record
 * keyed by its request message, so the same click delivered twice (two GM tabs, a retry) pays
 * once and gets the same answer. The GM writes the absolute slot count and deletes the request.
 */
import { RulesInputError } from "../../../core/errors";
import { spend, spendTime } from "../../../core/slots";
import { withCombatLock } from "../../combat/combat-lock";
import { actorFromUuid, mayActFor } from "../../gm/actors";
import { refuse } from "../../gm/gm-lock";
import { runStep } from "../../gm/records/exactly-once";
import { THIS_TAB, claimRecord, findRecord } from "../../gm/records/record-book";
import { slotsItemOf, slotsStateOf } from "../actor-state";
import { slotsEncounterOf } from "../combat/tracker";
import { type ReactPayment, type ReactResult, reactRequestOf } from "./react-request";

const K = "FRAY.Slots.Combat.React";
const keyOf = (messageId: string): string => `slots.react:${messageId}`;

/** The core's refusals as words the player reads. */
const REFUSALS: Readonly<Record<string, string>> = {
  "slots.insufficient": `${K}.Insufficient`,
  "slots.reservedNotAllowed": `${K}.NotReservable`,
  "slots.notActivePhase": `${K}.ActivePhaseOnly`,
  "actor.dead": `${K}.Dead`,
};

/** A click already answered: the same answer again. */
function answered(messageId: string): ReactResult | null {
  const record = findRecord(keyOf(messageId));
  return record ? (record.data as ReactResult) : null;
}

export async function reactSpend(messageId: string): Promise<ReactResult> {
  try {
    return await serve(messageId);
  } finally {
    // Answered (paid or refused): the request has done its work.
    const request = game.messages.get(messageId);
    if (request && reactRequestOf(request)) await request.delete();
  }
}

async function serve(messageId: string): Promise<ReactResult> {
  const early = answered(messageId);
  if (early) return early;
  const message = game.messages.get(messageId);
  const request = message ? reactRequestOf(message) : null;
  if (!message || !request) return refuse(`${K}.NoRequest`);
  const actor = await actorFromUuid(request.actorUuid);
  if (!actor) return refuse("FRAY.Common.Chat.Error.NoActor");
  if (!mayActFor(message.author ?? null, actor)) return refuse("FRAY.Common.Chat.Error.NotOwner");
  const combat = game.combats.get(request.combatId);
  if (!combat?.started) return refuse(`${K}.NoCombat`);
  return withCombatLock(combat.id ?? "", async () => {
    // Another delivery of this click may have been served while this one waited.
    const served = answered(messageId);
    if (served) return served;
    const result = payNow(combat, actor, request.itemId);
    if (!result.ok) return result;
    const payment = result.payment as ReactPayment;
    // Two GM tabs each serve every query, each under its own lock: within one group's phase an
    // actor's Reserved Slots only go down, so a second spend read from the same count is stale,
    // and the server grants this claim to one of them only.
    const encounter = slotsEncounterOf(combat);
    const from = `slots.react-from:${actor.uuid}:r${payment.round}:g${encounter.groupIndex}:rs${payment.before.reservedSlots}`;
    if (!(await claimRecord({ key: from, status: "done", writes: [], data: null, refs: [combat.id ?? ""], at: Date.now(), tab: THIS_TAB }))) {
      return answered(messageId) ?? refuse("FRAY.Common.Chat.Error.Busy");
    }
    const writes = [{ type: "update" as const, uuid: actor.uuid, data: { system: { slots: { reservedSlots: payment.left } } } }];
    if (!(await runStep({ key: keyOf(messageId), writes, data: result, refs: [combat.id ?? ""] }))) return answered(messageId) ?? refuse("FRAY.Common.Chat.Error.Busy");
    return result;
  });
}

/** The price now, from the actor and the cycle as they stand under the lock. */
function payNow(combat: Combat.Implementation, actor: Actor.Implementation, itemId: string): ReactResult {
  const combatant = combat.combatants.find((c) => c.actor?.uuid === actor.uuid);
  const item = actor.items.get(itemId);
  if (!combatant?.id) return refuse(`${K}.NotInCombat`);
  if (!item) return refuse(`${K}.NoItem`);
  const encounter = slotsEncounterOf(combat);
  const time = spendTime({ cycle: encounter.cycle, groupIndex: encounter.groupIndex, actorId: combatant.id });
  if (time === "active") return refuse(`${K}.OwnPhase`);
  // A copy: the answer must keep the actor as it was, whatever the write does to the document.
  const before = structuredClone(slotsStateOf(actor));
  const profile = slotsItemOf(item);
  try {
    const { result } = spend({ actor: before, action: { cost: profile.cost, reservedAllowed: profile.reservedAllowed, activePhaseOnly: profile.activePhaseOnly }, time });
    const payment: ReactPayment = { time, price: result.price, left: result.left, round: Math.max(1, combat.round), before };
    return { ok: true, message: `${K}.Paid`, payment };
  } catch (error) {
    if (error instanceof RulesInputError && Object.hasOwn(REFUSALS, error.code)) return refuse(REFUSALS[error.code] ?? `${K}.Refused`);
    throw error;
  }
}
