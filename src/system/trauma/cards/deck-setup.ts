/**
 * Builds the world's decks as real Foundry Cards (docs/rules/trauma.md §3.4, §5.2): the Narrator's
 * Probability Deck, the Narrator's Perk Deck (24 cards per Lead) and its discard pile, and for
 * every Lead a Probability Deck and a Perk Card hand owned by the Lead's players. Run by the
 * active GM (at ready, when a Lead is created, or from the settings button); it only adds what
 * is missing, so running it again changes nothing.
 */
import type { Rank, Suit } from "../../../core/cards";
import { PERK_DECK_COMPOSITION, PROBABILITY_DECK_COMPOSITION } from "../../../core/trauma";
import { actorSystem, isFrayActor } from "../../data/actor/actor-system";
import { backImage, cardCreateData } from "../../cards/card-data";
import { type DeckSettings, deckSettings } from "./deck-settings";
import { traumaCardsFlag, traumaCardsFlags } from "../flags";
import { inCardsQueue } from "../../gm/cards-queue";

type CardSpec = { rank: Rank; suit: Suit };
const expand = (rows: readonly { rank: Rank; suits: readonly Suit[] }[]): CardSpec[] =>
  rows.flatMap((row) => row.suits.map((suit) => ({ rank: row.rank, suit })));

export const PROBABILITY_CARDS = expand(PROBABILITY_DECK_COMPOSITION);
export const PERK_CARDS_PER_LEAD = expand(PERK_DECK_COMPOSITION);


/** The Leads: player characters whose trauma state says so. */
export function leadsOf(actors: Iterable<Actor.Implementation>): Actor.Implementation[] {
  return [...actors].filter((a) => a.type === "character" && isFrayActor(a) && actorSystem(a).trauma.isLead);
}

/** Ownership of a Lead's stacks: the Lead's owners own them; nobody else sees them. */
export function leadOwnership(actor: Actor.Implementation): Record<string, CONST.DOCUMENT_OWNERSHIP_LEVELS> {
  const { OWNER, NONE } = CONST.DOCUMENT_OWNERSHIP_LEVELS;
  const owners = Object.entries(actor.ownership).filter(([id, level]) => id !== "default" && (level ?? NONE) >= OWNER);
  return { default: NONE, ...Object.fromEntries(owners.map(([id]) => [id, OWNER])) };
}

function deckData(name: string, type: "deck" | "hand" | "pile", back: "probability" | "perk", cards: CardSpec[], ownership?: Record<string, CONST.DOCUMENT_OWNERSHIP_LEVELS>): Cards.CreateData {
  return {
    name,
    type,
    img: backImage(back),
    cards: cards.map((c, i) => cardCreateData(c, back, i)),
    ...(ownership ? { ownership } : {}),
    flags: traumaCardsFlags({ role: `${type}:${back}` }),
  };
}

export interface DeckSetupReport {
  created: string[];
  addedPerkCards: number;
}

/** Builds what is missing, in the GM's Cards queue (gm/cards-queue.ts): two set-ups never race. */
export function setUpDecks(): Promise<DeckSetupReport> {
  return inCardsQueue(setUpDecksNow);
}

/** The set-up itself, for callers already in the queue. */
export async function setUpDecksNow(): Promise<DeckSetupReport> {
  const report: DeckSetupReport = { created: [], addedPerkCards: 0 };
  const settings: DeckSettings = deckSettings();
  const exists = (id: string | null): boolean => id !== null && game.cards.has(id);
  const leads = leadsOf(game.actors);

  // One creation call for every missing stack (batched, design.md).
  const wanted: { key: string; data: Cards.CreateData }[] = [];
  if (!exists(settings.narratorProbability)) wanted.push({ key: "narratorProbability", data: deckData(game.i18n.localize("FRAY.Trauma.Decks.NarratorProbability"), "deck", "probability", PROBABILITY_CARDS) });
  if (!exists(settings.perkDeck)) wanted.push({ key: "perkDeck", data: deckData(game.i18n.localize("FRAY.Trauma.Decks.PerkDeck"), "deck", "perk", leads.flatMap(() => PERK_CARDS_PER_LEAD)) });
  if (!exists(settings.perkDiscard)) wanted.push({ key: "perkDiscard", data: deckData(game.i18n.localize("FRAY.Trauma.Decks.PerkDiscard"), "pile", "perk", []) });
  for (const lead of leads) {
    const decks = actorSystem(lead).trauma.decks;
    const format = (key: string): string => game.i18n.format(key, { name: lead.name });
    if (!exists(decks.probability)) wanted.push({ key: `probability:${lead.id}`, data: deckData(format("FRAY.Trauma.Decks.LeadProbability"), "deck", "probability", PROBABILITY_CARDS, leadOwnership(lead)) });
    if (!exists(decks.perkHand)) wanted.push({ key: `perkHand:${lead.id}`, data: deckData(format("FRAY.Trauma.Decks.LeadPerkHand"), "hand", "perk", [], leadOwnership(lead)) });
  }
  const created = wanted.length ? await Cards.implementation.createDocuments(wanted.map((w) => w.data)) : [];
  const idOf = new Map(wanted.map((w, i) => [w.key, created[i]?.id ?? null]));
  // Cards are created in composition order; the Narrator shuffles the new Perk Deck (Leads' decks are shuffled at every draw).
  const newPerkDeck = created[wanted.findIndex((w) => w.key === "perkDeck")];
  if (newPerkDeck) await newPerkDeck.shuffle({ chatNotification: false });
  report.created = created.map((c) => c.name);

  const next: DeckSettings = {
    narratorProbability: idOf.get("narratorProbability") ?? settings.narratorProbability,
    perkDeck: idOf.get("perkDeck") ?? settings.perkDeck,
    perkDiscard: idOf.get("perkDiscard") ?? settings.perkDiscard,
  };
  if (JSON.stringify(next) !== JSON.stringify(settings)) await game.settings.set("fray", "decks", next);

  const actorUpdates = leads.flatMap((lead) => {
    const probability = idOf.get(`probability:${lead.id}`);
    const perkHand = idOf.get(`perkHand:${lead.id}`);
    if (!probability && !perkHand) return [];
    const decks = actorSystem(lead).trauma.decks;
    return [{ _id: lead.id ?? "", system: { trauma: { decks: { probability: probability ?? decks.probability, perkHand: perkHand ?? decks.perkHand } } } }];
  });
  if (actorUpdates.length) await Actor.implementation.updateDocuments(actorUpdates);

  report.addedPerkCards = await growPerkDeck(next.perkDeck, leads.length, idOf.has("perkDeck"));
  return report;
}

/** A new Lead brings 24 more Perk Cards to an existing Perk Deck (docs/rules/trauma.md §3.4). */
async function growPerkDeck(perkDeckId: string | null, leadCount: number, justCreated: boolean): Promise<number> {
  const deck = perkDeckId === null ? undefined : game.cards.get(perkDeckId);
  if (!deck || justCreated) return 0;
  const packs = Number(traumaCardsFlag(deck, "leads") ?? Math.ceil(deck.cards.size / PERK_CARDS_PER_LEAD.length));
  if (leadCount <= packs) return 0;
  const extra = Array.from({ length: leadCount - packs }, () => PERK_CARDS_PER_LEAD).flat();
  await deck.createEmbeddedDocuments("Card", extra.map((c, i) => cardCreateData(c, "perk", deck.cards.size + i)));
  await deck.update({ flags: traumaCardsFlags({ leads: leadCount }) });
  await deck.shuffle({ chatNotification: false });
  return extra.length;
}
