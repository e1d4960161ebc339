/**
 * `npm run screenshots`: the main views of the preview, in the light and the dark theme, as
 * PNGs in docs/screenshots/ (shown in the README). Headless Debian chromium via playwright-core,
 * the seed's cards fixed, so the images change only when the templates, CSS or rules do.
 * `npm run screenshots -- banks-character banks-drone` writes only the views named.
 * `npm run screenshots -- --check` writes nothing: it shoots every view afresh and fails, naming
 * them, if a shot's pixels differ from the committed PNG (or a committed PNG is no view's).
 *
 * The same on every machine: Chromium sees the bundled fonts only (harness.ts), the viewport
 * and device scale are fixed, animations, transitions and the caret are off, the mouse and
 * focus are parked, and each shot waits for the fonts and images to load.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { VIEWS } from "../src/preview/rulesets";
import { imagesLoaded, openView, showView, startPreview } from "../test/ui/harness";
import { samePixels } from "../test/ui/png";

const committed = join(import.meta.dirname, "../docs/screenshots");
const args = process.argv.slice(2);
const check = args.includes("--check");
const only = args.filter((a) => !a.startsWith("--"));
const out = check ? mkdtempSync(join(tmpdir(), "fray-screenshots-")) : committed;
mkdirSync(out, { recursive: true });

/** What to capture of each view: its window, the chat log, the tracker, or the whole table. */
const TARGET: Readonly<Record<string, readonly string[]>> = {
  // The draw dialog is centred in the viewport, so it may reach below the table's own box.
  desk: ["#preview-app", ".fray-draw"],
  "chat-applied": [".preview-sidebar"],
  "banks-attack-hit": [".preview-sidebar"],
  "banks-tracker": [".preview-combat"],
  "track-tracker": [".preview-combat"],
  "slots-attack-card": [".preview-sidebar"],
  "slots-outro-card": [".preview-sidebar"],
  "track-tracker-player": [".preview-combat"],
  "wounds-attack-card": [".preview-sidebar"],
  "wounds-injury-card": [".preview-sidebar"],
  "wounds-tracker": [".preview-combat"],
  "slots-tracker": [".preview-combat"],
  "slots-upkeep": [".preview-sidebar"],
  "wounds-turn-prompt": [".preview-sidebar"],
  tracker: [".preview-combat", ".preview-sidebar:not(.preview-combat)"],
};

/** No motion, no blinking caret: what a still image can show the same each time. */
const STILL = "*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }";

/** Layout done, every font face it asked for loaded, two frames painted (a string: no DOM types here). */
const SETTLED = `(async () => {
  void document.body.offsetHeight;
  await document.fonts.ready;
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const failed = [...document.fonts].filter((f) => f.status === "error").map((f) => f.family + " " + f.weight);
  return failed.length > 0 ? "failed: " + failed.join(", ") : document.fonts.status;
})()`;

async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate("document.activeElement instanceof HTMLElement && document.activeElement.blur()");
  await page.addStyleTag({ content: STILL });
  await imagesLoaded(page);
  const status = await page.evaluate(SETTLED);
  if (status !== "loaded") throw new Error(`fonts still ${String(status)}`);
}

/** The area the view's targets cover together, in page pixels. */
async function clipOf(page: Page, selectors: readonly string[]): Promise<{ x: number; y: number; width: number; height: number }> {
  const boxes = await Promise.all(selectors.map(async (s) => page.locator(s).first().boundingBox()));
  const found = boxes.filter((b) => b !== null);
  if (found.length !== selectors.length) throw new Error(`nothing to capture: ${selectors.join(", ")}`);
  const x = Math.floor(Math.min(...found.map((b) => b.x)));
  const y = Math.floor(Math.min(...found.map((b) => b.y)));
  const right = Math.ceil(Math.max(...found.map((b) => b.x + b.width)));
  const bottom = Math.ceil(Math.max(...found.map((b) => b.y + b.height)));
  return { x, y, width: right - x, height: bottom - y };
}

const written: string[] = [];
const preview = await startPreview({ stillImages: true });
try {
  const page = await preview.browser.newPage({ viewport: { width: 1700, height: 1150 }, deviceScaleFactor: 1, reducedMotion: "reduce", colorScheme: "light", locale: "en-US", timezoneId: "UTC" });
  await openView(page, preview, { view: "desk", cards: "seed" });
  for (const view of VIEWS.filter((v) => v.screenshot && (only.length === 0 || only.includes(v.id)))) {
    for (const theme of ["light", "dark"] as const) {
      await showView(page, view.id, theme);
      if (view.id === "desk") {
        // The table mid-attack: the dialog's odds against the targeted Ashmite.
        await page.getByRole("button", { name: "Attack with Grimgrin Paralyzer 272" }).first().click();
        await page.getByRole("button", { name: "Target Ashmite" }).click();
      }
      await settle(page);
      const name = `${view.id}-${theme}.png`;
      await page.screenshot({ path: join(out, name), clip: await clipOf(page, TARGET[view.id] ?? [".application"]), animations: "disabled", caret: "hide", timeout: 10_000 });
      written.push(name);
      if (!check) console.log(`wrote ${join(out, name)}`);
    }
  }
} finally {
  await preview.stop();
}

if (check) {
  const differ = written.filter((name) => {
    try {
      return !samePixels(readFileSync(join(committed, name)), readFileSync(join(out, name)));
    } catch {
      return true;
    }
  });
  const stale = only.length > 0 ? [] : readdirSync(committed).filter((f) => f.endsWith(".png") && !written.includes(f));
  if (differ.length > 0 || stale.length > 0) {
    for (const name of differ) console.error(`differs from docs/screenshots/${name}: fresh shot in ${join(out, name)}`);
    for (const name of stale) console.error(`docs/screenshots/${name} is no view's screenshot`);
    console.error("screenshots are out of date: run npm run screenshots and commit docs/screenshots/");
    process.exitCode = 1;
  } else {
    console.log(`${written.length} screenshots match docs/screenshots/`);
    rmSync(out, { recursive: true, force: true });
  }
}
