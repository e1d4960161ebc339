/**
 * The banks half of `npm run bench`: attack cards resolved per second (pool, threshold, test,
 * damage through armor into the banks, with random dice), the exact odds of a pool against a
 * threshold, and the tracker's turn order for a large fight (it is recomputed on every change).
 */
import { rollDice } from "../src/core/dice";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { type BanksActor, type BanksAttackCard, attackPool, banksActorFromSource, banksAttackOutcome, banksCombat, banksWeaponFromSource, declarationOf, defaultBanksEncounter, poolOdds } from "../src/core/banks";
import type { ItemLike } from "../src/core/trauma";
import { createRng } from "../src/core/random";

type Doc = { type: string; name: string; system: Record<string, unknown>; items?: Doc[] };
const read = (path: string): Doc => JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), "utf8")) as Doc;
const items = (d: Doc): ItemLike[] => (d.items ?? []).map((i) => ({ name: i.name, type: i.type, system: i.system }));

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

export function banksBenchRows(): [string, string][] {
  const tomasDoc = read("packs/banks/banks-characters/tomas-reyk.json");
  const inesDoc = read("packs/banks/banks-characters/ines-caldera.json");
  const tomas = banksActorFromSource({ ...tomasDoc, items: items(tomasDoc) }, "tomas");
  const ines = banksActorFromSource({ ...inesDoc, items: items(inesDoc) }, "ines");
  const carbineDoc = read("packs/banks/banks-weapons/spacer-carbine.json");
  const carbine = banksWeaponFromSource({ name: carbineDoc.name, type: carbineDoc.type, system: carbineDoc.system }, "carbine");
  const card: BanksAttackCard = {
    version: 1,
    attacker: { actorUuid: "Actor.tomas", name: tomasDoc.name, combatantId: null, state: tomas },
    weapon: { itemUuid: "Item.carbine", name: "Spacer Carbine", profile: carbine },
    action: "burstFire",
    bullets: 3,
    pool: { attribute: "AGI", skill: "Ranged Combat", bonus: 0 },
    choice: "standard",
    targets: [{ actorUuid: "Actor.ines", name: inesDoc.name, combatantId: null }],
    dice: null,
  };
  const size = attackPool(declarationOf(card)).size;
  const rng = createRng("bench-banks");
  let attacks = 0;
  const started = performance.now();
  while (performance.now() - started < 1500) {
    for (let i = 0; i < 200; i++) banksAttackOutcome({ ...card, dice: rollDice(rng, size) }, { state: ines, reach: 0 }, { recordedThreshold: 3 });
    attacks += 200;
  }
  const perSecond = attacks / ((performance.now() - started) / 1000);
  const odds = timed(() => poolOdds(size, 3));
  const big = timed(() => poolOdds(40, 12, 2));
  const fighters = Array.from({ length: 60 }, (_, i): { id: string; actorId: string; name: string; isPlayer: boolean; defeated: boolean; initiative: number | null; state: BanksActor } => ({
    id: `c${i}`,
    actorId: `a${i}`,
    name: `Fighter ${i}`,
    isPlayer: i % 3 === 0,
    defeated: false,
    initiative: null,
    state: { ...(i % 2 === 0 ? tomas : ines), ip: (i * 7) % 13 },
  }));
  const view = { round: 2, turn: 0, combatants: fighters, encounter: defaultBanksEncounter() };
  const order = timed(() => {
    for (let i = 0; i < 100; i++) banksCombat.turnOrder(view, createRng(`order-${i}`));
  });
  return [
    ["banks attack cards resolved per second", Math.round(perSecond).toLocaleString("en")],
    [`exact odds, ${size} dice vs threshold 3 (ms)`, odds.ms.toFixed(2)],
    ["exact odds, 40 dice vs threshold 12, GR 2 (ms)", big.ms.toFixed(2)],
    ["banks turn order of 60 combatants (ms each)", (order.ms / 100).toFixed(3)],
  ];
}
