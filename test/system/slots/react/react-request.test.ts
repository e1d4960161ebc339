// What the player's client accepts as the GM's answer to "react now" (react-request.ts): only a
// well-formed payment with a valid actor; anything else is no payment, so nothing is played.
import { describe, expect, test } from "vitest";
import { slotsRuleset } from "../../../../src/core/slots";
import { paymentOf } from "../../../../src/system/slots/react/react-request";

const before = slotsRuleset.actor.defaults({ kind: "character" });

describe("the GM's answer to react now", () => {
  test("a payment at the RS or FP price is read back whole", () => {
    const payment = { time: "final", price: 8, left: 1, round: 3, before };
    expect(paymentOf({ ok: true, message: "m", payment } as never)).toEqual(payment);
  });

  test("a refusal, an answer without payment, a bad time or a broken actor is no payment", () => {
    const payment = { time: "reserved", price: 3, left: 2, round: 1, before };
    expect(paymentOf({ ok: false, message: "m", payment } as never)).toBeNull();
    expect(paymentOf({ ok: true, message: "m" })).toBeNull();
    expect(paymentOf({ ok: true, message: "m", payment: { ...payment, time: "active" } } as never)).toBeNull();
    expect(paymentOf({ ok: true, message: "m", payment: { ...payment, price: 1.5 } } as never)).toBeNull();
    expect(paymentOf({ ok: true, message: "m", payment: { ...payment, before: { ...before, reservedSlots: -1 } } } as never)).toBeNull();
  });
});
