import { builtinModules } from "node:module";
import { defineConfig } from "vite";

/** The `fray` CLI bundle for Node: `build/cli/fray.mjs`, run by bin/fray.mjs. */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "build/cli",
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    minify: false,
    ssr: "src/cli/main.ts",
    rollupOptions: {
      external: [...builtinModules, ...builtinModules.map((m) => `node:${m}`)],
      output: { entryFileNames: "fray.mjs", format: "es" },
    },
  },
});
