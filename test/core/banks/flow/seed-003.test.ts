// Seed 003's cover, Team Bank, prone and melee rules in the flow the Foundry adapter calls
// (gm-banks-pay: payDeclaredAction; bid: attackThreshold; apply: banksAttackOutcome), asserting
// exactly the patches and numbers the adapter would write. The CLI plays the same functions
// (examples/banks/full-cover.json, broken-team.json, melee-and-grapples.json).
import { describe, expect, test } from "vitest";
import {
  type BanksActor,
  type BanksAttackCard,
  type BanksWeapon,
  attackFiringOf,
  attackPool,
  attackThreshold,
  banksAttackOutcome,
  declarationOf,
  defaultBanksWeapon,
  payDeclaredAction,
  validateBanksAttackCard,
} from "../../../../src/core/banks";
import { life, teamRef, thrown } from "../fixtures";

const pistol: BanksWeapon = { ...defaultBanksWeapon(), code: "5I" };
const grenade: BanksWeapon = { ...defaultBanksWeapon(), code: "4I" };
const fists: BanksWeapon = { ...defaultBanksWeapon(), code: "3I" };

function card(over: Partial<BanksAttackCard> = {}, attacker: BanksActor = life({ skills: { Firearms: 3 } })): BanksAttackCard {
  return {
    version: 1,
    attacker: { actorUuid: "Actor.a", name: "Ria", combatantId: null, state: attacker },
    weapon: { itemUuid: "Actor.a.Item.w", name: "Slug Pistol", profile: pistol },
    action: "fireSimpleWeapon",
    bullets: 1,
    pool: { attribute: "AGI", skill: "Firearms", bonus: 0 },
    choice: "standard",
    targets: [{ actorUuid: "Actor.t", name: "Vex", combatantId: null }],
    dice: null,
    ...over,
  };
}

const turn = (actor: BanksActor) => ({ actor, team: null, timeClass: "B" as const, interrupted: null });

describe("an attack made from full cover costs 1 extra IP (SEED Cover)", () => {
  test("Fire Simple Weapon from full cover: 2 IP, and −4 dice on the card's pool", () => {
    const ria = life({ ip: 6, cover: "full", skills: { Firearms: 3 } });
    const paid = payDeclaredAction("fireSimpleWeapon", turn(ria), attackFiringOf("fireSimpleWeapon", pistol, 1, "Actor.t"));
    expect(paid.result).toMatchObject({ cost: 2, fromIp: 2 });
    expect(paid.patches.actor).toMatchObject({ ip: 4 });
    expect(attackPool(declarationOf(card({}, ria)))).toMatchObject({ base: 6, size: 2, modifiers: [{ source: "fullCover", dice: -4 }] });
  });

  test("from the open or partial cover it costs the base; a non-attack action from full cover too", () => {
    expect(payDeclaredAction("fireSimpleWeapon", turn(life({ ip: 6, cover: "partial" })), attackFiringOf("fireSimpleWeapon", pistol, 1, "t")).result.cost).toBe(1);
    expect(payDeclaredAction("drawWeapon", turn(life({ ip: 6, cover: "full" }))).result.cost).toBe(1);
  });

  test("as an interrupt from full cover: base 1 + 1 (no Blitz)", () => {
    const vex = life({ ip: 9, cover: "full" });
    const paid = payDeclaredAction("fireSimpleWeapon", { ...turn(vex), interrupted: { actor: life({ ip: 3 }), team: null } }, attackFiringOf("fireSimpleWeapon", pistol, 1, "t"));
    expect(paid.result).toMatchObject({ cost: 2, via: "ip" });
  });
});

describe("a defender behind full cover cannot be targeted directly (SEED Cover)", () => {
  const hidden = { state: life({ cover: "full" }), reach: 0 };

  test("a direct shot is refused at Apply with target.fullCover", () => {
    expect(thrown(() => banksAttackOutcome(card({ dice: [5, 5, 5, 5, 5, 5] }), hidden, { recordedThreshold: null }))).toEqual({ code: "target.fullCover", path: "banksAttack.target" });
  });

  test("an interrupt as the target pops out to act: treated as partial cover, threshold 1 + 2", () => {
    const c = card({ interruptsTarget: true, dice: [5, 5, 2, 2, 1, 3] });
    expect(attackThreshold(declarationOf(c), hidden, null).threshold).toBe(3);
    const outcome = banksAttackOutcome(c, hidden, { recordedThreshold: null });
    expect(outcome).toMatchObject({ stage: "resolved", threshold: 3, pool: { size: 6 } });
    // Automatic fire is reduced as against partial cover, not full.
    expect(attackThreshold({ ...declarationOf(c), bullets: 5 }, hidden, null)).toMatchObject({ base: 3, reduction: 2 });
  });

  test("a thrown object reaches it at −6 dice: Throw Object with AGI 3 + Athletics 6 rolls 3 dice against 3", () => {
    const okon = life({ ip: 4, skills: { Athletics: 6 } });
    const c = card({ action: "throwObject", weapon: { itemUuid: "g", name: "Stun Grenade", profile: grenade }, pool: { attribute: "AGI", skill: "Athletics", bonus: 0 }, targetBehindFullCover: true, dice: [6, 5, 5] }, okon);
    expect(attackPool(declarationOf(c))).toMatchObject({ base: 9, size: 3, modifiers: [{ source: "targetFullCover", dice: -6 }] });
    const outcome = banksAttackOutcome(c, hidden, { recordedThreshold: null });
    expect(outcome).toMatchObject({ stage: "resolved", threshold: 3 });
    expect(outcome.stage === "resolved" && outcome.patch).toEqual({ stun: 4 });
  });

  test("an indirect or penetrating weapon too; a direct weapon's card that claims it is refused", () => {
    const mortar = { itemUuid: "m", name: "Mortar", profile: { ...grenade, qualities: ["Indirect"] } };
    expect(attackPool(declarationOf(card({ weapon: mortar, targetBehindFullCover: true }))).size).toBe(0);
    expect(thrown(() => attackPool(declarationOf(card({ targetBehindFullCover: true }))))).toEqual({ code: "target.fullCover", path: "attack.target" });
  });

  test("the card keeps the situation it was declared in, and refuses a forged one", () => {
    const c = card({ teamBank: -2, interruptsTarget: true, targetBehindFullCover: false });
    expect(validateBanksAttackCard(JSON.parse(JSON.stringify(c)))).toEqual(c);
    expect(thrown(() => validateBanksAttackCard({ ...c, teamBank: 1.5 }))).toEqual({ code: "card.state", path: "banksAttack.teamBank" });
    expect(thrown(() => validateBanksAttackCard({ ...c, interruptsTarget: "yes" }))).toEqual({ code: "card.state", path: "banksAttack.interruptsTarget" });
  });
});

describe("a negative Team Bank is a dice-pool penalty toward the team's goal (SEED)", () => {
  test("bank −2: 6 dice − 2; a positive bank or none changes nothing", () => {
    const joss = life({ skills: { Firearms: 3 } });
    expect(attackPool(declarationOf(card({ teamBank: -2 }, joss)))).toMatchObject({ size: 4, modifiers: [{ source: "teamBank", dice: -2 }] });
    expect(attackPool(declarationOf(card({ teamBank: 3 }, joss))).size).toBe(6);
    expect(attackPool(declarationOf(card({}, joss))).size).toBe(6);
  });

  test("the penalty does not lower the member's effective IP for paying (DECISION §6.3)", () => {
    const joss = life({ ip: 3, teamId: "t1" });
    expect(() => payDeclaredAction("fireSimpleWeapon", { ...turn(joss), team: teamRef(-2, "m1") }, attackFiringOf("fireSimpleWeapon", pistol, 1, "t"))).not.toThrow();
  });
});

describe("Drop Prone from partial cover puts the character under full cover (SEED Drop Prone)", () => {
  test("partial → prone and full cover, free", () => {
    const paid = payDeclaredAction("dropProne", turn(life({ ip: 3, cover: "partial" })));
    expect(paid.result.cost).toBe(0);
    expect(paid.patches.actor).toMatchObject({ prone: true, cover: "full" });
  });

  test("from the open it only drops prone; it cannot interrupt (no dropping prone during an interrupt)", () => {
    expect(payDeclaredAction("dropProne", turn(life({ ip: 3 }))).patches.actor).not.toHaveProperty("cover");
    const ctx = { ...turn(life({ ip: 9, cover: "partial" })), interrupted: { actor: life({ ip: 1 }), team: null } };
    expect(thrown(() => payDeclaredAction("dropProne", ctx))).toEqual({ code: "interrupt.notAllowed", path: "action.move" });
  });
});

describe("Martial Momentum, a Strike's free Run and grapples: what the adapter applies", () => {
  const kell = life({ ip: 9, attributes: { AGI: 4 }, skills: { Melee: 3 } });
  const strike = (attacker: BanksActor, dice: number[]): BanksAttackCard =>
    card({ action: "strike", weapon: { itemUuid: "f", name: "Fists", profile: fists }, pool: { attribute: "AGI", skill: "Melee", bonus: 0 }, dice }, attacker);

  test("B-16: a Strike banks its 2 IP and runs; the Blitz Strike adds 2 to the code and banks its 4 (cap BOD 3)", () => {
    const first = payDeclaredAction("strike", turn(kell), attackFiringOf("strike", fists, 1, "Actor.t"));
    expect(first.result).toMatchObject({ cost: 2, momentum: 0 });
    expect(first.patches.actor).toMatchObject({ ip: 7, martialMomentum: { targetId: "Actor.t", value: 2 }, turn: { ran: true, blitzCount: 1 } });
    const after: BanksActor = { ...kell, ip: 7, martialMomentum: { targetId: "Actor.t", value: 2 }, turn: { ...kell.turn, blitzCount: 1, ran: true } };
    const second = payDeclaredAction("strike", turn(after), attackFiringOf("strike", fists, 1, "Actor.t"));
    expect(second.result).toMatchObject({ cost: 4, momentum: 2 });
    expect(second.patches.actor).toMatchObject({ martialMomentum: { value: 3 } });
    const outcome = banksAttackOutcome(strike(after, [5, 2, 2, 2, 1, 3, 4]), { state: life(), reach: 0 }, { recordedThreshold: null, momentum: 2 });
    expect(outcome.stage === "resolved" && outcome.result.components).toEqual([{ amount: 5, letter: "I" }]);
  });

  test("a Brawl has no free Run; a Strike made as an interrupt runs nowhere", () => {
    expect(payDeclaredAction("brawl", turn(kell), attackFiringOf("brawl", fists, 1, "t")).patches.actor.turn).not.toHaveProperty("ran");
    const ctx = { ...turn(kell), interrupted: { actor: life({ ip: 1 }), team: null } };
    expect(payDeclaredAction("strike", ctx, attackFiringOf("strike", fists, 1, "t")).patches.actor.turn).not.toHaveProperty("ran");
  });

  test("an attacker that ran faces +1 threshold", () => {
    const ran = { ...kell, turn: { ...kell.turn, ran: true } };
    expect(attackThreshold(declarationOf(card()), { state: ran, reach: 0 }, { bid: 1, duckToFullCover: false }).threshold).toBe(1 + 4 + 1);
  });

  test("a grapple deals no damage: it holds the target with a bank of the net hits, both patched", () => {
    const c = card({ action: "grapple", weapon: { itemUuid: "h", name: "Bare hands", profile: fists }, pool: { attribute: "AGI", skill: "Melee", bonus: 0 }, dice: [5, 5, 5, 2, 1, 3, 4] }, kell);
    const outcome = banksAttackOutcome(c, { state: life(), reach: 0 }, { recordedThreshold: null, attacker: kell, ids: { attacker: "kell", target: "brute" } });
    expect(outcome).toMatchObject({ stage: "grappled", success: true, bank: 2, entangled: true });
    if (outcome.stage !== "grappled") throw new Error("not a grapple");
    expect(outcome.patch).toEqual({ grapple: { role: "grappled", otherId: "kell", bank: 2 } });
    expect(outcome.attackerPatch).toEqual({ grapple: { role: "grappler", otherId: "brute", bank: 2 } });
  });

  test("an escape bid adds the grappler's BOD per IP, not AGI", () => {
    const c = card({ action: "escapeGrapple", weapon: { itemUuid: "h", name: "Bare hands", profile: fists } });
    expect(attackThreshold(declarationOf(c), { state: kell, reach: 0 }, { bid: 1, duckToFullCover: false })).toMatchObject({ increment: 3, threshold: 4 });
  });
});
