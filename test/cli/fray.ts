// Runs `fray` in-process with captured output, and writes scratch scenarios (test/cli only).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../src/cli/main";
import { readJson, repoRoot } from "../support/examples";

export interface Ran {
  readonly code: number;
  readonly out: string[];
  readonly err: string[];
}

export async function fray(...argv: string[]): Promise<Ran> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(...l.split("\n")), err: (l) => err.push(...l.split("\n")) });
  return { code, out, err };
}

export const example = (path: string): string => join(repoRoot, "examples", `${path}.json`);

/** A deep copy of an example scenario to break. */
export const exampleJson = <T = Scenarioish>(path: string): T => readJson<T>(`examples/${path}.json`);

/** Enough of a scenario's shape to edit one in a test. */
export interface Scenarioish {
  [key: string]: unknown;
  actors: { system: Record<string, Record<string, unknown>>; items: { system: Record<string, Record<string, unknown>> }[] }[];
  steps: Record<string, unknown>[];
}

export function scratchDir(prefix: string): (name: string, content: unknown) => string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return (name, content) => {
    const file = join(dir, name);
    writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content, null, 2));
    return file;
  };
}
