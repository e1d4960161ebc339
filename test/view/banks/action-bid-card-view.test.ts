import { describe, expect, test } from "vitest";
import { type LangDictionary, type Text, formatText } from "../../../src/view/i18n";
import { actionCardView } from "../../../src/view/banks/action-card-view";
import { bidCardView } from "../../../src/view/banks/bid-card-view";
import { type PaymentStatus, refusalReason } from "../../../src/view/banks/payment-status";
import { lang } from "../../support/examples";

const en: LangDictionary = lang();
const word = (t: Text | null): string => (t === null ? "" : formatText(en, t));

describe("banks action card view", () => {
  test("B-2's third Simple action: Blitz count 3 costs 4 IP", () => {
    const payment: PaymentStatus = { state: "paid", cost: 4, fromIp: 4, fromTeam: 0, chutzpahSpent: 0, blitzCount: 3, via: "turn" };
    const v = actionCardView({ action: { version: 1, actorUuid: "Actor.a", name: "Ines", action: "drawWeapon", interrupt: false }, payment });
    expect(word(v.title)).toBe("Ines: Draw Weapon");
    expect(word(v.kind)).toBe("Simple action, base 1 IP");
    expect(v.interrupt).toBeNull();
    expect(v.payment.lines.map((l) => word(l.text))).toEqual(["Paid 4 IP.", "Blitz: action 3 this turn."]);
  });

  test("B-7: an interrupt bought with Chutzpah; a complex action names its base cost", () => {
    const payment: PaymentStatus = { state: "paid", cost: 2, fromIp: 2, fromTeam: 0, chutzpahSpent: 1, blitzCount: 0, via: "chutzpah" };
    const v = actionCardView({ action: { version: 1, actorUuid: "Actor.a", name: "Pell", action: "burstFire", interrupt: true }, payment });
    expect(word(v.kind)).toBe("Complex action, base 2 IP");
    expect(word(v.interrupt)).toBe("Declared as an interrupt of the acting combatant.");
    expect(v.payment.lines.map((l) => word(l.text))).toEqual(["Interrupt bought with 1 Chutzpah: paid 2 IP."]);
  });

  test("refused: the reason, worded from its key", () => {
    const v = actionCardView({ action: { version: 1, actorUuid: "Actor.a", name: "Pell", action: "run", interrupt: false }, payment: { state: "refused", reason: "FRAY.Common.Chat.Error.NoGm" } });
    expect(v.payment).toMatchObject({ refused: true, settled: false });
    expect(v.payment.lines.map((l) => [word(l.text), l.tone])).toEqual([["Not paid: No GM is connected to apply this.", "refused"]]);
  });
});

describe("banks bid card view", () => {
  const bid = { attackMessageId: "m1", targetIndex: 0, bid: 2, chutzpah: 1, duckToFullCover: true, hitTheDeck: false };

  test("B-1 ducking: a 2 IP bid with 1 Chutzpah, paid from IP and the Team Bank, threshold 6", () => {
    const payment: PaymentStatus = { state: "paid", cost: 2, fromIp: 1, fromTeam: 1, chutzpahSpent: 1, blitzCount: 0, via: "ip" };
    const v = bidCardView({ defenderName: "Tomas", attackerName: "Ines", weaponName: "Spacer Carbine", bid, payment, threshold: 6 });
    expect(word(v.title)).toBe("Tomas dodges Ines's Spacer Carbine");
    expect(v.lines.map(word)).toEqual(["Tomas turns 1 Chutzpah into IP for the dodge.", "Bids 2 IP to dodge.", "Ducks behind full cover while dodging."]);
    expect(word(v.thresholdLine)).toBe("Threshold 6.");
    expect(v.payment.lines.map((l) => word(l.text))).toEqual(["Paid 2 IP: 1 from IP, 1 from the Team Bank."]);
  });

  test("the title comes in two whole lines, so the narrow chat log never splits a name", () => {
    const payment: PaymentStatus = { state: "pending" };
    const v = bidCardView({ defenderName: "Ines Caldera", attackerName: "Tomas Reyk", weaponName: "Spacer Carbine", bid, payment, threshold: null });
    expect(v.titleLines.map(word)).toEqual(["Ines Caldera dodges", "Tomas Reyk's Spacer Carbine"]);
  });

  test("no bid, and a bid not paid yet", () => {
    const v = bidCardView({ defenderName: "Tomas", attackerName: "Ines", weaponName: "Axe", bid: { ...bid, bid: 0, chutzpah: 0, duckToFullCover: true }, payment: { state: "pending" }, threshold: null });
    expect(v.lines.map(word)).toEqual(["No dodge: a bid of 0 IP."]);
    expect(word(v.thresholdLine)).toBe("The threshold is set when the GM takes the IP.");
    expect(v.payment.lines.map((l) => word(l.text))).toEqual(["Waiting for the GM to take the IP."]);
  });
});

describe("keys built from data", () => {
  test("every target status, action kind and payment reason the views can name is in lang/en.json", () => {
    const keys = [
      ...["missing", "notPaid", "awaitingBid", "awaitingRoll", "ready", "noEffect", "applied", "undone"].map((s) => `FRAY.Banks.Card.Status.${s}`),
      ...["free", "simple", "complex"].map((k) => `FRAY.Banks.Card.Kind.${k}`),
      ...["ip.insufficient", "interrupt.notAllowed", "actor.incapable", "chutzpah.none", "team.notMember", "other"].map(refusalReason),
    ];
    expect(keys.filter((k) => word({ key: k }) === k)).toEqual([]);
  });
});

describe("refusal reasons", () => {
  test("core error codes map to worded reasons; anything else is a general refusal", () => {
    expect(word({ key: refusalReason("ip.insufficient") })).toBe("not enough IP (with the Team Bank) for this action.");
    expect(word({ key: refusalReason("interrupt.notAllowed") })).toMatch(/^an interrupt needs/);
    expect(word({ key: refusalReason("weird.code") })).toBe("the GM could not take the IP for this action.");
  });
});
