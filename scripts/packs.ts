/**
 * Compendium sources (`packs/<pack>/*.json`, one document a file) → LevelDB packs with the
 * official Foundry CLI. The CLI skips a file without `_key` silently, so sources are checked
 * first (toolchain.md "Compendium packs").
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { checkPackSource, type PackDocument } from "./pack-source";

export interface PackEntry {
  name: string;
  path: string;
  type?: string;
}

/** Reads every source document of one pack folder. */
export function readPackSources(folder: string): { file: string; doc: PackDocument }[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => ({ file, doc: JSON.parse(readFileSync(join(folder, file), "utf8")) as PackDocument }));
}

export async function compilePacks(root: string, dist: string, packs: readonly PackEntry[]): Promise<void> {
  for (const pack of packs) {
    const src = join(root, pack.path);
    for (const { file, doc } of readPackSources(src)) {
      const problems = checkPackSource(doc, pack.type ?? "");
      if (problems.length) throw new Error(`${pack.path}/${file}: ${problems.join("; ")}`);
    }
    await compilePack(src, join(dist, pack.path), { log: false });
  }
}
