#!/usr/bin/env node
// The `fray` command: runs the CLI bundle that `npm run build` writes.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const bundle = fileURLToPath(new URL("../build/cli/fray.mjs", import.meta.url));
if (!existsSync(bundle)) {
  console.error("fray: the CLI is not built yet; run `npm run build` first (or use `npm run fray -- …`).");
  process.exit(2);
}
const { main } = await import(bundle);
process.exitCode = await main(process.argv.slice(2));
