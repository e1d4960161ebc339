/**
 * The application classes Fray's sheets and dialogs extend, as far as the adapter's tests need
 * them without a DOM: options merged up the class chain, render and close counted per client,
 * sheets registered, templates rendered from the repository with the real Handlebars, and
 * dialogs answered by what the test queued for that client.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import Handlebars from "handlebars";
import { currentWorld } from "./current";
import { simI18n } from "./i18n";
import { type Data, deepClone, mergeUpdate } from "./object-utils";

const ROOT = resolve(import.meta.dirname, "../..");
type Ctor = abstract new (...args: never[]) => object;

/** @sim what a client's applications did, for tests to read */
export interface AppRecord {
  renders: { app: string; force: boolean }[];
  closed: string[];
  sheets: { document: string; sheet: string; options: Data }[];
  /** Answers the next DialogV2 calls on this client take, in order. */
  dialogAnswers: unknown[];
  dialogs: Data[];
  /** Templates this client loaded (loadTemplates), usable as partials by path. */
  partials: Map<string, string>;
}

/** @sim a new client's application record */
export function newAppRecord(): AppRecord {
  return { renders: [], closed: [], sheets: [], dialogAnswers: [], dialogs: [], partials: new Map() };
}

const record = (): AppRecord => currentWorld().currentTab().apps;

export class ApplicationV2 {
  static DEFAULT_OPTIONS: Data = { id: "app-{id}", classes: [], tag: "div", window: { frame: true, positioned: true }, actions: {}, form: {}, position: {} };
  static PARTS: Data = {};
  static TABS: Data = {};
  readonly options: Data;
  element: unknown = null;
  #rendered = false;

  /** @foundry client/applications/api/application.mjs:34-55 (constructor: DEFAULT_OPTIONS merged from the base class down, then the given options) */
  constructor(options: Data = {}) {
    const chain: Data[] = [];
    for (let cls: unknown = this.constructor; typeof cls === "function" && cls !== Function.prototype; cls = Object.getPrototypeOf(cls)) {
      if (Object.hasOwn(cls, "DEFAULT_OPTIONS")) chain.unshift((cls as typeof ApplicationV2).DEFAULT_OPTIONS);
    }
    this.options = [...chain, options].reduce<Data>((all, next) => mergeUpdate(all, deepClone(next)), {});
  }

  /** @foundry client/applications/api/application.mjs:334-336 (rendered) */
  get rendered(): boolean {
    return this.#rendered;
  }

  /** @foundry client/applications/api/application.mjs:447-470 (render: options, or the deprecated boolean force) */
  async render(options: Data | boolean = {}): Promise<this> {
    const force = typeof options === "boolean" ? options : options["force"] === true;
    if (!force && !this.#rendered) return this;
    this.#rendered = true;
    record().renders.push({ app: this.constructor.name, force });
    return this;
  }

  /** @foundry client/applications/api/application.mjs:801-830 (close) */
  async close(): Promise<this> {
    this.#rendered = false;
    record().closed.push(this.constructor.name);
    return this;
  }
}

/** @foundry client/applications/api/handlebars-application.mjs:34-60 (HandlebarsApplicationMixin: PARTS rendered from templates) */
export function HandlebarsApplicationMixin<T extends Ctor>(Base: T): T {
  return class HandlebarsApplication extends (Base as unknown as typeof ApplicationV2) {
    static override PARTS: Data = {};
  } as unknown as T;
}

export class DocumentSheetV2 extends ApplicationV2 {
  /** @foundry client/applications/api/document-sheet.mjs:80-82 (document: the one in the options) */
  get document(): unknown {
    return this.options["document"];
  }
}
export class ActorSheetV2 extends DocumentSheetV2 {
  /** @foundry client/applications/sheets/actor-sheet.mjs:63-65 (actor) */
  get actor(): unknown {
    return this.document;
  }
}
export class ItemSheetV2 extends DocumentSheetV2 {
  /** @foundry client/applications/sheets/item-sheet.mjs:21-23 (item) */
  get item(): unknown {
    return this.document;
  }
}

export class DialogV2 extends ApplicationV2 {
  /** @foundry client/applications/api/dialog.mjs:315-330 (confirm: true, false, or null when closed) */
  static async confirm(config: Data = {}): Promise<unknown> {
    return DialogV2.#answer("confirm", config, null);
  }
  /** @foundry client/applications/api/dialog.mjs:338-365 (prompt: the ok callback's value) */
  static async prompt(config: Data = {}): Promise<unknown> {
    return DialogV2.#answer("prompt", config, null);
  }
  /** @foundry client/applications/api/dialog.mjs:374-400 (wait: the pressed button's callback value, or its action) */
  static async wait(config: Data = {}): Promise<unknown> {
    return DialogV2.#answer("wait", config, null);
  }
  /** @sim the answer the test queued for this client, or what closing the dialog gives */
  static #answer(kind: string, config: Data, closed: unknown): unknown {
    const apps = record();
    apps.dialogs.push({ kind, ...config });
    return apps.dialogAnswers.length ? apps.dialogAnswers.shift() : closed;
  }
}

/** @sim foundry.applications.apps.DocumentSheetConfig, its methods cited */
export const DocumentSheetConfig = {
  /** @foundry client/applications/apps/document-sheet-config.mjs:405-440 (registerSheet) */
  registerSheet(documentClass: { name?: string; documentName?: string }, _scope: string, sheetClass: { name: string }, options: Data = {}): void {
    record().sheets.push({ document: documentClass.documentName ?? documentClass.name ?? "", sheet: sheetClass.name, options });
  },
  /** @foundry client/applications/apps/document-sheet-config.mjs:461-480 (unregisterSheet) */
  unregisterSheet(): void {},
};

/** @foundry client/applications/handlebars.mjs:88-95 (renderTemplate: the compiled template with the data) */
export async function renderTemplate(path: string, data: object): Promise<string> {
  const hbs = Handlebars.create();
  hbs.registerHelper("localize", (key: string, options: { hash: Record<string, string> }) => (Object.keys(options.hash).length ? simI18n.format(key, options.hash) : simI18n.localize(key)));
  for (const [id, source] of record().partials) hbs.registerPartial(id, source);
  const file = resolve(ROOT, path.replace(/^systems\/fray\//, ""));
  return hbs.compile(readFileSync(file, "utf8"))(data);
}

/** @foundry client/applications/handlebars.mjs:66-80 (loadTemplates: templates read and registered as partials, by path or by the given id) */
export async function loadTemplates(paths: string[] | Record<string, string>): Promise<void> {
  const entries = Array.isArray(paths) ? paths.map((p) => [p, p] as const) : Object.entries(paths);
  for (const [id, path] of entries) record().partials.set(id, readFileSync(resolve(ROOT, path.replace(/^systems\/fray\//, "")), "utf8"));
}

/** @sim foundry.applications.ux.TextEditor, its method cited */
export const TextEditor = {
  implementation: {
    /** @foundry client/applications/ux/text-editor.mjs:176-200 (enrichHTML: links and rolls enriched; plain HTML comes back as it is) */
    enrichHTML: async (content: string): Promise<string> => content,
  },
};

export class FormDataExtended {
  readonly object: Data;
  /** @foundry client/applications/ux/form-data-extended.mjs:22-40 (constructor: the form's values as an object) */
  constructor(_form: unknown, { object = {} }: { object?: Data } = {}) {
    this.object = object;
  }
}

/** @sim the classes installed as foundry.applications */
export const simApplications = {
  api: { ApplicationV2, HandlebarsApplicationMixin, DocumentSheetV2, DialogV2 },
  sheets: { ActorSheetV2, ItemSheetV2 },
  apps: { DocumentSheetConfig },
  handlebars: { renderTemplate, loadTemplates },
  ux: { TextEditor, FormDataExtended },
  instances: new Map<string, ApplicationV2>(),
};
