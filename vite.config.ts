import { defineConfig } from "vite";

/** The Foundry system bundle: one ES module, `dist/fray.mjs` (toolchain.md "Vite and Vitest"). */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: false,
    target: "es2022",
    sourcemap: true,
    minify: false,
    lib: { entry: "src/system/index.ts", formats: ["es"], fileName: () => "fray.mjs" },
  },
});
