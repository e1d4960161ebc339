import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

vi.mock("../../../../src/system/data/actor/actor-system", () => ({
  actorSystem: (a: { system: unknown }) => a.system,
  isFrayActor: () => true,
}));
const { leadOwnership, setUpDecks, PERK_CARDS_PER_LEAD, PROBABILITY_CARDS } = await import("../../../../src/system/trauma/cards/deck-setup");

type Stack = { id: string; name: string; type: string; cards: { size: number }; ownership?: Record<string, number>; shuffle: ReturnType<typeof vi.fn>; flags: Record<string, unknown> };
let stacks: Map<string, Stack>;
let createDocuments: ReturnType<typeof vi.fn>;
let updateDocuments: ReturnType<typeof vi.fn>;
let settingsValue: Record<string, string | null>;

const lead = (id: string, owners: Record<string, number>) => ({
  id,
  name: id,
  type: "character",
  ownership: { default: 0, ...owners },
  system: { trauma: { isLead: true, decks: { probability: null, perkHand: null } } },
});

beforeEach(() => {
  stacks = new Map();
  settingsValue = { narratorProbability: null, perkDeck: null, perkDiscard: null };
  createDocuments = vi.fn(async (data: { name: string; type: string; cards: unknown[]; ownership?: Record<string, number> }[]) =>
    data.map((d, i) => {
      const stack: Stack = { id: `c${stacks.size + i}`, name: d.name, type: d.type, cards: { size: d.cards.length }, shuffle: vi.fn(async () => stack), flags: {}, ...(d.ownership ? { ownership: d.ownership } : {}) };
      return stack;
    }).map((s) => (stacks.set(s.id, s), s)),
  );
  updateDocuments = vi.fn(async () => []);
  const g = globalThis as Record<string, unknown>;
  g["CONST"] = { DOCUMENT_OWNERSHIP_LEVELS: { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } };
  g["Cards"] = { implementation: { createDocuments } };
  g["Actor"] = { implementation: { updateDocuments } };
  g["game"] = {
    cards: { has: (id: string) => stacks.has(id), get: (id: string) => stacks.get(id) },
    actors: [lead("qulia", { player1: 3, player2: 2 }), lead("dex", { player3: 3 })],
    settings: { get: () => settingsValue, set: vi.fn(async (_ns: string, _key: string, v: Record<string, string | null>) => (settingsValue = v)) },
    i18n: { localize: (k: string) => k, format: (k: string, d: Record<string, string>) => `${k}:${d["name"]}` },
  };
});
afterEach(() => {
  for (const k of ["CONST", "Cards", "Actor", "game"]) Reflect.deleteProperty(globalThis, k);
});

describe("deck set-up", () => {
  test("a Lead's decks belong to its owners only; observers and others get nothing", () => {
    expect(leadOwnership(lead("qulia", { player1: 3, player2: 2 }) as never)).toEqual({ default: 0, player1: 3 });
  });

  test("every missing stack is created in ONE call, with the right compositions and owners", async () => {
    const report = await setUpDecks();
    expect(createDocuments).toHaveBeenCalledTimes(1);
    const data = createDocuments.mock.calls[0]![0] as { name: string; type: string; cards: unknown[]; ownership?: Record<string, number> }[];
    expect(data.map((d) => [d.name, d.type, d.cards.length])).toEqual([
      ["FRAY.Trauma.Decks.NarratorProbability", "deck", 28],
      ["FRAY.Trauma.Decks.PerkDeck", "deck", 48],
      ["FRAY.Trauma.Decks.PerkDiscard", "pile", 0],
      ["FRAY.Trauma.Decks.LeadProbability:qulia", "deck", 28],
      ["FRAY.Trauma.Decks.LeadPerkHand:qulia", "hand", 0],
      ["FRAY.Trauma.Decks.LeadProbability:dex", "deck", 28],
      ["FRAY.Trauma.Decks.LeadPerkHand:dex", "hand", 0],
    ]);
    expect(data[3]!.ownership).toEqual({ default: 0, player1: 3 });
    expect(data[6]!.ownership).toEqual({ default: 0, player3: 3 });
    expect(data[0]!.ownership).toBeUndefined();
    expect(report.created).toHaveLength(7);
    // the Leads learn their stacks in one batched actor update
    expect(updateDocuments).toHaveBeenCalledTimes(1);
    expect(updateDocuments.mock.calls[0]![0]).toEqual([
      { _id: "qulia", system: { trauma: { decks: { probability: "c3", perkHand: "c4" } } } },
      { _id: "dex", system: { trauma: { decks: { probability: "c5", perkHand: "c6" } } } },
    ]);
    expect(stacks.get("c1")!.shuffle).toHaveBeenCalledTimes(1);
    expect(settingsValue).toEqual({ narratorProbability: "c0", perkDeck: "c1", perkDiscard: "c2" });
  });

  test("running it again when everything exists creates nothing and updates nothing", async () => {
    await setUpDecks();
    const g = globalThis as unknown as { game: { actors: ReturnType<typeof lead>[] } };
    g.game.actors[0]!.system.trauma.decks = { probability: "c3", perkHand: "c4" } as never;
    g.game.actors[1]!.system.trauma.decks = { probability: "c5", perkHand: "c6" } as never;
    createDocuments.mockClear();
    updateDocuments.mockClear();
    const report = await setUpDecks();
    expect(createDocuments).not.toHaveBeenCalled();
    expect(updateDocuments).not.toHaveBeenCalled();
    expect(report).toEqual({ created: [], addedPerkCards: 0 });
  });

  test("the compositions are the spec's: 28 Probability cards, 24 Perk cards per Lead", () => {
    expect(PROBABILITY_CARDS).toHaveLength(28);
    expect(PERK_CARDS_PER_LEAD).toHaveLength(24);
  });
});
