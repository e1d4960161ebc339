/**
 * Old banks sources brought up to date (Foundry's migrateData, run on every read of a source).
 * 0.1.0 kept one equip flag per armor item, in `system.trauma.equipped`, and banks read it; banks
 * now keeps its own `system.banks.equipped`, taken over from trauma's where it was never set.
 */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function migrateBanksSource(documentName: "Actor" | "Item", kind: string, system: Record<string, unknown>): void {
  if (documentName !== "Item" || kind !== "armor") return;
  const trauma = system["trauma"];
  const banks = system["banks"];
  if (!isRecord(trauma) || typeof trauma["equipped"] !== "boolean") return;
  if (banks === undefined) system["banks"] = { equipped: trauma["equipped"] };
  else if (isRecord(banks) && banks["equipped"] === undefined) banks["equipped"] = trauma["equipped"];
}
