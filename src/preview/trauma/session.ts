/**
 * What the trauma preview plays on: the sample world's documents and the table that runs the
 * seed's attack on them (mutable by design: the game's one running record, like Foundry's world).
 */
import type { AppState } from "../page/state";
import type { PreviewTable } from "./table";
import type { PreviewWorld } from "./world";

export interface TraumaSession {
  readonly docs: PreviewWorld;
  readonly table: PreviewTable;
}

export type TraumaState = AppState<TraumaSession>;
