/**
 * Paying for an action (docs/rules/slots.md §5.5): in the actor's own Active Phase at the AS
 * price, out of phase with Reserved Slots at the RS price, or at the FP price while the Final
 * Phase runs — only for effects that allow Reserved use, never for Active-Phase-only ones.
 */
import { RulesInputError } from "../errors";
import { type CostTriple, parseCost } from "./cost";
import { field, requireBool, requireList, requireOneOf, requireRecord, requireText, requireWhole } from "./shape";
import { LIMITS, type SlotsActor, type SlotsActorPatch } from "./state";
import { requireAlive, validateSlotsActor } from "./state-validation";

/** When an action is paid: the actor's own phase (NPCs: any time), or out of phase before or during the Final Phase. */
export const SPEND_TIMES = ["active", "reserved", "final"] as const;
export type SpendTime = (typeof SPEND_TIMES)[number];

export interface ActionTerms {
  readonly cost: CostTriple;
  readonly reservedAllowed: boolean;
  readonly activePhaseOnly: boolean;
}

export interface Payment {
  readonly time: SpendTime;
  readonly pool: "actionSlots" | "reservedSlots";
  readonly price: number;
  readonly left: number;
}

/** §5.5 step 1 on trusted state: the price and the pool, or the rule that forbids it. */
export function paymentOf(actor: SlotsActor, terms: ActionTerms, time: SpendTime, path: string): { result: Payment; patch: SlotsActorPatch } {
  requireAlive(actor, "actor");
  if (time === "active") {
    if (actor.phase !== "active") throw new RulesInputError("slots.notActivePhase", path, "It is not this character's Active Phase");
    return pay(actor, "actionSlots", terms.cost.as, time, path);
  }
  if (terms.activePhaseOnly) throw new RulesInputError("slots.notActivePhase", path, "This action is used only in the character's own Active Phase");
  if (!terms.reservedAllowed) throw new RulesInputError("slots.reservedNotAllowed", path, "Only effects that say so may be paid with Reserved Slots");
  return pay(actor, "reservedSlots", time === "final" ? terms.cost.fp : terms.cost.rs, time, path);
}

function pay(actor: SlotsActor, pool: Payment["pool"], price: number, time: SpendTime, path: string): { result: Payment; patch: SlotsActorPatch } {
  const held = actor[pool];
  if (price > held) throw new RulesInputError("slots.insufficient", path, `The action costs ${price} and only ${held} ${pool === "actionSlots" ? "Action" : "Reserved"} Slots are left`);
  return { result: { time, pool, price, left: held - price }, patch: { [pool]: held - price } };
}

/** Reads an action's terms (an item's cost text, or a triple) once at the edge. */
export function readTerms(value: unknown, path: string): ActionTerms {
  const v = requireRecord(value, path, "input.invalid");
  const cost = field(v, "cost");
  // A triple may come as text ("2AS|3RS|4FP") or as numbers ({ as, rs, fp }).
  const text = typeof cost === "object" && cost !== null ? tripleText(cost, `${path}.cost`) : cost;
  return {
    cost: parseCost(text, `${path}.cost`),
    reservedAllowed: requireBool(field(v, "reservedAllowed"), `${path}.reservedAllowed`, "input.invalid"),
    activePhaseOnly: requireBool(field(v, "activePhaseOnly"), `${path}.activePhaseOnly`, "input.invalid"),
  };
}

function tripleText(value: object, path: string): string {
  const t = value as Record<string, unknown>;
  const part = (key: string): number => requireWhole(field(t, key), `${path}.${key}`, "cost.invalid", { min: 0, max: 1000 });
  return `${part("as")}AS|${part("rs")}RS|${part("fp")}FP`;
}

/** §5.5 `spend(actor, action, context)`: the new pool, or `slots.*` / `actor.dead`, nothing spent. */
export function spend(input: { readonly actor: unknown; readonly action: unknown; readonly time: unknown }): { result: Payment; patch: SlotsActorPatch } {
  const i = requireRecord(input, "input", "input.invalid");
  const actor = validateSlotsActor(field(i, "actor"), "actor");
  const terms = readTerms(field(i, "action"), "action");
  return paymentOf(actor, terms, requireOneOf(field(i, "time"), SPEND_TIMES, "time", "input.invalid"), "action.cost");
}

/**
 * §5.5 and DECISION §8.2: whoever is in the group now acting pays AS; anyone else pays RS, or FP
 * while the last group (the Final Phase) acts. NPCs are outside the cycle and always pay AS (§7).
 */
export function spendTimeOf(cycle: readonly (readonly string[])[], groupIndex: number, actorId: string): SpendTime {
  const current = cycle[groupIndex];
  if (current === undefined || !cycle.some((g) => g.includes(actorId))) return "active";
  if (current.includes(actorId)) return "active";
  return groupIndex === cycle.length - 1 ? "final" : "reserved";
}

export function spendTime(input: { readonly cycle: unknown; readonly groupIndex: unknown; readonly actorId: unknown }): SpendTime {
  const i = requireRecord(input, "input", "input.invalid");
  const cycle = requireList(field(i, "cycle"), "cycle", "input.invalid", LIMITS.combatants).map((g, gi) =>
    requireList(g, `cycle[${gi}]`, "input.invalid", LIMITS.combatants).map((id, k) => requireText(id, `cycle[${gi}][${k}]`, "input.invalid", 64)),
  );
  const groupIndex = requireWhole(field(i, "groupIndex"), "groupIndex", "input.invalid", { min: 0, max: LIMITS.combatants });
  return spendTimeOf(cycle, groupIndex, requireText(field(i, "actorId"), "actorId", "input.invalid", 64));
}
