/**
 * The track combat tracker in a real browser (Chromium, the preview's Foundry sidebar with the
 * adapter's templates and CSS): one row per turn with the extra pass as its own row, the tie
 * group acting together, the pass heading, and the Hold buttons a GM and a player each get.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Preview, openView, requireChromium, showView, startPreview } from "../harness";
import { type PageWatch, viewProblems, watchPage } from "../page-checks";

requireChromium();

describe("the track tracker", () => {
  let preview: Preview;
  let page: Page;
  let watch: PageWatch;

  beforeAll(async () => {
    preview = await startPreview();
    page = await preview.browser.newPage({ viewport: { width: 1440, height: 900 } });
    watch = watchPage(page);
    await openView(page, preview, { view: "track-tracker" });
  }, 60_000);
  afterAll(async () => preview?.stop(), 20_000);

  const rows = () => page.locator(".preview-combat .combatant").evaluateAll((lis) => lis.map((li) => (li.querySelector(".token-name .name")?.textContent ?? "") + (li.classList.contains("active") ? " *" : "")));

  test.each(["light", "dark"] as const)("GM (%s): one row per turn, the tie group acting as one, the pass heading, Hold on the acting group", async (theme) => {
    await showView(page, "track-tracker", theme);
    expect(await rows()).toEqual(["Street Ganger", "Dez Castellano *", "Mara Okafor *", "Night Stalker", "Night Stalker"]);
    expect(await page.locator(".fray-track-passes").innerText()).toBe("Round 2 · Pass 1 of 2");
    expect(await page.locator(".fray-track-badge.pass").allInnerTexts()).toEqual(["Pass 1", "Pass 2"]);
    expect(await page.locator(".fray-track-badge.together").allInnerTexts()).toEqual(["Acting together (score 3)"]);
    expect(await page.getByRole("button", { name: "Hold" }).count()).toBe(2);
    expect(await page.locator(".fray-track-badge.dying").innerText()).toBe("Dying: 4:48 left");
    expect(await viewProblems(page, watch)).toEqual({ errors: [], keys: [], unnamed: [] });
  });

  test("player: Hold only on the player's own combatant", async () => {
    await showView(page, "track-tracker-player", "light");
    const holds = page.locator(".combatant").filter({ has: page.getByRole("button", { name: "Hold" }) });
    expect(await holds.locator(".token-name .name").allInnerTexts()).toEqual(["Mara Okafor"]);
    expect(await viewProblems(page, watch)).toEqual({ errors: [], keys: [], unnamed: [] });
  });
});
