import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
    // CI has two cores; property and sampling tests must not fail for being slow, only for being wrong.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ["default", "./test/support/summary-reporter.ts"],
  },
});
