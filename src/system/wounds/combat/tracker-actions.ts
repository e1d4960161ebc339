/**
 * The tracker's Action Card controls, done by the active GM (docs/rules/wounds.md §7): Hold (on
 * the combatant's own turn; the turn passes), Act Now (a combatant on Hold interrupts), and a
 * Benny's redraw (before the combatant's turn; the better card is kept), and a card for one who
 * joined after the deal (the tracker's initiative button). The query names the
 * combatant; who asks comes from the request message the server stamps (gm/sender.ts), and only
 * a GM or the actor's owner may. Each is one encounter step (encounter-step.ts).
 */
import { RulesInputError } from "../../../core/errors";
import { formatCard } from "../../../core/cards";
import { dealActionCards, redrawActionCard, setHold, spendBennies } from "../../../core/wounds";
import { text } from "../../../view/i18n";
import { foundryRng } from "../../combat/foundry-rng";
import { mayActFor } from "../../gm/actors";
import { type GmActionResult, exclusively, refuse } from "../../gm/gm-lock";
import { woundsStateOf } from "../actor-state";
import { runEncounterStep } from "./encounter-step";

export type TrackerAction = "hold" | "actNow" | "redraw" | "deal";

const E = "FRAY.Wounds.Combat.Error";

/** The reference a tracker query carries in `messageId`: the combat and the combatant. */
export function combatantRef(combatId: string, combatantId: string): string {
  return `${combatId}.${combatantId}`;
}

interface Found {
  readonly combat: Combat.Implementation;
  readonly combatant: Combatant.Implementation;
  readonly actor: Actor.Implementation;
  readonly id: string;
}

export function resolveCombatantRef(ref: string): Found | null {
  const [combatId, combatantId, ...rest] = ref.split(".");
  if (!combatId || !combatantId || rest.length) return null;
  const combat = game.combats.get(combatId);
  const combatant = combat?.combatants.get(combatantId);
  const actor = combatant?.actor;
  return combat && combatant && actor ? { combat, combatant, actor, id: combatantId } : null;
}

/** The combatant's turn this round has come (or is now): its place can no longer change. */
function turnHasCome(found: Found): boolean {
  const index = found.combat.turns.findIndex((c) => c.id === found.id);
  return found.combat.turn !== null && index >= 0 && index <= found.combat.turn;
}

const nameOf = (found: Found): string => found.combatant.name ?? found.actor.name;

/** Runs one tracker action for `sender`; a RulesInputError from the core is a refusal the asker reads. */
export function runTrackerAction(action: TrackerAction, ref: string, sender: User.Implementation | null): Promise<GmActionResult> {
  return exclusively(`wounds.${action}:${ref}`, async () => {
    const found = resolveCombatantRef(ref);
    if (!found) return refuse(`${E}.NoCombatant`);
    if (!mayActFor(sender, found.actor)) return refuse(`${E}.NotYours`);
    try {
      return await ACTIONS[action](found);
    } catch (error) {
      if (error instanceof RulesInputError) return refuse(error.message.startsWith("FRAY.") ? error.message : `${E}.Refused`);
      throw error;
    }
  });
}

const refusal = (key: string): RulesInputError => new RulesInputError("combat.invalid", "combatant", `${E}.${key}`);

const ACTIONS: Record<TrackerAction, (found: Found) => Promise<GmActionResult>> = {
  async hold(found) {
    if (found.combat.combatant?.id !== found.id) return refuse(`${E}.NotYourTurn`);
    await runEncounterStep(found.combat, found.id, "hold", (e) => ({ encounter: setHold(e, found.id, true), line: text("FRAY.Wounds.Combat.Line.Hold", { name: nameOf(found) }) }));
    // On Hold, the combatant's turn passes; it keeps its place and may interrupt later.
    if (found.combat.combatant?.id === found.id) await found.combat.nextTurn();
    return { ok: true, message: "FRAY.Wounds.Combat.Done.Hold" };
  },
  async actNow(found) {
    await runEncounterStep(found.combat, found.id, "actNow", (e) => {
      if (!e.onHold.includes(found.id)) throw refusal("NotOnHold");
      return { encounter: setHold(e, found.id, false), line: text("FRAY.Wounds.Combat.Line.ActNow", { name: nameOf(found) }) };
    });
    return { ok: true, message: "FRAY.Wounds.Combat.Done.ActNow" };
  },
  async deal(found) {
    if (found.combat.round < 1) return refuse(`${E}.NotStarted`);
    await runEncounterStep(found.combat, found.id, "deal", (e) => {
      if (e.dealt.some((d) => d.combatantId === found.id) || e.onHold.includes(found.id)) throw refusal("HasCard");
      const dealt = dealActionCards(e, [found.id], foundryRng());
      const card = dealt.dealt.find((d) => d.combatantId === found.id)?.card;
      return { encounter: dealt, line: text("FRAY.Wounds.Event.dealt", { name: nameOf(found), card: card ? formatCard(card, { symbols: true }) : "" }) };
    });
    return { ok: true, message: "FRAY.Wounds.Combat.Done.Deal" };
  },
  async redraw(found) {
    if (turnHasCome(found)) return refuse(`${E}.TurnCame`);
    const ok = await runEncounterStep(found.combat, found.id, "redraw", (e) => {
      if (!e.dealt.some((d) => d.combatantId === found.id)) throw refusal("NoCard");
      const state = woundsStateOf(found.actor);
      if (state.bennies < 1) throw refusal("NoBenny");
      const spent = spendBennies(state, 1);
      const { encounter, kept, drawn } = redrawActionCard(e, found.id, foundryRng());
      return {
        encounter,
        writes: [{ type: "update", uuid: found.actor.uuid, data: { system: { wounds: spent } } }],
        line: text("FRAY.Wounds.Combat.Line.Redraw", { name: nameOf(found), drawn: formatCard(drawn, { symbols: true }), kept: formatCard(kept, { symbols: true }) }),
      };
    });
    return ok ? { ok: true, message: "FRAY.Wounds.Combat.Done.Redraw" } : refuse("FRAY.Common.Chat.Error.AlreadyApplied");
  },
};
