/**
 * What every rendered view must satisfy, measured in the browser itself: no console errors or
 * uncaught exceptions, no dialog (an injected `alert` would open one), no unresolved "FRAY."
 * key in text or attributes, and an accessible name on every control as Chromium computes it
 * (its accessibility tree, the same names a screen reader announces).
 */
import type { Page } from "playwright-core";

export interface PageWatch {
  /** Console errors, page errors and dialogs since the last `take`. */
  take(): string[];
}

export function watchPage(page: Page): PageWatch {
  let problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("dialog", (d) => {
    problems.push(`dialog (${d.type()}): ${d.message()}`);
    void d.dismiss();
  });
  return {
    take() {
      const out = problems;
      problems = [];
      return out;
    },
  };
}

/** Visible text and person-read attributes holding a lang key that never resolved. */
export async function unresolvedKeys(page: Page): Promise<string[]> {
  const text = await page.locator("body").innerText();
  const attrs = await page.evaluate(() =>
    [...document.querySelectorAll("*")].flatMap((el) =>
      ["aria-label", "title", "alt", "placeholder", "data-tooltip"].flatMap((a) => {
        const v = el.getAttribute(a);
        return v === null ? [] : [`${el.tagName.toLowerCase()}[${a}]=${v}`];
      }),
    ),
  );
  return [...text.split("\n"), ...attrs].filter((line) => /FRAY\.[A-Za-z]/.test(line));
}

const CONTROL_ROLES = new Set(["button", "textbox", "checkbox", "combobox", "spinbutton", "radio", "slider", "switch", "searchbox", "listbox", "tab", "menuitem"]);

interface AXNode {
  ignored: boolean;
  role?: { value?: string };
  name?: { value?: string };
  backendDOMNodeId?: number;
}

/** Controls in the accessibility tree whose computed name is empty, as their HTML. */
export async function unnamedControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AXNode[] };
    const unnamed = nodes.filter((n) => !n.ignored && CONTROL_ROLES.has(n.role?.value ?? "") && (n.name?.value ?? "").trim() === "");
    return await Promise.all(
      unnamed.map(async (n) => {
        if (n.backendDOMNodeId === undefined) return `${n.role?.value ?? "?"} without a DOM node`;
        const { outerHTML } = (await cdp.send("DOM.getOuterHTML", { backendNodeId: n.backendDOMNodeId })) as { outerHTML: string };
        return outerHTML.slice(0, 200);
      }),
    );
  } finally {
    await cdp.detach();
  }
}

/** Everything above for the page as it is now. */
export async function viewProblems(page: Page, watch: PageWatch): Promise<{ errors: string[]; keys: string[]; unnamed: string[] }> {
  return { errors: watch.take(), keys: await unresolvedKeys(page), unnamed: await unnamedControls(page) };
}
