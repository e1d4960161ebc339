/**
 * Paying IP (docs/rules/banks.md §6.5): a coordinated member may spend the Team Bank as if it were
 * part of its own Initiative Bank. DECISION §9.7: personal IP first, then the Team Bank.
 */
import { RulesInputError, requireInt, requireRecord } from "../errors";
import { type BanksTeamPatch, type TeamRef, usableTeamBank } from "./encounter";
import type { BanksActor, BanksActorPatch } from "./state";
import { validateBanksActor } from "./state-validation";

export type PayCostInput = { actor: BanksActor; team?: TeamRef | null; cost: number };
export type Payment = { cost: number; fromIp: number; fromTeam: number; ip: number; teamBank: number | null };
export type PaymentPatches = { actor: BanksActorPatch; team: BanksTeamPatch };

/** Splits a cost between IP and Team Bank, or throws `ip.insufficient` (nothing spent). */
export function splitCost(actor: BanksActor, team: TeamRef | null | undefined, cost: number, path: string): Payment {
  validateBanksActor(actor, "actor");
  requireInt(cost, `${path}.cost`, "input.invalid", { min: 0 });
  const teamShare = usableTeamBank(actor, team, `${path}.team`);
  if (actor.ip + teamShare < cost) {
    const more = teamShare > 0 ? ` + ${teamShare} from the Team Bank` : "";
    throw new RulesInputError("ip.insufficient", `${path}.cost`, `The action costs ${cost} IP but only ${actor.ip} IP${more} is available`);
  }
  const fromIp = Math.min(actor.ip, cost);
  const fromTeam = cost - fromIp;
  return { cost, fromIp, fromTeam, ip: actor.ip - fromIp, teamBank: team ? team.state.bank - fromTeam : null };
}

/** The patches a payment makes (empty where nothing moved). */
export function paymentPatches(payment: Payment): PaymentPatches {
  const v = requireRecord(payment, "payment");
  for (const key of ["fromIp", "fromTeam", "ip"]) requireInt(v[key], `payment.${key}`, "input.invalid", { min: 0 });
  if (v["teamBank"] !== null) requireInt(v["teamBank"], "payment.teamBank", "input.invalid");
  const actor: BanksActorPatch = payment.fromIp > 0 ? { ip: payment.ip } : {};
  const team: BanksTeamPatch = payment.fromTeam > 0 && payment.teamBank !== null ? { bank: payment.teamBank } : {};
  return { actor, team };
}

export function payCost(input: PayCostInput, path = "payment"): { result: Payment; patches: PaymentPatches } {
  requireRecord(input, path);
  validateBanksActor(input.actor, `${path}.actor`);
  const cost = requireInt(input.cost, `${path}.cost`, "input.invalid", { min: 0 });
  const result = splitCost(input.actor, input.team, cost, path);
  return { result, patches: paymentPatches(result) };
}
