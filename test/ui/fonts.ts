/**
 * The fonts Chromium's fontconfig knows when the screenshots are taken: the bundled Signika for
 * everything, and DejaVu Sans only for the few symbols Signika lacks (→, card suits), the one
 * system font that fontconfig itself pulls in on Debian. No other font of the machine is seen.
 * fontsource ships WOFF, which Chromium's system-font path does not load, so each file is
 * unpacked to the TrueType it wraps (WOFF 1.0: the same tables, each zlib-compressed).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { unzlibSync } from "fflate";

/** The faces Fray's CSS uses, in the scripts the preview shows. */
const FACES = ["latin", "latin-ext"].flatMap((subset) => [400, 600, 700].map((weight) => `signika-${subset}-${weight}-normal`));

/** Debian's fonts-dejavu-core (a dependency of fontconfig-config): the symbols' fallback. */
export const SYMBOL_FONT = process.env["FRAY_SYMBOL_FONT"] ?? "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

/** The sfnt (TrueType) inside a WOFF 1.0 file. */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error("not a WOFF 1.0 file");
  const count = view.getUint16(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = view.getUint32(at + 4);
    const compressed = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    const body = woff.subarray(offset, offset + compressed);
    return { tag: view.getUint32(at), checksum: view.getUint32(at + 16), data: compressed < length ? unzlibSync(body) : body };
  });
  const padded = (n: number): number => (n + 3) & ~3;
  const size = 12 + 16 * count + tables.reduce((n, t) => n + padded(t.data.length), 0);
  const out = new Uint8Array(size);
  const sfnt = new DataView(out.buffer);
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.setUint32(0, view.getUint32(4));
  sfnt.setUint16(4, count);
  sfnt.setUint16(6, power * 16);
  sfnt.setUint16(8, Math.log2(power));
  sfnt.setUint16(10, count * 16 - power * 16);
  let offset = 12 + 16 * count;
  tables.forEach((t, i) => {
    const record = 12 + i * 16;
    sfnt.setUint32(record, t.tag);
    sfnt.setUint32(record + 4, t.checksum);
    sfnt.setUint32(record + 8, offset);
    sfnt.setUint32(record + 12, t.data.length);
    out.set(t.data, offset);
    offset += padded(t.data.length);
  });
  return out;
}

/** Every generic family resolves to Signika; DejaVu Sans is reached only for a glyph Signika lacks. */
const ALIASES = ["sans-serif", "serif", "monospace", "system-ui"].map((generic) => `  <alias><family>${generic}</family><prefer><family>Signika</family><family>DejaVu Sans</family></prefer></alias>`).join("\n");

/** Writes the fonts and a fontconfig file naming them and nothing else of the system's; returns its path. */
export function bundledFontConfig(root: string, dir: string): string {
  if (!existsSync(SYMBOL_FONT)) throw new Error(`screenshots need DejaVu Sans at ${SYMBOL_FONT}: apt-get install -y fonts-dejavu-core, or set FRAY_SYMBOL_FONT`);
  const fonts = join(dir, "fonts");
  mkdirSync(fonts, { recursive: true });
  for (const face of FACES) {
    const woff = readFileSync(join(root, "node_modules/@fontsource/signika/files", `${face}.woff`));
    writeFileSync(join(fonts, `${face}.ttf`), woffToSfnt(woff));
  }
  copyFileSync(SYMBOL_FONT, join(fonts, "DejaVuSans.ttf"));
  const file = join(dir, "fonts.conf");
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n  <dir>${fonts}</dir>\n  <cachedir>${join(dir, "fontconfig")}</cachedir>\n${ALIASES}\n</fontconfig>\n`,
  );
  return file;
}
