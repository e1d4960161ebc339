/**
 * A tiny, strict XML well-formedness parser for the card tests (no new dependencies). It covers
 * what the card SVGs use: an optional declaration, comments, elements, quoted attributes, text
 * and entity references. It throws on anything malformed and returns the element tree so tests
 * can query it instead of regex-matching markup.
 */
export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  readonly text: string;
}

const NAME = /[A-Za-z_:][A-Za-z0-9_.:-]*/y;
const ENTITY = /&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9A-Fa-f]+);/y;

export function parseXml(source: string): XmlElement {
  let pos = 0;
  const fail = (why: string): never => {
    throw new Error(`malformed XML at ${pos}: ${why} near ${JSON.stringify(source.slice(pos, pos + 30))}`);
  };
  const skipSpace = (): void => {
    while (pos < source.length && /\s/.test(source[pos]!)) pos++;
  };
  const skipMisc = (): void => {
    for (;;) {
      skipSpace();
      if (source.startsWith("<!--", pos)) {
        const end = source.indexOf("-->", pos + 4);
        if (end < 0) fail("unclosed comment");
        if (source.slice(pos + 4, end).includes("--")) fail("'--' inside a comment");
        pos = end + 3;
      } else return;
    }
  };
  const name = (): string => {
    NAME.lastIndex = pos;
    const m = NAME.exec(source);
    if (!m) return fail("expected a name");
    pos += m[0].length;
    return m[0];
  };
  /** Character data up to `stop`, with every `&` a valid entity reference and no bare `<`. */
  const chars = (stop: string): string => {
    let out = "";
    while (pos < source.length && !stop.includes(source[pos]!)) {
      const c = source[pos]!;
      if (c === "<") fail("bare '<'");
      if (c === "&") {
        ENTITY.lastIndex = pos;
        const m = ENTITY.exec(source);
        if (!m) fail("bare '&'");
        out += m![0];
        pos += m![0].length;
        continue;
      }
      out += c;
      pos++;
    }
    return out;
  };
  const element = (): XmlElement => {
    if (source[pos] !== "<") fail("expected '<'");
    pos++;
    const tag = name();
    const attrs: Record<string, string> = {};
    for (;;) {
      const before = pos;
      skipSpace();
      if (source.startsWith("/>", pos)) {
        pos += 2;
        return { name: tag, attrs, children: [], text: "" };
      }
      if (source[pos] === ">") {
        pos++;
        break;
      }
      if (pos === before) fail("attributes must be separated by space");
      const attr = name();
      if (attr in attrs) fail(`duplicate attribute ${attr}`);
      skipSpace();
      if (source[pos] !== "=") fail("expected '='");
      pos++;
      skipSpace();
      const quote = source[pos];
      if (quote !== '"' && quote !== "'") fail("attribute value must be quoted");
      pos++;
      attrs[attr] = chars(quote!);
      if (source[pos] !== quote) fail("unterminated attribute value");
      pos++;
    }
    const children: XmlElement[] = [];
    let text = "";
    for (;;) {
      if (pos >= source.length) fail(`unclosed <${tag}>`);
      if (source.startsWith("</", pos)) {
        pos += 2;
        if (name() !== tag) fail(`mismatched closing tag for <${tag}>`);
        skipSpace();
        if (source[pos] !== ">") fail("expected '>'");
        pos++;
        return { name: tag, attrs, children, text };
      }
      if (source.startsWith("<!--", pos)) skipMisc();
      else if (source[pos] === "<") children.push(element());
      else {
        const t = chars("<");
        if (t.includes("]]>")) fail("']]>' in text");
        text += t;
      }
    }
  };

  if (source.startsWith("<?xml", pos)) {
    const end = source.indexOf("?>", pos);
    if (end < 0) fail("unclosed XML declaration");
    pos = end + 2;
  }
  skipMisc();
  const root = element();
  skipMisc();
  if (pos !== source.length) fail("content after the root element");
  return root;
}

/** Every element in document order, the root first. */
export function allElements(root: XmlElement): XmlElement[] {
  return [root, ...root.children.flatMap(allElements)];
}

export function hasClass(el: XmlElement, cls: string): boolean {
  return (el.attrs["class"] ?? "").split(/\s+/).includes(cls);
}
