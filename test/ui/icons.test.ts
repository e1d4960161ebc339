/**
 * Foundry draws its icons with Font Awesome 6 Pro; the preview, with the free set of the same
 * version. Every icon class Fray writes (templates/, src/) must be in the free set, in the style
 * it is written with, or the preview shows nothing where Foundry shows an icon (and the icon
 * may be Pro-only). Runs in Node, from Font Awesome's own metadata.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";

const root = join(import.meta.dirname, "../..");

interface IconFamily {
  readonly aliases?: { readonly names?: readonly string[] };
  readonly svgs?: { readonly classic?: Readonly<Record<string, unknown>> };
}

const metadata = JSON.parse(readFileSync(join(root, "node_modules/@fortawesome/fontawesome-free/metadata/icon-families.json"), "utf8")) as Record<string, IconFamily>;

/** Each free icon name (and alias) with the styles the free set draws it in. */
const FREE = new Map<string, readonly string[]>();
for (const [name, icon] of Object.entries(metadata)) {
  const styles = Object.keys(icon.svgs?.classic ?? {});
  for (const n of [name, ...(icon.aliases?.names ?? [])]) FREE.set(n, styles);
}

/** Classes of Font Awesome that are not icons. */
const MODIFIERS = new Set(["fa-solid", "fa-regular", "fa-brands", "fa-fw", "fa-spin", "fa-pulse", "fa-beat", "fa-fade", "fa-flip", "fa-shake", "fa-xs", "fa-sm", "fa-lg", "fa-xl", "fa-2x", "fa-3x", "fa-stack", "fa-inverse", "fa-rotate-90", "fa-rotate-180", "fa-rotate-270", "fa-flip-horizontal", "fa-flip-vertical"]);

function files(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full, ext) : full.endsWith(ext) ? [full] : [];
  });
}

/** Every icon class a file writes, with the style written before it (solid when none is). */
function iconsIn(file: string): { icon: string; style: string }[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:fa-(solid|regular|brands)\s+)?\b(fa-[a-z0-9]+(?:-[a-z0-9]+)*)/g)]
    .filter((m) => !MODIFIERS.has(m[2] ?? ""))
    .map((m) => ({ icon: (m[2] ?? "").slice(3), style: m[1] ?? "solid" }));
}

const sources = [...files(join(root, "templates"), ".hbs"), ...files(join(root, "src"), ".ts")];

describe("every Font Awesome icon Fray uses is in the free set", () => {
  test.each(sources.filter((f) => iconsIn(f).length > 0).map((f) => [relative(root, f), f]))("%s", (_name, file) => {
    const missing = iconsIn(file).filter(({ icon, style }) => !(FREE.get(icon) ?? []).includes(style));
    expect(missing.map(({ icon, style }) => `fa-${style} fa-${icon}`)).toEqual([]);
  });

  test("the metadata was read", () => {
    expect(FREE.get("xmark")).toContain("solid");
    expect(FREE.has("bullseye-arrow"), "a Pro-only icon").toBe(false);
  });
});
