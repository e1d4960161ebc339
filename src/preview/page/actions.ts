/**
 * What the page's buttons do: the sheets' and dialog's `data-action`s that need no document
 * update (tabs, edit mode, attack, edit item), the chat card's Resist / Apply / Undo on the
 * table, the scene's targeting, and renaming an item from its sheet. Each returns the next state;
 * anything that would change documents in Foundry is named in a notification instead.
 */
import { RulesInputError } from "../../core/errors";
import { BANKS_CHARACTER_LAYOUT, type BanksTab } from "../../view/banks/sheet/layout";
import { CHARACTER_LAYOUT, type CharacterTab } from "../../view/trauma/sheet-layout";
import { localizeKey } from "../i18n";
import { actorOf, itemOf, renameItem } from "../world";
import { CHROME } from "./chrome-text";
import { type AppState, type ChatEntry, type Notice, type WindowSpec, windowKey } from "./state";

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

const notify = (state: AppState, notice: Notice): AppState => ({ ...state, notices: [...state.notices.slice(-3), notice] });
const isTab = (tab: string | undefined): tab is CharacterTab => CHARACTER_LAYOUT.tabs?.tabs.some((t) => t.id === tab) === true;
const isBanksTab = (tab: string | undefined): tab is BanksTab => BANKS_CHARACTER_LAYOUT.tabs?.tabs.some((t) => t.id === tab) === true;

/** ApplicationV2's "tab" action: the window shows the clicked tab. */
function showTab(w: WindowSpec, tab: string | undefined): WindowSpec {
  if (w.kind === "actor" && isTab(tab)) return { ...w, tab };
  if (w.kind === "banksActor" && isBanksTab(tab)) return { ...w, tab };
  return w;
}

function mapWindow(state: AppState, key: string | null, edit: (w: WindowSpec) => WindowSpec): AppState {
  return { ...state, windows: state.windows.map((w) => (windowKey(w) === key ? edit(w) : w)) };
}

/** Foundry brings an open app to the front instead of opening it twice. */
function open(state: AppState, w: WindowSpec): AppState {
  const others = state.windows.filter((o) => windowKey(o) !== windowKey(w));
  return { ...state, windows: [...others, w] };
}

function windowOf(state: AppState, key: string | null): WindowSpec | undefined {
  return state.windows.find((w) => windowKey(w) === key);
}

function drawFrom(state: AppState, key: string | null): AppState {
  const w = windowOf(state, key);
  if (w?.kind !== "draw") return state;
  const card = state.table.draw({
    attackerId: w.attackerId,
    weaponId: w.weaponId,
    weaponName: itemOf(state.world, w.weaponId).item.name,
    targetId: state.targets[0] ?? null,
  });
  const chat: ChatEntry[] = [...(state.chat ?? []), { kind: "attack", cardId: card.id }];
  return { ...state, chat, windows: state.windows.filter((o) => o !== w) };
}

/** The chat card's buttons, with the notification Foundry's GM action reports. */
function cardAction(state: AppState, action: string, messageId: string): AppState {
  try {
    if (action === "fray-resist") {
      state.table.resist(messageId);
      return { ...state, chat: [...(state.chat ?? []), { kind: "resistance", cardId: messageId }] };
    }
    if (action === "fray-apply") {
      state.table.apply(messageId);
      return notify(state, { level: "info", message: localizeKey("FRAY.Chat.Applied") });
    }
    state.table.undo(messageId);
    return notify(state, { level: "info", message: localizeKey("FRAY.Chat.Undone") });
  } catch (error) {
    // A refused request changes nothing, as the GM's ledger refuses a replayed Apply.
    if (error instanceof RulesInputError) return notify(state, { level: "warning", message: localizeKey("FRAY.Chat.Error.Refused") });
    throw error;
  }
}

export function onAction(state: AppState, t: ActionTarget): AppState {
  const w = windowOf(state, t.windowKey);
  switch (t.action) {
    case "close":
      return { ...state, windows: state.windows.filter((o) => windowKey(o) !== t.windowKey) };
    case "tab":
      return mapWindow(state, t.windowKey, (o) => showTab(o, t.data["tab"]));
    case "toggleMode":
      return mapWindow(state, t.windowKey, (o) => (o.kind === "actor" || o.kind === "banksActor" ? { ...o, editMode: !o.editMode } : o));
    case "attack":
      return w?.kind === "actor" && t.itemId !== null ? open(state, { kind: "draw", attackerId: w.actorId, weaponId: t.itemId, narrator: false }) : state;
    case "editItem":
      if (t.itemId === null) return state;
      return open(state, w?.kind === "banksActor" ? { kind: "banksItem", itemId: t.itemId, editable: true } : { kind: "item", itemId: t.itemId, editable: true });
    case "draw":
      return drawFrom(state, t.windowKey);
    case "cancel":
      return { ...state, windows: state.windows.filter((o) => windowKey(o) !== t.windowKey) };
    case "fray-resist":
    case "fray-apply":
    case "fray-undo":
      return t.messageId === null ? state : cardAction(state, t.action, t.messageId);
    case "preview-target": {
      const id = t.data["actorId"] ?? "";
      // Foundry's T key: targeting a token toggles it; the first target is the one attacked.
      return { ...state, targets: state.targets.includes(id) ? state.targets.filter((x) => x !== id) : [...state.targets, id] };
    }
    case "preview-open": {
      const id = t.data["actorId"] ?? "";
      return open(state, { kind: "actor", actorId: id, editable: true, editMode: false, tab: actorOf(state.world, id).type === "npc" ? null : "overview" });
    }
    default:
      return notify(state, { level: "info", message: CHROME.notInPreview(t.action) });
  }
}

/** The item sheet's name field: submitOnChange renames the item everywhere it shows. */
export function onNameChange(state: AppState, key: string | null, name: string): AppState {
  const w = windowOf(state, key);
  if ((w?.kind !== "item" && w?.kind !== "banksItem") || name.trim() === "") return state;
  return { ...state, world: renameItem(state.world, w.itemId, name.trim()) };
}
