// Token statuses of a banks actor (docs/rules/banks.md §8) and hand toggles back to system.banks.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  BANKS_STATUSES,
  type BanksActor,
  type BanksStatus,
  COVERS,
  SETTABLE_BANKS_STATUSES,
  TARGET_KINDS,
  banksStatuses,
  isBanksStatus,
  statusToggle,
} from "../../../src/core/banks";
import { applyPatch } from "../../../src/core/patch";
import { life } from "./fixtures";

/** Any combination of the fields the statuses read, over random numbers elsewhere. */
const anyActor = fc
  .record({
    kind: fc.constantFrom(...TARGET_KINDS),
    dead: fc.boolean(),
    destroyed: fc.boolean(),
    unconscious: fc.boolean(),
    bleedingOut: fc.nat(12),
    prone: fc.boolean(),
    braced: fc.boolean(),
    cover: fc.constantFrom(...COVERS),
    grapple: fc.option(fc.record({ role: fc.constantFrom("grappler" as const, "grappled" as const), otherId: fc.constant("other"), bank: fc.nat(4) }), { nil: null }),
    ip: fc.nat(12),
    stun: fc.nat(6),
    physical: fc.nat(6),
    recoil: fc.nat(6),
  })
  .map((over): BanksActor => life(over));

const settable = fc.constantFrom(...SETTABLE_BANKS_STATUSES);
const derived = BANKS_STATUSES.filter((s) => !SETTABLE_BANKS_STATUSES.includes(s));

/** What a status toggle may write: flags and the cover choice, never a number. */
const WRITABLE = new Set(["dead", "destroyed", "unconscious", "prone", "braced", "cover"]);

const toggled = (actor: BanksActor, status: BanksStatus, active: boolean): BanksActor => {
  const result = statusToggle(actor, status, active);
  if (!result.settable) throw new Error(`${status} is not settable`);
  return applyPatch(actor, result.patch);
};

describe("what a banks actor shows", () => {
  test("a fresh actor in the open shows nothing", () => {
    expect(banksStatuses(life())).toEqual([]);
  });
  test("B-6: knocked out by Stun overflow, no Bleeding Out", () => {
    expect(banksStatuses(life({ stun: 6, physical: 3, unconscious: true }))).toEqual(["unconscious"]);
  });
  test("B-25: knocked out and Bleeding Out 2", () => {
    expect(banksStatuses(life({ attributes: { WIL: 2 }, stun: 4, physical: 6, bleedingOut: 2, unconscious: true }))).toEqual(["unconscious", "bleedingOut"]);
  });
  test("B-22: dead hides Unconscious and Bleeding Out", () => {
    expect(banksStatuses(life({ physical: 6, bleedingOut: 8, unconscious: true, dead: true }))).toEqual(["dead"]);
  });
  test("a destroyed drone shows dead", () => {
    expect(banksStatuses(life({ kind: "machine", destroyed: true }))).toEqual(["dead"]);
  });
  test("prone and braced behind partial cover, grappling someone", () => {
    const actor = life({ prone: true, braced: true, cover: "partial", grapple: { role: "grappler", otherId: "b", bank: 2 } });
    expect(banksStatuses(actor)).toEqual(["prone", "braced", "grappling", "partialCover"]);
  });
  test("the grappled side and full cover", () => {
    expect(banksStatuses(life({ cover: "full", grapple: { role: "grappled", otherId: "a", bank: 2 } }))).toEqual(["grappled", "fullCover"]);
  });
  test("works on stored data whose choices are plain strings", () => {
    expect(banksStatuses({ kind: "life", dead: false, destroyed: false, unconscious: false, bleedingOut: 0, prone: false, braced: false, cover: "sideways", grapple: null })).toEqual([]);
  });
  test("status ids are recognised, others are not", () => {
    expect(BANKS_STATUSES.every(isBanksStatus)).toBe(true);
    expect(isBanksStatus("stun")).toBe(false);
  });
});

describe("switching a status by hand", () => {
  test("prone on writes prone, off clears it", () => {
    expect(statusToggle(life(), "prone", true)).toEqual({ settable: true, patch: { prone: true } });
    expect(statusToggle(life({ prone: true }), "prone", false)).toEqual({ settable: true, patch: { prone: false } });
  });
  test("cover: full on moves out of partial; off leaves the open; off for a cover it is not in does nothing", () => {
    expect(statusToggle(life({ cover: "partial" }), "fullCover", true)).toEqual({ settable: true, patch: { cover: "full" } });
    expect(statusToggle(life({ cover: "full" }), "fullCover", false)).toEqual({ settable: true, patch: { cover: "open" } });
    expect(statusToggle(life({ cover: "full" }), "partialCover", false)).toEqual({ settable: true, patch: {} });
  });
  test("dead on: a living actor dies, a machine is destroyed; off clears both", () => {
    expect(statusToggle(life(), "dead", true)).toEqual({ settable: true, patch: { dead: true } });
    expect(statusToggle(life({ kind: "vehicle" }), "dead", true)).toEqual({ settable: true, patch: { destroyed: true } });
    expect(statusToggle(life({ dead: true, destroyed: true }), "dead", false)).toEqual({ settable: true, patch: { dead: false, destroyed: false } });
  });
  test.each(derived)("%s follows the state and is refused", (status) => {
    expect(statusToggle(life({ bleedingOut: 3 }), status, false)).toEqual({ settable: false });
    expect(statusToggle(life(), status, true)).toEqual({ settable: false });
  });
});

describe("hand toggle invariants", () => {
  test("switching a settable status on makes it show, unless dead outranks it", () => {
    fc.assert(
      fc.property(anyActor, settable, (actor, status) => {
        const after = toggled(actor, status, true);
        const hidden = status === "unconscious" && (after.dead || after.destroyed);
        expect(banksStatuses(after).includes(status)).toBe(!hidden);
      }),
    );
  });
  test("switching a settable status off makes it disappear", () => {
    fc.assert(
      fc.property(anyActor, settable, (actor, status) => {
        expect(banksStatuses(toggled(actor, status, false))).not.toContain(status);
      }),
    );
  });
  test("a toggle writes only flags and the cover choice, never a bank or any number", () => {
    fc.assert(
      fc.property(anyActor, settable, fc.boolean(), (actor, status, active) => {
        const result = statusToggle(actor, status, active);
        if (!result.settable) throw new Error("settable");
        for (const key of Object.keys(result.patch)) expect(WRITABLE.has(key), key).toBe(true);
        const after = applyPatch(actor, result.patch);
        for (const key of Object.keys(actor) as (keyof BanksActor)[]) if (!WRITABLE.has(key)) expect(after[key]).toEqual(actor[key]);
      }),
    );
  });
  test("toggling a status to what the token already shows writes nothing", () => {
    fc.assert(
      fc.property(anyActor, settable, (actor, status) => {
        const result = statusToggle(actor, status, banksStatuses(actor).includes(status));
        const hiddenUnconscious = status === "unconscious" && actor.unconscious && (actor.dead || actor.destroyed);
        if (!result.settable) throw new Error("settable");
        if (!hiddenUnconscious) expect(result.patch).toEqual({});
      }),
    );
  });
  test("a toggle changes no other status except the other cover and what death hides", () => {
    fc.assert(
      fc.property(anyActor, settable, fc.boolean(), (actor, status, active) => {
        const after = toggled(actor, status, active);
        const exempt = new Set<BanksStatus>([status]);
        if (status === "partialCover" || status === "fullCover") ["partialCover", "fullCover"].forEach((s) => exempt.add(s as BanksStatus));
        if (status === "dead") ["unconscious", "bleedingOut"].forEach((s) => exempt.add(s as BanksStatus));
        const others = (a: BanksActor) => banksStatuses(a).filter((s) => !exempt.has(s));
        expect(others(after)).toEqual(others(actor));
      }),
    );
  });
  test("derived statuses are refused whatever the state, so nothing is written", () => {
    fc.assert(
      fc.property(anyActor, fc.constantFrom(...derived), fc.boolean(), (actor, status, active) => {
        expect(statusToggle(actor, status, active)).toEqual({ settable: false });
      }),
    );
  });
});
