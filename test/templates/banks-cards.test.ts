import { describe, expect, test } from "vitest";
import { type BanksAttackCard, type BanksWeapon, banksAttackOutcome, defaultBanksWeapon } from "../../src/core/banks";
import { actionCardView } from "../../src/view/banks/action-card-view";
import { type BanksAttackTargetInput, type PaymentStatus, banksAttackCardView } from "../../src/view/banks/attack-card-view";
import { attackDialogView, defaultAttackState } from "../../src/view/banks/attack-dialog-view";
import { bidCardView } from "../../src/view/banks/bid-card-view";
import { bidDialogView } from "../../src/view/banks/bid-dialog-view";
import type { ActionRollView } from "../../src/view/banks/action-roll-view";
import { activeDodgeCardView, activeDodgeDialogView } from "../../src/view/banks/active-dodge-view";
import { teamRollCardView, teamRollDialogView } from "../../src/view/banks/team-roll-view";
import { medicineCardView } from "../../src/view/banks/medicine-view";
import { wedgeCardView } from "../../src/view/banks/wedge-view";
import { life } from "../core/banks/fixtures";
import { allElements, parseHtml, unnamedControls } from "./html";
import { createRenderer, worded } from "./render";

const render = createRenderer();
const XSS = "<img src=x onerror=alert(1)>";
const T = "systems/fray/templates";

const rifle: BanksWeapon = { ...defaultBanksWeapon(), code: "3P 8E", auto: 6 };
const PAID: PaymentStatus = { state: "paid", cost: 1, fromIp: 1, fromTeam: 0, chutzpahSpent: 0, blitzCount: 1, via: "turn" };
const CAN = { bid: true, apply: true, undo: true };

function card(over: Partial<BanksAttackCard> = {}, name = "Ines", weapon = "Rifle"): BanksAttackCard {
  return {
    version: 1,
    attacker: { actorUuid: "Actor.a", name, combatantId: null, state: life({ skills: { Firearms: 2 } }) },
    weapon: { itemUuid: "Actor.a.Item.w", name: weapon, profile: rifle },
    action: "fireSimpleWeapon",
    bullets: 1,
    pool: { attribute: "AGI", skill: "Firearms", bonus: 0 },
    choice: "standard",
    targets: [{ actorUuid: "Actor.t", name: "Tomas", combatantId: null }],
    dice: null,
    ...over,
  };
}

function target(c: BanksAttackCard, over: Partial<BanksAttackTargetInput> = {}): BanksAttackTargetInput {
  const state = { ...life(), armor: { all: 2 } };
  const bid = over.bid ?? null;
  return { name: "Tomas", outcome: banksAttackOutcome(c, { state, reach: 0 }, { recordedThreshold: bid?.threshold ?? null }), bid, applied: null, can: CAN, state, ...over };
}

function attackCard(c: BanksAttackCard, targets: BanksAttackTargetInput[], payment: PaymentStatus = PAID, can = { roll: true, chooseMultiHit: true }): string {
  return render(`${T}/banks/chat/attack.hbs`, { view: worded(banksAttackCardView({ card: c, payment, targets, can })), messageId: "m1" });
}

function check(html: string): void {
  expect(html).not.toMatch(/FRAY\.[A-Za-z]/);
  expect(unnamedControls(parseHtml(html))).toEqual([]);
}

const actions = (html: string): string[] => allElements(parseHtml(html)).filter((e) => e.name === "button").map((b) => `${b.attrs["data-action"] ?? ""}${b.attrs["data-target-index"] === undefined ? "" : `#${b.attrs["data-target-index"]}`}`);

describe("banks attack chat card template", () => {
  test("awaiting the bid: the Dodge and Roll buttons, named for whom they act", () => {
    const c = card();
    const html = attackCard(c, [target(c)]);
    check(html);
    expect(actions(html)).toEqual(["fray-banks-roll", "fray-banks-bid#0"]);
    expect(html).toContain('aria-label="Bid IP for Tomas to dodge"');
    expect(html).toContain("No bid yet: threshold 1 without a dodge.");
    expect(html).toContain("Pool AGI 3 + Firearms 2 &#x3D; 5 dice, Glitch Risk 0.");
    expect(html).toContain("Paid 1 IP.");
  });

  test("B-21 rolled: faces with hits marked, the damage through armor, Apply for the target", () => {
    const c = card({ dice: [5, 6, 1, 2, 3] });
    const html = attackCard(c, [target(c, { bid: { bid: 0, chutzpah: 0, threshold: 2 } })]);
    check(html);
    const dice = allElements(parseHtml(html)).filter((e) => e.name === "li" && e.attrs["class"]?.startsWith("fray-pool-die"));
    expect(dice.map((d) => d.attrs["class"])).toEqual(["fray-pool-die is-hit", "fray-pool-die is-hit is-six", "fray-pool-die is-one", "fray-pool-die", "fray-pool-die"]);
    expect(html).toContain("<li>8E: armor pierced, 8 Stun.</li>");
    expect(html).toContain("<li>Tomas is knocked out.</li>");
    expect(actions(html)).toEqual(["fray-banks-apply#0"]);
    expect(html).toContain("fray-card__target--ready");
  });

  test("applied, undone, and refused: only the buttons the state and the permissions allow", () => {
    const c = card({ dice: [5, 6, 1, 2, 3] });
    const t = target(c, { bid: { bid: 0, chutzpah: 0, threshold: 2 } });
    expect(actions(attackCard(c, [{ ...t, applied: { undone: false } }]))).toEqual(["fray-banks-undo#0"]);
    expect(actions(attackCard(c, [{ ...t, applied: { undone: true } }]))).toEqual(["fray-banks-apply#0"]);
    expect(actions(attackCard(c, [{ ...t, can: { bid: false, apply: false, undo: false } }]))).toEqual([]);
    const refused = attackCard(c, [t], { state: "refused", reason: "FRAY.Common.Chat.Error.NoGm" });
    check(refused);
    expect(actions(refused)).toEqual([]);
    expect(refused).toContain('<li class="fray-banks-payment__line--refused">Not paid: No GM is connected to apply this.</li>');
  });

  test("critical automatic fire: the multi-hit toggle says whether it is chosen", () => {
    const c = card({ action: "fullAutoFire", bullets: 6, dice: [6, 6, 5, 2, 1] });
    const html = attackCard(c, [target(c)]);
    check(html);
    expect(actions(html)).toEqual(["fray-banks-multihit", "fray-banks-apply#0"]);
    expect(html).toContain('data-action="fray-banks-multihit" data-choice="multiHit" aria-pressed="false"');
  });

  test("a grapple: who holds whom and the Grappling Bank, with Apply", () => {
    const c = card({ action: "grapple", dice: [5, 5, 4, 1, 2] }, XSS);
    const state = life();
    const outcome = banksAttackOutcome(c, { state, reach: 0 }, { recordedThreshold: 1, ids: { attacker: "Actor.a", target: "Actor.t" } });
    const html = attackCard(c, [{ name: "Tomas", outcome, bid: null, applied: null, can: CAN, state }]);
    check(html);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("Tomas is grappled: Grappling Bank 1.");
    expect(html).toContain("is tied up in the hold as well (no critical).");
    expect(actions(html)).toContain("fray-banks-apply#0");
  });

  test("no target, and hostile names escaped everywhere", () => {
    const c = card({ targets: [] }, XSS, XSS);
    const html = attackCard(c, [{ ...target(card()), name: XSS }]);
    check(html);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
    expect(attackCard(card({ targets: [] }), [])).toContain("No target was selected: the roll stands on its own.");
  });
});

describe("banks action and bid chat card templates", () => {
  test("an interrupt bought with Chutzpah", () => {
    const payment: PaymentStatus = { state: "paid", cost: 1, fromIp: 1, fromTeam: 0, chutzpahSpent: 1, blitzCount: 0, via: "chutzpah" };
    const html = render(`${T}/banks/chat/action.hbs`, { view: worded(actionCardView({ action: { version: 1, actorUuid: "a", name: XSS, action: "fireSimpleWeapon", interrupt: true }, payment })), messageId: "m2" });
    check(html);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("Declared as an interrupt of the acting combatant.");
    expect(html).toContain("Interrupt bought with 1 Chutzpah: paid 1 IP.");
  });

  test("a leader's Team Bank roll: the button before, the dice and the bank after; a refusal says why", () => {
    const action = { version: 1 as const, actorUuid: "a", name: XSS, action: "leadershipTactics" as const, interrupt: false };
    const card = (roll: ActionRollView | null) => render(`${T}/banks/chat/action.hbs`, { view: worded(actionCardView({ action, payment: PAID, roll })), messageId: "m4" });
    const before = card(teamRollCardView({ roll: null, record: null, canRoll: true }));
    check(before);
    expect(before).toContain('data-action="fray-banks-action-roll"');
    expect(before).toContain("Roll for the Team Bank");
    const roll = { kind: "tactics" as const, specialization: XSS, pool: { attribute: "INT" as const, skill: "Tactics", bonus: 0 }, dice: [5, 6, 2] };
    const record = { state: "applied" as const, kind: "tactics" as const, hits: 2, poolSize: 3, before: 3, after: 5, success: null };
    const after = card(teamRollCardView({ roll, record, canRoll: true }));
    check(after);
    expect(after).not.toContain("<img src=x");
    expect(after).not.toContain('data-action="fray-banks-action-roll"');
    expect(allElements(parseHtml(after)).filter((e) => (e.attrs["class"] ?? "").includes("is-hit"))).toHaveLength(2);
    expect(after).toContain("2 hits: Team Bank 3 → 5.");
    const refused = card(teamRollCardView({ roll, record: { state: "refused", reason: "FRAY.Banks.Gm.Refused.notLeader" }, canRoll: true }));
    expect(refused).toContain("Not counted: only the leader of a team in this combat can roll for its Team Bank.");
    expect(card(null)).not.toContain("fray-banks-action-roll");
  });

  test("Active Dodge/Parry: the hits banked for the chosen specialization", () => {
    const action = { version: 1 as const, actorUuid: "a", name: "Tomas", action: "activeDodge" as const, interrupt: false };
    const roll = { spec: "weaponParry" as const, pool: { attribute: "REA" as const, skill: "Melee Combat", bonus: 0 }, dice: [6, 5, 5, 1] };
    const html = render(`${T}/banks/chat/action.hbs`, { view: worded(actionCardView({ action, payment: PAID, roll: activeDodgeCardView({ roll, record: { state: "applied", spec: "weaponParry", hits: 3 }, canRoll: true }) })), messageId: "m6" });
    check(html);
    expect(html).toContain("Active Weapon Parry: 4 dice rolled.");
    expect(html).toContain("3 hits banked for Weapon Parry");
  });

  test("a treatment: the patient, the dice, and what came off which bank", () => {
    const action = { version: 1 as const, actorUuid: "a", name: "Sable", action: "stabilize" as const, interrupt: false };
    const roll = { patientUuid: "Actor.p", patientName: XSS, pool: { attribute: "INT" as const, skill: "Medicine", bonus: 0 }, dice: [5, 6, 1] };
    const html = render(`${T}/banks/chat/action.hbs`, { view: worded(actionCardView({ action, payment: PAID, roll: medicineCardView({ action: "stabilize", roll, record: { state: "applied", hits: 2, removed: 2, negativeQualityXp: 5 }, canRoll: true }) })), messageId: "m7" });
    check(html);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("2 hits: 2 Bleeding Out off &lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;.");
    expect(html).toContain("takes a Negative Quality worth 5 XP.");
  });

  test("a Wedge: whose team it strikes and how far the bank fell", () => {
    const action = { version: 1 as const, actorUuid: "a", name: "Vex", action: "wedge" as const, interrupt: false };
    const roll = { targetUuid: "Actor.p", targetName: XSS, pool: { attribute: "MAN" as const, skill: "Influence", bonus: 0 }, dice: [5, 6, 1] };
    const html = render(`${T}/banks/chat/action.hbs`, { view: worded(actionCardView({ action, payment: PAID, roll: wedgeCardView({ roll, record: { state: "applied", team: "crew", hits: 2, before: 3, after: 1 }, canRoll: true }) })), messageId: "m8" });
    check(html);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("2 hits: team crew&#x27;s bank 3 → 1.");
  });

  test("a bid card with ducking and the threshold", () => {
    const bid = { attackMessageId: "m1", targetIndex: 0, bid: 2, chutzpah: 0, duckToFullCover: true, hitTheDeck: false };
    const html = render(`${T}/banks/chat/bid.hbs`, { view: worded(bidCardView({ defenderName: XSS, attackerName: "Ines", weaponName: "Rifle", bid, payment: PAID, threshold: 6 })), messageId: "m3" });
    check(html);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("Ducks behind full cover while dodging.");
    expect(html).toContain("Threshold 6.");
    // Two lines, each kept whole (bid-card-view.ts titleLines), the whole sentence in the tooltip.
    expect(html).toContain('<span class="fray-banks-bid__title-line">Ines&#x27;s Rifle</span>');
    expect(html).toMatch(/data-tooltip="&lt;img[^"]* dodges Ines&#x27;s Rifle"/);
  });
});

describe("banks attack and bid dialog templates", () => {
  test("an action card's roll dialog: every control labelled; MAN and Leadership for the team, REA and Melee to dodge", () => {
    const actor = life({ skills: { Negotiation: 3, Leadership: 2, "Melee Combat": 3, [XSS]: 1 } });
    const team = render(`${T}/banks/dialog/action-roll.hbs`, { view: worded(teamRollDialogView(actor)), dialogId: "d1" });
    check(team);
    expect(team).not.toContain("<img src=x");
    expect(team).toContain('<option value="MAN" selected>');
    expect(team).toContain('<option value="Leadership" selected>');
    expect(team).toContain('name="specialization"');
    const dodge = render(`${T}/banks/dialog/action-roll.hbs`, { view: worded(activeDodgeDialogView(actor)), dialogId: "d2" });
    check(dodge);
    expect(dodge).toContain('<option value="REA" selected>');
    expect(dodge).toContain('<option value="Melee Combat" selected>');
    expect(dodge).not.toContain('name="specialization"');
  });

  const attacker = life({ skills: { Firearms: 2, [XSS]: 1 } });
  const both = (inputs: string, result: string, context: object): string => `<form>${render(`${T}/banks/dialog/${inputs}`, context)}${render(`${T}/banks/dialog/${result}`, context)}</form>`;

  test("the attack dialog: labelled inputs, bullets for automatic fire, per-target odds, Declare enabled", () => {
    const view = attackDialogView({ attackerName: XSS, weaponName: "Rifle", attacker, weapon: rifle, state: { ...defaultAttackState(attacker, rifle), action: "fullAutoFire", bullets: 6 }, targets: [{ name: XSS, snapshot: { state: life(), reach: 0 } }], cost: 3 });
    const html = both("attack.hbs", "attack-result.hbs", { view: worded(view), dialogId: "d1" });
    check(html);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain('<label for="d1-bullets">Bullets</label>');
    expect(html).toContain('<option value="fullAutoFire" selected>Full Auto Fire (6 bullets)</option>');
    expect(html).toContain("Threshold without a dodge: 1");
    expect(html).not.toMatch(/data-action="declare"\s+disabled/);
  });

  test("the attack dialog with bad input: an alert and Declare disabled", () => {
    const view = attackDialogView({ attackerName: "Ines", weaponName: "Rifle", attacker, weapon: rifle, state: { ...defaultAttackState(attacker, rifle), bonus: 99 }, targets: [], cost: null });
    const html = both("attack.hbs", "attack-result.hbs", { view: worded(view), dialogId: "d2" });
    check(html);
    expect(html).toContain('role="alert">Bonus dice must be between −20 and +20.</p>');
    expect(html).toMatch(/data-action="declare"\s+disabled/);
  });

  test("the bid dialog: bid, Chutzpah, cover choices, threshold and payment; too large disables Bid", () => {
    const input = {
      defenderName: XSS,
      attackerName: XSS,
      weaponName: "Rifle",
      declaration: { attacker: life(), weapon: rifle, action: "fullAutoFire" as const, pool: { attribute: "AGI" as const, skill: null, bonus: 0 }, bullets: 6 },
      snapshot: { state: life(), reach: 0 },
      available: { ip: 1, teamBank: 3, chutzpah: 1 },
      state: { bid: 2, chutzpah: 0, duckToFullCover: true, hitTheDeck: false },
    };
    const html = both("bid.hbs", "bid-result.hbs", { view: worded(bidDialogView(input)), dialogId: "b1" });
    check(html);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain('name="duckToFullCover" checked');
    expect(html).toContain("This bid sets the threshold to 6.");
    expect(html).toContain("Taken: 1 from your IP, 1 from the Team Bank.");
    const tooLarge = both("bid.hbs", "bid-result.hbs", { view: worded(bidDialogView({ ...input, state: { ...input.state, bid: 9 } })), dialogId: "b2" });
    check(tooLarge);
    expect(tooLarge).toContain('role="alert">You can bid at most 5 IP.</p>');
    expect(tooLarge).toMatch(/data-action="confirm"\s+disabled/);
  });
});
