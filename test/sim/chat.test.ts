import "./install";
import { beforeEach, describe, expect, test } from "vitest";
import { type SimTab, type SimWorld, createWorld } from ".";

/** A roll as a message's `rolls` field stores it (the JSON of a Roll). */
const ROLL = { class: "Roll", formula: "1d6", total: 4, evaluated: true };

interface Seen {
  present: boolean;
  visible: boolean;
  content: boolean;
}

let world: SimWorld;
let tabs: Record<string, SimTab>;

function seenBy(tab: SimTab, id: string): Seen {
  return world.inTabSync(tab, () => {
    const message = game.messages!.get(id) as (ChatMessage & { isContentVisible: boolean }) | undefined;
    return { present: !!message, visible: message?.visible ?? false, content: message?.isContentVisible ?? false };
  });
}

async function post(tab: SimTab, data: Record<string, unknown>, options: Record<string, unknown> = {}): Promise<ChatMessage> {
  const message = await world.inTab(tab, () => ChatMessage.implementation.create(data as never, options as never));
  await world.settle();
  return message as ChatMessage;
}

beforeEach(() => {
  world = createWorld();
  tabs = { gm: world.open("gm"), gm2: world.open("gm2"), p1: world.open("p1"), p2: world.open("p2") };
});

describe("roll modes (v13)", () => {
  test("a roll created with {rollMode: gmroll} is whispered to the GMs; every client lists it, only the GMs and its author read it", async () => {
    const message = await post(tabs["p1"]!, { content: "", rolls: [ROLL] }, { rollMode: "gmroll" });
    expect(message.whisper).toEqual(["gm", "gm2"]);
    expect(message.blind).toBe(false);
    expect(seenBy(tabs["p2"]!, message.id!)).toEqual({ present: true, visible: true, content: false });
    expect(seenBy(tabs["p1"]!, message.id!)).toEqual({ present: true, visible: true, content: true });
    expect(seenBy(tabs["gm2"]!, message.id!)).toEqual({ present: true, visible: true, content: true });
  });

  test("a blind roll hides its content from its own author; a self roll is whispered to its author only", async () => {
    const blind = await post(tabs["p1"]!, { content: "", rolls: [ROLL] }, { rollMode: "blindroll" });
    expect([blind.whisper, blind.blind]).toEqual([["gm", "gm2"], true]);
    expect(seenBy(tabs["p1"]!, blind.id!).content).toBe(false);
    expect(seenBy(tabs["gm"]!, blind.id!).content).toBe(true);
    const self = await post(tabs["p1"]!, { content: "", rolls: [ROLL] }, { rollMode: "selfroll" });
    expect([self.whisper, self.blind]).toEqual([["p1"], false]);
    expect(seenBy(tabs["gm"]!, self.id!).content).toBe(false);
  });

  test("no mode passed: a roll posts as its data says, whatever the chat's mode selector is set to", async () => {
    await world.inTab(tabs["gm"]!, () => game.settings.set("core", "rollMode", "gmroll"));
    const message = await post(tabs["gm"]!, { content: "", rolls: [ROLL] });
    expect(message.whisper).toEqual([]);
    expect(seenBy(tabs["p1"]!, message.id!).content).toBe(true);
  });

  test("a mode passed for a message without rolls is ignored: the card stays public", async () => {
    const message = await post(tabs["gm"]!, { content: "<p>card</p>" }, { rollMode: "gmroll" });
    expect(message.whisper).toEqual([]);
    expect(seenBy(tabs["p1"]!, message.id!)).toEqual({ present: true, visible: true, content: true });
  });

  test("the roll mode setting is per client: the GM's gmroll is not a player's", async () => {
    await world.inTab(tabs["gm"]!, () => game.settings.set("core", "rollMode", "gmroll"));
    expect(world.inTabSync(tabs["gm"]!, () => game.settings.get("core", "rollMode"))).toBe("gmroll");
    expect(world.inTabSync(tabs["p1"]!, () => game.settings.get("core", "rollMode"))).toBe("publicroll");
  });

  test("applyRollMode: private keeps recipients already named, 'roll' reads the client's setting, public clears them", async () => {
    world.focus(tabs["p1"]!);
    expect(ChatMessage.applyRollMode({ whisper: ["p2"] } as never, "gmroll")).toMatchObject({ whisper: ["p2"], blind: false });
    await game.settings.set("core", "rollMode", "blindroll");
    expect(ChatMessage.applyRollMode({} as never, "roll")).toMatchObject({ whisper: ["gm", "gm2"], blind: true });
    expect(ChatMessage.applyRollMode({ whisper: ["p2"] } as never, "publicroll")).toMatchObject({ whisper: [], blind: false });
  });

  test("a whispered message without rolls is hidden from everyone but its author and recipients, yet every client holds it", async () => {
    const message = await post(tabs["p1"]!, { content: "<p>psst</p>", whisper: ["gm"] });
    expect(seenBy(tabs["p2"]!, message.id!)).toEqual({ present: true, visible: false, content: false });
    expect(seenBy(tabs["p1"]!, message.id!).visible).toBe(true);
    expect(seenBy(tabs["gm"]!, message.id!).visible).toBe(true);
    expect(seenBy(tabs["gm2"]!, message.id!).visible).toBe(false);
  });

  test("getWhisperRecipients: GM and DM name the GMs, players the players, else users by name", () => {
    const ids = (name: string): string[] => ChatMessage.getWhisperRecipients(name).map((u) => u.id!);
    expect(ids("GM")).toEqual(["gm", "gm2"]);
    expect(ids("dm")).toEqual(["gm", "gm2"]);
    expect(ids("Players")).toEqual(["p1", "p2"]);
    expect(ids("player one")).toEqual(["p1"]);
    expect(ids("nobody")).toEqual([]);
  });
});

describe("message modes (v14, as src/system/compat/chat-modes.ts assumes them)", () => {
  beforeEach(() => {
    world = createWorld({ generation: 14 });
    tabs = { gm: world.open("gm"), p1: world.open("p1") };
  });

  test("CONFIG.ChatMessage.modes and core.messageMode exist; {messageMode: gm} whispers a roll to the GMs", async () => {
    expect(Object.keys((CONFIG.ChatMessage as unknown as { modes: object }).modes)).toEqual(["public", "gm", "blind", "self"]);
    expect(world.inTabSync(tabs["gm"]!, () => game.settings.get("core", "messageMode" as never))).toBe("public");
    const message = await post(tabs["p1"]!, { content: "", rolls: [ROLL] }, { messageMode: "gm" });
    expect(message.whisper).toEqual(["gm", "gm2"]);
    const ignored = await post(tabs["p1"]!, { content: "", rolls: [ROLL] }, { rollMode: "gmroll" });
    expect(ignored.whisper).toEqual([]);
  });
});
