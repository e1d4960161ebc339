/**
 * `npm run screenshots`: the main views of the preview, in the light and the dark theme, as
 * PNGs in docs/screenshots/ (shown in the README). Headless Debian chromium via playwright-core,
 * the seed's cards fixed, so the images change only when the templates, CSS or rules do.
 * `npm run screenshots -- banks-character banks-drone` writes only the views named.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { VIEWS } from "../src/preview/rulesets";
import { imagesLoaded, openView, showView, startPreview } from "../test/ui/harness";

const out = join(import.meta.dirname, "../docs/screenshots");
mkdirSync(out, { recursive: true });

/** What to capture of each view: its window, the chat log, or the whole table. */
const TARGET: Readonly<Record<string, string>> = { desk: "#preview-app", "chat-applied": ".preview-sidebar", "banks-attack-hit": ".preview-sidebar", "banks-tracker": ".preview-combat" };

const preview = await startPreview();
try {
  const page = await preview.browser.newPage({ viewport: { width: 1700, height: 1150 }, deviceScaleFactor: 1 });
  await openView(page, preview, { view: "desk", cards: "seed" });
  const only = process.argv.slice(2);
  for (const view of VIEWS.filter((v) => v.screenshot && (only.length === 0 || only.includes(v.id)))) {
    for (const theme of ["light", "dark"] as const) {
      await showView(page, view.id, theme);
      if (view.id === "desk") {
        // The table mid-attack: the dialog's odds against the targeted Ashmite.
        await page.getByRole("button", { name: "Attack with Grimgrin Paralyzer 272" }).first().click();
        await page.getByRole("button", { name: "Target Ashmite" }).click();
        await imagesLoaded(page);
      }
      const file = join(out, `${view.id}-${theme}.png`);
      await page.locator(TARGET[view.id] ?? ".application").first().screenshot({ path: file, animations: "disabled", timeout: 10_000 });
      console.log(`wrote ${file}`);
    }
  }
} finally {
  await preview.stop();
}
