/** What every ruleset's actor-sheet view-model reads of the actor (the Foundry sheet and the preview build it alike). */
import type { SheetItem } from "./sheet-item";

export interface ActorSheetSource {
  readonly name: string;
  readonly img: string | null;
  readonly type: "character" | "npc";
  /** The actor's whole `system` as plain data. */
  readonly system: Readonly<Record<string, unknown>>;
  readonly items: readonly SheetItem[];
  readonly editMode: boolean;
}
