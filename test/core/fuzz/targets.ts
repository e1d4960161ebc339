/**
 * What the core fuzzer calls: every function exported by a module of src/core, found on disk, so a
 * ruleset folder added later (src/core/<ruleset>/index.ts) is fuzzed without being listed here.
 * A folder is entered through its face (index.ts); a top-level file (ledger.ts, patch.ts …) is its
 * own face. Exported objects are walked too, so a ruleset's methods (banksCombat.turnOrder,
 * traumaRuleset.actor.defaults) are fuzzed like its functions.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export type Fn = (...args: unknown[]) => unknown;
/** A function to fuzz: its dotted name (`banks.banksCombat.turnOrder`), how to call it, its parameters as written. */
export interface FuzzTarget { name: string; fn: Fn; params: string[] }

const CORE = fileURLToPath(new URL("../../../src/core/", import.meta.url));
/** Objects are walked this deep (ruleset → items → weapon → validate is three levels). */
const MAX_DEPTH = 3;

/** Module paths of every face under src/core, by face name, in name order. */
export function coreFaces(): { name: string; file: string }[] {
  const faces: { name: string; file: string }[] = [];
  for (const entry of readdirSync(CORE, { withFileTypes: true })) {
    const index = join(CORE, entry.name, "index.ts");
    if (entry.isDirectory() && existsSync(index)) faces.push({ name: entry.name, file: index });
    else if (entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts")) faces.push({ name: entry.name.slice(0, -3), file: join(CORE, entry.name) });
  }
  return faces.sort((a, b) => a.name.localeCompare(b.name));
}

export async function loadFaces(): Promise<Record<string, Record<string, unknown>>> {
  const loaded: Record<string, Record<string, unknown>> = {};
  for (const face of coreFaces()) loaded[face.name] = (await import(pathToFileURL(face.file).href)) as Record<string, unknown>;
  return loaded;
}

const isClass = (fn: Fn): boolean => /^class\b/.test(Function.prototype.toString.call(fn));

/** A module namespace (null prototype) or a plain object: walked for the functions it holds. */
function isWalkable(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype;
}

/** Every function the faces export, each once (by identity, under its first name); methods keep their object as `this`. */
export function targetsOf(faces: Record<string, Record<string, unknown>>): FuzzTarget[] {
  const targets: FuzzTarget[] = [];
  const seen = new Set<unknown>();
  const visit = (prefix: string, owner: Record<string, unknown>, depth: number): void => {
    if (seen.has(owner)) return;
    seen.add(owner);
    for (const [key, value] of Object.entries(owner).sort(([a], [b]) => a.localeCompare(b))) {
      if (typeof value === "function") {
        const fn = value as Fn;
        if (seen.has(fn) || isClass(fn)) continue;
        seen.add(fn);
        const call = depth === 0 ? fn : (...args: unknown[]): unknown => fn.apply(owner, args);
        targets.push({ name: `${prefix}.${key}`, fn: call, params: parameterNames(fn) });
      } else if (depth < MAX_DEPTH && isWalkable(value)) visit(`${prefix}.${key}`, value, depth + 1);
    }
  };
  for (const [name, face] of Object.entries(faces)) visit(name, face, 0);
  return targets;
}

/** The parameters of `fn` as its source writes them (`path="team"`), destructuring skipped over. */
export function parameterNames(fn: Fn): string[] {
  const text = Function.prototype.toString.call(fn);
  const open = text.indexOf("(");
  const names: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = "";
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i]!;
    if (quote !== null) {
      if (c === "\\") i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'" || c === "`") quote = c;
    else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) {
      if (depth === 0) break;
      depth--;
    } else if (c === "," && depth === 0) {
      names.push(current.trim());
      current = "";
      continue;
    }
    if (depth === 0 && quote === null) current += c;
  }
  if (current.trim() !== "") names.push(current.trim());
  return names;
}
