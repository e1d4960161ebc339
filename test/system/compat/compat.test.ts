/**
 * The compat module answered for both Foundry generations, with doubles of what each offers:
 * v13's `-=key` deletions, roll modes and array of status effects; v14's ForcedDeletion,
 * message modes and status effects registered by id.
 */
import { afterEach, describe, expect, test } from "vitest";
import { chatModes, deleting, forThisFoundry, foundryGeneration, hasStatusEffect, isElement, registerStatusEffect, renderApp } from "../../../src/system/compat";

const g = globalThis as Record<string, unknown>;
const saved = { game: g["game"], foundry: g["foundry"], CONFIG: g["CONFIG"], ChatMessage: g["ChatMessage"] };
afterEach(() => Object.assign(g, saved));

const DELETE = { operator: "ForcedDeletion" };

function install(generation: 13 | 14, settings: Record<string, string> = {}): void {
  g["game"] = { release: { generation }, settings: { get: (_ns: string, key: string) => settings[key] } };
  g["foundry"] = { data: generation === 14 ? { operators: { ForcedDeletion: { create: () => DELETE } } } : {} };
  g["CONFIG"] = {
    Dice: { rollModes: { publicroll: { label: "CHAT.RollPublic" }, gmroll: { label: "CHAT.RollPrivate" } } },
    ChatMessage: generation === 14 ? { modes: { public: { label: "CHAT.ModePublic" }, gm: { label: "CHAT.ModeGM" } } } : {},
    statusEffects: [{ id: "dead" }],
  };
}

describe("Foundry v13", () => {
  test("the generation, deletions as -=key, roll modes, statuses pushed", () => {
    install(13, { rollMode: "gmroll" });
    expect(foundryGeneration()).toBe(13);
    expect(deleting("Stealth")).toEqual({ "-=Stealth": null });
    const update = { system: { banks: { skills: { "-=Stealth": null, Pilot: 2 } } } };
    expect(forThisFoundry(update)).toEqual(update);
    const modes = chatModes();
    expect(modes.current).toBe("gmroll");
    expect(modes.options).toEqual([{ value: "publicroll", label: "CHAT.RollPublic" }, { value: "gmroll", label: "CHAT.RollPrivate" }]);
    expect(modes.messageOptions("gmroll")).toEqual({ rollMode: "gmroll" });
    expect(modes.messageOptions("nonsense")).toEqual({ rollMode: "gmroll" });
    expect(modes.privateMode).toBe("gmroll");
    // A card's data gets the mode from Foundry's own applyRollMode, on a copy.
    g["ChatMessage"] = { implementation: { applyRollMode: (data: Record<string, unknown>, mode: string) => Object.assign(data, { whisper: mode === "gmroll" ? ["gm"] : [] }) } };
    const data = { content: "card" };
    expect(modes.inMode(data, "gmroll")).toEqual({ content: "card", whisper: ["gm"] });
    expect(data).toEqual({ content: "card" });
    registerStatusEffect({ id: "fray-braced", name: "B", img: "i.svg" });
    registerStatusEffect({ id: "fray-braced", name: "B", img: "i.svg" });
    expect((g["CONFIG"] as { statusEffects: { id: string }[] }).statusEffects.map((s) => s.id)).toEqual(["dead", "fray-braced"]);
  });
});

describe("Foundry v14", () => {
  test("deletions become ForcedDeletion at every depth; message modes follow core.messageMode (a private roll stays private)", () => {
    install(14, { messageMode: "gm", rollMode: "publicroll" });
    expect(foundryGeneration()).toBe(14);
    expect(deleting("Stealth")).toEqual({ Stealth: DELETE });
    expect(forThisFoundry([{ _id: "a", flags: { fray: { "-=attack": null, trauma: { attack: 1 } } } }])).toEqual([{ _id: "a", flags: { fray: { attack: DELETE, trauma: { attack: 1 } } } }]);
    const modes = chatModes();
    expect(modes.current).toBe("gm");
    expect(modes.options.map((o) => o.value)).toEqual(["public", "gm"]);
    expect(modes.messageOptions("gm")).toEqual({ messageMode: "gm" });
    expect(modes.privateMode).toBe("gm");
    // Without v14's applyMode the data is left as it is, and only the option carries the mode.
    g["ChatMessage"] = { implementation: {} };
    expect(modes.inMode({ content: "card" }, "gm")).toEqual({ content: "card" });
  });

  test("status effects registered by id on the record, never twice", () => {
    install(14);
    const statuses = (g["CONFIG"] as { statusEffects: unknown }).statusEffects as { id: string }[] & Record<string, unknown>;
    registerStatusEffect({ id: "fray-braced", name: "B", img: "i.svg" });
    expect(statuses["fray-braced"]).toMatchObject({ id: "fray-braced" });
    expect(hasStatusEffect("dead")).toBe(true);
  });

  test("no release information reads as v13, Fray's minimum", () => {
    g["game"] = {};
    expect(foundryGeneration()).toBe(13);
  });
});

describe("elements from any window", () => {
  const html = (tagName: string) => ({ nodeType: 1, namespaceURI: "http://www.w3.org/1999/xhtml", tagName });
  test("an HTML element node is an element, of the tag asked for, whatever window made it", () => {
    expect(isElement(html("DIV"))).toBe(true);
    expect(isElement(html("BUTTON"), "button")).toBe(true);
    expect(isElement(html("INPUT"), "button")).toBe(false);
    expect(isElement({ nodeType: 3 })).toBe(false);
    expect(isElement(null)).toBe(false);
    expect(isElement("div")).toBe(false);
  });

  test("an SVG element is not an HTML element (it has no disabled, value or form)", () => {
    expect(isElement({ nodeType: 1, namespaceURI: "http://www.w3.org/2000/svg", tagName: "a" })).toBe(false);
    expect(isElement({ nodeType: 1, namespaceURI: "http://www.w3.org/2000/svg", tagName: "a" }, "a")).toBe(false);
  });
});

describe("opening an application", () => {
  /** Stands in for ApplicationV2: what renderApp asks is only whether the app is one. */
  class ApplicationV2 {
    calls: unknown[][] = [];
    async render(...args: unknown[]): Promise<this> {
      this.calls.push(args);
      return this;
    }
  }

  test("an ApplicationV2 is rendered with {force: true}, never v14's deprecated boolean; a V1 sheet with its own render(true)", async () => {
    g["foundry"] = { applications: { api: { ApplicationV2 } } };
    const v2 = new ApplicationV2();
    await renderApp(v2 as unknown as Parameters<typeof renderApp>[0]);
    expect(v2.calls).toEqual([[{ force: true }]]);
    const v1 = { calls: [] as unknown[][], render(...args: unknown[]) { this.calls.push(args); return this; } };
    await renderApp(v1 as unknown as Parameters<typeof renderApp>[0]);
    expect(v1.calls).toEqual([[true]]);
    await expect(renderApp(null)).resolves.toBeUndefined();
  });
});
