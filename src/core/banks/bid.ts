/**
 * Paying a dodge bid (docs/rules/banks.md §6.7 steps 7–8): from the Active Dodge bank first (if its
 * specialization fits the attack), then IP, then the Team Bank. Chutzpah spent first converts
 * at `chutzpahIp` IP per point (DECISION §9.4, default 1); converted IP left over stays in IP.
 */
import { RulesInputError, requireInt, shown, requireRecord } from "../errors";
import { optionalCount, optionalFlag } from "./checks";
import { type BanksTeamPatch, type TeamRef, usableTeamBank } from "./encounter";
import type { BanksActor, BanksActorPatch } from "./state";
import { requireCapable, validateBanksActor } from "./state-validation";

export const DEFAULT_CHUTZPAH_IP = 1;

export type BidInput = {
  defender: BanksActor;
  team?: TeamRef | null;
  bid: number;
  /** Chutzpah points converted into IP before bidding. */
  chutzpah?: number;
  /** The Active Dodge/Parry bank's specialization fits this attack. */
  activeDodgeFits?: boolean;
  chutzpahIp?: number;
  /** Dodging to cover / hitting the deck: under full cover / prone afterwards. */
  duckToFullCover?: boolean;
  hitTheDeck?: boolean;
};

export type BidPayment = { bid: number; fromActiveDodge: number; chutzpahSpent: number; fromIp: number; fromTeam: number; available: number };

/** Validates and splits a bid; throws `bid.negative`, `bid.tooLarge`, `chutzpah.none`, `actor.incapable`. */
export function payBid(input: BidInput, path = "bid"): { result: BidPayment; patches: { defender: BanksActorPatch; team: BanksTeamPatch } } {
  requireRecord(input, path);
  const defender = validateBanksActor(input.defender, `${path}.defender`);
  if (typeof input.bid !== "number" || !Number.isInteger(input.bid) || input.bid < 0) {
    throw new RulesInputError("bid.negative", `${path}.bid`, `A bid must be a whole number of IP ≥ 0, got ${shown(input.bid)}`);
  }
  const chutzpah = optionalCount(input.chutzpah, `${path}.chutzpah`);
  const rate = requireInt(input.chutzpahIp ?? DEFAULT_CHUTZPAH_IP, `${path}.chutzpahIp`, "input.invalid", { min: 0 });
  const fits = optionalFlag(input.activeDodgeFits, `${path}.activeDodgeFits`);
  const duck = optionalFlag(input.duckToFullCover, `${path}.duckToFullCover`);
  const deck = optionalFlag(input.hitTheDeck, `${path}.hitTheDeck`);
  const teamShare = usableTeamBank(defender, input.team, `${path}.team`);
  if (chutzpah > defender.chutzpah) {
    throw new RulesInputError("chutzpah.none", `${path}.chutzpah`, `Spending ${chutzpah} Chutzpah with only ${defender.chutzpah}`);
  }
  const bid = input.bid;
  if (bid > 0 || chutzpah > 0) requireCapable(defender, `${path}.defender`, "dodge");
  const active = fits && defender.activeDodgeBank !== null ? defender.activeDodgeBank.hits : 0;
  const ip = defender.ip + chutzpah * rate;
  const available = active + ip + teamShare;
  if (bid > available) {
    throw new RulesInputError("bid.tooLarge", `${path}.bid`, `A bid of ${bid} IP is more than the ${available} the defender can pay`);
  }
  const fromActiveDodge = Math.min(active, bid);
  const fromIp = Math.min(ip, bid - fromActiveDodge);
  const fromTeam = bid - fromActiveDodge - fromIp;
  const patch: BanksActorPatch = {};
  if (fromActiveDodge > 0 && defender.activeDodgeBank !== null) {
    const hits = defender.activeDodgeBank.hits - fromActiveDodge;
    patch.activeDodgeBank = hits > 0 ? { spec: defender.activeDodgeBank.spec, hits } : null;
  }
  if (ip - fromIp !== defender.ip) patch.ip = ip - fromIp;
  if (chutzpah > 0) patch.chutzpah = defender.chutzpah - chutzpah;
  // SEED "Bracing": bracing lasts until the character stops training the weapon, e.g. dodging.
  if (bid > 0 && defender.braced) patch.braced = false;
  if (duck && bid > 0) patch.cover = "full";
  if (deck && bid > 0) patch.prone = true;
  const team: BanksTeamPatch = fromTeam > 0 && input.team ? { bank: input.team.state.bank - fromTeam } : {};
  return { result: { bid, fromActiveDodge, chutzpahSpent: chutzpah, fromIp, fromTeam, available }, patches: { defender: patch, team } };
}
