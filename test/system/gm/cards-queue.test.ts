/**
 * Every GM Cards operation goes through one queue: Foundry's draw reads the top card, then
 * writes, so overlapping deals could take the same card. A model deck with random awaits
 * between the read and the write shows it: without the queue some interleaving duplicates a
 * card; through the queue no interleaving of deals, discards and reshuffles ever loses or
 * duplicates one.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { inCardsQueue } from "../../../src/system/gm/cards-queue";

type Piles = { deck: string[]; hands: string[][]; discard: string[] };
const pause = (ticks: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ticks));

/** A deal as Foundry makes one: read the top card, wait, then move it. */
async function deal(p: Piles, hand: number, delays: readonly number[]): Promise<void> {
  const top = p.deck[0];
  await pause(delays[0] ?? 0);
  if (top === undefined) return;
  p.deck = p.deck.filter((c) => c !== top);
  await pause(delays[1] ?? 0);
  p.hands[hand]!.push(top);
}

async function discard(p: Piles, hand: number, delay: number): Promise<void> {
  const cards = [...p.hands[hand]!];
  await pause(delay);
  p.hands[hand] = p.hands[hand]!.filter((c) => !cards.includes(c));
  p.discard.push(...cards);
}

async function reshuffle(p: Piles, delay: number): Promise<void> {
  const back = [...p.discard];
  await pause(delay);
  p.discard = p.discard.filter((c) => !back.includes(c));
  p.deck.push(...back);
}

const all = (p: Piles): string[] => [...p.deck, ...p.hands.flat(), ...p.discard].sort();
const fresh = (): Piles => ({ deck: ["A", "B", "C", "D", "E", "F"], hands: [[], [], []], discard: [] });
const op = fc.oneof(
  fc.record({ kind: fc.constant("deal" as const), hand: fc.integer({ min: 0, max: 2 }), delays: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 2, maxLength: 2 }) }),
  fc.record({ kind: fc.constant("discard" as const), hand: fc.integer({ min: 0, max: 2 }), delays: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 1 }) }),
  fc.record({ kind: fc.constant("reshuffle" as const), hand: fc.constant(0), delays: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 1 }) }),
);
type Op = { readonly kind: "deal" | "discard" | "reshuffle"; readonly hand: number; readonly delays: readonly number[] };
const run = (p: Piles, o: Op): Promise<void> =>
  o.kind === "deal" ? deal(p, o.hand, o.delays) : o.kind === "discard" ? discard(p, o.hand, o.delays[0] ?? 0) : reshuffle(p, o.delays[0] ?? 0);

describe("the GM's Cards queue", () => {
  test("without it, two overlapping deals can take the same card (the race the queue prevents)", async () => {
    const p = fresh();
    await Promise.all([deal(p, 0, [1, 0]), deal(p, 1, [1, 0])]);
    expect(p.hands.flat()).toEqual(["A", "A"]);
  });

  test("cards are never lost or duplicated across concurrent deals, discards and reshuffles", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const p = fresh();
        await Promise.all(ops.map((o) => inCardsQueue(() => run(p, o))));
        expect(all(p)).toEqual(["A", "B", "C", "D", "E", "F"]);
      }),
      { numRuns: 60 },
    );
  });

  test("a failed operation does not stop the ones after it", async () => {
    const order: string[] = [];
    const failing = inCardsQueue(async () => {
      order.push("first");
      throw new Error("a deck went missing");
    });
    const after = inCardsQueue(async () => void order.push("second"));
    await expect(failing).rejects.toThrow("a deck went missing");
    await after;
    expect(order).toEqual(["first", "second"]);
  });
});
