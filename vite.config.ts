import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { templateListPlugin } from "./scripts/template-list";

/** The Foundry system bundle: one ES module, `dist/fray.mjs` (toolchain.md "Vite and Vitest"). */
export default defineConfig({
  publicDir: false,
  plugins: [templateListPlugin(fileURLToPath(new URL("./templates", import.meta.url)))],
  build: {
    outDir: "dist",
    emptyOutDir: false,
    target: "es2022",
    sourcemap: true,
    minify: false,
    lib: { entry: "src/system/index.ts", formats: ["es"], fileName: () => "fray.mjs" },
  },
});
