/**
 * No two controls overlap, and none spills out of its window sideways, in every view of the
 * preview in both themes: a button drawn over another (the Use Leadership/Tactics button over
 * Derision) takes clicks meant for its neighbour. Controls are measured by Chromium's layout.
 * Nested controls (a button inside a [data-action] row) are not overlaps; controls in different
 * windows are not compared, since windows may be stacked like Foundry's.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { VIEWS } from "../../src/preview/rulesets";
import { type Preview, openView, requireChromium, showView, startPreview } from "./harness";

requireChromium();
const THEMES = ["light", "dark"] as const;
/** A character sheet is measured on each tab, as views.test.ts checks it: a hidden tab has no boxes. */
const tabsOf = (view: string): readonly (string | null)[] =>
  view.startsWith("character") ? ["Overview", "Vim", "Defenses", "Biography"] : view.startsWith("banks-character") ? ["Combat", "Attributes", "Armor", "Biography"] : [null];

/** What the page reports: each clash as "a ⟷ b", each spill as "a past its window". */
interface LayoutProblems {
  readonly overlaps: string[];
  readonly overflows: string[];
}

// A string evaluated in the page, so this file needs no DOM types (like harness.ts).
const MEASURE = `(() => {
  const SELECTOR = "button, input:not([type=hidden]), select, textarea, a[href], [data-action], [tabindex]:not([tabindex='-1'])";
  const WINDOW = ".application, .chat-message, .combat-tracker, .window-app, #chat-log, [data-window], #sidebar, .preview-sidebar";
  const name = (el) => {
    const label = el.getAttribute("aria-label") || el.getAttribute("name") || el.getAttribute("data-action") || (el.textContent || "").trim().slice(0, 30);
    return el.tagName.toLowerCase() + (el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\\s+/).join(".") : "") + "[" + label + "]";
  };
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    const s = getComputedStyle(el);
    return s.visibility !== "hidden" && s.display !== "none" && Number(s.opacity) > 0 && el.closest("[hidden], .fray-tab:not(.active)") === null;
  };
  // The scrolling boxes around a control (a window's content, the Team Bank panel).
  const scrollers = (el) => {
    const out = [];
    for (let p = el.parentElement; p !== null; p = p.parentElement) if (getComputedStyle(p).overflowY !== "visible") out.push(p);
    return out;
  };
  const controls = [...document.querySelectorAll(SELECTOR)].filter(visible).map((el) => ({ el, r: el.getBoundingClientRect(), win: el.closest(WINDOW), boxes: scrollers(el) }));
  // Against a control outside a scrolling box, only what shows of a control inside it counts;
  // two controls in the same box are compared whole, wherever it is scrolled to.
  const clipped = (c, other) => {
    let top = c.r.top;
    let bottom = c.r.bottom;
    for (const box of c.boxes) {
      if (box.contains(other.el)) break;
      const b = box.getBoundingClientRect();
      top = Math.max(top, b.top);
      bottom = Math.min(bottom, b.bottom);
    }
    return { left: c.r.left, right: c.r.right, top, bottom };
  };
  const overlaps = [];
  const overflows = [];
  // A pixel of shared border is not an overlap.
  const EPS = 1;
  for (let i = 0; i < controls.length; i++) {
    const a = controls[i];
    if (a.win !== null) {
      const w = a.win.getBoundingClientRect();
      if (a.r.left < w.left - EPS || a.r.right > w.right + EPS) overflows.push(name(a.el) + " past " + name(a.win));
    }
    for (let j = i + 1; j < controls.length; j++) {
      const b = controls[j];
      if (a.win !== b.win) continue;
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const [ra, rb] = [clipped(a, b), clipped(b, a)];
      const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (x > EPS && y > EPS) overlaps.push(name(a.el) + " ⟷ " + name(b.el));
    }
  }
  return { overlaps, overflows };
})()`;

async function layoutProblems(page: Page): Promise<LayoutProblems> {
  return (await page.evaluate(MEASURE)) as LayoutProblems;
}

describe("no two controls overlap and none overflows its window", () => {
  let preview: Preview;
  let page: Page;

  beforeAll(async () => {
    preview = await startPreview();
    page = await preview.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await openView(page, preview, { view: "desk", cards: "seed" });
  }, 60_000);
  afterAll(async () => preview?.stop(), 20_000);

  const cases = VIEWS.flatMap((v) => THEMES.map((theme) => ({ view: v.id, theme })));
  test.each(cases)("$view ($theme)", async ({ view, theme }) => {
    await showView(page, view, theme);
    for (const tab of tabsOf(view)) {
      if (tab !== null) await page.getByRole("button", { name: tab, exact: true }).first().click();
      expect({ view, theme, tab, ...(await layoutProblems(page)) }).toEqual({ view, theme, tab, overlaps: [], overflows: [] });
    }
  });

  // Two drawing defects of the Trauma sheet that only computed styles show.
  test.each(THEMES)("character (%s): the Life Support label passes WCAG AA; an empty rating dot is a plain ring", async (theme) => {
    await showView(page, "character", theme);
    const measured = (await page.evaluate(`(() => {
      const rgba = (c) => { const m = c.match(/[\\d.]+/g).map(Number); return { r: m[0], g: m[1], b: m[2], a: m.length > 3 ? m[3] : 1 }; };
      const lum = ({ r, g, b }) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }; return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
      const label = document.querySelector(".fray-health-text");
      const own = rgba(getComputedStyle(label).backgroundColor);
      // Without a solid background of its own the label is read over the fill (the full bar).
      const behind = own.a >= 0.99 ? own : rgba(getComputedStyle(document.querySelector(".fray-health-fill")).backgroundColor);
      const [hi, lo] = [lum(rgba(getComputedStyle(label).color)), lum(behind)].sort((x, y) => y - x);
      const empty = document.querySelector(".fray-dot:not(.filled)");
      return { contrast: Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100, emptyDot: getComputedStyle(empty).backgroundImage };
    })()`)) as { contrast: number; emptyDot: string };
    expect(measured.contrast).toBeGreaterThanOrEqual(4.5);
    expect(measured.emptyDot).toBe("none");
  });

  // The Team Bank panel sits above the tracker's list: it may not push the combatants below the fold.
  test.each(["banks-tracker", "banks-tracker-player"])("%s: the Team Bank panel ends in the top two fifths of the window", async (view) => {
    await showView(page, view, "light");
    const measured = (await page.evaluate(
      `(() => { const t = document.querySelector(".fray-banks-teams").getBoundingClientRect(); return { bottom: t.bottom, limit: innerHeight * 0.4 }; })()`,
    )) as { bottom: number; limit: number };
    expect(measured.bottom).toBeLessThanOrEqual(measured.limit);
  });
});
