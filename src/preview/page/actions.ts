/**
 * What the page's buttons do: closing a window, the scene's targeting and token sheets, then
 * whatever the clicked window or the ruleset handles (tabs, edit mode, dialogs, chat card
 * buttons), and renaming a document from its sheet. Each returns the next state; anything that
 * would change documents in Foundry and is not played here is named in a notification instead.
 */
import { CHROME } from "./chrome-text";
import { type ActionTarget, type AppState, closeWindow, notify } from "./state";

export type { ActionTarget } from "./state";

export function onAction<W>(state: AppState<W>, t: ActionTarget): AppState<W> {
  const w = state.windows.find((o) => o.key === t.windowKey);
  switch (t.action) {
    case "close":
    case "cancel":
      return closeWindow(state, t.windowKey);
    case "preview-target": {
      const id = t.data["actorId"] ?? "";
      // Foundry's T key: targeting a token toggles it; the first target is the one attacked.
      return { ...state, targets: state.targets.includes(id) ? state.targets.filter((x) => x !== id) : [...state.targets, id] };
    }
    case "preview-open":
      return state.scene === null ? state : state.scene.open(state, t.data["actorId"] ?? "");
    default:
      return w?.act?.(state, t) ?? state.rules.act(state, t) ?? notify(state, { level: "info", message: CHROME.notInPreview(t.action) });
  }
}

/** A sheet's name field: submitOnChange renames the document everywhere it shows. */
export function onNameChange<W>(state: AppState<W>, key: string | null, name: string): AppState<W> {
  const w = state.windows.find((o) => o.key === key);
  if (w?.rename === undefined || name.trim() === "") return state;
  return w.rename(state, name.trim());
}
