/**
 * A healing roll as its chat card records it (docs/rules/wounds.md §7 "Healing"): the healer, the
 * patient, the trait rolled (Healing, or the patient's own Vigor for natural healing) and its
 * faces. Its author could edit it, so it is read only through this validator; the GM takes the
 * die from the healer as it is and lets the core judge the faces.
 */
import { RulesInputError } from "../../../core/errors";
import { woundsMessageFlag } from "../flags";

export const HEAL_TRAITS = ["healing", "vigor"] as const;
export type HealTrait = (typeof HEAL_TRAITS)[number];

export interface WoundsHealCard {
  readonly healer: { readonly actorUuid: string; readonly name: string };
  readonly patient: { readonly actorUuid: string; readonly name: string };
  readonly trait: HealTrait;
  readonly chain: readonly number[];
  readonly wildChain: readonly number[] | null;
  /** Every modifier together (both wound penalties and what the healer typed), at most ±20. */
  readonly modifier: number;
}

const bad = (path: string, why: string): RulesInputError => new RulesInputError("card.invalid", path, why);
const record = (v: unknown, path: string): Record<string, unknown> => {
  if (typeof v !== "object" || v === null || Array.isArray(v)) throw bad(path, `${path} must be an object`);
  return v as Record<string, unknown>;
};
const ref = (v: unknown, path: string) => {
  const r = record(v, path);
  if (typeof r["actorUuid"] !== "string" || typeof r["name"] !== "string") throw bad(path, `${path} names an actor`);
  return { actorUuid: r["actorUuid"], name: r["name"] };
};
const faces = (v: unknown, path: string): number[] => {
  if (!Array.isArray(v) || v.length === 0 || v.length > 60 || !v.every((x) => typeof x === "number" && Number.isInteger(x) && x >= 1 && x <= 100)) throw bad(path, `${path} lists the faces rolled`);
  return v as number[];
};

export function validateHealCard(value: unknown, path = "heal"): WoundsHealCard {
  const v = record(value, path);
  const trait = v["trait"];
  if (typeof trait !== "string" || !(HEAL_TRAITS as readonly string[]).includes(trait)) throw bad(`${path}.trait`, "Healing or Vigor");
  const modifier = v["modifier"];
  if (typeof modifier !== "number" || !Number.isInteger(modifier) || Math.abs(modifier) > 20) throw bad(`${path}.modifier`, "a whole number from −20 to 20");
  return {
    healer: ref(v["healer"], `${path}.healer`),
    patient: ref(v["patient"], `${path}.patient`),
    trait: trait as HealTrait,
    chain: faces(v["chain"], `${path}.chain`),
    wildChain: v["wildChain"] === null || v["wildChain"] === undefined ? null : faces(v["wildChain"], `${path}.wildChain`),
    modifier,
  };
}

export function healCardOf(message: ChatMessage.Implementation): WoundsHealCard | null {
  const raw = woundsMessageFlag(message, "heal");
  if (raw === undefined || raw === null) return null;
  try {
    return validateHealCard(raw, `ChatMessage.${message.id ?? ""}.flags.fray.wounds.heal`);
  } catch {
    return null;
  }
}
