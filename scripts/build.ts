/**
 * `npm run build`: writes `dist/`, the folder Foundry v13 loads as the system `fray`, and
 * `dist/fray-<version>.zip` for install by URL; then the CLI bundle in `build/cli/`.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { build } from "vite";
import { zipSync } from "fflate";
import { compilePacks } from "./packs";
import { type PackageInfo, keptInZip, releaseUrls } from "./release-urls";
import { CARD_BACK_FILES, CARD_BACK_KINDS, CARD_FACES, JOKER_FACES, cardBackSvg, faceFileName, faceSvg } from "../src/view/cards";

const root = new URL("..", import.meta.url).pathname;
const dist = join(root, "dist");

interface Manifest {
  id: string;
  version: string;
  packs: { name: string; path: string }[];
}

const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8")) as Manifest;
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as PackageInfo;
if (manifest.version !== pkg.version) {
  throw new Error(`system.json version ${manifest.version} differs from package.json ${pkg.version}`);
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

await build({ configFile: join(root, "vite.config.ts"), logLevel: "warn" });

// Static files as Foundry reads them. template.json stays out: the DataModels are the schema
// (design.md: a shipped template.json is merged into documentTypes and may drop htmlFields).
// The installed manifest carries the release URLs, made from package.json's repository field.
writeFileSync(join(dist, "system.json"), `${JSON.stringify({ ...JSON.parse(readFileSync(join(root, "system.json"), "utf8")), ...releaseUrls(pkg) }, null, 2)}\n`);
for (const file of ["README.md", "LICENSE"]) cpSync(join(root, file), join(dist, file));
for (const dir of ["lang", "templates", "assets"]) {
  if (existsSync(join(root, dir))) cpSync(join(root, dir), join(dist, dir), { recursive: true });
}
writeFileSync(join(dist, "fray.css"), bundleStyles(join(root, "styles")));
writeCardImages(join(dist, "assets", "cards"));

await compilePacks(root, dist, manifest.packs);

const zipName = `fray-${manifest.version}.zip`;
writeFileSync(join(dist, zipName), zipSync(collect(dist, keptInZip), { level: 9 }));

await build({ configFile: join(root, "vite.cli.config.ts"), logLevel: "warn" });
console.log(`built dist/ (${manifest.id} ${manifest.version}), dist/${zipName} and build/cli/fray.mjs`);

/** The card faces and backs the Foundry decks show, drawn by src/view/cards. */
function writeCardImages(dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const face of [...CARD_FACES, ...JOKER_FACES]) writeFileSync(join(dir, faceFileName(face)), faceSvg(face));
  for (const kind of CARD_BACK_KINDS) writeFileSync(join(dir, CARD_BACK_FILES[kind]), cardBackSvg(kind));
}

/**
 * Every stylesheet under styles/, one file: common/ first (the palette), then each ruleset's
 * folder, in path order. Foundry puts it in @layer system.
 */
function bundleStyles(dir: string): string {
  return Object.entries(collect(dir, (path) => path.endsWith(".css")))
    .map(([path, bytes]) => [path.split("\\").join("/"), new TextDecoder().decode(bytes)] as const)
    .sort(([a], [b]) => Number(!a.startsWith("common/")) - Number(!b.startsWith("common/")) || a.localeCompare(b))
    .map(([path, css]) => `/* ${path} */\n${css}`)
    .join("\n");
}

/** Every file under `dir` as zip entries with paths relative to it. */
function collect(dir: string, keep: (path: string) => boolean): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (keep(full)) files[relative(dir, full)] = readFileSync(full);
    }
  };
  walk(dir);
  return files;
}
