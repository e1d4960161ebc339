import { describe, expect, test } from "vitest";
import { type BanksWeapon, defaultBanksWeapon } from "../../../src/core/banks";
import { type LangDictionary, type Text, formatText } from "../../../src/view/i18n";
import { type BidDialogInput, type BidDialogState, bidDialogView } from "../../../src/view/banks/bid-dialog-view";
import { life } from "../../core/banks/fixtures";
import { lang } from "../../support/examples";

const en: LangDictionary = lang();
const word = (t: Text | null): string => (t === null ? "" : formatText(en, t));

const rifle: BanksWeapon = { ...defaultBanksWeapon(), code: "3P 8E", auto: 6 };
const declaration = { attacker: life(), weapon: rifle, action: "fullAutoFire" as const, pool: { attribute: "AGI" as const, skill: null, bonus: 0 }, bullets: 6 };

function input(state: Partial<BidDialogState> = {}, over: Partial<BidDialogInput> = {}): BidDialogInput {
  return {
    defenderName: "Tomas",
    attackerName: "Ines",
    weaponName: "Rifle",
    declaration,
    snapshot: { state: { ...life(), ip: 1 }, reach: 0 },
    available: { ip: 1, teamBank: 3, chutzpah: 1 },
    state: { bid: 2, chutzpah: 0, duckToFullCover: false, hitTheDeck: false, ...state },
    ...over,
  };
}

describe("banks bid dialog view", () => {
  test("B-1: 2 IP at AGI 3 against 6 bullets → threshold 2; 1 from IP, 1 from the Team Bank (core payBid)", () => {
    const v = bidDialogView(input());
    expect(v.threshold).toBe(2);
    expect(word(v.thresholdLine)).toBe("This bid sets the threshold to 2.");
    expect(v.paymentLines.map(word)).toEqual(["Taken: 1 from your IP, 1 from the Team Bank."]);
    // 3 dice (AGI 3) need 2 hits: 7/27.
    expect(v.hitChance).toBe("25.9%");
    expect(v.request).toEqual({ bid: 2, chutzpah: 0, duckToFullCover: false, hitTheDeck: false });
    expect(word(v.availableLine)).toBe("You hold 1 IP, the Team Bank 3, and 1 Chutzpah.");
    expect(v.max).toEqual({ bid: 5, chutzpah: 1 });
  });

  test("B-1 ducking behind full cover, or hitting the deck: the bullets take only 1 off → threshold 6", () => {
    expect(bidDialogView(input({ duckToFullCover: true })).threshold).toBe(6);
    expect(bidDialogView(input({ hitTheDeck: true })).threshold).toBe(6);
    expect(bidDialogView(input({ hitTheDeck: true })).request).toMatchObject({ hitTheDeck: true });
  });

  test("Chutzpah turns into IP first, so a 2 IP bid is paid from IP alone", () => {
    const v = bidDialogView(input({ chutzpah: 1 }));
    expect(v.paymentLines.map(word)).toEqual(["Turns 1 Chutzpah into IP first.", "Taken from your IP: 2."]);
    expect(v.request).toMatchObject({ bid: 2, chutzpah: 1 });
  });

  test("no bid: the threshold without a dodge, and ducking needs a bid", () => {
    const v = bidDialogView(input({ bid: 0, duckToFullCover: true }));
    expect(word(v.thresholdLine)).toBe("Without a dodge the threshold is 1.");
    expect(word(v.note)).toBe("Ducking or hitting the deck needs a bid of at least 1 IP.");
    expect(v.request).toEqual({ bid: 0, chutzpah: 0, duckToFullCover: false, hitTheDeck: false });
  });

  test("B-35: too large, negative, too much Chutzpah and an unconscious defender give a clear error and no request", () => {
    const cases: [Partial<BidDialogState>, Partial<BidDialogInput>, string][] = [
      [{ bid: 6 }, {}, "You can bid at most 5 IP."],
      [{ bid: 4 }, { available: { ip: 3, teamBank: 0, chutzpah: 0 } }, "You can bid at most 3 IP."],
      [{ bid: -1 }, {}, "A bid must be a whole number of IP, 0 or more."],
      [{ bid: 1.5 }, {}, "A bid must be a whole number of IP, 0 or more."],
      [{ chutzpah: 2 }, {}, "You hold only 1 Chutzpah."],
    ];
    for (const [state, over, message] of cases) {
      const v = bidDialogView(input(state, over));
      expect([word(v.error), v.request]).toEqual([message, null]);
    }
    const out = bidDialogView(input({}, { snapshot: { state: { ...life(), unconscious: true }, reach: 0 } }));
    expect([word(out.error), out.request, out.aware]).toEqual(["Tomas cannot dodge: unconscious, dead or destroyed.", null, false]);
  });
});
