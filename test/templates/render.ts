/**
 * Renders Fray's real templates with the real `handlebars` package, as Foundry does: every file
 * is registered as a partial under its Foundry path, and `localize` is a stand-in with Foundry's
 * behaviour (a key alone is looked up, a key with hash arguments is formatted), reading
 * lang/en.json. View-model Texts are worded the way src/system/i18n.ts `wordView` does.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import Handlebars from "handlebars";
import { type LangDictionary, formatText, wordView } from "../../src/view/i18n";

const root = join(import.meta.dirname, "../..");
export const templatesDir = join(root, "templates");
export const en = JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8")) as LangDictionary;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".hbs") ? [p] : [];
  });
}

/** Every .hbs under templates/, as its Foundry path "systems/fray/templates/…". */
export function templatePaths(): string[] {
  return files(templatesDir).map((f) => `systems/fray/templates/${relative(templatesDir, f).split("\\").join("/")}`);
}

/** Every Text in a view-model worded as its English sentence (src/view wordView). */
export function worded<T>(view: T): unknown {
  return wordView(view, (t) => formatText(en, t));
}

export function createRenderer(): (path: string, context: object) => string {
  const hbs = Handlebars.create();
  hbs.registerHelper("localize", (key: unknown, options: { hash?: Record<string, string | number> }) => {
    if (typeof key !== "string") throw new Error(`localize got ${String(key)}`);
    const hash = options.hash ?? {};
    return formatText(en, Object.keys(hash).length ? { key, data: hash } : { key });
  });
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  for (const path of templatePaths()) {
    const source = readFileSync(join(templatesDir, path.slice("systems/fray/templates/".length)), "utf8");
    hbs.registerPartial(path, source);
    // strict: a misspelt variable throws instead of rendering nothing.
    compiled.set(path, hbs.compile(source, { strict: true }));
  }
  return (path, context) => {
    const template = compiled.get(path);
    if (!template) throw new Error(`no template ${path}`);
    return template(context);
  };
}
