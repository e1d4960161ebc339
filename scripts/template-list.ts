/**
 * `virtual:fray-templates`: every template under templates/, as paths relative to it, found when
 * the bundle is built (and when tests run). The system preloads them by folder (common/ and each
 * registered ruleset's), so no file keeps a hand list of template paths.
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { Plugin } from "vite";

const ID = "virtual:fray-templates";

export function templateFiles(templatesDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(".hbs")) out.push(relative(templatesDir, full).split("\\").join("/"));
    }
  };
  walk(templatesDir);
  return out;
}

export function templateListPlugin(templatesDir: string): Plugin {
  return {
    name: "fray-template-list",
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load(id) {
      if (id !== `\0${ID}`) return null;
      for (const file of templateFiles(templatesDir)) this.addWatchFile(join(templatesDir, file));
      return `export default ${JSON.stringify(templateFiles(templatesDir))};`;
    },
  };
}
