/**
 * The actor's banks state as the sheet shows it: the core's own mapping (banksActorFromSource),
 * so the sheet and the combat tracker never disagree. Stored data the core rejects (Stun above
 * 2·WIL after WIL was lowered, a broken armor item) must not stop the sheet from opening: the
 * counters are clamped into range for display, and the sheet says where the data is wrong.
 */
import { type BanksActor, banksActorFromSource } from "../../../core/banks";
import { RulesInputError } from "../../../core/errors";
import type { ActorLike } from "../../../core/document-source";
import { type Text, text } from "../../i18n";
import type { BanksSheetInput } from "./input";

export interface SheetState {
  readonly state: BanksActor;
  /** Set when the stored data breaks the rules: where, for the person to fix it. */
  readonly problem: Text | null;
}

type Source = Record<string, unknown>;
const isRecord = (value: unknown): value is Source => typeof value === "object" && value !== null && !Array.isArray(value);
const wholeOr = (value: unknown, fallback: number): number => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : fallback);

/** Counters clamped to the caps of docs/rules/banks.md §3.1, for display only. */
function clamped(banks: Source): Source {
  const attributes = isRecord(banks["attributes"]) ? banks["attributes"] : {};
  // Missing attributes take the core's default (3) in banksActorFromSource; clamp against that.
  const WIL = wholeOr(attributes["WIL"], 3);
  const BOD = wholeOr(attributes["BOD"], 3);
  const out: Source = { ...banks };
  if (typeof banks["stun"] === "number") out["stun"] = Math.min(banks["stun"], 2 * WIL);
  if (typeof banks["physical"] === "number") out["physical"] = Math.min(banks["physical"], 2 * BOD);
  const momentum = banks["martialMomentum"];
  if (isRecord(momentum) && typeof momentum["value"] === "number") out["martialMomentum"] = { ...momentum, value: Math.min(momentum["value"], BOD) };
  return out;
}

export function sheetState(input: BanksSheetInput): SheetState {
  const doc: ActorLike = { type: input.type, system: input.system, items: input.items };
  try {
    return { state: banksActorFromSource(doc), problem: null };
  } catch (error) {
    if (!(error instanceof RulesInputError)) throw error;
    const problem = text("FRAY.Banks.Sheet.Invalid", { path: error.path });
    const banks = isRecord(input.system["banks"]) ? clamped(input.system["banks"]) : {};
    // Clamped counters first; then without the items (a broken armor item); then the defaults.
    const attempts: ActorLike[] = [
      { ...doc, system: { ...input.system, banks } },
      { ...doc, system: { ...input.system, banks }, items: [] },
      { ...doc, system: {}, items: [] },
    ];
    for (const attempt of attempts) {
      try {
        return { state: banksActorFromSource(attempt), problem };
      } catch {
        // the next attempt is more forgiving
      }
    }
    throw error;
  }
}
