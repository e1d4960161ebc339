import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { templateListPlugin } from "./scripts/template-list";

export default defineConfig({
  plugins: [templateListPlugin(fileURLToPath(new URL("./templates", import.meta.url)))],
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
    // CI has two cores; property and sampling tests must not fail for being slow, only for being wrong.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ["default", "./test/support/summary-reporter.ts"],
  },
});
