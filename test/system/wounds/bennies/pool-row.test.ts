import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { poolControlHtml } from "../../../../src/system/wounds/bennies/pool-row";

/** The GM's pool row in the players list: its count, and buttons that are off when they cannot act. */
const g = globalThis as Record<string, unknown>;
beforeEach(() => {
  g["foundry"] = { utils: { escapeHTML: (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;") } };
  g["game"] = { i18n: { localize: (key: string) => (key.endsWith(".Label") ? 'GM <b>"Bennies"</b>' : key) } };
});
afterEach(() => {
  delete g["foundry"];
  delete g["game"];
});

const parse = (html: string) => {
  const buttons = [...html.matchAll(/<button[^>]*data-fray-pool="(\w+)"[^>]*>/g)].map((m) => ({ action: m[1], disabled: m[0].includes(" disabled"), named: /aria-label="[^"]+"/.test(m[0]) }));
  return { buttons, count: /<strong class="fray-wounds-pool-count">(\d+)<\/strong>/.exec(html)?.[1] };
};

describe("the GM's pool row", () => {
  test("shows the count with spend, award and refresh, each named", () => {
    const row = parse(poolControlHtml(3, true));
    expect(row.count).toBe("3");
    expect(row.buttons).toEqual([
      { action: "spend", disabled: false, named: true },
      { action: "award", disabled: false, named: true },
      { action: "refresh", disabled: false, named: true },
    ]);
  });

  test("an empty pool cannot be spent from; a GM who is not the active one cannot act at all", () => {
    expect(parse(poolControlHtml(0, true)).buttons.map((b) => b.disabled)).toEqual([true, false, false]);
    expect(parse(poolControlHtml(2, false)).buttons.every((b) => b.disabled)).toBe(true);
  });

  test("localized words are escaped", () => {
    const html = poolControlHtml(1, true);
    expect(html).toContain("GM &lt;b&gt;&quot;Bennies&quot;&lt;/b&gt;");
    expect(html).not.toContain("<b>");
  });
});
