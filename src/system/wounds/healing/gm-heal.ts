/**
 * A healing roll applied by the active GM, once (docs/rules/wounds.md §7 "Healing"; docs/trust.md):
 * the card's author must act for the healer (a healer may tend a patient the player does not
 * own: that is why the GM writes it); the die is the healer's own as it is now and the core's heal
 * judges the faces — a Wound off per success, two on a raise, injuries that last until healed
 * ending with the last Wound, Incapacitation and bleeding ended. Undo puts back what it changed.
 */
import { RulesInputError } from "../../../core/errors";
import { heal, traitDieOf } from "../../../core/wounds";
import { actorFromUuid } from "../../gm/actors";
import { type CardKind, acceptedCard } from "../../gm/accepted-card";
import { mayUndo } from "../../gm/card-trust";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { applyLine, undoLine } from "../../gm/records/exactly-once";
import { actorSystem } from "../../data/actor/actor-system";
import { woundsStateOf } from "../actor-state";
import { type WoundsHealCard, healCardOf, validateHealCard } from "./heal-card";

const lineOf = (messageId: string): string => `wounds.heal:${messageId}`;

const HEAL_CARD: CardKind<WoundsHealCard> = {
  key: (messageId) => `wounds.healCard:${messageId}`,
  of: healCardOf,
  validate: (data) => validateHealCard(data, "record"),
  attackerUuid: (card) => card.healer.actorUuid,
};

/** What the GM wrote on the card. */
export interface HealedFlag {
  readonly healed: number;
  readonly injuriesEnded: number;
  readonly undone: boolean;
}

const healedFlag = (flag: HealedFlag) => ({ flags: { fray: { wounds: { healed: flag } } } });

export function applyHeal(messageId: string): Promise<GmActionResult> {
  return exclusively(lineOf(messageId), async () => {
    const { message, card } = await acceptedCard(messageId, HEAL_CARD);
    const healer = await actorFromUuid(card.healer.actorUuid);
    const patient = await actorFromUuid(card.patient.actorUuid);
    if (!healer || !patient) return refuse("FRAY.Common.Chat.Error.NoTarget");
    const healerState = woundsStateOf(healer);
    const die = traitDieOf(healerState, card.trait);
    const roll = { die, chain: card.chain, ...(card.wildChain === null ? {} : { wildChain: card.wildChain }), modifier: card.modifier, tn: 4, isWildCard: healerState.isWildCard };
    const { result, patch } = heal(woundsStateOf(patient), roll);
    const stored = actorSystem(patient).toObject().wounds as Record<string, unknown>;
    const before = Object.fromEntries(Object.keys(patch).map((key) => [key, stored[key]]));
    const flag: HealedFlag = { healed: result.healed, injuriesEnded: result.injuriesEnded, undone: false };
    await applyLine(lineOf(messageId), [messageId], () =>
      Promise.resolve({
        writes: [
          ...(Object.keys(patch).length > 0 ? [{ type: "update" as const, uuid: patient.uuid, data: { system: { wounds: patch } } }] : []),
          { type: "update" as const, uuid: message.uuid, data: healedFlag(flag) },
        ],
        data: { before, flag },
      }),
    );
    return { ok: true, message: "FRAY.Wounds.Heal.Applied" };
  });
}

export function undoHeal(messageId: string, sender: User.Implementation | null): Promise<GmActionResult> {
  return exclusively(lineOf(messageId), async () => {
    const { message, card } = await acceptedCard(messageId, HEAL_CARD);
    if (!(await mayUndo(sender, message, card.healer.actorUuid))) return refuse("FRAY.Common.Chat.Error.NotYourUndo");
    const patient = await actorFromUuid(card.patient.actorUuid);
    if (!patient) return refuse("FRAY.Common.Chat.Error.NoTarget");
    await undoLine(lineOf(messageId), [messageId], (applied) => {
      const data = applied.data as { before?: unknown; flag?: HealedFlag } | null;
      if (!data || typeof data.before !== "object" || data.before === null || !data.flag) throw new RulesInputError("ledger.notApplied", "record", "FRAY.Common.Chat.Error.NothingToUndo");
      const before = data.before as Record<string, unknown>;
      return Promise.resolve([
        ...(Object.keys(before).length > 0 ? [{ type: "update" as const, uuid: patient.uuid, data: { system: { wounds: before } } }] : []),
        { type: "update" as const, uuid: message.uuid, data: healedFlag({ ...data.flag, undone: true }) },
      ]);
    });
    return { ok: true, message: "FRAY.Common.Chat.Undone" };
  });
}
