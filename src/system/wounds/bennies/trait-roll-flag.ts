/**
 * What a wounds trait roll's message records so a Benny can roll it again (bennies/reroll.ts),
 * read back only through this check: its author could have written anything there.
 */
import { woundsMessageFlag } from "../flags";

/** What a trait roll's message records so a Benny can roll it again. */
export interface TraitRollFlag {
  readonly actorUuid: string;
  readonly trait: string;
  /** What was typed in the dialog, beyond the wound penalty (which is read again at the reroll). */
  readonly extra: number;
  readonly tn: number;
}

export function traitRollFlagOf(message: ChatMessage.Implementation): TraitRollFlag | null {
  const raw = woundsMessageFlag(message, "traitRoll");
  if (typeof raw !== "object" || raw === null) return null;
  const { actorUuid, trait, extra, tn } = raw as Record<string, unknown>;
  const whole = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && Math.abs(v) <= 50;
  return typeof actorUuid === "string" && typeof trait === "string" && /^[A-Za-z][A-Za-z0-9]{0,39}$/.test(trait) && whole(extra) && whole(tn) ? { actorUuid, trait, extra, tn } : null;
}
