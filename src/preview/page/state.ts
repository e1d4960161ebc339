/**
 * The page's state: one ruleset's world (its documents and whatever it plays them on), the
 * open windows, the chat log, the user's targets and the notifications. Every action makes a
 * new state and the page renders it whole, as Foundry re-renders an application from its
 * context. Windows and messages carry their own behaviour, so nothing here knows a ruleset.
 */
import type { RenderTemplate } from "../templates";
import type { WindowFrame } from "./frame";

/** A clicked `data-action` and where it sits: its window, item row and chat card. */
export interface ActionTarget {
  readonly action: string;
  /** The key of the window the button is in, if any. */
  readonly windowKey: string | null;
  readonly data: Readonly<Record<string, string | undefined>>;
  /** The id of the item row the button is in, if any. */
  readonly itemId: string | null;
  /** The id of the chat card the button is in, if any. */
  readonly messageId: string | null;
}

/** An open application: one per key, as Foundry keeps one app per id. */
export interface PreviewWindow<W> {
  readonly key: string;
  frame(state: AppState<W>, render: RenderTemplate): WindowFrame;
  /** A `data-action` clicked in this window; null: not this window's to handle. */
  act?(state: AppState<W>, t: ActionTarget): AppState<W> | null;
  /** The sheet's name field changed (submitOnChange renames the document). */
  rename?(state: AppState<W>, name: string): AppState<W>;
}

/** A chat message: re-rendered from the state each time, as a FrayChatMessage recomputes its card. */
export interface PreviewMessage<W> {
  /** null: nothing to show yet. */
  render(state: AppState<W>, render: RenderTemplate): { readonly sender: string; readonly html: string } | null;
}

/** The token bar of a playable scene: one token per actor, to target it or open its sheet. */
export interface PreviewScene<W> {
  tokens(state: AppState<W>): readonly { readonly id: string; readonly name: string; readonly img: string }[];
  open(state: AppState<W>, actorId: string): AppState<W>;
}

/** A sidebar beside the workspace, such as a combat tracker. */
export interface PreviewSidebar {
  element(doc: Document, render: RenderTemplate): HTMLElement;
}

/** What the ruleset does with an action no window handled (chat card buttons); null: nothing. */
export interface PreviewRules<W> {
  act(state: AppState<W>, t: ActionTarget): AppState<W> | null;
}

export interface Notice {
  readonly level: "info" | "warning" | "error";
  readonly message: string;
}

export interface AppState<W = unknown> {
  /** The ruleset's documents and table; the table is mutable by design, like Foundry's world. */
  readonly world: W;
  readonly rules: PreviewRules<W>;
  readonly windows: readonly PreviewWindow<W>[];
  /** null: no chat log on this view. */
  readonly chat: readonly PreviewMessage<W>[] | null;
  /** Actor ids the user targets; the first is the one an attack is against. */
  readonly targets: readonly string[];
  readonly notices: readonly Notice[];
  /** The token bar of the playable scene; null: none on this view. */
  readonly scene: PreviewScene<W> | null;
  /** A sidebar before the chat log (the banks combat tracker); null: none on this view. */
  readonly sidebar: PreviewSidebar | null;
}

/** A state with nothing open, for a ruleset to start a view from. */
export function emptyState<W>(world: W, rules: PreviewRules<W>): AppState<W> {
  return { world, rules, windows: [], chat: null, targets: [], notices: [], scene: null, sidebar: null };
}

export const notify = <W>(state: AppState<W>, notice: Notice): AppState<W> => ({ ...state, notices: [...state.notices.slice(-3), notice] });

/** Foundry brings an open app to the front instead of opening it twice. */
export function openWindow<W>(state: AppState<W>, w: PreviewWindow<W>): AppState<W> {
  return { ...state, windows: [...state.windows.filter((o) => o.key !== w.key), w] };
}

export function closeWindow<W>(state: AppState<W>, key: string | null): AppState<W> {
  return { ...state, windows: state.windows.filter((o) => o.key !== key) };
}

/** The state with one window replaced (a tab or mode switched). */
export function replaceWindow<W>(state: AppState<W>, w: PreviewWindow<W>): AppState<W> {
  return { ...state, windows: state.windows.map((o) => (o.key === w.key ? w : o)) };
}
