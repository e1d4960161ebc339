/**
 * `npm run fuzz`: every function a module of src/core exports (found on disk, test/core/fuzz/targets.ts)
 * against 10,000 hostile calls each.
 * Options: --runs N, --seed N, --only <substring of face.name>. Exit code 1 on any failure.
 */
import { parseArgs } from "node:util";
import { fuzzCore, SLOW_MS } from "../test/core/fuzz/harness";

const { values } = parseArgs({ options: { runs: { type: "string", default: "10000" }, seed: { type: "string", default: "20261123" }, only: { type: "string" } } });
const numRuns = Number(values.runs);
const seed = Number(values.seed);
const started = performance.now();
let failures = 0;
if (!Number.isInteger(numRuns) || numRuns < 1 || !Number.isInteger(seed)) throw new Error("--runs must be a whole number ≥ 1 and --seed a whole number");
for (const report of await fuzzCore({ numRuns, seed, only: values.only })) {
  const counts = `${String(report.runs).padStart(6)} runs ${String(report.successes).padStart(6)} ok ${String(report.refusals).padStart(6)} refused`;
  if (report.failure === null) {
    console.log(`  ok    ${report.name.padEnd(44)} ${counts}`);
  } else {
    failures++;
    console.log(`  FAIL  ${report.name.padEnd(44)} ${counts}\n        ${report.failure}\n        counterexample: ${report.counterexample ?? "?"}`);
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\n${failures === 0 ? "no failures" : `${failures} function(s) failed`} (seed ${seed}, ${numRuns} runs each, slow = over ${SLOW_MS} ms, ${seconds} s)`);
process.exitCode = failures === 0 ? 0 : 1;
