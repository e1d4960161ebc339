/**
 * The "Set up decks" button in Fray's settings: shows which decks exist and builds what is
 * missing (src/system/cards/deck-setup.ts). GM only (registered as a restricted menu).
 */
import { DECK_SETUP_LAYOUT } from "../../../view/trauma/sheet-layout";
import { partsOf } from "../../apps/sheet-layout";
import { FrayApplicationBase } from "../../apps/fray-sheets";
import { actorSystem } from "../../data/actor/actor-system";
import { deckSettings } from "./deck-settings";
import { leadsOf, setUpDecks } from "./deck-setup";

interface DeckRow {
  label: string;
  ready: boolean;
}

type DeckSetupContext = foundry.applications.api.ApplicationV2.RenderContext & { rows: DeckRow[] };

export class DeckSetupMenu extends FrayApplicationBase<DeckSetupContext> {
  static override DEFAULT_OPTIONS = {
    id: "fray-deck-setup",
    classes: [...DECK_SETUP_LAYOUT.classes],
    window: { title: "FRAY.Trauma.Decks.SetUp.Name", icon: DECK_SETUP_LAYOUT.icon },
    position: { width: DECK_SETUP_LAYOUT.width },
    actions: { setUp: DeckSetupMenu.#setUp },
  };

  static override PARTS = partsOf(DECK_SETUP_LAYOUT);

  protected override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions): Promise<DeckSetupContext> {
    const context = await super._prepareContext(options);
    const settings = deckSettings();
    const has = (id: string | null): boolean => id !== null && game.cards.has(id);
    const rows: DeckRow[] = [
      { label: game.i18n.localize("FRAY.Trauma.Decks.NarratorProbability"), ready: has(settings.narratorProbability) },
      { label: game.i18n.localize("FRAY.Trauma.Decks.PerkDeck"), ready: has(settings.perkDeck) },
      { label: game.i18n.localize("FRAY.Trauma.Decks.PerkDiscard"), ready: has(settings.perkDiscard) },
      ...leadsOf(game.actors).flatMap((lead) => {
        const decks = actorSystem(lead).trauma.decks;
        return [
          { label: game.i18n.format("FRAY.Trauma.Decks.LeadProbability", { name: lead.name }), ready: has(decks.probability) },
          { label: game.i18n.format("FRAY.Trauma.Decks.LeadPerkHand", { name: lead.name }), ready: has(decks.perkHand) },
        ];
      }),
    ];
    return { ...context, rows };
  }

  static async #setUp(this: DeckSetupMenu): Promise<void> {
    if (!game.user.isGM) return;
    const report = await setUpDecks();
    ui.notifications.info(game.i18n.format("FRAY.Trauma.Decks.SetUp.Done", { created: String(report.created.length), added: String(report.addedPerkCards) }));
    await this.render();
  }
}

/** The "Set up decks" button under Fray's settings (GM only). */
export function registerDeckMenu(): void {
  game.settings.registerMenu("fray", "deckSetup", {
    name: "FRAY.Trauma.Decks.SetUp.Name",
    label: "FRAY.Trauma.Decks.SetUp.Label",
    hint: "FRAY.Trauma.Decks.SetUp.Hint",
    icon: "fa-solid fa-layer-group",
    type: DeckSetupMenu,
    restricted: true,
  });
}
