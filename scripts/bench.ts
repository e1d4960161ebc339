/**
 * `npm run bench`: speed and size, measured here rather than in timed tests.
 *  - attacks resolved per second (the whole §5.8 flow with random draws);
 *  - exact attack odds vs a 100 000-sample Monte Carlo run of the same attack: time of each,
 *    the ratio, and the largest gap between the two distributions;
 *  - banks: attack cards per second, exact pool odds, the tracker's turn order (bench-banks.ts);
 *  - track, wounds and slots: exact odds before their rolls, a big fight's per-round work (bench-rulesets.ts);
 *  - slots: the end of a Full Round for 200 combatants, rules CPU and database writes (bench-slots-upkeep.ts);
 *  - wounds: a round of Action Cards dealt to 50, its Cards and Combatant calls counted (bench-wounds-cards.ts);
 *  - the GM record book's size after a 500-card fight, and after pruning (bench-records.ts);
 *  - the time to render sheets, chat cards and the banks tracker in Chromium (the preview);
 *  - the size of the built system bundle, when `npm run build` has run.
 */
import { existsSync, statSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { monteCarlo, maxDeviation } from "../src/core/odds";
import { createRng } from "../src/core/random";
import { type ItemLike, attackOdds, sampleFinalTrauma, traumaActorFromDocument, traumaWeaponFromItem } from "../src/core/trauma";
import { readFileSync } from "node:fs";
import { chromiumMissing, openView, startPreview } from "../test/ui/harness";
import { banksBenchRows } from "./bench-banks";
import { recordBenchRows } from "./bench-records";
import { rulesetBenchRows } from "./bench-rulesets";
import { slotsUpkeepBenchRows } from "./bench-slots-upkeep";
import { woundsCardsBenchRows } from "./bench-wounds-cards";

type Doc = { type: string; name: string; system: Record<string, unknown>; items?: Doc[] };
const read = (path: string): Doc => JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), "utf8")) as Doc;
const items = (d: Doc): ItemLike[] => (d.items ?? []).map((i) => ({ name: i.name, type: i.type, system: i.system }));
const qulia = read("packs/trauma/protagonists/qulia.json");
const ashmite = read("packs/trauma/antagonists/ashmite.json");
const attacker = traumaActorFromDocument({ ...qulia, items: items(qulia) }, "qulia");
const target = traumaActorFromDocument({ ...ashmite, items: items(ashmite) }, "ashmite");
const grimgrin = items(qulia).find((i) => i.name === "Grimgrin Paralyzer 272");
if (!grimgrin) throw new Error("the Grimgrin Paralyzer is missing from Qulia's pack document");
const weapon = traumaWeaponFromItem(grimgrin, "grimgrin");

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

const rng = createRng("bench");
// Attacks per second: as many as fit in ~1.5 s.
let attacks = 0;
const started = performance.now();
while (performance.now() - started < 1500) {
  for (let i = 0; i < 200; i++) sampleFinalTrauma({ attacker, target, weapon }, rng.next);
  attacks += 200;
}
const perSecond = attacks / ((performance.now() - started) / 1000);

const exact = timed(() => attackOdds({ attacker, target, weapon, usePerks: false }));
const sampled = timed(() => monteCarlo((random) => sampleFinalTrauma({ attacker, target, weapon }, random), 100_000, createRng("monte-carlo").next));

const rows: [string, string][] = [
  ["attacks resolved per second", Math.round(perSecond).toLocaleString("en")],
  ["exact odds of the Grimgrin shot (ms)", exact.ms.toFixed(2)],
  ["Monte Carlo, 100 000 samples (ms)", sampled.ms.toFixed(1)],
  ["Monte Carlo time / exact time", (sampled.ms / exact.ms).toFixed(0)],
  ["largest gap, exact vs sampled", maxDeviation(exact.value.finalTrauma, sampled.value).toFixed(4)],
  ["expected final trauma (exact)", exact.value.expectedFinalTrauma.toNumber().toFixed(4)],
];
/** Mean time to render a preview view in Chromium (context, templates, DOM, layout), timed by the page itself. */
async function renderTimes(views: readonly string[], runs = 50): Promise<[string, string][]> {
  if (chromiumMissing() !== null) return [["render times in Chromium", "skipped (no chromium)"]];
  const preview = await startPreview();
  try {
    const page = await preview.browser.newPage();
    const out: [string, string][] = [];
    for (const view of views) {
      await openView(page, preview, { view, cards: "seed", bench: String(runs) });
      out.push([`${view} rendered in Chromium (ms, mean of ${runs})`, (await page.locator("body").getAttribute("data-bench-ms")) ?? "?"]);
    }
    return out;
  } finally {
    await preview.stop();
  }
}
rows.push(...banksBenchRows());
rows.push(...rulesetBenchRows());
rows.push(...(await slotsUpkeepBenchRows()));
rows.push(...woundsCardsBenchRows());
rows.push(...(await renderTimes(["character", "chat-applied", "banks-character", "banks-attack-hit", "banks-tracker"])));
// Last: it puts the Foundry simulation's globals in place.
rows.push(...(await recordBenchRows()));

const bundle = new URL("../dist/fray.mjs", import.meta.url);
if (existsSync(bundle)) rows.push(["dist/fray.mjs size (KiB)", (statSync(bundle).size / 1024).toFixed(1)]);
const width = Math.max(...rows.map(([k]) => k.length));
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
