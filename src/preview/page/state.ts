/**
 * The page's state: the world's documents, the table, the open windows, the chat log, the
 * user's targets and the notifications. Every action makes a new state and the page renders it
 * whole, as Foundry re-renders an application from its context.
 */
import type { Card } from "../../core/cards";
import type { BanksCardStage } from "../banks/banks-samples";
import type { Text } from "../../view/i18n";
import type { BanksTab } from "../../view/banks/sheet/layout";
import type { CharacterTab } from "../../view/trauma/sheet-layout";
import type { PreviewTable } from "../flow/preview-table";
import type { BanksFightSample } from "../flow/banks-fight";
import type { PreviewWorld } from "../world";

export type WindowSpec =
  | { readonly kind: "actor"; readonly actorId: string; readonly editable: boolean; readonly editMode: boolean; readonly tab: CharacterTab | null }
  | { readonly kind: "item"; readonly itemId: string; readonly editable: boolean }
  | { readonly kind: "draw"; readonly attackerId: string; readonly weaponId: string; readonly narrator: boolean }
  | { readonly kind: "deckSetup" }
  | { readonly kind: "banksAttack" | "banksBid"; readonly weaponName: string }
  | {
      readonly kind: "banksActor";
      readonly actorId: string;
      readonly editable: boolean;
      readonly editMode: boolean;
      readonly tab: BanksTab | null;
      /** The banks actor whose turn is under way (the sheet offers interrupts), or null. */
      readonly actingId: string | null;
    }
  | { readonly kind: "banksItem"; readonly itemId: string; readonly editable: boolean };

export type ChatEntry =
  | { readonly kind: "attack"; readonly cardId: string }
  | { readonly kind: "resistance"; readonly cardId: string }
  | { readonly kind: "events"; readonly log: readonly Text[] }
  | { readonly kind: "willToLivePrompt"; readonly name: string }
  | { readonly kind: "willToLiveDraw"; readonly name: string; readonly cards: readonly Card[] }
  | { readonly kind: "banksAttack"; readonly stage: BanksCardStage; readonly weaponName: string }
  | { readonly kind: "banksBid"; readonly weaponName: string }
  | { readonly kind: "banksAction"; readonly sample?: "cover" | "team" | "dodge" | "dodgeRolled" };

/** The combat sidebar of a banks fight (page/combat-tracker.ts). */
export interface TrackerSpec {
  readonly sample: BanksFightSample;
  /** A GM sees the Team Bank controls; a player owns Pell (the combatant acting) only. */
  readonly isGM: boolean;
}

export interface Notice {
  readonly level: "info" | "warning" | "error";
  readonly message: string;
}

export interface AppState {
  readonly world: PreviewWorld;
  /** Mutable by design: the table is the game's one running record, like Foundry's world. */
  readonly table: PreviewTable;
  readonly windows: readonly WindowSpec[];
  /** null: no chat log on this view. */
  readonly chat: readonly ChatEntry[] | null;
  /** Actor ids the user targets; the first is the one the odds and the attack are against. */
  readonly targets: readonly string[];
  readonly notices: readonly Notice[];
  /** The token bar of the playable scene. */
  readonly scene: boolean;
  /** The combat sidebar of a banks fight; null: none on this view. */
  readonly combat: TrackerSpec | null;
}

/** A window's key: one window per document or dialog, as Foundry keeps one app per id. */
export function windowKey(w: WindowSpec): string {
  switch (w.kind) {
    case "actor":
      return `actor-${w.actorId}`;
    case "item":
      return `item-${w.itemId}`;
    case "draw":
      return `draw-${w.attackerId}-${w.weaponId}`;
    case "banksAttack":
    case "banksBid":
      return `${w.kind}-dialog`;
    case "banksActor":
      return `banks-actor-${w.actorId}`;
    case "banksItem":
      return `banks-item-${w.itemId}`;
    default:
      return "deck-setup";
  }
}
