/**
 * Action prices (docs/rules/slots.md §5.1): `aAS|bRS|cFP`, the price in the actor's own Active
 * Phase, with Reserved Slots, and during the Final Phase.
 */
import { RulesInputError } from "../errors";
import { field, requireRecord, requireWhole } from "./shape";

export interface CostTriple {
  readonly as: number;
  readonly rs: number;
  readonly fp: number;
}

/** A price above this is a typo (the largest published is 12FP). */
export const MAX_COST = 1_000;
const PART = /^(\d{1,4})(as|rs|fp)$/;

/**
 * §5.1: any order, any subset, whitespace and case ignored. A missing RS is 2 × AS and a
 * missing FP 4 × AS (DECISION §5.1 step 2; the seed's ×4 Final Phase rule); RS or FP without
 * AS is `cost.invalid`. An explicit triple always wins.
 */
export function parseCost(text: unknown, path = "cost"): CostTriple {
  if (typeof text !== "string" || text.length > 64) throw new RulesInputError("cost.invalid", path, `${path} must be a price such as "2AS|3RS|4FP"`);
  const parts = text.replace(/\s+/g, "").toLowerCase().split("|");
  const found: Partial<Record<"as" | "rs" | "fp", number>> = {};
  for (const part of parts) {
    const m = PART.exec(part);
    if (m === null) throw new RulesInputError("cost.invalid", path, `${path}: "${part}" is not a price such as 2AS, 3RS or 4FP`);
    const unit = m[2] as "as" | "rs" | "fp";
    const n = Number(m[1]);
    if (found[unit] !== undefined) throw new RulesInputError("cost.invalid", path, `${path} names the ${unit.toUpperCase()} price twice`);
    if (n > MAX_COST) throw new RulesInputError("cost.invalid", path, `${path}: ${n} is above the largest price, ${MAX_COST}`);
    found[unit] = n;
  }
  const as = found.as;
  if (as === undefined) throw new RulesInputError("cost.invalid", path, `${path} has no AS price; RS and FP prices follow from it`);
  return { as, rs: found.rs ?? 2 * as, fp: found.fp ?? 4 * as };
}

/** The triple as the rules write it: "2AS|3RS|4FP" (checked: each part a whole price). */
export function formatCost(cost: CostTriple): string {
  const c = requireRecord(cost, "cost", "cost.invalid");
  const part = (key: string): number => requireWhole(field(c, key), `cost.${key}`, "cost.invalid", { min: 0, max: MAX_COST });
  return `${part("as")}AS|${part("rs")}RS|${part("fp")}FP`;
}
