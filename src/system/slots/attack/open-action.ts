/**
 * Opens an ability's or weapon's action from the sheet or the hotbar (docs/rules/slots.md §5.2,
 * §5.7). Filled in by the attack flow.
 */
export async function openSlotsAction(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
  ui.notifications?.info(game.i18n.format("FRAY.Slots.Attack.NotYet", { name: actor.name, item: item.name }));
}
