/**
 * Every template Fray renders (sheets, dialogs, chat cards, the deck set-up), as Foundry serves
 * them, preloaded at init so the first card or sheet renders without a fetch. Kept apart from
 * the sheet classes (which need Foundry's globals to load) so tests can check it in Node.
 */
export const TEMPLATE_ROOT = "systems/fray/templates";

export const TEMPLATE_PATHS: readonly string[] = [
  "actor/header.hbs",
  "actor/overview.hbs",
  "actor/vim.hbs",
  "actor/defenses.hbs",
  "actor/biography.hbs",
  "actor/npc-body.hbs",
  "item/header.hbs",
  "item/weapon.hbs",
  "item/armor.hbs",
  "item/behavior.hbs",
  "dialog/draw.hbs",
  "parts/tabs.hbs",
  "parts/traits.hbs",
  "parts/vim-tracker.hbs",
  "parts/status.hbs",
  "parts/weapons.hbs",
  "parts/armor.hbs",
  "parts/behaviors.hbs",
  "parts/perk-hand.hbs",
  "parts/spread.hbs",
  "parts/description.hbs",
  "parts/odds.hbs",
  "chat/trauma-attack.hbs",
  "chat/trauma-resistance.hbs",
  "chat/combat-events.hbs",
  "chat/combat-will-to-live-prompt.hbs",
  "chat/combat-will-to-live-draw.hbs",
  "apps/deck-setup.hbs",
  "dialog/pool-roll.hbs",
  "dialog/pool-roll-result.hbs",
  "chat/pool-roll.hbs",
  "combat/banks-row.hbs",
  "combat/banks-teams.hbs",
  "combat/banks-new-team.hbs",
].map((p) => `${TEMPLATE_ROOT}/${p}`);
