/**
 * The tracker's roll buttons in a track world (docs/rules/track.md §7, §10): each combatant the
 * user owns rolls its Intuition + Agility pool through Foundry's Roll; the hits are its score; all
 * scores go in one Combatant update and the rolls to chat. Combatants the user does not own, or
 * whose actor the rules cannot read, are not rolled.
 */
import { afterAll, beforeEach, expect, test, vi } from "vitest";
import { defaultTrackActor } from "../../../../src/core/track";
import { type FoundryDouble, installFoundryDouble } from "../../../support/foundry-double";
import { RollDouble } from "../../../support/roll-double";

const created: unknown[][] = [];
// The roll class extends the global Roll when its module is imported.
const foundry: FoundryDouble = installFoundryDouble();
{
  const g = globalThis as Record<string, unknown>;
  g["Roll"] = class extends RollDouble {
    async toMessage(data: object): Promise<object> {
      return { ...data, rolls: [this.formula] };
    }
  };
  Object.assign(g["game"] as object, { i18n: { format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}`, localize: (key: string) => key } });
  // The double has no chat mode: Foundry's default, public (the roll mode itself is tested on the simulation, test/system/chat).
  foundry.settings.set("core.rollMode", { scope: "client", default: "publicroll", value: "publicroll" });
  Object.assign((g["CONFIG"] as { Dice: object }).Dice, { rollModes: { publicroll: { label: "CHAT.RollPublic" } } });
  g["ChatMessage"] = { implementation: { getSpeaker: ({ actor }: { actor: { name: string } }) => ({ alias: actor.name }), create: async (data: unknown[]) => void created.push(data) } };
}
afterAll(() => foundry.uninstall());
vi.mock("../../../../src/system/track/actor-state", () => ({
  trackStateOf: (a: { system: { track: unknown } }) => {
    if (a.system.track === "broken") throw new Error("unreadable");
    return a.system.track;
  },
}));

const { rollTrackInitiativeFor } = await import("../../../../src/system/track/combat/initiative-roll");

const combatant = (id: string, isOwner: boolean, track: unknown) => ({ id, name: id, isOwner, actor: { name: id, system: { track } } });
let updates: unknown[];
let combat: { combatants: Map<string, ReturnType<typeof combatant>>; updateEmbeddedDocuments(type: string, u: unknown[]): Promise<void> };
beforeEach(() => {
  created.length = 0;
  updates = [];
  combat = {
    combatants: new Map([
      ["mara", combatant("mara", true, defaultTrackActor({ intuition: 3, agility: 2 }))],
      ["dez", combatant("dez", false, defaultTrackActor())],
      ["odd", combatant("odd", true, "broken")],
    ]),
    updateEmbeddedDocuments: async (type, u) => void updates.push([type, u]),
  };
});

test("Mara rolls five dice (Intuition 3 + Agility 2); two 5+ are her score; one Combatant update, one chat batch", async () => {
  RollDouble.queue = [5, 1, 6, 2, 3];
  await rollTrackInitiativeFor(combat as never, ["mara", "dez", "odd", "ghost"]);
  expect(updates).toEqual([["Combatant", [{ _id: "mara", initiative: 2 }]]]);
  expect(created).toHaveLength(1);
  expect(created[0]).toEqual([expect.objectContaining({ rolls: ["5d6"], speaker: { alias: "mara" } })]);
  expect((created[0] as { flavor: string }[])[0]?.flavor).toContain('"score":"2"');
  expect(RollDouble.queue).toEqual([]);
});

test("nothing the user may roll: nothing is written", async () => {
  await rollTrackInitiativeFor(combat as never, ["dez", "odd"]);
  expect(updates).toEqual([]);
  expect(created).toEqual([]);
});
