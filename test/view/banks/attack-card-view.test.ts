import { describe, expect, test } from "vitest";
import { type BanksActor, type BanksAttackCard, type BanksWeapon, attackThreshold, banksAttackOutcome, defaultBanksWeapon } from "../../../src/core/banks";
import { type LangDictionary, type Text, formatText } from "../../../src/view/i18n";
import { type BanksAttackCardInput, type BanksAttackTargetInput, type PaymentStatus, banksAttackCardView } from "../../../src/view/banks/attack-card-view";
import { life } from "../../core/banks/fixtures";
import { lang } from "../../support/examples";

const en: LangDictionary = lang();
const word = (t: Text | null): string => (t === null ? "" : formatText(en, t));
const words = (ts: readonly Text[]): string[] => ts.map((t) => formatText(en, t));

const rifle: BanksWeapon = { ...defaultBanksWeapon(), code: "3P 8E", auto: 6 };
const ines = life({ skills: { Firearms: 2 } });

function card(over: Partial<BanksAttackCard> = {}): BanksAttackCard {
  return {
    version: 1,
    attacker: { actorUuid: "Actor.a", name: "Ines", combatantId: null, state: ines },
    weapon: { itemUuid: "Actor.a.Item.w", name: "Rifle", profile: rifle },
    action: "fireSimpleWeapon",
    bullets: 1,
    pool: { attribute: "AGI", skill: "Firearms", bonus: 0 },
    choice: "standard",
    targets: [{ actorUuid: "Actor.t", name: "Tomas", combatantId: null }],
    dice: null,
    ...over,
  };
}

const CAN_ALL = { bid: true, apply: true, undo: true };
const PAID: PaymentStatus = { state: "paid", cost: 1, fromIp: 1, fromTeam: 0, chutzpahSpent: 0, blitzCount: 1, via: "turn" };

function target(c: BanksAttackCard, state: BanksActor, over: Partial<BanksAttackTargetInput> = {}): BanksAttackTargetInput {
  const bid = over.bid ?? null;
  return { name: "Tomas", outcome: banksAttackOutcome(c, { state, reach: 0 }, { recordedThreshold: bid?.threshold ?? null }), bid, applied: null, can: CAN_ALL, state, ...over };
}

function view(c: BanksAttackCard, targets: BanksAttackTargetInput[], payment: PaymentStatus = PAID, can = { roll: true, chooseMultiHit: true }) {
  const input: BanksAttackCardInput = { card: c, payment, targets, can };
  return banksAttackCardView(input);
}

describe("banks attack card view", () => {
  test("head: attacker, weapon, action, code and the pool with its Glitch Risk", () => {
    const v = view(card(), [target(card(), life())]);
    expect(word(v.title)).toBe("Ines attacks Tomas with Rifle (Fire Simple Weapon).");
    expect(word(v.code)).toBe("Damage code 3P 8E.");
    expect(word(v.pool?.line ?? null)).toBe("Pool AGI 3 + Firearms 2 = 5 dice, Glitch Risk 0.");
    const recoiled = card({ attacker: { ...card().attacker, state: { ...ines, recoil: 5 } }, pool: { attribute: "AGI", skill: "Firearms", bonus: 1 } });
    expect(word(view(recoiled, []).pool?.line ?? null)).toBe("Pool AGI 3 + Firearms 2 − 2 (recoil) + 1 (bonus) = 4 dice, Glitch Risk 0.");
    expect(word(view(recoiled, []).noTargets)).toBe("No target was selected: the roll stands on its own.");
  });

  test("B-1 on the card: a 2 IP bid at AGI 3 against 6 bullets reads threshold 2 in the open, 7 in partial cover", () => {
    const auto = card({ action: "fullAutoFire", bullets: 6 });
    const decl = { attacker: ines, weapon: rifle, action: "fullAutoFire" as const, pool: auto.pool, bullets: 6 };
    const open = attackThreshold(decl, { state: life(), reach: 0 }, { bid: 2, duckToFullCover: false }).threshold;
    const partial = attackThreshold(decl, { state: { ...life(), cover: "partial" }, reach: 0 }, { bid: 2, duckToFullCover: false }).threshold;
    const v = view(auto, [target(auto, life(), { bid: { bid: 2, chutzpah: 0, threshold: open } }), target(auto, { ...life(), cover: "partial" }, { name: "Pell", bid: { bid: 2, chutzpah: 1, threshold: partial } })]);
    expect(v.targets.map((t) => word(t.thresholdLine))).toEqual(["Bid 2 IP → threshold 2.", "Bid 2 IP (1 Chutzpah turned into IP) → threshold 7."]);
    expect(v.targets.map((t) => t.status)).toEqual(["awaitingRoll", "awaitingRoll"]);
    expect(word(v.title)).toBe("Ines attacks Tomas, Pell with Rifle (Full Auto Fire, 6 bullets).");
  });

  test("before the roll: a target without a bid may still bid; the Roll button waits for the payment", () => {
    const c = card();
    const t = target(c, life());
    const v = view(c, [t]);
    expect(v.targets[0]).toMatchObject({ status: "awaitingBid", threshold: 1, buttons: { bid: true, apply: false, undo: false }, result: null });
    expect(word(v.targets[0]?.thresholdLine ?? null)).toBe("No bid yet: threshold 1 without a dodge.");
    expect(v.buttons.roll).toBe(true);
    expect(word(v.labels.roll)).toBe("Roll 5 dice for the attack");
    expect(view(c, [t], { state: "pending" }).buttons.roll).toBe(false);
    expect(view(c, [t], { state: "free" }).buttons.roll).toBe(true);
    expect(view(c, [t], PAID, { roll: false, chooseMultiHit: true }).buttons.roll).toBe(false);
    expect(view(c, [{ ...t, can: { ...CAN_ALL, bid: false } }]).targets[0]?.buttons.bid).toBe(false);
  });

  test("B-21 on the card: 3P 8E with net 0 through armor all 2 → 1 Physical, pierced, 8 Stun, knocked out, 2 over into Physical", () => {
    const c = card({ dice: [5, 6, 1, 2, 3] });
    const armored = { ...life(), armor: { all: 2 } };
    const v = view(c, [target(c, armored, { bid: { bid: 0, chutzpah: 0, threshold: 2 } })]);
    const t = v.targets[0];
    expect(t).toMatchObject({ status: "ready", threshold: 2, result: { hit: true, critical: false, net: 0 }, buttons: { bid: false, apply: true, undo: false } });
    expect(words(t?.resultLines ?? [])).toEqual(["Hits 2 (sixes 1) against threshold 2: a hit, net hits 0."]);
    expect(words(t?.damage ?? [])).toEqual([
      "Damage code 3P 8E.",
      "3P: 3 − 2 armor = 1 Physical.",
      "8E: armor pierced, 8 Stun.",
      "Tomas: Stun 0 → 6 of 6, Physical 0 → 3 of 6, Bleeding Out 0 → 0.",
      "Stun overflows past 6: 2 into Physical.",
      "Tomas is knocked out.",
    ]);
    expect(v.dice?.faces.map((f) => [f.face, f.hit, f.six, f.one])).toEqual([
      [5, true, false, false],
      [6, true, true, false],
      [1, false, false, true],
      [2, false, false, false],
      [3, false, false, false],
    ]);
    expect(word(v.dice?.summary ?? null)).toBe("Hits 2, sixes 1, ones 1.");
    expect(v.dice?.glitch).toBeNull();
    expect(v.buttons.roll).toBe(false);
  });

  test("without the target's state the card still says what was dealt and what became of it", () => {
    const c = card({ dice: [5, 6, 1, 2, 3] });
    const v = view(c, [target(c, { ...life(), armor: { all: 2 } }, { bid: { bid: 0, chutzpah: 0, threshold: 2 }, state: null })]);
    expect(words(v.targets[0]?.damage ?? [])).toEqual(["Damage code 3P 8E.", "Tomas is knocked out."]);
  });

  test("a miss with nothing to deal has nothing to apply; a glitch shows once for the roll", () => {
    const c = card({ dice: [1, 1, 1, 2, 5] });
    const v = view(c, [target(c, life(), { bid: { bid: 1, chutzpah: 0, threshold: 4 } })]);
    expect(v.targets[0]).toMatchObject({ status: "noEffect", result: { hit: false }, damage: [], buttons: { apply: false } });
    expect(words(v.targets[0]?.resultLines ?? [])).toEqual(["Hits 1 against threshold 4: a miss."]);
    expect(word(v.dice?.glitch ?? null)).toBe("Glitch: 3 ones at Glitch Risk 0.");
    expect(word(v.targets[0]?.statusLabel ?? null)).toBe("Nothing to apply");
  });

  test("deep into the banks: Bleeding Out and death are said plainly", () => {
    const c = card({ dice: [6, 6, 6, 6, 6] });
    const hurt = { ...life(), physical: 6, stun: 5 };
    const v = view(c, [target(c, hurt)]);
    const lines = words(v.targets[0]?.damage ?? []);
    expect(lines).toContain("Tomas is dead.");
    expect(lines.some((l) => l.startsWith("Tomas is Bleeding Out"))).toBe(false);
    // BOD 5: Physical 9 + 3 → 10 of 10, 2 bleeding; 8 Stun → 6 of 6, 2 over → Bleeding Out 4 ≤ 5: alive.
    const tough = { ...life({ attributes: { BOD: 5 } }), physical: 9 };
    const c2 = card({ dice: [5, 2, 2, 2, 2] });
    expect(words(view(c2, [target(c2, tough)]).targets[0]?.damage ?? []).slice(-3)).toEqual(["Physical overflows past 10: 4 into Bleeding Out.", "Tomas is knocked out.", "Tomas is Bleeding Out: 4."]);
  });

  test("applied and undone: Undo only on an applied target, Apply again once undone, each only when allowed", () => {
    const c = card({ dice: [5, 6, 1, 2, 3] });
    const base = target(c, life(), { bid: { bid: 0, chutzpah: 0, threshold: 2 } });
    const applied = view(c, [{ ...base, applied: { undone: false } }]).targets[0];
    expect(applied).toMatchObject({ status: "applied", buttons: { apply: false, undo: true, bid: false } });
    expect(view(c, [{ ...base, applied: { undone: false }, can: { ...CAN_ALL, undo: false } }]).targets[0]?.buttons.undo).toBe(false);
    const undone = view(c, [{ ...base, applied: { undone: true } }]).targets[0];
    expect(undone).toMatchObject({ status: "undone", buttons: { apply: true, undo: false } });
    expect(view(c, [{ ...base, can: { ...CAN_ALL, apply: false } }]).targets[0]?.buttons.apply).toBe(false);
    expect(word(applied?.labels.undo ?? null)).toBe("Undo the damage applied to Tomas");
  });

  test("a refused payment hides Roll, Dodge and Apply and says why", () => {
    const refused: PaymentStatus = { state: "refused", reason: "FRAY.Banks.Card.Payment.Pending" };
    const before = card();
    const v = view(before, [target(before, life())], refused);
    expect(v.buttons.roll).toBe(false);
    expect(v.targets[0]?.buttons.bid).toBe(false);
    expect(v.payment).toMatchObject({ refused: true, settled: false });
    expect(v.targets[0]?.status).toBe("notPaid");
    expect(word(v.targets[0]?.statusLabel ?? null)).toBe("Not paid: nothing to roll");
    expect(word(v.payment.lines[0]?.text ?? null)).toBe("Not paid: Waiting for the GM to take the IP.");
    const rolled = card({ dice: [5, 6, 1, 2, 3] });
    expect(view(rolled, [target(rolled, life())], refused).targets[0]?.buttons.apply).toBe(false);
  });

  test("a missing target shows no numbers and no buttons", () => {
    const v = view(card(), [{ name: "Gone", outcome: null, bid: null, applied: null, can: CAN_ALL }]);
    expect(v.targets[0]).toMatchObject({ status: "missing", threshold: null, thresholdLine: null, buttons: { bid: false, apply: false, undo: false } });
  });

  test("critical automatic fire offers the multi-hit option until something is applied", () => {
    // 5 dice, 6 bullets: threshold max(1, 1 − 5) = 1; [6, 6, 5, 2, 1] → 3 hits, critical, net 2.
    const c = card({ action: "fullAutoFire", bullets: 6, dice: [6, 6, 5, 2, 1] });
    const t = target(c, life());
    const v = view(c, [t]);
    expect(v.multiHit).toMatchObject({ chosen: false });
    expect(word(v.multiHit?.line ?? null)).toBe("A critical with automatic fire: 3P 8E may instead be dealt once per net hit.");
    expect(v.buttons.multiHit).toBe(true);
    expect(word(v.labels.multiHit)).toBe("Deal 3P 8E once per net hit");
    expect(words(v.targets[0]?.damage ?? [])).toContain("A critical with automatic fire could instead deal 3P 8E once per net hit (2 in all).");
    expect(view(c, [{ ...t, applied: { undone: false } }]).buttons.multiHit).toBe(false);
    expect(view(c, [t], PAID, { roll: true, chooseMultiHit: false }).buttons.multiHit).toBe(false);
    const multi = { ...c, choice: "multiHit" as const };
    const mv = view(multi, [target(multi, life())]);
    expect(word(mv.labels.multiHit)).toBe("Deal the standard damage");
    expect(words(mv.targets[0]?.damage ?? []).slice(0, 2)).toEqual(["Critical automatic fire: 3P 8E dealt 2 times, each resisted on its own, without the critical effect.", "Hit 1 of 2:"]);
    const single = card({ dice: [5, 6, 1, 2, 3] });
    expect(view(single, [target(single, life())]).multiHit).toBeNull();
  });

  test("payment lines: Team Bank, Blitz, interrupts, free outside a combat", () => {
    const c = card();
    const lines = (p: PaymentStatus): string[] => view(c, [], p).payment.lines.map((l) => word(l.text));
    expect(lines({ ...PAID, cost: 4, fromIp: 2, fromTeam: 2, blitzCount: 2 })).toEqual(["Paid 4 IP (2 from IP, 2 from the Team Bank).", "Blitz: action 2 this turn."]);
    expect(lines({ ...PAID, via: "ip" })).toEqual(["Interrupt: paid 1 IP."]);
    expect(lines({ ...PAID, via: "chutzpah", chutzpahSpent: 1 })).toEqual(["Interrupt bought with 1 Chutzpah: paid 1 IP."]);
    expect(lines({ ...PAID, cost: 0, fromIp: 0 })).toEqual(["A free action: 0 IP."]);
    expect(lines({ state: "free" })).toEqual(["Not in a combat: no IP spent."]);
    expect(lines({ state: "pending" })).toEqual(["Waiting for the GM to take the IP."]);
    expect(lines({ ...PAID, cost: 4, fromIp: 4, blitzCount: 2, momentum: 2 })).toEqual(["Paid 4 IP.", "Blitz: action 2 this turn.", "Martial Momentum adds 2 to the first damage value."]);
  });
});
