/** Where the world's shared decks are: a hidden world setting written by the deck set-up. */
export interface DeckSettings {
  narratorProbability: string | null;
  perkDeck: string | null;
  perkDiscard: string | null;
}

/** The setting's schema, so Foundry validates what is stored. */
export function deckSettingsField() {
  const f = foundry.data.fields;
  const id = () => new f.StringField({ required: true, nullable: true, blank: false, initial: null });
  return new f.SchemaField({ narratorProbability: id(), perkDeck: id(), perkDiscard: id() });
}
export type DeckSettingsField = ReturnType<typeof deckSettingsField>;

export function deckSettings(): DeckSettings {
  const value = game.settings.get("fray", "decks");
  return { narratorProbability: value?.narratorProbability ?? null, perkDeck: value?.perkDeck ?? null, perkDiscard: value?.perkDiscard ?? null };
}
