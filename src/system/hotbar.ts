/**
 * Dragging a weapon to the hotbar makes a macro that opens the world's ruleset's attack for it
 * (foundry-v13.md §12); the macro names the item by UUID, so it works for any actor's weapon.
 * Anything else (armor, a behavior) is left to Foundry, whose macro opens the item's sheet.
 * Foundry calls the hook before its own lock check, so a locked bar is respected here too.
 */
import { weaponSystem } from "./data/item/item-system";

export function weaponMacroCommand(uuid: string): string {
  return `fray.attack(${JSON.stringify(uuid)});`;
}

/** The weapon a drop names, found without waiting (the hook must answer at once); null for anything else. */
function droppedWeapon(data: { type?: string; uuid?: string }): Item.Implementation | null {
  if (data.type !== "Item" || !data.uuid) return null;
  // An embedded item's UUID starts with its actor's; fromUuidSync resolves either kind.
  const item = foundry.utils.fromUuidSync(data.uuid as `Item.${string}`);
  return item instanceof Item && weaponSystem(item) ? item : null;
}

async function createWeaponMacro(item: Item.Implementation, slot: number): Promise<void> {
  const command = weaponMacroCommand(item.uuid);
  const existing = game.macros.find((m) => m.command === command && m.isAuthor);
  const macro = existing ?? (await Macro.implementation.create({ name: item.name, type: "script", img: item.img ?? undefined, command }));
  if (macro) await game.user.assignHotbarMacro(macro, slot);
}

/** Whether the bar is locked and the slot already holds a macro (then nothing may replace it). */
function slotLocked(slot: number): boolean {
  const current = (game.user.hotbar as Partial<Record<string, string>>)[String(slot)];
  // `locked` is the bar's lock button (Hotbar#locked); the v13 types do not declare it.
  return (ui.hotbar as unknown as { locked?: boolean }).locked === true && current !== undefined && game.macros.has(current);
}

export function onHotbarDrop(data: unknown, slot: number): boolean {
  const weapon = droppedWeapon(data as { type?: string; uuid?: string });
  if (!weapon) return true;
  if (slotLocked(slot)) {
    ui.notifications.warn("MACRO.CannotOverwrite", { localize: true });
    return false;
  }
  createWeaponMacro(weapon, slot).catch((error: unknown) => console.error("fray | the weapon macro could not be made", error));
  return false;
}

export function registerHotbar(): void {
  Hooks.on("hotbarDrop", (_bar, data, slot) => onHotbarDrop(data, slot));
}
