/**
 * A Benny spent through the active GM (docs/rules/wounds.md §5.10; docs/trust.md): the spend's
 * chat card is accepted once (its author must act for the actor; a forged actor is refused) and
 * applied once — a second click, a second GM tab or a replay finds the line applied — and its
 * Undo gives the Benny back to whoever paid (the actor or the GM's pool) with what it bought.
 */
import { RulesInputError } from "../../../core/errors";
import type { WoundsActorPatch } from "../../../core/wounds";
import { actorFromUuid } from "../../gm/actors";
import { type CardKind, acceptedCard } from "../../gm/accepted-card";
import { mayUndo } from "../../gm/card-trust";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { applyLine, undoLine } from "../../gm/records/exactly-once";
import { actorSystem } from "../../data/actor/actor-system";
import { woundsStateOf } from "../actor-state";
import { type WoundsBennyCard, bennyCardOf, validateBennyCard } from "./benny-card";
import type { BennyPayer } from "./payer";
import { bennyReturnWrites, bennySpendPlan } from "./spend-plan";

export const bennyLineOf = (messageId: string): string => `wounds.benny:${messageId}`;

const BENNY_CARD: CardKind<WoundsBennyCard> = {
  key: (messageId) => `wounds.bennyCard:${messageId}`,
  of: bennyCardOf,
  validate: (data) => validateBennyCard(data, "record"),
  attackerUuid: (card) => card.actorUuid,
};

/** What the GM wrote on the card, for every client to show. */
export interface BennySpentFlag {
  readonly payer: BennyPayer;
  readonly undone: boolean;
}

interface SpendRecord {
  readonly payer: BennyPayer;
  readonly before: Record<string, unknown>;
}

const spentFlag = (flag: BennySpentFlag) => ({ flags: { fray: { wounds: { bennySpent: flag } } } });

/** What the Benny buys on the actor besides itself. */
function boughtPatch(card: WoundsBennyCard, actor: Actor.Implementation | null): WoundsActorPatch {
  if (card.reason !== "unshake") return {};
  if (!actor || !woundsStateOf(actor).shaken) throw new RulesInputError("input.invalid", "state.shaken", "FRAY.Wounds.Benny.Error.NotShaken");
  return { shaken: false };
}

async function cardActor(card: WoundsBennyCard): Promise<Actor.Implementation | null> {
  return card.actorUuid === "" ? null : actorFromUuid(card.actorUuid);
}

export function applyBennySpend(messageId: string): Promise<GmActionResult> {
  return exclusively(bennyLineOf(messageId), async () => {
    const { message, card } = await acceptedCard(messageId, BENNY_CARD);
    const actor = await cardActor(card);
    if (card.actorUuid !== "" && !actor) return refuse("FRAY.Common.Chat.Error.NoActor");
    const extra = boughtPatch(card, actor);
    const stored = actor ? (actorSystem(actor).toObject().wounds as Record<string, unknown>) : {};
    const before = Object.fromEntries(Object.keys(extra).map((key) => [key, stored[key]]));
    await applyLine(bennyLineOf(messageId), [messageId], async () => {
      const plan = await bennySpendPlan(actor, extra);
      const record: SpendRecord = { payer: plan.payer, before };
      return { writes: [...plan.writes, { type: "update", uuid: message.uuid, data: spentFlag({ payer: plan.payer, undone: false }) }], data: record };
    });
    return { ok: true, message: "FRAY.Wounds.Benny.Spent" };
  });
}

function recordOf(data: unknown): SpendRecord {
  const r = data as Partial<SpendRecord> | null;
  if (!r || (r.payer !== "actor" && r.payer !== "pool") || typeof r.before !== "object" || r.before === null) {
    throw new RulesInputError("ledger.notApplied", "record", "FRAY.Common.Chat.Error.NothingToUndo");
  }
  return r as SpendRecord;
}

export function undoBennySpend(messageId: string, sender: User.Implementation | null): Promise<GmActionResult> {
  return exclusively(bennyLineOf(messageId), async () => {
    const { message, card } = await acceptedCard(messageId, BENNY_CARD);
    if (!(await mayUndo(sender, message, card.actorUuid))) return refuse("FRAY.Common.Chat.Error.NotYourUndo");
    const actor = await cardActor(card);
    await undoLine(bennyLineOf(messageId), [messageId], async (applied) => {
      const record = recordOf(applied.data);
      const back = await bennyReturnWrites(actor, record.payer, record.before);
      return [...back, { type: "update", uuid: message.uuid, data: spentFlag({ payer: record.payer, undone: true }) }];
    });
    return { ok: true, message: "FRAY.Wounds.Benny.Returned" };
  });
}
