/**
 * A leader's roll for the Team Bank (docs/rules/banks.md §6.19), made on the card of the "Use
 * Leadership/Tactics" action it paid for: Leadership (MAN + Leadership, less the current bank)
 * adds its hits; a Tactics specialization (INT + Tactics) adds its hits once per situation;
 * Strategy (MAN + Tactics) against the bank unlocks the used Tactics. The card records the
 * choice and the dice; the pool is judged from the leader as the GM reads it, never the card.
 */
import { RulesInputError, requireInt, requireRecord } from "../../errors";
import { requireObject } from "../checks";
import type { BanksTeam, BanksTeamPatch } from "../encounter";
import { countPool, validateDice } from "../../dice";
import type { BanksActor } from "../state";
import { type TeamEvent, type TeamEventResult, leadershipPool, teamBankEvent } from "../team-bank";
import { type PoolChoice, validatePoolChoice } from "./attack-card";
import { ownValue } from "../../own";
import { validateBanksActor } from "../state-validation";
import { validateBanksTeam } from "../encounter";

export const TEAM_ROLL_KINDS = ["leadership", "tactics", "strategy"] as const;
export type TeamRollKind = (typeof TEAM_ROLL_KINDS)[number];

export interface TeamRoll {
  readonly kind: TeamRollKind;
  /** The Tactics specialization rolled (tactics only). */
  readonly specialization: string | null;
  readonly pool: PoolChoice;
  readonly dice: readonly number[];
}

export function validateTeamRoll(value: unknown, path = "teamRoll"): TeamRoll {
  const v = requireObject(value, path, "card.state");
  const kind = v["kind"];
  if (!(TEAM_ROLL_KINDS as readonly unknown[]).includes(kind)) throw new RulesInputError("card.state", `${path}.kind`, `${path}.kind must be one of ${TEAM_ROLL_KINDS.join(", ")}`);
  const spec = v["specialization"] ?? null;
  if (kind === "tactics" && (typeof spec !== "string" || spec.trim() === "")) throw new RulesInputError("card.state", `${path}.specialization`, "A Tactics roll names its specialization");
  if (spec !== null && typeof spec !== "string") throw new RulesInputError("card.state", `${path}.specialization`, `${path}.specialization must be text or null`);
  return { kind: kind as TeamRollKind, specialization: kind === "tactics" ? (spec as string).trim() : null, pool: validatePoolChoice(v["pool"], `${path}.pool`), dice: validateDice(v["dice"], `${path}.dice`) };
}

/** Dice the roll has for this leader and bank: Leadership loses one die per point of a positive bank (SEED). */
export function teamRollPoolSize(leader: BanksActor, roll: Pick<TeamRoll, "kind" | "pool">, bank: number): number {
  validateBanksActor(leader, "leader");
  requireRecord(roll, "roll");
  requireInt(bank, "bank", "input.invalid");
  const { attribute, skill, bonus } = validatePoolChoice(roll.pool, "roll.pool");
  const dice = leader.attributes[attribute] + (skill === null ? 0 : (ownValue(leader.skills, skill) ?? 0)) + bonus;
  return Math.max(0, roll.kind === "leadership" ? leadershipPool(dice, bank) : dice);
}

function eventOf(roll: TeamRoll, hits: number): TeamEvent {
  switch (roll.kind) {
    case "leadership":
      return { type: "leadership", hits };
    case "tactics":
      return { type: "tactics", specialization: roll.specialization ?? "", hits };
    case "strategy":
      return { type: "strategy", hits };
  }
}

/** The roll's effect on the team; throws `dice.count` when the dice are not the leader's pool, `tactics.used` for a repeat. */
export function teamRollOutcome(roll: TeamRoll, leader: BanksActor, team: BanksTeam, path = "teamRoll"): { result: TeamEventResult & { hits: number; poolSize: number }; patch: BanksTeamPatch } {
  validateTeamRoll(roll, path);
  validateBanksTeam(team, `${path}.team`);
  const poolSize = teamRollPoolSize(leader, roll, team.bank);
  const dice = validateDice(roll.dice, `${path}.dice`, poolSize);
  const { hits } = countPool(dice);
  const { result, patch } = teamBankEvent(team, eventOf(roll, hits), path);
  return { result: { ...result, hits, poolSize }, patch };
}
