/**
 * The preview page: Fray's sheets, dialogs and chat cards rendered in a browser from the real
 * templates, CSS, lang file and view-models, with the seed's attack playable on an in-page
 * table. `start` receives the document from index.html, so nothing here reaches for globals.
 *
 * URL parameters: view (see each ruleset's views.ts, listed by rulesets.ts), theme=light|dark, cards=seed (draw the seed's cards
 * instead of random ones), itemName=… (rename the Grimgrin Paralyzer, Ines's Needle Pistol and the
 * banks cards' Spacer Carbine first), bench=N (time N re-renders and write the mean into body[data-bench-ms]).
 */
// Foundry's interface font and icons, bundled: Signika in the weights Fray's CSS uses, and the
// free Font Awesome 6 (Foundry ships the Pro set of the same version line; Fray uses free icons only).
import "@fontsource/signika/400.css";
import "@fontsource/signika/600.css";
import "@fontsource/signika/700.css";
import "@fortawesome/fontawesome-free/css/fontawesome.css";
import "@fortawesome/fontawesome-free/css/solid.css";
import "@fortawesome/fontawesome-free/css/regular.css";
import "./styles/foundry-look.css";
import { type ActionTarget, onAction, onNameChange } from "./page/actions";
import { CHROME } from "./page/chrome-text";
import { renderState } from "./page/render";
import type { AppState } from "./page/state";
import { VIEWS, initialState } from "./rulesets";
import { createTemplateRenderer } from "./templates";

// Fray's own stylesheets, common/ first and then each ruleset's, as scripts/build.ts bundles fray.css.
import.meta.glob("../../styles/common/*.css", { eager: true });
import.meta.glob(["../../styles/**/*.css", "!../../styles/common/*.css"], { eager: true });

interface ToolbarHandlers {
  onView(view: string): void;
  onTheme(dark: boolean): void;
}

function toolbar(doc: Document, view: string, dark: boolean, on: ToolbarHandlers): HTMLElement {
  const bar = doc.createElement("header");
  bar.className = "preview-toolbar";
  const title = doc.createElement("strong");
  title.textContent = CHROME.title;
  const label = doc.createElement("label");
  label.textContent = `${CHROME.views} `;
  const select = doc.createElement("select");
  select.name = "view";
  for (const v of VIEWS) select.add(new Option(v.label, v.id, false, v.id === view));
  select.addEventListener("change", () => on.onView(select.value));
  label.append(select);
  const theme = doc.createElement("label");
  const box = doc.createElement("input");
  box.type = "checkbox";
  box.name = "theme";
  box.checked = dark;
  box.addEventListener("change", () => on.onTheme(box.checked));
  theme.append(box, ` ${CHROME.theme}`);
  bar.append(title, label, theme);
  return bar;
}

/** The clicked `data-action` and where it sits: its window, item row and chat card. */
function actionTarget(el: HTMLElement): ActionTarget {
  return {
    action: el.dataset["action"] ?? "",
    windowKey: el.closest<HTMLElement>("[data-window-key]")?.dataset["windowKey"] ?? null,
    data: { ...el.dataset },
    itemId: el.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"] ?? null,
    messageId: el.closest<HTMLElement>("[data-message-id]")?.dataset["messageId"] ?? null,
  };
}

/** Keeps the address in step with what is shown, so a reload or a link shows the same. */
function setParam(doc: Document, name: string, value: string): void {
  const url = new URL(doc.location.href);
  url.searchParams.set(name, value);
  doc.defaultView?.history.replaceState(null, "", url.toString());
}

function setTheme(doc: Document, dark: boolean): void {
  doc.body.classList.toggle("theme-dark", dark);
  doc.body.classList.toggle("theme-light", !dark);
  setParam(doc, "theme", dark ? "dark" : "light");
}

export function start(doc: Document): void {
  const params = new URL(doc.location.href).searchParams;
  const view = params.get("view") ?? "desk";
  const itemName = params.get("itemName");
  const render = createTemplateRenderer();
  const root = doc.createElement("div");
  root.id = "preview-app";
  const scripted = params.get("cards") === "seed";
  const options = { scripted, itemName };
  let state: AppState = initialState(view, options);
  const show = (next: AppState): void => {
    state = next;
    renderState(doc, root, state, render);
  };
  const guarded = (run: () => AppState): void => {
    try {
      show(run());
    } catch (error) {
      // Shown and logged: the UI tests fail on any console error.
      console.error(error);
      show({ ...state, notices: [...state.notices, { level: "error", message: CHROME.error(error instanceof Error ? error.message : String(error)) }] });
    }
  };
  root.addEventListener("click", (event) => {
    const el = (event.target as Element | null)?.closest<HTMLElement>("[data-action]");
    if (!el || (el instanceof HTMLButtonElement && el.disabled)) return;
    event.preventDefault();
    guarded(() => onAction(state, actionTarget(el)));
  });
  root.addEventListener("change", (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.name === "name") guarded(() => onNameChange(state, actionTarget(input).windowKey, input.value));
  });
  // Foundry submits a form on change, never on Enter: keep the page where it is.
  root.addEventListener("submit", (event) => event.preventDefault());
  const dark = params.get("theme") === "dark";
  setTheme(doc, dark);
  // Switching views starts that view afresh in place: no reload, as quick as a click.
  const onView = (next: string): void => {
    setParam(doc, "view", next);
    guarded(() => initialState(next, options));
  };
  doc.body.replaceChildren(toolbar(doc, view, dark, { onView, onTheme: (d) => setTheme(doc, d) }), root);
  show(state);
  const bench = Number(params.get("bench") ?? 0);
  if (bench > 0) benchmark(doc, root, state, render, bench);
  doc.body.dataset["ready"] = "true";
}

/** Mean time of a full render (context, templates, DOM, layout) of the view, for `npm run bench`. */
function benchmark(doc: Document, root: HTMLElement, state: AppState, render: ReturnType<typeof createTemplateRenderer>, runs: number): void {
  // A few unmeasured renders first, so the mean is of warm code, as a sheet re-renders in play.
  for (let i = 0; i < 5; i++) renderState(doc, root, state, render);
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    renderState(doc, root, state, render);
    // Reading a size forces style and layout, so the time includes what the browser does.
    void root.offsetHeight;
  }
  doc.body.dataset["benchMs"] = ((performance.now() - started) / runs).toFixed(3);
}
