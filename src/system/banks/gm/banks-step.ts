/**
 * A banks handler's whole change as one GM step (design.md "Exactly once, recoverable"): every
 * actor patch, the Team Bank on the Combat and the card's display flags go into one record's
 * writes, as absolute values, so they are written together and an interrupted step is
 * completed whole by the next active GM. The Team Bank is recorded and written under the
 * combat's lock, as patchEncounter was, so this tab's encounter writes stay in order with the
 * phase runner's; the tracker's initiative follows once the step is written.
 */
import type { BanksActorPatch, BanksTeam } from "../../../core/banks";
import { type Patch, applyPatch, isEmptyPatch } from "../../../core/patch";
import { withCombatLock } from "../../combat/combat-lock";
import { runStep } from "../../gm/records/exactly-once";
import type { RecordedWrite } from "../../gm/records/gm-record";
import { encounterOf } from "../combat-context";
import { refreshInitiative } from "../combat/initiative-sync";
import { type BanksMessageFlags, banksMessageFlags } from "../flags";

export interface StepWrites {
  readonly writes: RecordedWrite[];
  readonly data: unknown;
}

/** An actor's banks patch (the core's patches hold the new values, never increments); nothing for an empty one. */
export function actorWrite(actor: Actor.Implementation, patch: BanksActorPatch): RecordedWrite[] {
  return isEmptyPatch(patch) ? [] : [{ type: "update", uuid: actor.uuid, data: { system: { banks: patch } } }];
}

export function messageWrite(message: ChatMessage.Implementation, values: BanksMessageFlags): RecordedWrite {
  return { type: "update", uuid: message.uuid, data: { flags: banksMessageFlags(values) } };
}

/**
 * A team of the combat's encounter (flags.fray.automation.encounter) with `patch` applied, as the
 * whole team: only that team is written, so phase keys and other teams changed meanwhile survive.
 * Nothing when the team is gone (a team id is data: read with hasOwn).
 */
export function teamWrite(combat: Combat.Implementation, teamId: string, patch: Patch<BanksTeam>): RecordedWrite[] {
  const teams = encounterOf(combat).teams;
  const team = Object.hasOwn(teams, teamId) ? teams[teamId] : undefined;
  if (team === undefined) return [];
  const teamAfter = applyPatch(team, patch);
  return [{ type: "update", uuid: combat.uuid, data: { flags: { fray: { automation: { encounter: { teams: { [teamId]: teamAfter } } } } } } }];
}

/** Runs `task` under the combat's lock (or at once without a combat), then refreshes its initiative when `task` wrote. */
export async function onCombat<T>(combat: Combat.Implementation | null, task: () => Promise<T>, wrote: (result: T) => boolean): Promise<T> {
  if (!combat?.id) return task();
  return withCombatLock(combat.id, async () => {
    const result = await task();
    if (wrote(result)) await refreshInitiative(combat);
    return result;
  });
}

/**
 * Records and writes a one-off step (a payment, a bid, a counted roll): false when its key was
 * claimed already, by an earlier request or another GM tab. `plan` runs under the combat's lock.
 */
export function banksStep(key: string, refs: readonly string[], combat: Combat.Implementation | null, plan: () => StepWrites): Promise<boolean> {
  return onCombat(
    combat,
    () => {
      const { writes, data } = plan();
      return runStep({ key, writes, data, refs });
    },
    (claimed) => claimed,
  );
}
