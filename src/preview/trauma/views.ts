/**
 * The trauma views, each a starting state of the page: which windows are open, what the chat
 * log holds, and how far the seed's attack has been played.
 */
import type { AppState, PreviewMessage } from "../page/state";
import { emptyState, openWindow } from "../page/state";
import type { StartOptions, ViewSpec } from "../ruleset";
import { attackMessage, cardAction, eventsMessage, resistanceMessage, willToLiveDrawMessage, willToLivePromptMessage } from "./messages";
import { roundSample } from "./sample-scenes";
import type { TraumaSession, TraumaState } from "./session";
import { PreviewTable } from "./table";
import { traumaTrackerSidebar } from "./tracker";
import { type ActorWindowSpec, actorWindow, deckSetupWindow, drawWindow, itemWindow } from "./windows";
import { ARMOR_ID, ASHMITE_ID, BEHAVIOR_ID, GRIMGRIN_ID, QULIA_ID, actorOf, givePerkHand, itemOf, renameItem, sampleWorld, seedCards } from "./world";

export const TRAUMA_VIEWS: readonly ViewSpec[] = [
  { id: "desk", label: "Play: Qulia vs the Ashmite", screenshot: true },
  { id: "character", label: "Character sheet (Qulia)", screenshot: true },
  { id: "character-edit", label: "Character sheet, edit mode", screenshot: false },
  { id: "npc", label: "NPC sheet (the Ashmite)", screenshot: true },
  { id: "weapon", label: "Weapon sheet (Grimgrin Paralyzer)", screenshot: true },
  { id: "armor", label: "Armor sheet", screenshot: false },
  { id: "behavior", label: "Behavior sheet", screenshot: false },
  { id: "draw", label: "Draw dialog with odds", screenshot: true },
  { id: "draw-narrator", label: "Draw dialog, Narrator with Perk Cards", screenshot: false },
  { id: "chat-awaiting", label: "Attack card: awaiting resistance", screenshot: false },
  { id: "chat-ready", label: "Attack card: ready", screenshot: false },
  { id: "chat-applied", label: "Attack card: applied", screenshot: true },
  { id: "chat-undone", label: "Attack card: undone", screenshot: false },
  { id: "chat-combat", label: "Combat events and Will to Live", screenshot: false },
  { id: "tracker", label: "Combat tracker: round 2, the Ashmite's Will to Live", screenshot: true },
  { id: "deck-setup", label: "Deck set-up", screenshot: false },
];

const sheet = (actorId: string, over: Partial<ActorWindowSpec> = {}) =>
  actorWindow({ actorId, editable: true, editMode: false, tab: actorId === QULIA_ID ? "overview" : null, ...over });

/** The seed's attack played `steps` clicks far: draw, resist, apply, undo. */
function seedCard(session: TraumaSession, steps: number): PreviewMessage<TraumaSession>[] {
  const { docs, table } = session;
  const weaponName = itemOf(docs, GRIMGRIN_ID).item.name;
  const card = table.draw({ attackerId: QULIA_ID, weaponId: GRIMGRIN_ID, weaponName, targetId: ASHMITE_ID });
  const chat = [attackMessage(card.id)];
  if (steps >= 2) chat.push(resistanceMessage(table.resist(card.id).id));
  if (steps >= 3) table.apply(card.id);
  if (steps >= 4) table.undo(card.id);
  return chat;
}

/** The desk's scene: Qulia and the Ashmite as tokens. */
const SCENE = {
  tokens: (state: TraumaState) => state.world.docs.actors.map((a) => ({ id: a._id, name: a.name, img: a.img })),
  open: (state: TraumaState, id: string): TraumaState => openWindow(state, sheet(id, { tab: actorOf(state.world.docs, id).type === "npc" ? null : "overview" })),
};

/**
 * The page's state when it opens on `view`; `scripted` fixes the cards to the seed's; the URL's
 * itemName renames the Grimgrin Paralyzer first, so the escaping tests reach every place it shows.
 */
export function traumaStart(view: string, options: StartOptions): AppState<TraumaSession> {
  const named = options.itemName === null ? sampleWorld() : renameItem(sampleWorld(), GRIMGRIN_ID, options.itemName);
  // The Narrator's dialog shows Perk Cards: Qulia holds K♥ and 8♣, dealt from the Perk Deck.
  const docs = view === "draw-narrator" ? givePerkHand(named, QULIA_ID, ["KH", "8C"]) : named;
  const seed = seedCards();
  const script = options.scripted || view.startsWith("chat-") ? { draws: [[...seed.draw], [...seed.resist]] } : null;
  const session: TraumaSession = { docs, table: new PreviewTable(docs, script) };
  const base = emptyState(session, { act: cardAction });
  switch (view) {
    case "character":
      return { ...base, windows: [sheet(QULIA_ID)] };
    case "character-edit":
      return { ...base, windows: [sheet(QULIA_ID, { editMode: true })] };
    case "npc":
      return { ...base, windows: [sheet(ASHMITE_ID)] };
    case "weapon":
      return { ...base, windows: [itemWindow({ itemId: GRIMGRIN_ID, editable: true })] };
    case "armor":
      return { ...base, windows: [itemWindow({ itemId: ARMOR_ID, editable: true })] };
    case "behavior":
      return { ...base, windows: [itemWindow({ itemId: BEHAVIOR_ID, editable: true })] };
    case "draw":
    case "draw-narrator":
      return { ...base, targets: [ASHMITE_ID], windows: [drawWindow({ attackerId: QULIA_ID, weaponId: GRIMGRIN_ID, narrator: view === "draw-narrator" })] };
    case "chat-awaiting":
      return { ...base, chat: seedCard(session, 1) };
    case "chat-ready":
      return { ...base, chat: seedCard(session, 2) };
    case "chat-applied":
      return { ...base, chat: seedCard(session, 3) };
    case "chat-undone":
      return { ...base, chat: seedCard(session, 4) };
    case "chat-combat": {
      const sample = roundSample(docs);
      return { ...base, chat: [eventsMessage(sample.startOfRound), willToLivePromptMessage(sample.dying), willToLiveDrawMessage(sample.dying, sample.willToLive)] };
    }
    case "tracker": {
      // Round 2 has begun and waits on the Ashmite: the tracker, and the prompt in the chat log
      // (not the round's events card, which already tells how the draw went).
      const sample = roundSample(docs);
      return { ...base, sidebar: traumaTrackerSidebar({ world: docs, round: 2 }), chat: [willToLivePromptMessage(sample.dying)] };
    }
    case "deck-setup":
      return { ...base, windows: [deckSetupWindow()] };
    default:
      return { ...base, scene: SCENE, chat: [], windows: [sheet(QULIA_ID), sheet(ASHMITE_ID)] };
  }
}
