/**
 * The preview looks as Foundry does where it matters to judge Fray: a new dialog opens inside
 * the viewport (Foundry centres it), icons are Font Awesome's and text is Signika (both loaded,
 * not a system font or an empty box), and the trauma combat tracker shows the seed's
 * combatants in Foundry's order with their initiative, beside the Will-to-Live prompt.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sampleInitiative } from "../../src/preview/trauma/tracker";
import { sampleWorld } from "../../src/preview/trauma/world";
import { type Preview, requireChromium, openView, showView, startPreview } from "./harness";
import { type PageWatch, viewProblems, watchPage } from "./page-checks";

requireChromium();

describe("the preview looks as Foundry does", () => {
  let preview: Preview;
  let page: Page;
  let watch: PageWatch;

  beforeAll(async () => {
    preview = await startPreview();
    page = await preview.browser.newPage({ viewport: { width: 1440, height: 900 } });
    watch = watchPage(page);
  }, 60_000);
  afterAll(async () => preview?.stop(), 20_000);

  test("at 1440×900 the draw dialog opens whole inside the viewport", async () => {
    await openView(page, preview, { view: "desk", cards: "seed" });
    await page.getByRole("button", { name: "Attack with Grimgrin Paralyzer 272" }).first().click();
    const box = await page.locator(".fray-draw").boundingBox();
    expect(box).not.toBeNull();
    const { x, y, width, height } = box!;
    expect({ x: x >= 0, y: y >= 0, right: x + width <= 1440, bottom: y + height <= 900 }).toEqual({ x: true, y: true, right: true, bottom: true });
    // Still playable: the scene's tokens are not under the dialog.
    await page.getByRole("button", { name: "Target Ashmite" }).click();
    await expect.poll(() => page.locator(".fray-draw").innerText()).toContain("Odds against Ashmite.");
    expect(watch.take()).toEqual([]);
  });

  test("icons are Font Awesome's and text is Signika, both loaded", async () => {
    await showView(page, "banks-character", "light");
    const icon = page.getByRole("button", { name: "Attack with Needle Pistol" }).locator("i");
    const drawn = await icon.evaluate((el) => {
      const before = getComputedStyle(el, "::before");
      return { family: before.fontFamily, glyph: before.content !== "none" && before.content !== "" };
    });
    expect(drawn).toEqual({ family: '"Font Awesome 6 Free"', glyph: true });
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => ({ icons: document.fonts.check('900 16px "Font Awesome 6 Free"'), text: document.fonts.check("16px Signika"), body: getComputedStyle(document.body).fontFamily }))).toEqual({
      icons: true,
      text: true,
      body: "Signika, sans-serif",
    });
  });

  test.each(["light", "dark"] as const)("the trauma combat tracker (%s): Qulia and the Ashmite, their initiative, the Will-to-Live prompt", async (theme) => {
    await showView(page, "tracker", theme);
    const initiative = sampleInitiative(sampleWorld());
    const world = sampleWorld();
    const expected = [...world.actors]
      .sort((a, b) => (initiative.get(b._id) ?? 0) - (initiative.get(a._id) ?? 0) || a.name.localeCompare(b.name))
      .map((a) => `${a.name} ${initiative.get(a._id) ?? ""}`);
    const rows = await page.locator(".combat-tracker .combatant").evaluateAll((lis) => lis.map((li) => `${li.querySelector(".token-name .name")?.textContent ?? ""} ${li.querySelector(".token-initiative")?.textContent ?? ""}`));
    expect(rows).toEqual(expected);
    expect(rows.map((r) => r.split(" ")[0]).sort()).toEqual(["Ashmite", "Qulia"]);
    expect(await page.locator(".combat-tracker .combatant.active .name").innerText()).toBe(expected[0]?.split(" ")[0]);
    expect(await page.locator(".preview-combat .encounter-title").innerText()).toBe("Round 2");
    const prompt = page.locator(".chat-message").filter({ hasText: "Ashmite has no Life Support left" });
    expect(await prompt.getByRole("button", { name: "Draw for the will to live" }).count()).toBe(1);
    expect(await viewProblems(page, watch)).toEqual({ errors: [], keys: [], unnamed: [] });
  });
});
