/**
 * The seed's attack played by clicking, with the seed's cards fixed (cards=seed): Qulia's
 * Grimgrin Paralyzer against the targeted Ashmite, the odds in the dialog, draw, resist, apply
 * (Life Support 6 of 12, Clot 6), a replayed Apply refused, and Undo back to 12 of 12, Clot 0.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Preview, requireChromium, openView, startPreview } from "./harness";
import { type PageWatch, unnamedControls, watchPage } from "./page-checks";

requireChromium();

describe("the playable attack flow", () => {
  let preview: Preview;
  let page: Page;
  let watch: PageWatch;

  beforeAll(async () => {
    preview = await startPreview();
    page = await preview.browser.newPage({ viewport: { width: 1700, height: 1100 } });
    watch = watchPage(page);
  }, 60_000);
  afterAll(async () => preview?.stop(), 20_000);

  const ashmite = () => page.locator(".fray-npc");
  const card = () => page.locator(".fray-attack-card").first();
  const clot = () => ashmite().locator(".counter-clot .fray-count").innerText();

  test("T-1 Qulia vs the Ashmite, clicked through: final trauma 6, then Undo", async () => {
    await openView(page, preview, { view: "desk", cards: "seed" });
    await expect.poll(() => ashmite().locator(".fray-health-text").innerText()).toBe("Life Support 12 of 12");

    // Choose the weapon: the draw dialog opens, with no target yet.
    await page.getByRole("button", { name: "Attack with Grimgrin Paralyzer 272" }).first().click();
    const dialog = page.locator(".fray-draw");
    await expect.poll(() => dialog.innerText()).toContain("No token is targeted");

    // Target the Ashmite: the odds are now against it (docs/rules/trauma.md §5.12).
    await page.getByRole("button", { name: "Target Ashmite" }).click();
    await expect.poll(() => dialog.innerText()).toContain("Odds against Ashmite.");
    expect(await dialog.locator(".fray-odds-big.success strong").innerText()).toBe("91.1%");

    // Draw: the card waits for the Ashmite's resistance draw.
    await dialog.getByRole("button", { name: /Draw/ }).last().click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => card().textContent()).toContain("Waiting for the resistance draw");
    expect(await card().locator(".fray-card__draw img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")))).toEqual(["4♠", "3♥", "2♦", "2♣"]);
    expect(await card().innerText()).toContain("Highest card 4: short by 1.");

    // Resist: 8♠ 4♦ A♥, short by 2, 90% gets through: 6.
    await page.getByRole("button", { name: "Make the resistance draw for Ashmite" }).click();
    await expect.poll(() => page.locator(".fray-resistance-card img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")))).toEqual(["8♠", "4♦", "A♥"]);
    await expect.poll(() => card().locator(".fray-card__final strong").innerText()).toBe("6");

    // Apply: the Ashmite's sheet shows the seed's numbers; Apply gives way to Undo.
    await page.getByRole("button", { name: "Apply 6 trauma to Ashmite" }).click();
    await expect.poll(() => ashmite().locator(".fray-health-text").innerText()).toBe("Life Support 6 of 12");
    expect(await clot()).toBe("6");
    expect(await card().locator("[data-action='fray-apply']").count()).toBe(0);
    expect(await card().getByRole("button", { name: "Undo the trauma applied to Ashmite" }).count()).toBe(1);

    // A replayed Apply (a forged button on the applied card) is refused by the ledger.
    await card().locator(".fray-card__buttons").evaluate((box) => {
      const forged = document.createElement("button");
      forged.type = "button";
      forged.dataset["action"] = "fray-apply";
      forged.textContent = "Apply";
      box.append(forged);
    });
    await card().locator("[data-action='fray-apply']").click();
    await expect.poll(() => page.locator("#notifications").innerText()).toContain("The GM refused");
    expect(await ashmite().locator(".fray-health-text").innerText()).toBe("Life Support 6 of 12");
    expect(await clot()).toBe("6");

    // Undo: back to the numbers before the attack; the card may be applied again.
    await page.getByRole("button", { name: "Undo the trauma applied to Ashmite" }).click();
    await expect.poll(() => ashmite().locator(".fray-health-text").innerText()).toBe("Life Support 12 of 12");
    expect(await clot()).toBe("0");
    expect(await card().textContent()).toContain("Undone");
    expect(await card().getByRole("button", { name: "Apply 6 trauma to Ashmite" }).count()).toBe(1);

    expect(await unnamedControls(page)).toEqual([]);
    expect(watch.take()).toEqual([]);
  });
});

