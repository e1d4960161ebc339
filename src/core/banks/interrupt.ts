/**
 * Interrupts (docs/rules/banks.md §6.6): acting inside another's action, after its declaration and
 * before any roll. Allowed outright when the interrupter's effective IP beats the actor's plus
 * the interrupt's cost; otherwise for 1 Chutzpah if the interrupter's own IP covers the cost.
 */
import { RulesInputError, requireInt, requireRecord } from "../errors";
import type { ActionKind } from "./actions";
import { optionalFlag } from "./checks";
import { type TeamRef, usableTeamBank } from "./encounter";
import { type Payment, type PaymentPatches, paymentPatches, splitCost } from "./payment";
import { type SizeClass, pow2, requireSizeClass, sizeSteps } from "./size-class";
import type { BanksActor } from "./state";
import { requireCapable, validateBanksActor } from "./state-validation";

export type InterruptInput = {
  interrupter: BanksActor;
  interrupterTeam?: TeamRef | null;
  /** The character whose declared action is interrupted. */
  actor: BanksActor;
  actorTeam?: TeamRef | null;
  /** The interrupting action: free actions count as Simple (SEED). */
  action: { kind: ActionKind; base?: number };
  timeClass?: SizeClass;
  /** A Blitz or a move during an interrupt is not allowed (SEED). */
  blitz?: boolean;
  move?: boolean;
};

export type InterruptCheck = {
  cost: number;
  interrupterIp: number;
  actorIp: number;
  allowed: boolean;
  /** `ip`: effective IP beats the actor's + cost; `chutzpah`: 1 Chutzpah and own IP ≥ cost. */
  via: "ip" | "chutzpah" | null;
};

function check(input: InterruptInput, path: string): InterruptCheck {
  const interrupter = validateBanksActor(input.interrupter, `${path}.interrupter`);
  const actor = validateBanksActor(input.actor, `${path}.actor`);
  const timeClass = requireSizeClass(input.timeClass ?? "B", `${path}.timeClass`);
  const { kind } = input.action;
  if (kind !== "free" && kind !== "simple" && kind !== "complex") {
    throw new RulesInputError("action.invalid", `${path}.action.kind`, `${path}.action.kind must be free, simple or complex`);
  }
  const base = kind === "free" ? 1 : requireInt(input.action.base ?? 1, `${path}.action.base`, "action.invalid", { min: 0 });
  const interrupterIp = interrupter.ip + usableTeamBank(interrupter, input.interrupterTeam, `${path}.interrupterTeam`);
  const actorIp = actor.ip + usableTeamBank(actor, input.actorTeam, `${path}.actorTeam`);
  for (const key of ["blitz", "move"] as const) {
    if (optionalFlag(input[key], `${path}.${key}`)) {
      throw new RulesInputError("interrupt.notAllowed", `${path}.${key}`, `No ${key === "blitz" ? "Blitz" : "moving or dropping prone"} during an interrupt`);
    }
  }
  requireCapable(interrupter, `${path}.interrupter`, "interrupt");
  // Step 2: the base cost times the size factor, never a Blitz factor.
  const cost = base * pow2(sizeSteps(interrupter.sizeClass, timeClass));
  if (interrupterIp > actorIp + cost) return { cost, interrupterIp, actorIp, allowed: true, via: "ip" };
  // Step 4: "must not put his IP below 0" — own IP only (DECISION: the Team Bank is not counted).
  if (interrupter.chutzpah >= 1 && interrupter.ip >= cost) return { cost, interrupterIp, actorIp, allowed: true, via: "chutzpah" };
  return { cost, interrupterIp, actorIp, allowed: false, via: null };
}

/** Whether an interrupt is allowed, and how; throws only for bad input. */
export function canInterrupt(input: InterruptInput, path = "interrupt"): InterruptCheck {
  requireRecord(input, path);
  return check(input, path);
}

export type InterruptResult = InterruptCheck & { payment: Payment; chutzpahSpent: number };

/** Makes the interrupt: pays its cost (§6.5), spends Chutzpah if needed; `interrupt.notAllowed` otherwise. */
export function interrupt(input: InterruptInput, path = "interrupt"): { result: InterruptResult; patches: PaymentPatches } {
  requireRecord(input, path);
  const checked = check(input, path);
  if (!checked.allowed) {
    throw new RulesInputError(
      "interrupt.notAllowed",
      `${path}.interrupter.ip`,
      `Effective IP ${checked.interrupterIp} does not beat ${checked.actorIp} + ${checked.cost}, and Chutzpah cannot cover it`,
    );
  }
  const { interrupter } = input;
  const payment = splitCost(interrupter, checked.via === "chutzpah" ? null : input.interrupterTeam, checked.cost, path);
  const patches = paymentPatches(payment);
  const chutzpahSpent = checked.via === "chutzpah" ? 1 : 0;
  if (chutzpahSpent > 0) patches.actor.chutzpah = interrupter.chutzpah - 1;
  // The Active Dodge bank "vanishes when the character acts next (including interrupts)".
  if (interrupter.activeDodgeBank !== null) patches.actor.activeDodgeBank = null;
  return { result: { ...checked, payment, chutzpahSpent }, patches };
}
