/**
 * Every roll card follows the chat's roll mode (v13) / message mode (v14): a GM who rolls in
 * private or blind does not show the roll to the players. Foundry applies a create option only
 * to a message with rolls, and only when one is passed, so each card applies the mode itself.
 */
import "../../sim/install";
import { beforeEach, describe, expect, test } from "vitest";
import { type SimTab, type SimWorld, createWorld } from "../../sim";
import { postAttackCard as postWoundsAttack, postSoakCard } from "../../../src/system/wounds/attack/post-attack";
import { postAttackCard as postTraumaAttack, postResistance } from "../../../src/system/trauma/chat/post-draw";

/** A roll as a message stores it (the JSON of a Roll): enough for Foundry to treat the message as a roll. */
const ROLL = { class: "Roll", formula: "1d8", total: 5, evaluated: true } as unknown as Roll;

let world: SimWorld;
let gm: SimTab;
let p1: SimTab;

/** What the player's client holds of a message, and whether it shows it. */
function asPlayer(id: string): { whisper: string[]; blind: boolean; visible: boolean; content: boolean } {
  return world.inTabSync(p1, () => {
    const message = game.messages!.get(id) as ChatMessage & { isContentVisible: boolean };
    return { whisper: [...(message.whisper as string[])], blind: message.blind, visible: message.visible, content: message.isContentVisible };
  });
}

async function asGm<T>(fn: (actor: Actor.Implementation) => Promise<T>): Promise<T> {
  const result = await world.inTab(gm, () => fn(game.actors!.get("npc")!));
  await world.settle();
  return result;
}

function setup(generation: number, mode: string): void {
  world = createWorld({ generation });
  gm = world.open("gm");
  p1 = world.open("p1");
  world.seed("Actor", { _id: "npc", name: "Ashmite", type: "npc", ownership: { default: 0 }, system: {} });
  world.inTabSync(gm, () => void game.settings.set("core", generation >= 14 ? ("messageMode" as never) : "rollMode", mode as never));
}

describe("the GM's private roll mode (v13 gmroll)", () => {
  beforeEach(() => setup(13, "gmroll"));

  test("a wounds attack card and its Soak reach the players whispered to the GMs, content hidden", async () => {
    const card = { attacker: { actorUuid: "Actor.npc", name: "Ashmite" }, weapon: { name: "Claw" }, attack: {}, damage: null, targets: [] } as never;
    const attack = await asGm((npc) => postWoundsAttack(npc, [ROLL], card));
    expect(asPlayer(attack!.id!)).toEqual({ whisper: ["gm", "gm2"], blind: false, visible: true, content: false });
    const soak = await asGm((npc) => postSoakCard(npc, "Soak", [ROLL], { attackMessageId: attack!.id!, targetIndex: 0, rolls: [{ chain: [4] }] }));
    expect(asPlayer(soak!.id!).whisper).toEqual(["gm", "gm2"]);
  });

  test("a trauma attack card and a resistance draw (no dice) reach the players whispered to the GMs, not shown", async () => {
    const card = { version: 1, attacker: { actorUuid: "Actor.npc", name: "Ashmite" }, weapon: { name: "Claw" }, draw: { cards: [], perks: [] }, targets: [] } as never;
    const attack = await asGm((npc) => postTraumaAttack(npc, "Claw", card));
    expect(asPlayer(attack!.id!)).toEqual({ whisper: ["gm", "gm2"], blind: false, visible: false, content: false });
    const resistance = await asGm((npc) => postResistance(npc, { attackMessageId: attack!.id!, targetIndex: 0, draw: { cards: [], perks: [] } }));
    expect(asPlayer(resistance!.id!).visible).toBe(false);
  });
});

describe("other modes", () => {
  test("public posts to everyone", async () => {
    setup(13, "publicroll");
    const card = { version: 1, attacker: { actorUuid: "Actor.npc", name: "Ashmite" }, weapon: { name: "Claw" }, draw: { cards: [], perks: [] }, targets: [] } as never;
    const attack = await asGm((npc) => postTraumaAttack(npc, "Claw", card));
    expect(asPlayer(attack!.id!)).toEqual({ whisper: [], blind: false, visible: true, content: true });
  });

  test("blind: whispered to the GMs and blind", async () => {
    setup(13, "blindroll");
    const attack = await asGm((npc) => postWoundsAttack(npc, [ROLL], { attacker: { actorUuid: "Actor.npc", name: "Ashmite" }, targets: [] } as never));
    expect(asPlayer(attack!.id!)).toMatchObject({ whisper: ["gm", "gm2"], blind: true, content: false });
  });

  test("v14's message mode gm: whispered to the GMs", async () => {
    setup(14, "gm");
    const card = { version: 1, attacker: { actorUuid: "Actor.npc", name: "Ashmite" }, weapon: { name: "Claw" }, draw: { cards: [], perks: [] }, targets: [] } as never;
    const attack = await asGm((npc) => postTraumaAttack(npc, "Claw", card));
    expect(asPlayer(attack!.id!).whisper).toEqual(["gm", "gm2"]);
  });
});
