/**
 * A Benny ends Shaken at any time (docs/rules/wounds.md §5.8), so a Benny spent to end it also
 * answers that character's Shaken recovery roll if one waits in a running combat: otherwise the
 * tracker would hold the round for a roll nobody needs. The Benny's spend (bennies/gm-spend.ts)
 * puts these writes into its own recorded step, under the locks of the combats it touches (the
 * ledger is read and written whole, like the phase runner does).
 */
import { PROMPT_SHAKEN_RECOVERY } from "../../../core/wounds";
import { afterPrompt, promptKey, readLedger } from "../../combat/automation-ledger";
import { withCombatLock } from "../../combat/combat-lock";
import { ledgerUpdate } from "../../combat/phase-runner";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { turnPromptOf } from "./turn-roll-card";

/** The combats the actor fights in (by its combatants), whose ledgers an unshake may answer. */
function combatsOf(actor: Actor.Implementation): Combat.Implementation[] {
  return game.combats.filter((combat) => combat.combatants.some((c) => c.actor?.uuid === actor.uuid));
}

/** Runs `task` holding the lock of every combat the actor is in, always taken in the same order. */
export function withActorCombatLocks<T>(actor: Actor.Implementation | null, task: () => Promise<T>): Promise<T> {
  const ids = actor ? combatsOf(actor).flatMap((c) => (c.id ? [c.id] : [])).sort() : [];
  return ids.reduceRight<() => Promise<T>>((inner, id) => () => withCombatLock(id, inner), task)();
}

/** The prompt cards of an answered prompt, marked so they re-render without their buttons. */
function promptCardWrites(combatId: string, combatantId: string, round: number): RecordedWrite[] {
  return game.messages.contents.flatMap((m) => {
    const p = turnPromptOf(m);
    const same = p !== null && p.combatId === combatId && p.combatantId === combatantId && p.round === round && p.type === PROMPT_SHAKEN_RECOVERY;
    return same ? [{ type: "update" as const, uuid: m.uuid, data: { flags: { fray: { wounds: { turnAnswered: "bennySpent" } } } } }] : [];
  });
}

/** The writes that answer the actor's waiting Shaken recovery rolls of the current rounds: the ledgers and the prompt cards. */
export function shakenPromptsAnswered(actor: Actor.Implementation): RecordedWrite[] {
  const writes: RecordedWrite[] = [];
  for (const combat of combatsOf(actor)) {
    let ledger = readLedger(combat.flags);
    const cards: RecordedWrite[] = [];
    let answered = false;
    for (const combatant of combat.combatants) {
      if (!combatant.id || combatant.actor?.uuid !== actor.uuid) continue;
      const key = promptKey({ type: PROMPT_SHAKEN_RECOVERY, combatantId: combatant.id }, combat.round);
      if (!ledger.pending.includes(key)) continue;
      ledger = afterPrompt(ledger, key);
      answered = true;
      cards.push(...promptCardWrites(combat.id ?? "", combatant.id, combat.round));
    }
    if (answered) writes.push({ type: "update", uuid: combat.uuid, data: ledgerUpdate(ledger) }, ...cards);
  }
  return writes;
}
