import { describe, expect, test } from "vitest";
import { type SlotsActor, slotsRuleset } from "../../../src/core/slots";
import { defaultSlotsItem } from "../../../src/core/slots/item";
import { type SlotsAttackCard, validateSlotsAttackCard } from "../../../src/view/slots/attack-card";
import { attackCardView } from "../../../src/view/slots/attack-card-view";
import { attackDialogView } from "../../../src/view/slots/attack-dialog-view";
import { formatText } from "../../../src/view/i18n";
import { createRenderer, en, worded } from "../../templates/render";

const seraphine: SlotsActor = { ...slotsRuleset.actor.defaults({ kind: "character" }), strength: 18, vitality: 6, hp: 222, accuracy: 2, agility: 2, actionSlots: 2, reservedSlots: 3, phase: "active" };
const hound: SlotsActor = { ...slotsRuleset.actor.defaults({ kind: "npc" }), strength: 6, vitality: 4, hp: 88, agility: 1, awareness: 3, resistance: { cutting: 2 } };
const gladius = { ...defaultSlotsItem(), cost: "2AS|3RS|4FP", types: ["cutting"], damage: { die: 8, potency: true, flat: 0 }, reservedAllowed: true, stress: { track: "mental" as const, kind: "variable" as const, n: 20 } };
const card = (over: Partial<SlotsAttackCard> = {}): SlotsAttackCard => ({
  version: 1,
  attackerUuid: "Actor.s",
  attackerName: "<i>Seraphine</i>",
  itemName: "Gladius",
  item: gladius,
  attacker: seraphine,
  time: "active",
  round: 1,
  rolls: { accuracy: 10, damage: 5, stress: 7, burnout: 2 },
  targets: [{ actorUuid: "Actor.h", name: "Thorn <Hound>", construct: false }],
  ...over,
});

describe("the attack dialog's exact odds", () => {
  test("(v:20) + 2 against Evasion 4: a hit on 3–20 (18/20), a Half-Hit on 2, a miss on 1; the prices at each time", () => {
    const view = attackDialogView({ attacker: seraphine, attackerName: "S", item: gladius, itemName: "Gladius", targets: [{ name: "Hound", state: hound }], preferred: "active" });
    expect(view.targets[0]).toMatchObject({ evasion: 4, hit: { fraction: "9/10" }, halfHit: { fraction: "1/20" }, miss: { fraction: "1/20" } });
    expect(view.times.map((t) => [t.value, t.payable, t.selected])).toEqual([["active", true, true], ["reserved", true, false], ["final", false, false]]);
    // A (v:20) Stress check adds Stress on a natural 1 only.
    expect(view.stress?.odds.fraction).toBe("1/20");
    expect(view.canAttack).toBe(true);
  });

  test("nothing payable, or no target: no attack", () => {
    const broke = { ...seraphine, actionSlots: 0, reservedSlots: 0 };
    expect(attackDialogView({ attacker: broke, attackerName: "S", item: gladius, itemName: "G", targets: [{ name: "H", state: hound }], preferred: "active" }).canAttack).toBe(false);
    expect(attackDialogView({ attacker: seraphine, attackerName: "S", item: gladius, itemName: "G", targets: [], preferred: "active" }).canAttack).toBe(false);
  });
});

describe("the attack card", () => {
  test("reads back only a well-formed card (an edited natural, a missing target name are refused)", () => {
    expect(validateSlotsAttackCard(card())).toBeTruthy();
    expect(() => validateSlotsAttackCard({ ...card(), rolls: { accuracy: 21, damage: 5 } })).toThrow(/accuracy/);
    expect(() => validateSlotsAttackCard({ ...card(), rolls: { accuracy: 5, damage: 9 } })).toThrow(/damage/);
    expect(() => validateSlotsAttackCard({ ...card(), targets: [{ actorUuid: "x", name: "", construct: false }] })).toThrow(/name/);
    expect(() => validateSlotsAttackCard({ ...card(), version: 2 })).toThrow();
  });

  test("shows the price paid, the Stress, the hit and the damage through the resistance: (5 + 7) × 2 = 24 cutting ÷ 2 = 12", () => {
    const view = attackCardView(card(), [hound], {});
    const word = (t: Parameters<typeof formatText>[1]) => formatText(en, t);
    expect(word(view.paid)).toContain("pays 2 Action Slots (0 left)");
    expect(word(view.stress!)).toContain("Mental Stress +0");
    const t = view.targets[0]!;
    expect([t.tone, t.canApply, t.applied]).toEqual(["hit", true, false]);
    expect(t.lines.map(word)).toEqual(["24 Cutting damage: 12 dealt", "Resistance ÷2", "76 HP left"]);
  });

  test("an applied target shows Undo and what was dealt; the template escapes every name", () => {
    const view = attackCardView(card(), [hound], { "0": { dealt: 12, undone: false } });
    const html = createRenderer()("systems/fray/templates/slots/chat/attack.hbs", { view: worded(view), messageId: "m1" });
    expect(html).toContain('data-action="fray-slots-undo"');
    expect(html).not.toContain('data-action="fray-slots-apply"');
    expect(html).toContain("Thorn &lt;Hound&gt;");
    expect(html).toContain("&lt;i&gt;Seraphine&lt;/i&gt;");
    expect(html).not.toContain("<Hound>");
  });
});

describe("the slots dialog and item templates render with every value they name", () => {
  test("attack dialog, check dialog, header and item sheet", async () => {
    const render = createRenderer();
    const { checkDialogView } = await import("../../../src/view/slots/check-dialog");
    const { slotsItemSheetView } = await import("../../../src/view/slots/item-sheet-view");
    const { slotsSheetView } = await import("../../../src/view/slots/sheet-view");
    const dialog = attackDialogView({ attacker: seraphine, attackerName: "S", item: gladius, itemName: "G", targets: [{ name: "<H>", state: hound }], preferred: "active" });
    expect(render("systems/fray/templates/slots/dialog/attack.hbs", { view: worded(dialog), dialogId: "d" })).toContain("&lt;H&gt;");
    expect(render("systems/fray/templates/slots/dialog/check.hbs", { view: worded(checkDialogView({ name: "S", sides: 20, bonus: 0, stress: { track: "mental", agony: true } })), dialogId: "d" })).toContain("25.0%");
    const sheet = slotsSheetView({ name: "S", img: "a.png", type: "npc", system: { slots: seraphine }, items: [], editMode: true });
    expect(render("systems/fray/templates/slots/actor/header.hbs", { view: worded(sheet), editable: true })).toContain('data-action="toggleMode"');
    const slots = { ...gladius, onHit: { ...gladius.onHit, slow: { fraction: "1/2" as const, rounds: 2 } } };
    const item = render("systems/fray/templates/slots/item/weapon.hbs", { slots: { system: slots, view: worded(slotsItemSheetView(slots, null)), problem: null }, editable: true, rootId: "r", description: { source: "", enriched: "" }, document: { uuid: "Item.g" } });
    expect(item).toContain('name="system.slots.onHit.slow.rounds"');
    expect(item).toContain("2AS|3RS|4FP");
  });
});

describe("in a running combat the cycle decides when the actor pays", () => {
  test("out of phase before the Final Phase: only the RS price is offered", () => {
    const view = attackDialogView({ attacker: seraphine, attackerName: "S", item: gladius, itemName: "G", targets: [{ name: "H", state: hound }], preferred: "reserved", onlyPreferred: true });
    expect(view.times.map((t) => [t.value, t.payable, t.selected])).toEqual([["active", false, false], ["reserved", true, true], ["final", false, false]]);
  });
});

describe("every effect of a hit on the card", () => {
  const warden: SlotsActor = { ...slotsRuleset.actor.defaults({ kind: "npc" }), construct: true, strength: 15, vitality: 8, hp: 206, weakness: { shocking: 3 } };
  const maul = { ...defaultSlotsItem(), cost: "2AS", types: ["shocking"], damage: { die: 12, potency: true, flat: 0 }, erosion: 3, onHit: { ...defaultSlotsItem().onHit, stunV: 6 } };
  const word = (t: Parameters<typeof formatText>[1]): string => formatText(en, t);

  test("against a construct the damage goes through Weakness ×3 and Erosion ×3: (5 + 7) × 2 = 24 → 216", () => {
    const view = attackCardView(card({ item: maul, rolls: { accuracy: 15, damage: 5, stun: 4 } }), [warden], {});
    expect(view.targets[0]!.lines.map(word)).toEqual(["24 Shocking damage: 216 dealt", "Weakness ×3", "Erosion ×3 against a construct", "Stunned: 4 slots (0 of them taken from the slots held now)", "0 HP: Vulnerable"]);
    // The GM goes by the target's own state: a card claiming a creature is a construct changes nothing.
    const creature = { ...warden, construct: false, hp: 206 };
    const claimed = attackCardView(card({ item: maul, rolls: { accuracy: 15, damage: 5, stun: 4 }, targets: [{ actorUuid: "Actor.w", name: "W", construct: false }] }), [creature], {});
    expect(word(claimed.targets[0]!.lines[0]!)).toBe("24 Shocking damage: 72 dealt");
  });

  test("a Vulnerable target is flagged for the Execution button, shown to the attacker's owners only", () => {
    const down = { ...hound, hp: 0 };
    const view = attackCardView(card(), [down], {});
    expect(view.targets[0]!.vulnerable).toBe(true);
    const render = createRenderer();
    expect(render("systems/fray/templates/slots/chat/attack.hbs", { view: worded(view), messageId: "m", canFinish: true })).toContain('data-action="fray-slots-finisher"');
    expect(render("systems/fray/templates/slots/chat/attack.hbs", { view: worded(view), messageId: "m", canFinish: false })).not.toContain("fray-slots-finisher");
    expect(attackCardView(card(), [hound], {}).targets[0]!.vulnerable).toBe(false);
  });

  test("Slow and Frostbite: the Reserved Slots Slow takes and the limb the attacker named", () => {
    const frost = { ...gladius, stress: null, types: ["freezing"], onHit: { ...gladius.onHit, slow: { fraction: "1/2" as const, rounds: 2 }, frostbite: true } };
    const held = { ...hound, reservedSlots: 3 };
    const view = attackCardView(card({ item: frost, rolls: { accuracy: 10, damage: 5, frostbite: { part: "leg", side: "left" } } }), [held], {});
    expect(view.targets[0]!.lines.map(word)).toEqual(["24 Freezing damage: 24 dealt", "Slowed by ½ for 2 Full Rounds; 2 Reserved Slots lost at once", "Frostbite maims the Left leg", "64 HP left"]);
  });

  test("a card naming a Frostbite limb for an effect without Frostbite, or an unknown limb, is refused", () => {
    expect(() => validateSlotsAttackCard(card({ rolls: { accuracy: 10, damage: 5, stress: 7, burnout: 2, frostbite: { part: "leg", side: null } } }))).toThrow(expect.objectContaining({ code: "card.invalid" }));
    const frost = { ...gladius, onHit: { ...gladius.onHit, frostbite: true } };
    expect(() => validateSlotsAttackCard(card({ item: frost, rolls: { accuracy: 10, damage: 5, stress: 7, burnout: 2, frostbite: { part: "heart", side: null } } }))).toThrow(expect.objectContaining({ code: "card.invalid" }));
    expect(validateSlotsAttackCard(card({ item: frost, rolls: { accuracy: 10, damage: 5, stress: 7, burnout: 2, frostbite: { part: "hand", side: "right" } } })).rolls.frostbite).toEqual({ part: "hand", side: "right" });
  });
});
