/**
 * Wedge (docs/rules/banks.md §6.19): on the card of a paid Wedge action, MAN + Influence(Wedge)
 * against an enemy; each hit comes off the Team Bank the enemy is coordinated with. The card
 * records the enemy, the pool choice and the dice; the GM judges the pool from the roller now.
 */
import { requireObject, requireString } from "../checks";
import type { BanksTeam, BanksTeamPatch } from "../encounter";
import { countPool, validateDice } from "../../dice";
import type { BanksActor } from "../state";
import { type TeamEventResult, teamBankEvent } from "../team-bank";
import { type PoolChoice, validatePoolChoice } from "./attack-card";
import { activeDodgePoolSize } from "./active-dodge";
import { validateBanksTeam } from "../encounter";

export interface WedgeRoll {
  readonly targetUuid: string;
  readonly targetName: string;
  readonly pool: PoolChoice;
  readonly dice: readonly number[];
}

export function validateWedgeRoll(value: unknown, path = "wedge"): WedgeRoll {
  const v = requireObject(value, path, "card.state");
  return {
    targetUuid: requireString(v["targetUuid"], `${path}.targetUuid`, "card.state"),
    targetName: requireString(v["targetName"], `${path}.targetName`, "card.state"),
    pool: validatePoolChoice(v["pool"], `${path}.pool`),
    dice: validateDice(v["dice"], `${path}.dice`),
  };
}

/** The enemy team's bank after the Wedge; throws `dice.count` when the dice are not the roller's pool. */
export function wedgeOutcome(roll: WedgeRoll, roller: BanksActor, team: BanksTeam, path = "wedge"): { result: TeamEventResult & { hits: number }; patch: BanksTeamPatch } {
  validateWedgeRoll(roll, path);
  validateBanksTeam(team, `${path}.team`);
  const { hits } = countPool(validateDice(roll.dice, `${path}.dice`, activeDodgePoolSize(roller, roll.pool)));
  const { result, patch } = teamBankEvent(team, { type: "wedge", hits }, path);
  return { result: { ...result, hits }, patch };
}
