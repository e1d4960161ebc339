import { describe, expect, it } from "vitest";
import { type BanksActor, type BanksAttackCard, type GrappleAction, attackThreshold, banksAttackOutcome, declarationOf, defaultBanksWeapon, validateBanksAttackCard } from "../../../src/core/banks";
import { applyPatch } from "../../../src/core/patch";
import { life, thrown } from "./fixtures";

const grappler = life({ skills: { Grappling: 2 } });
const card = (action: GrappleAction, dice: number[] | null, attacker: BanksActor = grappler, throwChoice?: "ip" | "damage"): BanksAttackCard => ({
  version: 1,
  attacker: { actorUuid: "Actor.g", name: "Tomas", combatantId: null, state: attacker },
  weapon: { itemUuid: "Actor.g", name: "Bare hands", profile: defaultBanksWeapon() },
  action,
  bullets: 1,
  pool: { attribute: "AGI", skill: "Grappling", bonus: 0 },
  choice: "standard",
  targets: [{ actorUuid: "Actor.t", name: "Ines", combatantId: null }],
  dice,
  ...(throwChoice === undefined ? {} : { throwChoice }),
});
const ids = { attacker: "Actor.g", target: "Actor.t" };

describe("grapples through the attack card (§6.17)", () => {
  it("a Grapple with 2 net hits holds the target with a bank of 2, and ties up the grappler (no critical)", () => {
    const target = life();
    const out = banksAttackOutcome(card("grapple", [5, 5, 5, 2, 1]), { state: target, reach: 0 }, { recordedThreshold: 1, ids });
    if (out.stage !== "grappled") throw new Error("expected a grapple outcome");
    expect(out).toMatchObject({ success: true, entangled: true, bank: 2 });
    expect(applyPatch(target, out.patch).grapple).toEqual({ role: "grappled", otherId: "Actor.g", bank: 2 });
    expect(applyPatch(grappler, out.attackerPatch).grapple).toEqual({ role: "grappler", otherId: "Actor.t", bank: 2 });
  });

  it("escaping and being thrown, the defender's bid adds BOD per IP; an escape wears the bank down", () => {
    const holder = { ...life({ attributes: { BOD: 4 } }), grapple: { role: "grappler" as const, otherId: "Actor.g", bank: 3 } };
    const held = { ...grappler, grapple: { role: "grappled" as const, otherId: "Actor.t", bank: 3 } };
    const escape = card("escapeGrapple", [5, 5, 5, 1, 1], held);
    expect(attackThreshold(declarationOf(escape), { state: holder, reach: 0 }, { bid: 1, duckToFullCover: false }).threshold).toBe(5);
    const out = banksAttackOutcome(escape, { state: holder, reach: 0 }, { recordedThreshold: 1, attacker: held, ids });
    if (out.stage !== "grappled") throw new Error("expected a grapple outcome");
    expect(out).toMatchObject({ bank: 1, free: false });
    expect(applyPatch(holder, out.patch).grapple?.bank).toBe(1);
    expect(applyPatch(held, out.attackerPatch).grapple?.bank).toBe(1);
  });

  it("a throw drains IP or hurts; the card must say which, and only a held target can be thrown", () => {
    const holding = { ...grappler, grapple: { role: "grappler" as const, otherId: "Actor.t", bank: 2 } };
    const victim = { ...life(), ip: 5, grapple: { role: "grappled" as const, otherId: "Actor.g", bank: 2 } };
    const out = banksAttackOutcome(card("throwGrappledTarget", [5, 5, 5, 1, 1], holding, "ip"), { state: victim, reach: 0 }, { recordedThreshold: 1, attacker: holding, ids });
    if (out.stage !== "grappled") throw new Error("expected a grapple outcome");
    expect(applyPatch(victim, out.patch)).toMatchObject({ prone: true, ip: 3 });
    const free = { ...life(), ip: 5 };
    expect(thrown(() => banksAttackOutcome(card("throwGrappledTarget", [5, 5, 5, 1, 1], holding, "ip"), { state: free, reach: 0 }, { recordedThreshold: 1, attacker: holding, ids }))).toMatchObject({ code: "input.invalid" });
    expect(thrown(() => validateBanksAttackCard({ ...card("throwGrappledTarget", null), throwChoice: "fling" }))).toEqual({ code: "card.state", path: "banksAttack.throwChoice" });
  });
});
