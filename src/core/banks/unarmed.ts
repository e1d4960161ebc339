/**
 * Unarmed damage codes (docs/rules/banks.md §6.18): Strike `(BOD) I`; Brawl `(BOD × 2) I` (SEED Melee
 * section; DECISION §9.11 over the action list's "adds 3", which a world may pick instead);
 * throwing a grappled target `(BOD + net) I`.
 */
import { RulesInputError, requireInt } from "../errors";

export type BrawlRule = "double" | "plusThree";

export function strikeCode(bod: number): string {
  return `${requireInt(bod, "bod", "input.invalid", { min: 0 })}I`;
}

export function brawlCode(bod: number, rule: BrawlRule = "double"): string {
  const b = requireInt(bod, "bod", "input.invalid", { min: 0 });
  if (rule !== "double" && rule !== "plusThree") throw new RulesInputError("input.invalid", "rule", "The Brawl rule is double or plusThree");
  return `${rule === "double" ? 2 * b : b + 3}I`;
}

export function grappleThrowCode(bod: number, net: number): string {
  return `${requireInt(bod, "bod", "input.invalid", { min: 0 }) + requireInt(net, "net", "input.invalid", { min: 0 })}I`;
}
