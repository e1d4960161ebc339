/**
 * A "react now" request (docs/rules/slots.md §5.5, §7): the message a player creates, whispered to
 * the GMs, asking the active GM to pay an action out of phase from the actor's Reserved Slots. The
 * server stamps its author, so the GM knows who asks; its id is the click, so a query delivered
 * twice pays once. The answer carries the payment, with the actor as it was before it, which the
 * action then plays from (its price already paid).
 */
import type { SlotsActor, SpendTime } from "../../../core/slots";
import { validateSlotsActor } from "../../../core/slots";
import type { GmActionResult } from "../../gm/gm-lock";

export interface ReactRequest {
  readonly actorUuid: string;
  readonly itemId: string;
  readonly combatId: string;
}

export interface ReactPayment {
  readonly time: Exclude<SpendTime, "active">;
  readonly price: number;
  readonly left: number;
  readonly round: number;
  /** The actor before the GM took the price. */
  readonly before: SlotsActor;
}

export interface ReactResult extends GmActionResult {
  readonly payment?: ReactPayment;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const shortText = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 300;

export const reactRequestFlags = (request: ReactRequest) => ({ fray: { slotsReact: request } });

/** The request a message carries, or null. */
export function reactRequestOf(message: ChatMessage.Implementation): ReactRequest | null {
  const raw = (message.flags as { fray?: { slotsReact?: unknown } }).fray?.slotsReact;
  if (!isRecord(raw) || !shortText(raw["actorUuid"]) || !shortText(raw["itemId"]) || !shortText(raw["combatId"])) return null;
  return { actorUuid: raw["actorUuid"], itemId: raw["itemId"], combatId: raw["combatId"] };
}

/** The payment in a GM's answer, checked (an answer comes over the socket as plain JSON). */
export function paymentOf(result: GmActionResult): ReactPayment | null {
  const p = (result as { payment?: unknown }).payment;
  if (!result.ok || !isRecord(p)) return null;
  const { time, price, left, round } = p;
  if ((time !== "reserved" && time !== "final") || !Number.isInteger(price) || !Number.isInteger(left) || !Number.isInteger(round)) return null;
  try {
    return { time, price: price as number, left: left as number, round: round as number, before: validateSlotsActor(p["before"], "payment.before") };
  } catch {
    return null;
  }
}
