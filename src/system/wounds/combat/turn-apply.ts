/**
 * The active GM applies the answer to a start-of-turn prompt (docs/rules/wounds.md §5.8, §5.9, §7)
 * once: the answer's author (the server stamps it) must be a GM or the actor's owner, the combat
 * still in that round, the prompt still open in its ledger. The core judges the faces — Bleeding
 * Out: death, another turn, or stabilised; Shaken: recovered or not — or a Benny ends Shaken. One
 * GM record holds every write: the actor, the ledger's answered prompt, the defeated mark of the
 * dead, and the outcome on the answer message.
 */
import { RulesInputError } from "../../../core/errors";
import { PROMPT_BLEEDING_OUT, type WoundsActorPatch, bleedingOutRoll, shakenRecovery, unshakeWithBenny } from "../../../core/wounds";
import { afterPrompt, promptKey, readLedger } from "../../combat/automation-ledger";
import { withCombatLock } from "../../combat/combat-lock";
import { ledgerUpdate } from "../../combat/phase-runner";
import { mayActFor } from "../../gm/actors";
import { type GmActionResult, refuse } from "../../gm/gm-lock";
import { runStep } from "../../gm/records/exactly-once";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { woundsStateOf } from "../actor-state";
import { jokerBonusFor } from "./joker-bonus";
import { type TurnAnswer, turnAnswerOf, turnPromptOf } from "./turn-roll-card";

const E = "FRAY.Wounds.Combat.Error";

/** What an answer came to, kept on its message for every client to show. */
export type TurnOutcome = "dies" | "survives" | "stabilised" | "recovered" | "stillShaken" | "bennySpent";

export const turnPromptKey = (answer: Pick<TurnAnswer, "type" | "combatantId" | "round">): string => promptKey({ type: answer.type, combatantId: answer.combatantId }, answer.round);

function judge(answer: TurnAnswer, actor: Actor.Implementation): { outcome: TurnOutcome; patch: WoundsActorPatch } {
  const state = woundsStateOf(actor);
  const joker = jokerBonusFor(actor);
  if (answer.roll === null) return { outcome: "bennySpent", patch: unshakeWithBenny(state) };
  if (answer.type === PROMPT_BLEEDING_OUT) {
    const { result, patch } = bleedingOutRoll(state, [answer.roll], joker);
    return { outcome: result.outcome, patch };
  }
  const { result, patch } = shakenRecovery(state, [answer.roll], joker);
  return { outcome: result.success ? "recovered" : "stillShaken", patch };
}

/** The prompt cards an answer answers (one, unless a turn started twice). */
function promptMessagesOf(answer: TurnAnswer): string[] {
  return game.messages.contents.flatMap((m) => {
    const p = turnPromptOf(m);
    return p && p.combatId === answer.combatId && p.round === answer.round && p.combatantId === answer.combatantId && p.type === answer.type ? [m.uuid] : [];
  });
}

export async function applyTurnAnswer(messageId: string): Promise<GmActionResult> {
  const message = game.messages.get(messageId);
  const answer = message ? turnAnswerOf(message) : null;
  if (!message || !answer) return refuse(`${E}.NoAnswer`);
  const combat = game.combats.get(answer.combatId);
  if (!combat) return refuse(`${E}.NoCombatant`);
  // Under the combat's lock: the phase runner and other answers read and write the same ledger.
  return withCombatLock(combat.id ?? "", async () => {
    const combatant = combat.combatants.get(answer.combatantId);
    const actor = combatant?.actor ?? null;
    if (!combatant || !actor) return refuse(`${E}.NoCombatant`);
    if (!mayActFor(message.author ?? null, actor)) return refuse(`${E}.NotYours`);
    if (combat.round !== answer.round) return refuse(`${E}.WrongRound`);
    const ledger = readLedger(combat.flags);
    const key = turnPromptKey(answer);
    if (ledger.resolved.includes(key)) return refuse("FRAY.Common.Chat.Error.AlreadyApplied");
    if (!ledger.pending.includes(key)) return refuse(`${E}.NotPrompted`);
    let judged;
    try {
      judged = judge(answer, actor);
    } catch (error) {
      if (error instanceof RulesInputError) return refuse(error.code === "benny.none" ? `${E}.NoBenny` : `${E}.BadRoll`);
      throw error;
    }
    const died = judged.outcome === "dies";
    const writes: RecordedWrite[] = [
      { type: "update", uuid: combat.uuid, data: ledgerUpdate(afterPrompt(ledger, key)) },
      { type: "update", uuid: actor.uuid, data: { system: { wounds: judged.patch } } },
      { type: "update", uuid: message.uuid, data: { flags: { fray: { wounds: { turnOutcome: judged.outcome } } } } },
      ...(died && !combatant.defeated ? [{ type: "update" as const, uuid: combatant.uuid, data: { defeated: true } }] : []),
      // The prompt card re-renders without its buttons once answered.
      ...promptMessagesOf(answer).map((uuid) => ({ type: "update" as const, uuid, data: { flags: { fray: { wounds: { turnAnswered: judged.outcome } } } } })),
    ];
    if (!(await runStep({ key: `combat:${combat.id ?? ""}:${key}`, writes, data: null, refs: [combat.id ?? "", messageId] }))) {
      return refuse("FRAY.Common.Chat.Error.AlreadyApplied");
    }
    return { ok: true, message: `FRAY.Wounds.Combat.Outcome.${judged.outcome}` };
  });
}
