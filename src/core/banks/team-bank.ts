/**
 * Team Bank operations (docs/rules/banks.md §6.19, SEED "The Team Bank"). The bank may go negative;
 * members then take that number as a pool modifier toward the team goal and add nothing to
 * their effective IP.
 */
import { requireInt, RulesInputError } from "../errors";
import { requireString } from "./checks";
import { type BanksTeam, type BanksTeamPatch, validateBanksTeam } from "./encounter";

export type TeamEvent =
  | { type: "leadership"; hits: number }
  | { type: "tactics"; specialization: string; hits: number }
  | { type: "strategy"; hits: number }
  | { type: "allyIncapacitated"; memberId?: string }
  | { type: "allySlain"; memberId?: string }
  | { type: "goalImpossible" }
  | { type: "wedge"; hits: number }
  | { type: "actAsUnit"; participants: number }
  | { type: "teamwork"; points: number }
  | { type: "challenge"; challengerId: string; hits: number }
  | { type: "coordinate"; memberId: string };

export type TeamEventResult = { bank: number; delta: number; leaderId: string | null; success: boolean | null };

/** SEED: Leadership takes "a negative dice pool modifier in the amount of the current value of the Team Bank". */
export function leadershipPool(dice: number, bank: number): number {
  requireInt(dice, "dice", "input.invalid");
  requireInt(bank, "bank", "input.invalid");
  return dice - Math.max(0, bank);
}

/** A negative bank is a pool modifier toward the team goal (§6.19); a positive one is none. */
export function teamGoalModifier(bank: number): number {
  requireInt(bank, "bank", "input.invalid");
  return Math.min(0, bank);
}

const hitsOf = (n: unknown, path: string): number => requireInt(n, path, "input.invalid", { min: 0 });

export function teamBankEvent(team: BanksTeam, event: TeamEvent, path = "event"): { result: TeamEventResult; patch: BanksTeamPatch } {
  validateBanksTeam(team, "team");
  const bank = team.bank;
  const out = (patch: BanksTeamPatch, success: boolean | null = null) => {
    const next = patch.bank ?? bank;
    const leaderId = patch.leaderId === undefined ? team.leaderId : patch.leaderId;
    return { result: { bank: next, delta: next - bank, leaderId, success }, patch };
  };
  const loss = (n: number, memberId: string | undefined) =>
    // SEED: if the fallen ally is the leader, "the Team Bank is eliminated completely".
    memberId !== undefined && memberId === team.leaderId ? out({ bank: 0, leaderId: null }) : out({ bank: bank - n });
  switch (event.type) {
    case "leadership":
      return out({ bank: bank + hitsOf(event.hits, `${path}.hits`) });
    case "tactics": {
      const spec = requireString(event.specialization, `${path}.specialization`, "input.invalid");
      const hits = hitsOf(event.hits, `${path}.hits`);
      if (team.usedTactics.includes(spec)) {
        throw new RulesInputError("tactics.used", `${path}.specialization`, `${spec} was already rolled in this situation; a Strategy roll unlocks it`);
      }
      return out({ bank: bank + hits, usedTactics: [...team.usedTactics, spec] });
    }
    case "strategy": {
      // Threshold = the current Team Bank; success unlocks every Tactics specialization.
      const success = hitsOf(event.hits, `${path}.hits`) >= bank;
      return out(success ? { usedTactics: [] } : {}, success);
    }
    case "allyIncapacitated":
      return loss(2, event.memberId);
    case "allySlain":
      return loss(4, event.memberId);
    case "goalImpossible":
      return out({ bank: bank - 3 });
    case "wedge":
      return out({ bank: bank - hitsOf(event.hits, `${path}.hits`) });
    case "actAsUnit":
      return out({ bank: bank + hitsOf(event.participants, `${path}.participants`) });
    case "teamwork":
      return out({ bank: bank + requireInt(event.points, `${path}.points`, "input.invalid", { min: 1, max: 2 }) });
    case "challenge": {
      const challenger = requireString(event.challengerId, `${path}.challengerId`, "input.invalid");
      const hits = hitsOf(event.hits, `${path}.hits`);
      // SEED: each hit removes one point; hits remaining make a new leader with them as the bank.
      const standing = Math.max(0, bank);
      if (hits > standing) return out({ leaderId: challenger, bank: hits - standing, usedTactics: [] }, true);
      return out({ bank: bank - hits }, false);
    }
    case "coordinate": {
      const id = requireString(event.memberId, `${path}.memberId`, "input.invalid");
      return out(team.members.includes(id) ? {} : { members: [...team.members, id] });
    }
    default:
      throw new RulesInputError("input.invalid", `${path}.type`, `Unknown Team Bank event ${JSON.stringify((event as { type: unknown }).type)}`);
  }
}
