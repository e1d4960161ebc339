/**
 * Every view of the preview in both themes, rendered by Chromium from the real templates:
 * no errors, no unresolved lang key, every control named. The character sheet is checked on
 * each of its tabs, since a hidden tab is out of the accessibility tree.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { VIEWS } from "../../src/preview/page/views";
import { type Preview, requireChromium, openView, showView, startPreview } from "./harness";
import { type PageWatch, viewProblems, watchPage } from "./page-checks";

requireChromium();
const THEMES = ["light", "dark"] as const;
const TAB_NAMES = ["Overview", "Vim", "Defenses", "Biography"];

describe("every view renders cleanly in Chromium", () => {
  let preview: Preview;
  let page: Page;
  let watch: PageWatch;

  beforeAll(async () => {
    preview = await startPreview();
    page = await preview.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    watch = watchPage(page);
    // One page load (the dev server's modules take seconds); views then switch in place.
    await openView(page, preview, { view: "desk", cards: "seed" });
  }, 60_000);
  afterAll(async () => preview?.stop(), 20_000);

  const cases = VIEWS.flatMap((v) => THEMES.map((theme) => ({ view: v.id, theme })));
  test.each(cases)("$view ($theme)", async ({ view, theme }) => {
    await showView(page, view, theme);
    expect(await page.evaluate(() => document.body.classList.contains(`theme-dark`))).toBe(theme === "dark");
    expect(await page.locator(".application, .chat-message, .combat-tracker").count()).toBeGreaterThan(0);
    const tabs = view.startsWith("character") ? TAB_NAMES : [null];
    for (const tab of tabs) {
      if (tab !== null) {
        await page.getByRole("button", { name: tab, exact: true }).first().click();
        await expect.poll(() => page.locator(`.fray-tab.active`).first().innerText()).toContain(tab);
      }
      expect({ view, tab, ...(await viewProblems(page, watch)) }).toEqual({ view, tab, errors: [], keys: [], unnamed: [] });
    }
  });
});

