/**
 * A change to a wounds combat's encounter outside Foundry's phases (a Hold, an Act Now, a Benny's
 * redraw, a Hold lost to Shaken), applied by the active GM exactly once (design.md "Trust model"):
 * under the combat's lock, the ledger read, the core asked, then one GM record claimed with every
 * absolute value it writes — the ledger, the initiative that changed, the Cards' layout, an
 * actor's Bennies — and written in batches. The key carries a fingerprint of the state it was
 * decided on, so the same request twice (a double click, two GM tabs) writes once.
 */
import { type WoundsEncounter, actionInitiative, defaultWoundsEncounter, validateWoundsEncounter } from "../../../core/wounds";
import { type AutomationLedger, readLedger } from "../../combat/automation-ledger";
import { COMBAT_TEMPLATES, renderCombatTemplate, word } from "../../combat/chat";
import { gmIds } from "../../gm/gm-users";
import { withCombatLock } from "../../combat/combat-lock";
import { ledgerUpdate } from "../../combat/phase-runner";
import { runStep } from "../../gm/records/exactly-once";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { recordIdFor } from "../../gm/records/record-id";
import type { Text } from "../../../view/i18n";
import { actionDeckWrites } from "../cards/action-deck";

export interface EncounterChange {
  readonly encounter: WoundsEncounter;
  /** Further absolute writes (a Benny's spend: the actor's Bennies or the GM's pool). */
  readonly writes?: readonly RecordedWrite[];
  /** One line for the chat, worded by the lang file. */
  readonly line: Text;
}

/** The combat's encounter as the ledger holds it (the initial one before the first phase). */
export function encounterOf(combat: Combat.Implementation): WoundsEncounter {
  const stored = readLedger(combat.flags).encounter;
  return validateWoundsEncounter(stored ?? defaultWoundsEncounter());
}

/** Initiative writes for the combatants whose value the new encounter changes. */
function initiativeWrites(combat: Combat.Implementation, encounter: WoundsEncounter): RecordedWrite[] {
  return Object.entries(actionInitiative(encounter)).flatMap(([id, initiative]) => {
    const combatant = combat.combatants.get(id);
    return combatant && combatant.initiative !== initiative ? [{ type: "update" as const, uuid: `${combat.uuid}.Combatant.${id}`, data: { initiative } }] : [];
  });
}

/**
 * Decides and writes one change; false when another tab or request wrote this very change first.
 * `decide` throws a RulesInputError to refuse.
 */
export function runEncounterStep(
  combat: Combat.Implementation,
  combatantId: string,
  action: string,
  decide: (encounter: WoundsEncounter, ledger: AutomationLedger) => EncounterChange | Promise<EncounterChange>,
): Promise<boolean> {
  return withCombatLock(combat.id ?? "", async () => {
    const ledger = readLedger(combat.flags);
    const before = encounterOf(combat);
    const change = await decide(before, ledger);
    const key = `combat:${combat.id ?? ""}:wounds.${action}:${combatantId}:${recordIdFor(JSON.stringify(before))}`;
    const writes: RecordedWrite[] = [
      { type: "update", uuid: combat.uuid, data: ledgerUpdate({ ...ledger, encounter: change.encounter }) },
      ...initiativeWrites(combat, change.encounter),
      ...(change.writes ?? []),
      ...(await actionDeckWrites(combat, change.encounter)),
    ];
    if (!(await runStep({ key, writes, data: null, refs: [combat.id ?? ""] }))) return false;
    await postLine(combat, change.line, combat.combatants.get(combatantId)?.hidden === true);
    return true;
  });
}

/** A hidden combatant's line goes to the GMs only, like the phases' events. */
async function postLine(combat: Combat.Implementation, line: Text, hidden: boolean): Promise<void> {
  const content = await renderCombatTemplate(COMBAT_TEMPLATES.events, { heading: word({ key: "FRAY.Wounds.Combat.Heading", data: { round: combat.round } }), lines: [word(line)] });
  const speaker = ChatMessage.implementation.getSpeaker({ alias: game.i18n.localize("FRAY.Common.Combat.Speaker") });
  await ChatMessage.implementation.create({ speaker, content, whisper: hidden ? gmIds() : [] });
}
