import type { Reporter, TestModule } from "vitest/node";

/** Prints the plain closing line CI reads: "N passed, N failed" (", N skipped"). */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of modules) {
      let failedHere = 0;
      for (const t of mod.children.allTests()) {
        const state = t.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failedHere++;
        else skipped++;
      }
      // a file that failed to load, or a suite that failed outside its tests, still fails
      failed += mod.state() === "failed" && failedHere === 0 ? 1 : failedHere;
    }
    console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  }
}
