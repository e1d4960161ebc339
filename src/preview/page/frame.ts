/**
 * A Foundry v13 application window, as ApplicationV2 builds one: the root element with the
 * app's classes, a header (icon, title, close control) and the window content holding each
 * rendered part, marked with `data-application-part` like HandlebarsApplicationMixin does.
 */
import type { WindowLayout } from "../../view/sheet/layout";
import { CHROME } from "./chrome-text";

export interface WindowFrame {
  readonly key: string;
  readonly title: string;
  readonly icon: string;
  /** The classes of the app's DEFAULT_OPTIONS (after Foundry's own "application"). */
  readonly classes: readonly string[];
  /** Document sheets and the draw dialog are forms in Foundry (tag: "form"). */
  readonly tag: "form" | "div";
  readonly width: number;
  readonly height: number | null;
  readonly parts: readonly { readonly id: string; readonly html: string }[];
}

export interface FrameIdentity {
  readonly key: string;
  readonly title: string;
  readonly icon: string;
  /** A document sheet: Foundry adds "sheet" to its classes. */
  readonly sheet: boolean;
  /** Dialogs and sheets are forms; an app such as the deck set-up is a div. */
  readonly tag?: "form" | "div";
}

/** A window composed as its Foundry class composes it from the same layout: classes, size, each part's template. */
export function layoutFrame(layout: WindowLayout, id: FrameIdentity, renderPart: (partId: string, template: string) => string): WindowFrame {
  return {
    key: id.key,
    title: id.title,
    icon: id.icon,
    classes: id.sheet ? ["sheet", ...layout.classes] : [...layout.classes],
    tag: id.tag ?? "form",
    width: layout.width,
    height: layout.height,
    parts: Object.entries(layout.parts).map(([partId, part]) => ({ id: partId, html: renderPart(partId, part.template) })),
  };
}

/** Parses trusted template output (every value escaped by Handlebars) into a part element. */
function partElement(doc: Document, id: string, html: string): DocumentFragment {
  const template = doc.createElement("template");
  template.innerHTML = html.trim();
  const first = template.content.firstElementChild;
  if (first !== null) first.setAttribute("data-application-part", id);
  return template.content;
}

export function windowElement(doc: Document, frame: WindowFrame): HTMLElement {
  const root = doc.createElement(frame.tag);
  // Foundry centres a new dialog or app in the viewport; sheets keep to the workspace here, side by side.
  const centred = !frame.classes.includes("sheet");
  root.className = ["application", ...frame.classes, ...(centred ? ["preview-centred"] : [])].join(" ");
  root.id = `fray-window-${frame.key}`;
  root.dataset["windowKey"] = frame.key;
  root.style.width = `${frame.width}px`;
  if (frame.height !== null) root.style.height = `${frame.height}px`;
  root.setAttribute("role", "dialog");
  const header = doc.createElement("header");
  header.className = "window-header";
  const icon = doc.createElement("i");
  icon.className = `window-icon fa-fw ${frame.icon}`;
  icon.setAttribute("inert", "");
  const title = doc.createElement("h1");
  title.className = "window-title";
  title.id = `${root.id}-title`;
  // textContent: a title holds names from the data, never markup.
  title.textContent = frame.title;
  root.setAttribute("aria-labelledby", title.id);
  const close = doc.createElement("button");
  close.type = "button";
  close.className = "header-control icon fa-solid fa-xmark";
  close.dataset["action"] = "close";
  close.setAttribute("aria-label", CHROME.close);
  header.append(icon, title, close);
  const content = doc.createElement("section");
  content.className = "window-content";
  for (const part of frame.parts) content.append(partElement(doc, part.id, part.html));
  root.append(header, content);
  return root;
}
