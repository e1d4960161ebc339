/**
 * A Benny spent, as its chat card records it (issue 13: every spend on a chat card): whose it is
 * and what it buys. Its author could edit the message, so it is read only through this
 * validator; the GM decides who pays when it applies the spend (gm-spend.ts).
 */
import { RulesInputError } from "../../../core/errors";
import { woundsMessageFlag } from "../flags";

/** What a Benny buys here; a Soak is spent by its own card (gm/apply.ts). */
export const BENNY_REASONS = ["unshake", "reroll", "redraw", "other"] as const;
export type BennyReason = (typeof BENNY_REASONS)[number];

export interface WoundsBennyCard {
  /** The actor spending; "" for the GM spending from the pool for no actor in particular. */
  readonly actorUuid: string;
  readonly name: string;
  readonly reason: BennyReason;
}

const bad = (path: string, why: string): RulesInputError => new RulesInputError("card.invalid", path, why);

export function validateBennyCard(value: unknown, path = "benny"): WoundsBennyCard {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw bad(path, `${path} must be an object`);
  const v = value as Record<string, unknown>;
  const { actorUuid, name, reason } = v;
  if (typeof actorUuid !== "string" || actorUuid.length > 200) throw bad(`${path}.actorUuid`, "the spend names its actor");
  if (typeof name !== "string" || name.length > 200) throw bad(`${path}.name`, "the spend names its spender");
  if (typeof reason !== "string" || !(BENNY_REASONS as readonly string[]).includes(reason)) throw bad(`${path}.reason`, `reason is one of ${BENNY_REASONS.join(", ")}`);
  return { actorUuid, name, reason: reason as BennyReason };
}

export function bennyCardOf(message: ChatMessage.Implementation): WoundsBennyCard | null {
  const raw = woundsMessageFlag(message, "benny");
  if (raw === undefined || raw === null) return null;
  try {
    return validateBennyCard(raw, `ChatMessage.${message.id ?? ""}.flags.fray.wounds.benny`);
  } catch {
    return null;
  }
}
