/**
 * The contexts of Fray's chat cards and the deck set-up window, as the Foundry side assembles
 * them (src/system/chat/chat-message.ts, src/system/combat/*.ts, src/system/cards/
 * deck-setup-menu.ts), from the preview table's cards and the encounter engine's records.
 */
import { type Card, formatCard, formatCards } from "../../core/cards";
import { NARRATOR_DECK, PERK_DECK, PERK_DISCARD, type TraumaTable, deckOf } from "../../core/trauma/scenario";
import { actorDrawInput, resolveDraw } from "../../core/trauma";
import { cardFileName } from "../../view/cards";
import { CARD_ASSET_BASE } from "../../view/sheet/card-image";
import type { Text } from "../../view/i18n";
import { type AttackCardView, attackCardView } from "../../view/trauma/attack-card";
import type { PreviewTable, TableCard } from "./table";
import { type Worded, localizeKey, word, worded } from "../i18n";

/** Where Foundry finds a card's face (src/system/cards/card-data.ts `cardImage`), served by the preview. */
export const cardImage = (c: Card): string => `${CARD_ASSET_BASE}/${cardFileName(c.rank, c.suit)}`;

const faces = (cards: readonly Card[]) => cards.map((c) => ({ src: cardImage(c), alt: formatCard(c, { symbols: true }) }));

export interface AttackCardContext {
  readonly messageId: string;
  readonly view: Worded<AttackCardView>;
}

/** FrayChatMessage#renderHTML for an attack card; `mayAct` stands for the viewer's permissions. */
export function attackCardContext(table: PreviewTable, card: TableCard, mayAct: boolean): AttackCardContext {
  const { state } = card;
  const profile = state.weapon.profile;
  const draw = resolveDraw(actorDrawInput(state.attacker.state, profile.ability, profile.lobe, profile.difficulty, state.draw)).result;
  const outcome = table.outcome(card);
  const targets = card.targetId === null || state.targets[0] === undefined
    ? []
    : [{ name: state.targets[0].name, outcome: outcome?.result ?? null, applied: card.applied, can: { resist: mayAct, apply: mayAct, undo: mayAct } }];
  return { messageId: card.id, view: worded(attackCardView(state, draw, targets, cardImage)) };
}

export interface ResistanceCardContext {
  readonly title: string;
  readonly cards: readonly { src: string; alt: string }[];
  readonly perks: readonly { src: string; alt: string }[];
}

export function resistanceCardContext(card: TableCard): ResistanceCardContext | null {
  if (card.resistance === null) return null;
  const target = card.state.targets[0]?.name ?? "";
  return {
    title: localizeKey("FRAY.Trauma.Chat.ResistanceTitle", { target, weapon: card.state.weapon.name }),
    cards: faces(card.resistance.cards),
    perks: faces((card.resistance.perks ?? []).map((p) => p.card)),
  };
}

/** A combat phase's events card: the heading and one line per event, worded (events-card.ts). */
export function combatEventsContext(log: readonly Text[]): { heading: string; lines: string[] } {
  const [heading, ...lines] = log.map(word);
  return { heading: heading ?? "", lines };
}

export function willToLivePromptContext(name: string, action: string): { name: string; action: string } {
  return { name, action };
}

export function willToLiveDrawContext(name: string, cards: readonly Card[]): { name: string; cards: string; status: string } {
  return { name, cards: formatCards(cards, { symbols: true }), status: localizeKey("FRAY.Trauma.Combat.WillToLive.Awaiting") };
}

/** DeckSetupMenu's rows: which decks the table holds; the Leads' own decks and hands after the Narrator's. */
export function deckSetupContext(table: TraumaTable): { rows: { label: string; ready: boolean }[] } {
  const has = (pile: string): boolean => table.piles[pile] !== undefined;
  const leads = table.actors.filter((a) => a.state.isLead);
  return {
    rows: [
      { label: localizeKey("FRAY.Trauma.Decks.NarratorProbability"), ready: has(NARRATOR_DECK) },
      { label: localizeKey("FRAY.Trauma.Decks.PerkDeck"), ready: has(PERK_DECK) },
      { label: localizeKey("FRAY.Trauma.Decks.PerkDiscard"), ready: has(PERK_DISCARD) },
      ...leads.flatMap((lead) => [
        { label: localizeKey("FRAY.Trauma.Decks.LeadProbability", { name: lead.name }), ready: has(deckOf(lead)) },
        // The table keeps a Lead's Perk Cards in its state: the hand always exists here.
        { label: localizeKey("FRAY.Trauma.Decks.LeadPerkHand", { name: lead.name }), ready: true },
      ]),
    ],
  };
}
