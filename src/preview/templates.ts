/**
 * The Handlebars runtime of the preview: Fray's real templates, loaded raw from templates/ by
 * Vite, each registered as a partial under its Foundry path ("systems/fray/templates/…") the
 * way loadTemplates does, plus stand-ins for the Foundry helpers the templates call. Created
 * once per page and shared by every view.
 */
import Handlebars from "handlebars";
import { localizeKey } from "./i18n";

/** Every .hbs under templates/, as raw text keyed by its path relative to this file. */
const SOURCES = import.meta.glob<string>("../../templates/**/*.hbs", { query: "?raw", import: "default", eager: true });

export const TEMPLATE_ROOT = "systems/fray/templates";

export type RenderTemplate = (path: string, context: object) => string;

function foundryPath(globKey: string): string {
  return `${TEMPLATE_ROOT}/${globKey.slice("../../templates/".length)}`;
}

/** The Foundry paths of every template the preview has, for checks and the gallery. */
export function templatePaths(): string[] {
  return Object.keys(SOURCES).map(foundryPath).sort();
}

export function createTemplateRenderer(): RenderTemplate {
  const hbs = Handlebars.create();
  // Foundry's `localize`: the only Foundry helper Fray's templates use (test/templates checks them).
  hbs.registerHelper("localize", (key: unknown, options: { hash?: Record<string, string | number> }) => {
    if (typeof key !== "string") throw new Error(`localize got ${String(key)}`);
    return localizeKey(key, options.hash ?? {});
  });
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  for (const [key, source] of Object.entries(SOURCES)) {
    const path = foundryPath(key);
    hbs.registerPartial(path, source);
    // strict: a context the preview assembled wrongly throws instead of rendering blanks.
    compiled.set(path, hbs.compile(source, { strict: true }));
  }
  return (path, context) => {
    const template = compiled.get(path);
    if (template === undefined) throw new Error(`no template ${path}`);
    return template(context);
  };
}
