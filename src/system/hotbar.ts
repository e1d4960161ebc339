/**
 * Dragging a weapon to the hotbar makes a macro that opens its draw dialog (foundry-v13.md
 * §12). The macro names the item by UUID, so it works for any actor's weapon.
 */
import { weaponSystem } from "./data/item/item-system";

export function weaponMacroCommand(uuid: string): string {
  return `fray.attack(${JSON.stringify(uuid)});`;
}

async function createWeaponMacro(data: { uuid?: string }, slot: number): Promise<void> {
  if (!data.uuid) return;
  const item = await fromUuid<Item.Implementation>(data.uuid as `Item.${string}`);
  if (!(item instanceof Item) || !weaponSystem(item)) return;
  const command = weaponMacroCommand(item.uuid);
  const existing = game.macros.find((m) => m.command === command && m.isAuthor);
  const macro = existing ?? (await Macro.implementation.create({ name: item.name, type: "script", img: item.img ?? undefined, command }));
  if (macro) await game.user.assignHotbarMacro(macro, slot);
}

export function registerHotbar(): void {
  Hooks.on("hotbarDrop", (_bar, data, slot) => {
    const drop = data as unknown as { type?: string; uuid?: string };
    if (drop.type !== "Item") return true;
    void createWeaponMacro(drop, slot);
    return false;
  });
}
