/**
 * Every view of the preview in both themes, rendered by Chromium from the real templates:
 * no errors, no unresolved lang key, every control named. The character sheets (trauma and
 * banks) are checked on each of their tabs, since a hidden tab is out of the accessibility tree.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { VIEWS } from "../../src/preview/rulesets";
import { type Preview, requireChromium, openView, showView, startPreview } from "./harness";
import { type PageWatch, viewProblems, watchPage } from "./page-checks";

requireChromium();
const THEMES = ["light", "dark"] as const;
const TAB_NAMES = ["Overview", "Vim", "Defenses", "Biography"];
const BANKS_TAB_NAMES = ["Combat", "Attributes", "Armor", "Biography"];
const WOUNDS_TAB_NAMES = ["Combat", "Traits", "Biography"];
/** The tabs to check on a view: a hidden tab is out of the accessibility tree. */
const tabsOf = (view: string): readonly (string | null)[] =>
  view.startsWith("character") ? TAB_NAMES : view.startsWith("banks-character") ? BANKS_TAB_NAMES : view.startsWith("wounds-wild-card") ? WOUNDS_TAB_NAMES : [null];

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
    for (const tab of tabsOf(view)) {
      if (tab !== null) {
        await page.getByRole("button", { name: tab, exact: true }).first().click();
        await expect.poll(() => page.locator(`.fray-tab.active`).first().innerText()).toContain(tab);
      }
      expect({ view, tab, ...(await viewProblems(page, watch)) }).toEqual({ view, tab, errors: [], keys: [], unnamed: [] });
    }
  });
});

