/**
 * A small HTML tag scanner for the template tests (no new dependency): start tags with their
 * attributes, end tags and text, built into a tree. Enough for Fray's own templates, which are
 * well-formed; it throws on a mismatched end tag so broken markup fails the test.
 */
export interface HtmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: HtmlElement[];
  readonly parent: HtmlElement | null;
  text: string;
}

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const TAG = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

export function parseHtml(source: string): HtmlElement {
  const root: HtmlElement = { name: "#root", attrs: {}, children: [], parent: null, text: "" };
  let current = root;
  let last = 0;
  const addText = (t: string): void => {
    for (let el: HtmlElement | null = current; el; el = el.parent) el.text += t;
  };
  for (const m of source.matchAll(TAG)) {
    addText(source.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[0].startsWith("<!--")) continue;
    if (m[1] !== undefined) {
      const name = m[1].toLowerCase();
      if (current.name !== name) throw new Error(`</${name}> closes <${current.name}> at ${m.index}`);
      current = current.parent ?? root;
      continue;
    }
    const name = (m[2] ?? "").toLowerCase();
    const attrs: Record<string, string> = {};
    for (const a of (m[3] ?? "").matchAll(ATTR)) attrs[a[1]!.toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? "";
    const el: HtmlElement = { name, attrs, children: [], parent: current, text: "" };
    current.children.push(el);
    if (!VOID.has(name)) current = el;
  }
  addText(source.slice(last));
  if (current !== root) throw new Error(`<${current.name}> is never closed`);
  return root;
}

export function allElements(el: HtmlElement): HtmlElement[] {
  return el.children.flatMap((c) => [c, ...allElements(c)]);
}

/** Form controls and buttons without an accessible name, described for the failure message. */
export function unnamedControls(root: HtmlElement): string[] {
  const els = allElements(root);
  const labelled = new Set(els.filter((e) => e.name === "label" && e.attrs["for"]).map((e) => e.attrs["for"]));
  const insideLabel = (e: HtmlElement): boolean => {
    for (let p = e.parent; p; p = p.parent) if (p.name === "label") return true;
    return false;
  };
  const named = (e: HtmlElement): boolean =>
    Boolean(e.attrs["aria-label"]?.trim()) ||
    Boolean(e.attrs["aria-labelledby"]?.trim()) ||
    (e.attrs["id"] !== undefined && labelled.has(e.attrs["id"])) ||
    insideLabel(e) ||
    (e.name === "button" && e.text.trim() !== "");
  return els
    .filter((e) => ["input", "select", "textarea", "button"].includes(e.name) && e.attrs["type"] !== "hidden")
    .filter((e) => !named(e))
    .map((e) => `<${e.name} ${Object.entries(e.attrs).map(([k, v]) => `${k}="${v}"`).join(" ")}>`);
}
