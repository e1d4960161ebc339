/**
 * The Will-to-Live draw end to end against the Foundry double: the button's draw on the
 * owner's client, and the active GM's checks and once-only application (design.md "Trust model").
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { Card } from "../../../../src/core/cards";
import { type CombatDouble, installCombatDouble } from "../../../support/combat-double";
import { traumaState } from "../../combat/fixtures";
import type * as ApplyModule from "../../../../src/system/trauma/combat/will-to-live-apply";
import type * as PromptModule from "../../../../src/system/trauma/combat/will-to-live-prompt";

vi.mock("../../../../src/system/trauma/actor-state", () => ({ traumaStateOf: (actor: { system: { trauma: unknown } }) => actor.system.trauma }));
const drawn: { cards: Card[] } = { cards: [] };
vi.mock("../../../../src/system/trauma/cards/card-draw", () => ({
  CardDraw: { forActor: (_actor: unknown, count: number) => Promise.resolve({ cards: drawn.cards.slice(0, count) }) },
}));

type Apply = typeof ApplyModule;
type Prompt = typeof PromptModule;
type Message = Parameters<Apply["onCreateWillToLive"]>[0];

const SURVIVE: Card[] = [{ id: "p10", rank: "10", suit: "S" }, { id: "p3", rank: "3", suit: "H" }];
const DIE: Card[] = [{ id: "p2", rank: "2", suit: "S" }, { id: "p3", rank: "3", suit: "H" }];

let foundry: CombatDouble;
let apply: Apply;
let prompt: Prompt;
let combat: { id: string; round: number; flags: Record<string, unknown> };

beforeEach(async () => {
  foundry = installCombatDouble();
  // The double has no chat mode: Foundry's default, public (the roll mode itself is tested on the simulation, test/system/chat).
  const g = globalThis as unknown as { game: Record<string, unknown>; CONFIG: { Dice: Record<string, unknown> }; ChatMessage: Record<string, unknown> };
  g.game["settings"] = { get: (_namespace: string, key: string) => (key === "rollMode" ? "publicroll" : undefined) };
  g.CONFIG.Dice["rollModes"] = { publicroll: { label: "CHAT.RollPublic" } };
  g.ChatMessage["applyRollMode"] = (data: Record<string, unknown>) => Object.assign(data, { whisper: [], blind: false });
  apply = await import("../../../../src/system/trauma/combat/will-to-live-apply");
  prompt = await import("../../../../src/system/trauma/combat/will-to-live-prompt");
  const qulia = foundry.actor({ id: "q", name: "Qulia <b>the Bold</b>", trauma: traumaState({ lifeSupport: 0, will: 2 }), owners: ["p1"] });
  const Combat = (globalThis as unknown as { Combat: new (data: unknown) => typeof combat }).Combat;
  combat = new Combat({ _id: "cb1", round: 2, turn: 0, combatants: [foundry.combatant(qulia)] });
  combat.flags = { fray: { automation: { done: ["r2:startRound"], pending: ["trauma.willToLive:r2:c-q"], resolved: [], encounter: {} } } };
  foundry.combats.set("cb1", combat);
});
afterEach(() => foundry.uninstall());

/** A Will-to-Live message as a client would post it. */
function message(author: string, cards: Card[], over: Record<string, unknown> = {}): Message {
  const ChatMessage = (globalThis as unknown as { ChatMessage: new (data: unknown) => Message }).ChatMessage;
  return new ChatMessage({ author, flags: { fray: { trauma: { willToLive: { combatId: "cb1", round: 2, combatantId: "c-q", actorUuid: "Actor.q", cards, ...over } } } } });
}

describe("the active GM applies a Will-to-Live draw", () => {
  test("an owner's successful draw leaves the actor unconscious, once, and shows the result", async () => {
    const msg = message("p1", SURVIVE);
    expect(await apply.onCreateWillToLive(msg)).toEqual({ applied: true, died: false });
    const r = foundry.recorded;
    expect(r.actorUpdates).toEqual([[{ _id: "q", system: { trauma: { status: { unconscious: true } } } }]]);
    expect(r.combatantUpdates).toEqual([]);
    expect(combat.flags).toMatchObject({ fray: { automation: { pending: [], resolved: ["trauma.willToLive:r2:c-q"] } } });
    expect(r.messageUpdates).toHaveLength(1);
    expect(r.messageUpdates[0]!.data["content"]).toContain("clings to life, unconscious.");
  });

  test("a failed draw kills: the actor is dead and the combatant defeated", async () => {
    expect(await apply.onCreateWillToLive(message("p1", DIE))).toEqual({ applied: true, died: true });
    expect(foundry.recorded.actorUpdates).toEqual([[{ _id: "q", system: { trauma: { status: { dead: true } } } }]]);
    expect(foundry.recorded.combatantUpdates.map((u) => u.updates)).toEqual([[{ _id: "c-q", defeated: true }]]);
  });

  test("a GM may draw for the actor", async () => {
    expect(await apply.onCreateWillToLive(message("gm2", SURVIVE))).toEqual({ applied: true, died: false });
  });

  test("a message from a user who does not own the actor is refused and changes nothing", async () => {
    expect(await apply.onCreateWillToLive(message("p2", SURVIVE))).toEqual({ applied: false, reason: "notOwner" });
    expect(foundry.recorded.actorUpdates).toEqual([]);
    expect(foundry.recorded.combatUpdates).toEqual([]);
    expect(foundry.recorded.messageUpdates[0]!.data["content"]).toContain("Only the actor&#x27;s owner or a GM may draw for it");
  });

  test("a second message for the same round is refused", async () => {
    await apply.onCreateWillToLive(message("p1", DIE));
    const before = foundry.recorded.actorUpdates.length;
    expect(await apply.onCreateWillToLive(message("p1", SURVIVE))).toEqual({ applied: false, reason: "alreadyResolved" });
    expect(foundry.recorded.actorUpdates).toHaveLength(before);
  });

  test("two messages arriving together are applied once", async () => {
    const outcomes = await Promise.all([apply.onCreateWillToLive(message("p1", SURVIVE)), apply.onCreateWillToLive(message("gm1", DIE))]);
    expect(outcomes).toEqual([{ applied: true, died: false }, { applied: false, reason: "alreadyResolved" }]);
    expect(foundry.recorded.actorUpdates).toHaveLength(1);
  });

  test("two GM tabs seeing the same draw (each with its own combat lock) apply it once", async () => {
    vi.resetModules();
    const secondTab = await import("../../../../src/system/trauma/combat/will-to-live-apply");
    expect(secondTab.onCreateWillToLive).not.toBe(apply.onCreateWillToLive);
    const msg = message("p1", DIE);
    const outcomes = await Promise.all([apply.onCreateWillToLive(msg), secondTab.onCreateWillToLive(msg)]);
    expect(outcomes).toEqual(expect.arrayContaining([{ applied: true, died: true }, { applied: false, reason: "alreadyResolved" }]));
    expect(foundry.recorded.actorUpdates).toHaveLength(1);
    expect(foundry.recorded.combatantUpdates).toHaveLength(1);
  });

  test.each<[string, Record<string, unknown>, string]>([
    ["a draw for another round", { round: 1 }, "wrongRound"],
    ["a draw naming another actor", { actorUuid: "Actor.x" }, "actorMismatch"],
    ["a draw for a combatant not in the combat", { combatantId: "c-x" }, "unknownCombatant"],
    ["a draw for a combat that is gone", { combatId: "cb9" }, "unknownCombat"],
    ["a draw with the wrong number of cards", { cards: [SURVIVE[0]] }, "invalidDraw"],
  ])("%s is refused", async (_, over, reason) => {
    expect(await apply.onCreateWillToLive(message("p1", SURVIVE, over))).toEqual({ applied: false, reason });
    expect(foundry.recorded.actorUpdates).toEqual([]);
  });

  test("a draw nobody was prompted for is refused", async () => {
    combat.flags = { fray: { automation: { done: [], pending: [], resolved: [] } } };
    expect(await apply.onCreateWillToLive(message("p1", SURVIVE))).toEqual({ applied: false, reason: "notPrompted" });
  });

  test("clients other than the active GM ignore the message", async () => {
    foundry.actAs("gm2");
    expect(await apply.onCreateWillToLive(message("p1", SURVIVE))).toBeNull();
    foundry.actAs("p1");
    expect(await apply.onCreateWillToLive(message("p1", SURVIVE))).toBeNull();
    expect(foundry.recorded.messageUpdates).toEqual([]);
  });
});

describe("the prompt's button", () => {
  const ref = { combatId: "cb1", round: 2, combatantId: "c-q" };

  test("the owner draws Will (2 cards) and posts them, authored by the owner, for the GM to apply", async () => {
    foundry.actAs("p1");
    drawn.cards = SURVIVE;
    expect(prompt.mayDrawFor(ref)).toBe(true);
    await prompt.drawForWillToLive(ref);
    const [posted] = foundry.recorded.messages;
    expect(posted!["flags"]).toEqual({ fray: { trauma: { willToLive: { ...ref, actorUuid: "Actor.q", cards: SURVIVE } } } });
    expect(posted!["content"]).toContain("Cards drawn: 10♠ 3♥");
    expect(posted!["content"]).toContain("Qulia &lt;b&gt;the Bold&lt;/b&gt; draws for the will to live");
  });

  test("another player may not draw, and nobody may once the prompt is answered", async () => {
    foundry.actAs("p2");
    expect(prompt.mayDrawFor(ref)).toBe(false);
    await prompt.drawForWillToLive(ref);
    expect(foundry.recorded.messages).toEqual([]);
    expect(foundry.recorded.warnings).toEqual(["FRAY.Trauma.Combat.WillToLive.NotAllowed"]);
    foundry.actAs("gm1");
    combat.flags = { fray: { automation: { done: [], pending: [], resolved: ["trauma.willToLive:r2:c-q"] } } };
    expect(prompt.mayDrawFor(ref)).toBe(false);
  });

  test("the posted draw, once the GM sees it, is applied", async () => {
    foundry.actAs("p1");
    drawn.cards = DIE;
    await prompt.drawForWillToLive(ref);
    const ChatMessage = (globalThis as unknown as { ChatMessage: new (data: unknown) => Message }).ChatMessage;
    const seenByGm = new ChatMessage({ ...foundry.recorded.messages[0], author: "p1" });
    foundry.actAs("gm1");
    expect(await apply.onCreateWillToLive(seenByGm)).toEqual({ applied: true, died: true });
  });
});

describe("the prompt card as rendered in chat", () => {
  /** The bits of an HTMLElement the render hook touches. */
  function card(): { html: HTMLElement; button: { hidden: boolean; disabled: boolean; click?: (e: { preventDefault(): void }) => void } } {
    const button: { hidden: boolean; disabled: boolean; click?: (e: { preventDefault(): void }) => void; addEventListener(type: string, fn: (e: { preventDefault(): void }) => void): void } = {
      hidden: false,
      disabled: false,
      addEventListener(type, fn) {
        if (type === "click") button.click = fn;
      },
    };
    const html = { querySelector: (sel: string) => (sel === '[data-action="frayWillToLive"]' ? button : null) } as unknown as HTMLElement;
    return { html, button };
  }
  const promptMessage = (): Parameters<Prompt["onRenderWillToLivePrompt"]>[0] => {
    const ChatMessage = (globalThis as unknown as { ChatMessage: new (data: unknown) => Parameters<Prompt["onRenderWillToLivePrompt"]>[0] }).ChatMessage;
    // A prompt posted by 0.1.0 (its flag directly under flags.fray) still works.
    return new ChatMessage({ author: "gm1", flags: { fray: { willToLivePrompt: { combatId: "cb1", round: 2, combatantId: "c-q" } } } });
  };

  test("hides the button from a player who does not own the actor", () => {
    foundry.actAs("p2");
    const { html, button } = card();
    prompt.onRenderWillToLivePrompt(promptMessage(), html);
    expect(button.hidden).toBe(true);
    expect(button.click).toBeUndefined();
  });

  test("the owner's click disables the button and posts the draw", async () => {
    foundry.actAs("p1");
    drawn.cards = SURVIVE;
    const { html, button } = card();
    prompt.onRenderWillToLivePrompt(promptMessage(), html);
    button.click?.({ preventDefault: () => {} });
    expect(button.disabled).toBe(true);
    await vi.waitFor(() => expect(foundry.recorded.messages).toHaveLength(1));
  });
});
