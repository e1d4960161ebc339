/**
 * Renders the whole page from its state: the scene's token bar, the open windows, the chat log
 * and the notifications. The toolbar is built once by main.ts and survives re-renders.
 */
import type { RenderTemplate } from "../templates";
import { chatLogElement } from "./chat-log";
import { CHROME } from "./chrome-text";
import { windowElement } from "./frame";
import type { AppState, PreviewScene } from "./state";

/** An icon-only button, as Foundry's token HUD draws its controls (free Font Awesome icons). */
function button(doc: Document, action: string, label: string, icon: string, data: Record<string, string> = {}): HTMLButtonElement {
  const b = doc.createElement("button");
  b.type = "button";
  b.className = `icon fa-solid ${icon}`;
  b.dataset["action"] = action;
  for (const [k, v] of Object.entries(data)) b.dataset[k] = v;
  b.setAttribute("aria-label", label);
  return b;
}

/** The scene: one token per actor, to target it (Foundry's T key) or open its sheet. */
function sceneBar<W>(doc: Document, state: AppState<W>, scene: PreviewScene<W>): HTMLElement {
  const bar = doc.createElement("section");
  bar.className = "preview-scene";
  bar.setAttribute("aria-label", CHROME.scene);
  for (const actor of scene.tokens(state)) {
    const targeted = state.targets.includes(actor.id);
    const token = doc.createElement("div");
    token.className = `preview-token${targeted ? " targeted" : ""}`;
    const img = doc.createElement("img");
    img.src = actor.img;
    img.alt = "";
    img.width = 40;
    img.height = 40;
    const name = doc.createElement("span");
    name.textContent = actor.name;
    const target = button(doc, "preview-target", CHROME.target(actor.name), "fa-bullseye", { actorId: actor.id });
    target.setAttribute("aria-pressed", String(targeted));
    token.append(img, name, target, button(doc, "preview-open", CHROME.openSheet(actor.name), "fa-id-card", { actorId: actor.id }));
    bar.append(token);
  }
  return bar;
}

function notices<W>(doc: Document, state: AppState<W>): HTMLElement {
  const list = doc.createElement("ol");
  list.id = "notifications";
  list.setAttribute("aria-live", "polite");
  for (const n of state.notices) {
    const li = doc.createElement("li");
    li.className = `notification ${n.level}`;
    li.textContent = n.message;
    list.append(li);
  }
  return list;
}

export function renderState<W>(doc: Document, root: HTMLElement, state: AppState<W>, render: RenderTemplate): void {
  const workspace = doc.createElement("div");
  workspace.className = "preview-workspace";
  for (const w of state.windows) workspace.append(windowElement(doc, w.frame(state, render)));
  const main = doc.createElement("main");
  main.className = "preview-main";
  if (state.scene !== null) main.append(sceneBar(doc, state, state.scene));
  main.append(workspace);
  const children: HTMLElement[] = [main];
  if (state.sidebar !== null) children.push(state.sidebar.element(doc, render));
  if (state.chat !== null) children.push(chatLogElement(doc, state, state.chat, render));
  children.push(notices(doc, state));
  root.replaceChildren(...children);
}
