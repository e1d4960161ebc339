/**
 * The Incapacitation roll a taken-out Wild Card posts (docs/rules/wounds.md §5.6–§5.7): the Vigor
 * roll's faces (a Benny buys another roll: the best counts) and the Injury Table's 2d6 and sub-roll. Its author could edit it, so it is read
 * only through this validator; the core judges the faces.
 */
import { RulesInputError } from "../../../core/errors";
import { woundsMessageFlag } from "../flags";

export interface WoundsIncapacitationCard {
  readonly attackMessageId: string;
  readonly targetIndex: number;
  readonly rolls: readonly { chain: number[]; wildChain?: number[] }[];
  readonly injury: { readonly roll2d6: number; readonly subRoll: number };
}

/** More rerolls than any Benny count a sheet allows are a forged card. */
export const MAX_VIGOR_ROLLS = 20;

const bad = (path: string, why: string): RulesInputError => new RulesInputError("card.invalid", path, why);
const whole = (v: unknown, path: string, min: number, max: number): number => {
  if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) throw bad(path, `${path} must be a whole number from ${min} to ${max}`);
  return v;
};
const faces = (v: unknown, path: string): number[] => {
  if (!Array.isArray(v) || v.length === 0 || v.length > 60) throw bad(path, `${path} lists the faces rolled`);
  return v.map((x, i) => whole(x, `${path}[${i}]`, 1, 100));
};

export function validateIncapacitationCard(value: unknown, path = "incapacitation"): WoundsIncapacitationCard {
  if (typeof value !== "object" || value === null) throw bad(path, `${path} must be an object`);
  const v = value as Record<string, unknown>;
  if (typeof v["attackMessageId"] !== "string") throw bad(`${path}.attackMessageId`, "the roll answers an attack");
  // The first Vigor roll and any a Benny bought (the GM checks the Bennies when it applies them).
  if (!Array.isArray(v["rolls"]) || v["rolls"].length === 0 || v["rolls"].length > MAX_VIGOR_ROLLS) throw bad(`${path}.rolls`, `one to ${MAX_VIGOR_ROLLS} Vigor rolls`);
  const rolls = v["rolls"].map((r: unknown, i) => {
    const o = (typeof r === "object" && r !== null ? r : {}) as Record<string, unknown>;
    const chain = faces(o["chain"], `${path}.rolls[${i}].chain`);
    return o["wildChain"] === undefined ? { chain } : { chain, wildChain: faces(o["wildChain"], `${path}.rolls[${i}].wildChain`) };
  });
  const injury = (typeof v["injury"] === "object" && v["injury"] !== null ? v["injury"] : {}) as Record<string, unknown>;
  return {
    attackMessageId: v["attackMessageId"],
    targetIndex: whole(v["targetIndex"], `${path}.targetIndex`, 0, 19),
    rolls,
    injury: { roll2d6: whole(injury["roll2d6"], `${path}.injury.roll2d6`, 2, 12), subRoll: whole(injury["subRoll"], `${path}.injury.subRoll`, 1, 6) },
  };
}

export function incapacitationCardOf(message: ChatMessage.Implementation): WoundsIncapacitationCard | null {
  const raw = woundsMessageFlag(message, "incapacitationRoll");
  if (raw === undefined || raw === null) return null;
  try {
    return validateIncapacitationCard(raw, `ChatMessage.${message.id ?? ""}.flags.fray.wounds.incapacitationRoll`);
  } catch {
    return null;
  }
}
