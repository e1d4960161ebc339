/**
 * Every view the preview shows, each a starting state of the page: which windows are open, what
 * the chat log holds, and how far the seed's attack has been played. The UI tests and the
 * screenshot script walk this list, so a view added here is tested in both themes.
 */
import { BANKS_CARD_STAGES, BANKS_NAMES } from "../banks/banks-samples";
import { banksFightSample } from "../flow/banks-fight";
import { PreviewTable } from "../flow/preview-table";
import { roundSample } from "../flow/sample-scenes";
import {
  ARMOR_ID,
  ASHMITE_ID,
  BANKS_ARMOR_ID,
  BANKS_WEAPON_ID,
  BEHAVIOR_ID,
  GRIMGRIN_ID,
  HORNET_ID,
  INES_ID,
  type PreviewWorld,
  QULIA_ID,
  givePerkHand,
  itemOf,
  seedCards,
  withBanksState,
} from "../world";
import type { AppState, ChatEntry, WindowSpec } from "./state";

export interface ViewSpec {
  readonly id: string;
  readonly label: string;
  /** Shown in the README and written by `npm run screenshots`. */
  readonly screenshot: boolean;
}

export const VIEWS: readonly ViewSpec[] = [
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
  { id: "deck-setup", label: "Deck set-up", screenshot: false },
  { id: "banks-attack-bid", label: "Banks attack card: awaiting the bid", screenshot: false },
  { id: "banks-attack-roll", label: "Banks attack card: awaiting the roll", screenshot: false },
  { id: "banks-attack-hit", label: "Banks attack card: a hit, ready", screenshot: true },
  { id: "banks-attack-applied", label: "Banks attack card: applied", screenshot: false },
  { id: "banks-attack-undone", label: "Banks attack card: undone", screenshot: false },
  { id: "banks-attack-miss", label: "Banks attack card: a miss", screenshot: false },
  { id: "banks-attack-refused", label: "Banks attack card: payment refused", screenshot: false },
  { id: "banks-bid-card", label: "Banks bid and action cards (interrupt, Team Bank roll, Active Dodge)", screenshot: false },
  { id: "banks-attack-dialog", label: "Banks attack dialog", screenshot: true },
  { id: "banks-bid-dialog", label: "Banks dodge bid dialog", screenshot: false },
  { id: "banks-tracker", label: "Banks combat tracker (GM)", screenshot: true },
  { id: "banks-tracker-player", label: "Banks combat tracker (player)", screenshot: false },
  { id: "banks-character", label: "Banks: character sheet mid-fight (Ines Caldera)", screenshot: true },
  { id: "banks-character-edit", label: "Banks: character sheet, edit mode", screenshot: false },
  { id: "banks-drone", label: "Banks: drone sheet (Hornet Sentry Drone)", screenshot: true },
  { id: "banks-weapon", label: "Banks: weapon sheet (Fragmentation Grenade)", screenshot: false },
  { id: "banks-armor", label: "Banks: armor sheet (Ballistic Plate Vest)", screenshot: false },
];

/** The banks views (Tomas Reyk fires at Ines Caldera, banks/banks-samples.ts) for the weapon named `weaponName`. */
function banksState(base: AppState, view: string, weaponName: string): AppState | null {
  const stage = BANKS_CARD_STAGES.find((s) => view === `banks-attack-${s}`);
  if (stage !== undefined) return { ...base, chat: [{ kind: "banksAttack", stage, weaponName }] };
  if (view === "banks-bid-card") return { ...base, chat: [{ kind: "banksAttack", stage: "roll", weaponName }, { kind: "banksBid", weaponName }, { kind: "banksAction" }, { kind: "banksAction", sample: "team" }, { kind: "banksAction", sample: "dodge" }, { kind: "banksAction", sample: "dodgeRolled" }] };
  if (view === "banks-attack-dialog") return { ...base, windows: [{ kind: "banksAttack", weaponName }] };
  if (view === "banks-bid-dialog") return { ...base, windows: [{ kind: "banksBid", weaponName }] };
  return null;
}

const actorWindow = (actorId: string, over: Partial<Extract<WindowSpec, { kind: "actor" }>> = {}): WindowSpec => ({
  kind: "actor",
  actorId,
  editable: true,
  editMode: false,
  tab: actorId === QULIA_ID ? "overview" : null,
  ...over,
});

/** The seed's attack played `steps` clicks far: draw, resist, apply, undo. */
function seedCard(world: PreviewWorld, table: PreviewTable, steps: number): ChatEntry[] {
  const weaponName = itemOf(world, GRIMGRIN_ID).item.name;
  const card = table.draw({ attackerId: QULIA_ID, weaponId: GRIMGRIN_ID, weaponName, targetId: ASHMITE_ID });
  const chat: ChatEntry[] = [{ kind: "attack", cardId: card.id }];
  if (steps >= 2) chat.push({ kind: "resistance", cardId: table.resist(card.id).id });
  if (steps >= 3) table.apply(card.id);
  if (steps >= 4) table.undo(card.id);
  return chat;
}

const banksWindow = (actorId: string, over: Partial<Extract<WindowSpec, { kind: "banksActor" }>> = {}): WindowSpec => ({
  kind: "banksActor",
  actorId,
  editable: true,
  editMode: false,
  tab: actorId === INES_ID ? "combat" : null,
  actingId: null,
  ...over,
});

/**
 * Mid-fight: the Hornet is taking its turn; Ines holds 5 IP, has taken 2 Stun, and fires with
 * recoil on her shoulder. Her sheet prices every action and offers the interrupts the rules allow.
 */
function banksFight(world: PreviewWorld): PreviewWorld {
  const fight = withBanksState(world, INES_ID, { ip: 5, stun: 2, recoil: 4, cover: "partial" });
  return withBanksState(fight, HORNET_ID, { ip: 3, physical: 1 });
}

/**
 * The page's state when it opens on `view`; `scripted` fixes the cards to the seed's; a renamed
 * weapon (the URL's itemName) names the banks weapon too, so the escaping tests reach its cards.
 */
export function initialState(view: string, opened: PreviewWorld, scripted: boolean, banksWeaponName: string = BANKS_NAMES.weapon): AppState {
  // The Narrator's dialog shows Perk Cards: Qulia holds K♥ and 8♣, dealt from the Perk Deck.
  const world = view === "draw-narrator" ? givePerkHand(opened, QULIA_ID, ["KH", "8C"]) : opened;
  const seed = seedCards();
  const script = scripted || view.startsWith("chat-") ? { draws: [[...seed.draw], [...seed.resist]] } : null;
  const table = new PreviewTable(world, script);
  const base: AppState = { world, table, windows: [], chat: null, targets: [], notices: [], scene: false, combat: null };
  const banks = banksState(base, view, banksWeaponName);
  if (banks !== null) return banks;
  switch (view) {
    case "character":
      return { ...base, windows: [actorWindow(QULIA_ID)] };
    case "character-edit":
      return { ...base, windows: [actorWindow(QULIA_ID, { editMode: true })] };
    case "npc":
      return { ...base, windows: [actorWindow(ASHMITE_ID)] };
    case "weapon":
      return { ...base, windows: [{ kind: "item", itemId: GRIMGRIN_ID, editable: true }] };
    case "armor":
      return { ...base, windows: [{ kind: "item", itemId: ARMOR_ID, editable: true }] };
    case "behavior":
      return { ...base, windows: [{ kind: "item", itemId: BEHAVIOR_ID, editable: true }] };
    case "draw":
      return { ...base, targets: [ASHMITE_ID], windows: [{ kind: "draw", attackerId: QULIA_ID, weaponId: GRIMGRIN_ID, narrator: false }] };
    case "draw-narrator":
      return { ...base, targets: [ASHMITE_ID], windows: [{ kind: "draw", attackerId: QULIA_ID, weaponId: GRIMGRIN_ID, narrator: true }] };
    case "chat-awaiting":
      return { ...base, chat: seedCard(world, table, 1) };
    case "chat-ready":
      return { ...base, chat: seedCard(world, table, 2) };
    case "chat-applied":
      return { ...base, chat: seedCard(world, table, 3) };
    case "chat-undone":
      return { ...base, chat: seedCard(world, table, 4) };
    case "chat-combat": {
      const sample = roundSample(world);
      return {
        ...base,
        chat: [
          { kind: "events", log: sample.startOfRound },
          { kind: "willToLivePrompt", name: sample.dying },
          { kind: "willToLiveDraw", name: sample.dying, cards: sample.willToLive },
        ],
      };
    }
    case "deck-setup":
      return { ...base, windows: [{ kind: "deckSetup" }] };
    case "banks-tracker":
      return { ...base, combat: { sample: banksFightSample(), isGM: true } };
    case "banks-tracker-player":
      return { ...base, combat: { sample: banksFightSample(), isGM: false } };
    case "banks-character":
      return { ...base, world: banksFight(world), windows: [banksWindow(INES_ID, { actingId: HORNET_ID })] };
    case "banks-character-edit":
      return { ...base, windows: [banksWindow(INES_ID, { editMode: true })] };
    case "banks-drone":
      return { ...base, world: banksFight(world), windows: [banksWindow(HORNET_ID)] };
    case "banks-weapon":
      return { ...base, windows: [{ kind: "banksItem", itemId: BANKS_WEAPON_ID, editable: true }] };
    case "banks-armor":
      return { ...base, windows: [{ kind: "banksItem", itemId: BANKS_ARMOR_ID, editable: true }] };
    default:
      return { ...base, scene: true, chat: [], windows: [actorWindow(QULIA_ID), actorWindow(ASHMITE_ID)] };
  }
}
