/**
 * The in-memory table for trauma scenarios: actors as core state, their weapons, and the
 * decks as piles — one Probability Deck per Lead, the Narrator's for everyone else, and the
 * Narrator's Perk Deck and discard (docs/rules/trauma.md §3.4, §5.2). Perk hands live in each
 * actor's state, so a card is always in exactly one place.
 */
import { type Card, type Piles, faceKey, parseCard } from "../../cards";
import { perkDeck, probabilityDeck } from "../decks";
import { RulesInputError } from "../../errors";
import type { Rng } from "../../random";
import { shuffle } from "../../random";
import { traumaActorFromDocument, traumaWeaponFromItem } from "../document";
import type { TraumaActor } from "../state";
import type { TraumaWeapon } from "../weapon";
import { type EncounterTable, type Scenario, type TableActor as GenericActor, type TableWeapon as GenericWeapon, table as generic } from "../../encounter";
import type { TraumaEncounter } from "../combat";

export type TableWeapon = GenericWeapon<TraumaWeapon>;
export type TableActor = GenericActor<TraumaActor, TraumaWeapon>;

/** The generic table with the decks beside it: a card is always in exactly one place. */
export type TraumaTable = EncounterTable<TraumaActor, TraumaWeapon, TraumaEncounter> & TraumaDecks;

interface TraumaDecks {
  readonly piles: Piles;
  /** NPCs earn Perk Cards too (docs/rules/trauma.md §5.4, world setting `trauma.npcPerks`, default on). */
  readonly npcPerks: boolean;
}

export const NARRATOR_DECK = "probability:narrator";
export const PERK_DECK = "perk:deck";
export const PERK_DISCARD = "perk:discard";

/** The Probability Deck an actor draws from: its own for a Lead, else the Narrator's. */
export function deckOf(actor: TableActor): string {
  return actor.state.isLead ? `probability:${actor.id}` : NARRATOR_DECK;
}

export function drawnPileOf(deck: string): string {
  return `${deck}:drawn`;
}

/** Notations like "KH" in a source perk hand become physical cards taken from the Perk Deck. */
function takePerks(deck: Card[], notations: unknown, path: string): Card[] {
  if (notations === undefined) return [];
  if (!Array.isArray(notations)) throw new RulesInputError("scenario.invalid", path, `${path} must be a list of cards such as "KH"`);
  return notations.map((n: unknown, i) => {
    const want = parseCard(typeof n === "string" ? n : "", `${path}[${i}]`);
    const at = deck.findIndex((c) => faceKey(c) === faceKey(want));
    if (at < 0) throw new RulesInputError("perk.invalidCard", `${path}[${i}]`, `${path}[${i}]: the Perk Deck holds no (more) ${faceKey(want)}`);
    return deck.splice(at, 1)[0] as Card;
  });
}

export function createTraumaTable(scenario: Scenario, rng: Rng, options: { npcPerks?: boolean } = {}): TraumaTable {
  const leads = scenario.actors.filter((a) => a.type === "character").length;
  const perks = shuffle(rng, perkDeck(Math.max(1, leads)));
  const piles: Record<string, Card[]> = { [NARRATOR_DECK]: probabilityDeck("narrator"), [drawnPileOf(NARRATOR_DECK)]: [] };
  const table = generic.createEncounterTable<TraumaActor, TraumaWeapon, TraumaEncounter>(
    scenario,
    {
      actor: (doc, path) => {
        const slice = doc.system["trauma"] as Record<string, unknown> | undefined;
        const hand = takePerks(perks, slice?.["perkHand"], `${path}.system.trauma.perkHand`);
        const sliceWithoutHand = slice === undefined ? undefined : { ...slice, perkHand: undefined };
        return traumaActorFromDocument({ ...doc, system: { ...doc.system, trauma: sliceWithoutHand } }, path, hand);
      },
      weapon: (item, path) => traumaWeaponFromItem(item, path),
    },
    {},
  );
  for (const actor of table.actors) {
    if (!actor.state.isLead) continue;
    piles[deckOf(actor)] = probabilityDeck(`${actor.id}`);
    piles[drawnPileOf(deckOf(actor))] = [];
  }
  piles[PERK_DECK] = perks;
  piles[PERK_DISCARD] = [];
  return { ...table, piles, npcPerks: options.npcPerks ?? true };
}

/** The table with one actor's state replaced. */
export function withActorState(table: TraumaTable, id: string, state: TraumaActor): TraumaTable {
  return generic.withState<TraumaActor, TraumaWeapon, TraumaTable>(table, id, state);
}
