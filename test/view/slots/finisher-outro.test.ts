import { describe, expect, test } from "vitest";
import { type SlotsActor, slotsRuleset } from "../../../src/core/slots";
import { type SlotsFinisherCard, finisherAgainst, validateFinisherCard, validateFinisherMaim } from "../../../src/view/slots/finisher-card";
import { finisherCardView, finisherDialogView } from "../../../src/view/slots/finisher-view";
import { type SlotsOutroCard, outroCardView, validateOutroCard } from "../../../src/view/slots/outro-card";
import { createRenderer, en, worded } from "../../templates/render";
import { formatText } from "../../../src/view/i18n";

/**
 * The Vulnerable target's Execution or Maim (docs/rules/slots.md §5.12) and the encounter outro
 * (§5.14) as data and views: what the rules allow, what the card says, and the templates
 * rendering every value escaped.
 */
const word = (t: Parameters<typeof formatText>[1]): string => formatText(en, t);
const executioner: SlotsActor = { ...slotsRuleset.actor.defaults({ kind: "character" }), strength: 10, vitality: 10, actionSlots: 5, phase: "active" };
const target = (hp: number): SlotsActor => ({ ...slotsRuleset.actor.defaults({ kind: "npc" }), strength: 6, vitality: 4, hp });
const card = (over: Partial<SlotsFinisherCard> = {}): SlotsFinisherCard => ({
  version: 1,
  kind: "lethal",
  actorUuid: "Actor.s",
  actorName: "<b>Seraphine</b>",
  actor: executioner,
  time: "active",
  round: 3,
  targetUuid: "Actor.h",
  targetName: "Thorn <Hound>",
  maim: null,
  ...over,
});

describe("Cinematic Execution (S-11)", () => {
  test("5 AS in its own phase pays 3, 2 left; lethal kills, non-lethal leaves 10 hours unconscious", () => {
    expect(finisherAgainst(card(), target(0))).toEqual({ actor: { actionSlots: 2 }, target: { dead: true }, price: 3 });
    expect(finisherAgainst(card({ kind: "knockout" }), target(0)).target).toEqual({ unconscious: { hoursLeft: 10 } });
  });

  test("with Reserved Slots: slots.notActivePhase; a target at 12 HP: target.notVulnerable; a dead one: actor.dead", () => {
    expect(() => finisherAgainst(card({ time: "reserved", actor: { ...executioner, reservedSlots: 5, phase: "done" } }), target(0))).toThrow(expect.objectContaining({ code: "slots.notActivePhase" }));
    expect(() => finisherAgainst(card(), target(12))).toThrow(expect.objectContaining({ code: "target.notVulnerable" }));
    expect(() => finisherAgainst(card(), { ...target(0), dead: true })).toThrow(expect.objectContaining({ code: "actor.dead" }));
  });

  test("outside a running combat nobody pays, and the target must still be Vulnerable", () => {
    const idle = { ...executioner, actionSlots: 0, phase: "waiting" as const };
    expect(finisherAgainst(card({ time: null, actor: idle }), target(0))).toEqual({ actor: {}, target: { dead: true }, price: 0 });
    expect(() => finisherAgainst(card({ time: null, actor: idle }), target(3))).toThrow(expect.objectContaining({ code: "target.notVulnerable" }));
  });

  test("the dialog offers the Execution only when 3 AS can be paid now, the Maim always", () => {
    const ready = finisherDialogView({ actor: executioner, actorName: "S", targetName: "H", target: target(0), time: "active" });
    expect(ready.options.map((o) => [o.value, o.payable, o.selected])).toEqual([["lethal", true, true], ["knockout", true, false], ["maim", true, false]]);
    const spent = finisherDialogView({ actor: { ...executioner, actionSlots: 2 }, actorName: "S", targetName: "H", target: target(0), time: "active" });
    expect(spent.options.map((o) => [o.value, o.payable, o.selected])).toEqual([["lethal", false, false], ["knockout", false, false], ["maim", true, true]]);
    expect(finisherDialogView({ actor: executioner, actorName: "S", targetName: "H", target: target(5), time: null }).vulnerable).toBe(false);
  });
});

describe("Maims chosen in the dialog", () => {
  test("a sense for Sensory Deprivation, a body part otherwise, no side for the tongue", () => {
    expect(validateFinisherMaim({ kind: "sensory", part: "sight", side: "left" })).toEqual({ kind: "sensory", part: "sight", side: "left" });
    expect(validateFinisherMaim({ kind: "dismemberment", part: "tongue", side: "left" })).toEqual({ kind: "dismemberment", part: "tongue", side: null });
    expect(() => validateFinisherMaim({ kind: "sensory", part: "leg", side: null })).toThrow(expect.objectContaining({ code: "card.invalid" }));
    expect(() => validateFinisherMaim({ kind: "breakage", part: "sight", side: null })).toThrow(expect.objectContaining({ code: "card.invalid" }));
    expect(() => validateFinisherMaim({ kind: "breakage", part: "arm", side: "up" })).toThrow(expect.objectContaining({ code: "card.invalid" }));
  });

  test("a Dismemberment bleeds out 24 Full Rounds from the card's round; nothing is paid", () => {
    const out = finisherAgainst(card({ kind: "maim", maim: { kind: "dismemberment", part: "hand", side: "right" } }), target(0));
    expect(out).toEqual({ actor: {}, target: { maims: [{ kind: "dismemberment", part: "hand", side: "right", bleedOut: { startRound: 3, rounds: 24 } }] }, price: 0 });
  });

  test("forged cards are refused: an Execution that maims, an unknown kind, a foreign time", () => {
    expect(() => validateFinisherCard({ ...card(), maim: { kind: "breakage", part: "arm", side: null } })).toThrow(expect.objectContaining({ code: "card.invalid" }));
    expect(() => validateFinisherCard({ ...card(), kind: "behead" })).toThrow(expect.objectContaining({ code: "card.invalid" }));
    expect(() => validateFinisherCard({ ...card(), time: "whenever" })).toThrow(expect.objectContaining({ code: "card.invalid" }));
    expect(validateFinisherCard(card())).toEqual(card());
  });
});

describe("the finisher card", () => {
  test("says what was done and what it cost, and offers Undo once applied; names escaped", () => {
    const render = createRenderer();
    const pending = finisherCardView(card(), undefined);
    expect([word(pending.title), word(pending.paid), word(pending.outcome), pending.state]).toEqual(["<b>Seraphine</b> executes Thorn <Hound>", "<b>Seraphine</b> pays 3 Action Slots (2 left).", "Thorn <Hound> is dead.", "pending"]);
    const html = render("systems/fray/templates/slots/chat/finisher.hbs", { view: worded(finisherCardView(card(), { undone: false })), can: true });
    expect(html).toContain('data-action="fray-slots-finish-undo"');
    expect(html).toContain("Thorn &lt;Hound&gt;");
    expect(html).not.toContain("<b>Seraphine");
    expect(render("systems/fray/templates/slots/chat/finisher.hbs", { view: worded(pending), can: false })).not.toContain("data-action");
    const maim = finisherCardView(card({ kind: "maim", maim: { kind: "breakage", part: "leg", side: "left" } }), undefined);
    expect(word(maim.title)).toBe("<b>Seraphine</b> maims Thorn <Hound>: Breakage of the Left leg");
  });

  test("the dialog template renders every option and the maim's choices", () => {
    const html = createRenderer()("systems/fray/templates/slots/dialog/finisher.hbs", { view: worded(finisherDialogView({ actor: executioner, actorName: "S", targetName: "H", target: target(0), time: "active" })), dialogId: "d" });
    expect(html.match(/name="kind"/g)).toHaveLength(3);
    expect(html).toContain('value="tongue"');
    expect(html).toContain('value="sight"');
  });
});

describe("the encounter outro", () => {
  const outro: SlotsOutroCard = { version: 1, combatId: "c1", sceneId: "s1", round: 4, actors: [{ uuid: "Actor.a", name: "Odo <the Bold>", tokenId: "t1" }, { uuid: "Actor.b", name: "Gone", tokenId: null }] };
  const odo: SlotsActor = { ...slotsRuleset.actor.defaults({ kind: "character" }), strength: 10, vitality: 10, hp: 100, bleed: 3, hemorrhage: 1, effects: [{ id: "mend", startRound: 4, rounds: 2, upkeepStress: null, hot: 5, dot: 0 }] };

  test("lists each fighter's HP, counters and the healing still to come (5 a round for Upkeeps 5 and 6 = 10)", () => {
    const view = outroCardView(outro, [odo, null], undefined);
    expect(view.actors.map((a) => [a.name, word(a.line)])).toEqual([
      ["Odo <the Bold>", "100/170 HP, Bleed 3, Hemorrhage 1, 10 HP of healing still to come"],
      ["Gone", "no longer in the world"],
    ]);
    expect(view.chosen).toBeNull();
  });

  test("offers both buttons to the GM until one stands, then its Undo", () => {
    const render = createRenderer();
    const open = render("systems/fray/templates/slots/chat/outro.hbs", { view: worded(outroCardView(outro, [odo, null], undefined)), can: true });
    expect(open).toContain('data-action="fray-slots-outro-allResolve"');
    expect(open).toContain('data-action="fray-slots-outro-slowBurn"');
    expect(open).toContain("Odo &lt;the Bold&gt;");
    const chosen = render("systems/fray/templates/slots/chat/outro.hbs", { view: worded(outroCardView(outro, [odo, null], { choice: "slowBurn", undone: false })), can: true });
    expect(chosen).toContain('data-action="fray-slots-outro-undo"');
    expect(chosen).not.toContain("fray-slots-outro-allResolve");
    expect(render("systems/fray/templates/slots/chat/outro.hbs", { view: worded(outroCardView(outro, [odo, null], undefined)), can: false })).not.toContain("data-action");
  });

  test("a card with a forged id or too many fighters is refused", () => {
    expect(validateOutroCard(outro)).toEqual(outro);
    expect(() => validateOutroCard({ ...outro, combatId: "c1<script>" })).toThrow(expect.objectContaining({ code: "card.invalid" }));
    expect(() => validateOutroCard({ ...outro, actors: Array.from({ length: 501 }, () => outro.actors[0]) })).toThrow(expect.objectContaining({ code: "card.invalid" }));
  });
});

describe("the Cinematic Execution ability", () => {
  test("the compendium's Execution opens the Execution dialog; a weapon does not", async () => {
    const { isCinematicExecution } = await import("../../../src/view/slots/finisher-card");
    const { slotsItemFromSource } = await import("../../../src/core/slots/document");
    const { readJson } = await import("../../support/examples");
    const read = (file: string) => slotsItemFromSource(readJson<{ name: string; type: string; system: Record<string, unknown> }>(`packs/slots/slots-abilities/${file}`));
    expect(isCinematicExecution(read("execution.json"))).toBe(true);
    expect(isCinematicExecution(read("gladius.json"))).toBe(false);
    expect(isCinematicExecution({ ...read("execution.json"), activePhaseOnly: false })).toBe(false);
  });
});
