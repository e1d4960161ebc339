/**
 * The GM's Team Bank controls in the tracker (docs/rules/banks.md §6.19, §8: "only the leader (or the
 * GM) changes them"). Only the GM is served here; a leader changes the bank by rolling on a paid
 * "Use Leadership/Tactics" card (src/system/banks/gm-banks-team.ts). Each
 * change is one combat update (the encounter in the ledger) and one batched update of the
 * members' actors (`teamId`), so the two records a coordinated member needs stay in step
 * (core `isCoordinated`). It runs under the combat's lock, as the phase runner does.
 */
import type { BanksActorPatch } from "../../../core/banks";
import { RulesInputError } from "../../../core/errors";
import { type ActorPatch, applyActorPatches } from "../../documents/apply-patches";
import { withCombatLock } from "../../combat/combat-lock";
import { type BanksCombat, banksCombatOf, banksEncounterOf } from "./banks-combat";
import { type RosterChange, type RosterEdit, editRoster } from "./team-roster";
import { deleting } from "../../compat";

/** The actor updates a roster change needs: one per actor, only where its `teamId` changes. */
export function teamIdPatches(change: RosterChange, banks: BanksCombat): ActorPatch[] {
  const wanted = new Map<Actor.Implementation, { readonly current: string | null; readonly next: string | null }>();
  const want = (id: string, next: (current: string | null) => string | null | undefined): void => {
    const actor = banks.actors.get(id);
    const state = banks.view.combatants.find((c) => c.id === id)?.state;
    const value = state === undefined ? undefined : next(state.teamId);
    if (actor && state && value !== undefined) wanted.set(actor, { current: state.teamId, next: value });
  };
  // Leaving clears the actor's team only if it still names this one; joining sets it.
  for (const [id, team] of Object.entries(change.leaves)) want(id, (current) => (current === team ? null : undefined));
  for (const [id, team] of Object.entries(change.joins)) want(id, () => team);
  return [...wanted]
    .filter(([, t]) => t.current !== t.next)
    .map(([actor, t]) => {
      const patch: BanksActorPatch = { teamId: t.next };
      return { actor, ruleset: "banks", patch };
    });
}

function warn(key: string, data?: Record<string, string>): void {
  ui.notifications?.warn(data === undefined ? game.i18n.localize(key) : game.i18n.format(key, data));
}

/** Applies one edit; false (and a notice) when the user is no GM or the edit is refused. */
export async function applyRosterEdit(combat: Combat.Implementation, edit: RosterEdit): Promise<boolean> {
  if (!game.user.isGM) {
    warn("FRAY.Banks.Tracker.Error.NotGm");
    return false;
  }
  return withCombatLock(combat.id ?? "", async () => {
    const banks = banksCombatOf(combat);
    if (!banks) return false;
    let change: RosterChange;
    try {
      change = editRoster(banksEncounterOf(combat), edit);
    } catch (error) {
      if (!(error instanceof RulesInputError)) throw error;
      warn("FRAY.Banks.Tracker.Error.Failed", { reason: error.message });
      return false;
    }
    // Only the encounter is written, so a phase key another GM client adds meanwhile survives.
    const encounter = change.removed === undefined ? change.encounter : { ...change.encounter, teams: { ...change.encounter.teams, ...deleting(change.removed) } };
    await combat.update({ flags: { fray: { automation: { encounter } } } } as Combat.UpdateData, { turnEvents: false });
    const patches = teamIdPatches(change, banks);
    if (patches.length) await applyActorPatches(patches);
    return true;
  });
}
