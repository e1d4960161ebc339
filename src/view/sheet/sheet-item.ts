/** An item as every ruleset's actor sheet lists it: its identity and its whole `system` source. */
export interface SheetItem {
  readonly id: string;
  readonly name: string;
  readonly img: string | null;
  readonly type: string;
  readonly system: Readonly<Record<string, unknown>>;
}
