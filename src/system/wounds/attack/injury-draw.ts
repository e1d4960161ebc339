/**
 * The Injury Table's 2d6 for an Incapacitation roll (docs/rules/wounds.md §5.7), drawn from the
 * RollTable in the compendium "Wounds Tables" when the world has it — so the table a GM browses
 * is the table that is rolled — else rolled as plain 2d6. The core decides the injury from the
 * total; the table's result only names it (test/system/wounds/packs.test.ts keeps the two in step).
 */
const PACK_ID = "fray.wounds-tables";

interface InjuryTableFlags {
  fray?: { wounds?: { injuryTable?: unknown } };
}

async function injuryRollTable(): Promise<RollTable.Implementation | null> {
  const pack = game.packs.get(PACK_ID);
  if (!pack || pack.documentName !== "RollTable") return null;
  const documents = (await pack.getDocuments()) as unknown[];
  const table = documents.find((d): d is RollTable.Implementation => d instanceof RollTable && (d.flags as InjuryTableFlags).fray?.wounds?.injuryTable === true);
  return table ?? null;
}

export interface InjuryDraw {
  readonly roll: Roll;
  readonly total: number;
  /** The drawn result's name ("Guts"), or null when rolled without the table. */
  readonly result: string | null;
}

export async function drawInjury(): Promise<InjuryDraw> {
  try {
    const table = await injuryRollTable();
    if (table) {
      const draw = await table.roll();
      const total = draw.roll.total ?? 0;
      if (Number.isInteger(total) && total >= 2 && total <= 12) return { roll: draw.roll, total, result: draw.results[0]?.name ?? null };
    }
  } catch (error) {
    console.warn("Fray | the Injury Table could not be drawn; rolling 2d6 instead", error);
  }
  const roll = await new Roll("2d6").evaluate();
  return { roll, total: roll.total, result: null };
}
