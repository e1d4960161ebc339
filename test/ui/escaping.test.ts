/**
 * An item renamed `<img src=x onerror=alert(1)>` shows as that text everywhere — its sheet, the
 * character sheet, the draw dialog, the chat cards of both rulesets, the banks sheets — and nothing runs: no <img src="x"> exists
 * and no dialog opens. Renamed from the weapon sheet itself, as a player would, then checked on
 * every view of a world where the name came from the data.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { VIEWS } from "../../src/preview/rulesets";
import { type Preview, requireChromium, openView, showView, startPreview } from "./harness";
import { type PageWatch, watchPage } from "./page-checks";

requireChromium();
const EVIL = "<img src=x onerror=alert(1)>";

describe("names from the data are text, never markup", () => {
  let preview: Preview;
  let page: Page;
  let watch: PageWatch;

  beforeAll(async () => {
    preview = await startPreview();
    page = await preview.browser.newPage({ viewport: { width: 1700, height: 1100 } });
    watch = watchPage(page);
  }, 60_000);
  afterAll(async () => preview?.stop(), 20_000);

  const injected = () => page.locator("img[src='x']").count();
  const shows = (selector: string) => page.locator(selector).first().textContent();

  test("renamed on its sheet: the sheets, the dialog and the chat card show the name as text", async () => {
    await openView(page, preview, { view: "desk", cards: "seed" });
    await page.getByRole("button", { name: "Edit Grimgrin Paralyzer 272" }).click();
    const name = page.locator(".fray-item input[name='name']");
    await name.fill(EVIL);
    await name.press("Tab");
    await expect.poll(() => shows(".fray-item .window-title")).toBe(EVIL);
    expect(await name.inputValue()).toBe(EVIL);
    expect(await shows(".fray-character .fray-weapon .fray-item-name")).toBe(EVIL);

    await page.getByRole("button", { name: `Attack with ${EVIL}` }).first().click();
    await page.getByRole("button", { name: "Target Ashmite" }).click();
    expect(await shows(".fray-draw .fray-draw-title")).toBe(EVIL);
    expect(await shows(".fray-draw .window-title")).toContain(EVIL);

    await page.locator(".fray-draw [data-action='draw']").click();
    await expect.poll(() => shows(".fray-attack-card .fray-card__title")).toContain(EVIL);
    await page.getByRole("button", { name: "Make the resistance draw for Ashmite" }).click();
    expect(await shows(".fray-resistance-card .fray-card__title")).toContain(EVIL);

    expect(await injected()).toBe(0);
    expect(watch.take()).toEqual([]);
  });

  test("a world where the name came from the data: every view", async () => {
    await openView(page, preview, { view: "desk", cards: "seed", itemName: EVIL });
    // The theme changes colours only, not markup: one theme is enough to see what the name becomes.
    for (const view of VIEWS.map((v) => v.id)) {
      await showView(page, view, "dark");
      expect({ view, injected: await injected() }).toEqual({ view, injected: 0 });
    }
    await showView(page, "chat-applied", "light");
    expect(await shows(".fray-attack-card .fray-card__title")).toContain(EVIL);
    // The banks sheets: Ines's Needle Pistol renamed, on her sheet and its Attack button's name.
    await showView(page, "banks-character", "light");
    expect(await shows(".fray-banks .fray-weapon .fray-item-name")).toBe(EVIL);
    expect(await page.getByRole("button", { name: `Attack with ${EVIL}` }).count()).toBe(1);
    expect(await injected()).toBe(0);
    expect(watch.take()).toEqual([]);
  });

  test("renamed on a banks weapon sheet: the name is text there and on the owner's sheet", async () => {
    await openView(page, preview, { view: "banks-character" });
    await page.getByRole("button", { name: "Edit Needle Pistol" }).click();
    const name = page.locator(".fray-banks.fray-item input[name='name']");
    await name.fill(EVIL);
    await name.press("Tab");
    await expect.poll(() => shows(".fray-banks.fray-item .window-title")).toBe(EVIL);
    expect(await shows(".fray-banks.fray-character .fray-weapon .fray-item-name")).toBe(EVIL);
    expect(await injected()).toBe(0);
    expect(watch.take()).toEqual([]);
  });

  test("a banks attack card, bid card and both banks dialogs show a hostile weapon name as text", async () => {
    await openView(page, preview, { view: "banks-attack-applied", itemName: EVIL });
    expect(await shows(".fray-banks-attack .fray-card__title")).toContain(EVIL);
    await showView(page, "banks-bid-card", "light");
    expect(await shows(".fray-banks-bid .fray-card__title")).toContain(EVIL);
    await showView(page, "banks-attack-dialog", "light");
    expect(await shows(".fray-banks-attack-dialog .window-title")).toContain(EVIL);
    expect(await shows(".fray-banks-attack-dialog .fray-pool-title")).toContain(EVIL);
    await showView(page, "banks-bid-dialog", "dark");
    expect(await shows(".fray-banks-bid-dialog .fray-pool-title")).toContain(EVIL);
    expect(await injected()).toBe(0);
    expect(watch.take()).toEqual([]);
  });
});

