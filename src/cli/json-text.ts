/**
 * Reading a scenario file's JSON the way a person needs when it is broken: a UTF-8 byte order
 * mark (written by some Windows editors) is dropped, and a syntax error is reported at
 * `line:column` with the parser's complaint. Node's JSON.parse gives a position for only some
 * errors, so a small scanner finds where the text stops being JSON.
 */
export class JsonSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    message: string,
  ) {
    super(message);
  }
}

export function parseJsonText(raw: string): unknown {
  const text = raw.startsWith("\uFEFF") ? raw.slice(1) : raw;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const stated = /at position (\d+)/.exec(message);
    const offset = stated ? Number(stated[1]) : errorOffset(text);
    const { line, column } = lineColumn(text, offset);
    throw new JsonSyntaxError(line, column, complaint(message));
  }
}

/** The parser's words without where it says it is (we say that as line:column) or its echo of the text. */
function complaint(message: string): string {
  return message
    .replace(/\s*\(line \d+ column \d+\)/, "")
    .replace(/( in JSON)? at position \d+/, "")
    .replace(/, .*is not valid JSON$/s, "");
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** The offset of the first character that cannot continue valid JSON (the text's length if it ends too soon). */
export function errorOffset(text: string): number {
  let i = 0;
  const space = (): void => {
    while (i < text.length && " \t\n\r".includes(text[i] ?? "")) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const expect = (word: string): void => {
    for (const ch of word) {
      if (text[i] !== ch) fail();
      i++;
    }
  };
  const value = (): void => {
    space();
    const ch = text[i];
    if (ch === "{") return container("}", () => {
      space();
      if (text[i] !== '"') fail();
      string();
      space();
      if (text[i] !== ":") fail();
      i++;
      value();
    });
    if (ch === "[") return container("]", value);
    if (ch === '"') return string();
    if (ch === "t") return expect("true");
    if (ch === "f") return expect("false");
    if (ch === "n") return expect("null");
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!number) fail();
    i += number?.[0].length ?? 0;
  };
  const container = (close: string, entry: () => void): void => {
    i++;
    space();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      entry();
      space();
      if (text[i] === ",") i++;
      else if (text[i] === close) {
        i++;
        return;
      } else fail();
    }
  };
  const string = (): void => {
    i++;
    for (;;) {
      const ch = text[i];
      if (ch === undefined || ch < " ") fail();
      i++;
      if (ch === '"') return;
      if (ch === "\\") {
        if (text[i] === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 5;
        } else if ('"\\/bfnrt'.includes(text[i] ?? "x")) i++;
        else fail();
      }
    }
  };
  try {
    value();
    space();
    return i < text.length ? i : text.length;
  } catch (at) {
    return Math.min(typeof at === "number" ? at : i, text.length);
  }
}
